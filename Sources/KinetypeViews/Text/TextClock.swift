import Foundation
public import KinetypeText
import KinetypeViewGraph

/// What a self-updating span of text shows: a timer over an interval, or a date in a
/// ``Text/DateStyle``. It rides on its span as a custom attribute; the view resolves it for
/// the time of each frame on the virtual clock (`Date(timeIntervalSinceReferenceDate: t)`).
struct TextClock: TextAttribute {
  enum Kind: Hashable, Sendable {
    case timer(interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    case date(Date, Text.DateStyle)
  }

  let kind: Kind

  /// The characters at `now`, dates in `locale` and `timeZone` (English, US, in GMT: iOS's
  /// strings as docs/views.md gives them; another locale or zone: Foundation's formats).
  func string(
    at now: Date, locale: Locale = Locale(identifier: "en_US"),
    timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
  ) -> String {
    switch kind {
    case .timer(let interval, let pauseTime, let countsDown, let showsHours):
      let at = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
      // Counting down shows the seconds left rounded up (it reads 0:00 only at the end);
      // counting up, the whole seconds gone.
      let seconds =
        countsDown
        ? Int(interval.upperBound.timeIntervalSince(at).rounded(.up))
        : Int(at.timeIntervalSince(interval.lowerBound).rounded(.down))
      return TextClockFormat.timer(seconds: seconds, showsHours: showsHours)
    case .date(let date, let style):
      let ahead = date.timeIntervalSince(now)
      let isDefault = locale.identifier == "en_US" && timeZone.secondsFromGMT(for: date) == 0
      switch style.kind {
      case .date:
        guard isDefault else {
          return Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone)
            .format(date)
        }
        return TextClockFormat.date(date, timeZone: timeZone)
      case .time:
        guard isDefault else {
          return Date.FormatStyle(
            date: .omitted, time: .shortened, locale: locale, timeZone: timeZone
          )
          .format(date)
        }
        return TextClockFormat.time(date, timeZone: timeZone)
      case .relative: return TextClockFormat.relative(seconds: Int(ahead.rounded(.towardZero)))
      case .offset: return TextClockFormat.offset(seconds: Int(ahead.rounded(.towardZero)))
      case .timer:
        // A date ahead counts down to it (seconds left rounded up); one past counts up.
        let seconds = ahead > 0 ? Int(ahead.rounded(.up)) : Int((-ahead).rounded(.down))
        return TextClockFormat.timer(seconds: seconds)
      }
    }
  }

  /// What the span says about itself where no clock runs: its value at t = 0.
  var placeholder: String { string(at: ViewRuntime.referenceDate) }
}

extension Text {
  /// A predefined style used to display a `Date`, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    /// The date: "January 1, 2001".
    public static let date = DateStyle(kind: .date)
    /// Only the time: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// The interval from now, updating: "5 sec", "2 min, 3 sec".
    public static let relative = DateStyle(kind: .relative)
    /// The interval from now, signed, updating: "+5 sec", "-2 min, 3 sec".
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting from now, updating: "0:05", "1:02:03".
    public static let timer = DateStyle(kind: .timer)
  }

  /// A date in `style`; the relative styles and the timer update with the virtual clock
  /// (docs/views.md, "Clock texts").
  public init(_ date: Date, style: DateStyle) {
    let clock = TextClock(kind: .date(date, style))
    self = Text(verbatim: clock.placeholder).customAttribute(clock)
  }

  /// A timer counting within `timerInterval`, down (the time left) or up (the time gone),
  /// as SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)`: "0:05", "1:02:03".
  /// With `pauseTime` it shows the value then and stops.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let clock = TextClock(
      kind: .timer(
        interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
        showsHours: showsHours))
    self = Text(verbatim: clock.placeholder).customAttribute(clock)
  }

  /// The text with each clock span showing its value at `date`, in the environment's locale
  /// and time zone.
  func showingClocks(at date: Date, in environment: EnvironmentValues) -> Text {
    guard spans.contains(where: { $0.attributes[TextClock.self] != nil }) else { return self }
    return Text(
      spans: spans.map { span in
        guard let clock = span.attributes[TextClock.self] else { return span }
        var span = span
        span.string = clock.string(
          at: date, locale: environment.locale, timeZone: environment.timeZone)
        return span
      })
  }

  /// What the text shows, with its clocks as they are described rather than as they read: a
  /// clock ticking is not a change of content.
  var contentKey: String {
    spans.map { span in
      span.attributes[TextClock.self].map { "\u{FFFC}\($0.kind)" } ?? span.string
    }.joined()
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A date in `style`, updating with the virtual clock as ``Text/init(_:style:)``:
  /// `Text("Started \(start, style: .relative) ago")`.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendInterpolation(Text(date, style: style))
  }

  /// A timer, as ``Text/init(timerInterval:pauseTime:countsDown:showsHours:)``:
  /// `Text("Rest \(timerInterval: start...end)")`.
  public mutating func appendInterpolation(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    appendInterpolation(
      Text(
        timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
        showsHours: showsHours))
  }
}
