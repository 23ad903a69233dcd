import KinetypeText

/// A span's own place in time, as libass's karaoke `\k`: how long the span lasts and, if it
/// does not simply follow the timed span before it, when it starts.
///
/// Markup name `timing`: a number is the duration in seconds
/// (`^[Twin](timing: 0.4)^[kle](timing: 0.3)`), an object names `duration` and optionally
/// `start` (`^[star](timing: {start: 2, duration: 0.6})`). Ranges: ``durationRange``,
/// ``startRange``.
///
/// In a ``StaggerSchedule``, the timed spans of a renderer follow one another in text order: a
/// span starts where the timed span before it ended (the first at 0), or at its own `start`,
/// and later spans follow it from there — the cumulative sum of libass's `\k` durations. Within
/// the span its units (slices, words or lines, as the stagger's `by` says, in its `order`) share
/// the duration in proportion to their advance, one after another, so a karaoke fill sweeps the
/// span at an even speed; each unit ends where the next begins. The stagger's spacing, `from`,
/// `ease` and `grid` do not apply to a timed span; spans without timing are staggered as usual,
/// from 0.
public struct TimingAttribute: TextAttribute {
  /// When the span starts, in seconds from the start of the effect; nil: where the timed span
  /// before it ends (0 for the first).
  public var start: Double?
  /// How long the span lasts, in seconds.
  public var duration: Double

  /// Allowed durations: 0 to 3600 s.
  public static let durationRange: ClosedRange<Double> = 0...3600
  /// Allowed starts: 0 to 3600 s.
  public static let startRange: ClosedRange<Double> = 0...3600

  /// A span lasting `duration` seconds, starting at `start` (nil: after the timed span before
  /// it).
  public init(start: Double? = nil, duration: Double) {
    self.start = start
    self.duration = duration
  }

  /// Parses a markup value: a number (the duration) or `{start, duration}`.
  /// - Throws: ``KinetypeText/MarkupValueError`` naming the key, its range and the value.
  public init(markup value: MarkupValue) throws(MarkupValueError) {
    switch value {
    case .number:
      self.init(duration: try Self.seconds(value, key: "duration", range: Self.durationRange))
    case .object(let members):
      for key in members.keys.sorted() where key != "start" && key != "duration" {
        throw MarkupValueError("unknown key '\(key)'; timing takes start and duration")
      }
      guard let duration = members["duration"] else {
        throw MarkupValueError("timing needs a duration in seconds, as {start: 1, duration: 0.5}")
      }
      var start: Double?
      if let value = members["start"] {
        start = try Self.seconds(value, key: "start", range: Self.startRange)
      }
      self.init(
        start: start,
        duration: try Self.seconds(duration, key: "duration", range: Self.durationRange))
    default:
      throw MarkupValueError(
        "timing takes a duration in seconds or {start: 1, duration: 0.5}, got \(value)")
    }
  }

  private static func seconds(_ value: MarkupValue, key: String, range: ClosedRange<Double>)
    throws(MarkupValueError) -> Double
  {
    guard case .number(let seconds) = value, range.contains(seconds) else {
      throw MarkupValueError(
        "\(key) must be a number of seconds \(Stagger.describe(range)), got \(value)")
    }
    return seconds
  }
}
