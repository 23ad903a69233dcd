import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// Types the text character by character in reading order, with a caret that follows the
/// reading direction and blinks while it waits: `typewriter` in markup and on the command line.
///
/// Each slice appears at its start (fading in over ``elementDuration``, 0 by default: at once),
/// drawn where it was shaped, so an Arabic word shows its joined forms as it grows and a
/// Devanagari conjunct appears whole. The caret stands at the reading-order end of the text
/// revealed so far: right of the last slice in left-to-right text, **left** of it in Hebrew and
/// Arabic; before anything is typed, at the reading start of the first slice. It is solid while
/// characters arrive, blinks (on for the first half of each ``blinkPeriod``) before the first and
/// after the last, and goes ``caretHold`` seconds after the last character.
///
/// A typewriter types from the first character in reading order: it refuses `from` other than
/// start, `order: visual` and a grid (``staggerSupport``).
public struct TypewriterEffect: CommonTextEffect {
  /// `typewriter`.
  public static let name = "typewriter"
  /// What it does.
  public static let summary =
    "types the text in reading order with a blinking caret that follows the reading direction"
  /// `caret`, `blinkPeriod`, `caretHold`, `caretColor`.
  public static let parameters = [
    EffectParameter("caret", .flag, default: "true", "whether a caret is drawn"),
    EffectParameter(
      "blinkPeriod", .number(0.05...10), unit: "s", default: "1",
      "one blink of the caret: shown for the first half, hidden for the second"),
    EffectParameter(
      "caretHold", .number(0...3600), unit: "s", default: "2",
      "how long the caret stays after the last character"),
    EffectParameter(
      "caretColor", .color, default: "the text's color", "the caret's color"),
  ]
  /// A typewriter types from the start in reading order.
  public static let staggerSupport = StaggerSupport(
    from: false, visualOrder: false, grid: false,
    reason: "a typewriter types in reading order from the first character")

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each slice appears; default `Stagger(each: 0.06)`. Its element duration: seconds a slice
  /// takes to fade in; default 0 (at once).
  public var common: EffectCommon
  /// Whether a caret is drawn. Default: true.
  public var caret: Bool
  /// Seconds of one blink. Default: 1.
  public var blinkPeriod: Double
  /// Seconds the caret stays after the last character. Default: 2.
  public var caretHold: Double
  /// The caret's color; nil: the color of the text it stands by. Default: nil.
  public var caretColor: Color?

  /// A typewriter at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.06), elementDuration: Double = 0,
    caret: Bool = true, blinkPeriod: Double = 1, caretHold: Double = 2, caretColor: Color? = nil
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
    self.caret = caret
    self.blinkPeriod = blinkPeriod
    self.caretHold = caretHold
    self.caretColor = caretColor
  }

  /// Room for the caret beside the text.
  public var displayPadding: EdgeInsets { EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4) }

  /// The last slice's end, plus the caret's hold when there is a caret.
  public func settlingTime(on schedule: StaggerSchedule) -> Double {
    schedule.entries.isEmpty ? 0 : schedule.duration + (caret ? max(0, caretHold) : 0)
  }

  /// Draws the slices typed so far.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    drawRevealing(run, schedule: schedule, options: [], in: &context) {
      slices, entry, progress, copy in
      copy.opacity *= progress
      copy.drawUnit(run, slices: slices, options: [])
    }
  }

  /// Draws the caret.
  public func drawOverlay(schedule: StaggerSchedule, in context: inout GraphicsContext) {
    guard caret, let placement = caretPlacement(on: schedule) else { return }
    context.fill(Path(placement.rect), with: .color(placement.color))
  }

  /// Where the caret stands at ``elapsedTime`` and its color, or nil when it is hidden (between
  /// blinks, or gone after ``caretHold``).
  public func caretPlacement(on schedule: StaggerSchedule) -> (rect: CGRect, color: Color)? {
    let entries = schedule.entries
    guard !entries.isEmpty else { return nil }
    let firstStart = entries.map(\.start).min() ?? 0
    let lastStart = entries.map(\.start).max() ?? 0
    let time = elapsedTime
    guard time < schedule.duration + max(0, caretHold) else { return nil }
    // Solid while characters arrive, blinking before and after.
    if time < firstStart || time > lastStart {
      let since = time < firstStart ? time : time - lastStart
      let period = max(0.05, blinkPeriod)
      let phase = since / period - (since / period).rounded(.down)
      guard phase < 0.5 else { return nil }
    }
    // The last slice typed (the latest start at or before now; the later in reading order on a
    // tie), or the first one to come.
    var current: (index: Int, typed: Bool)?
    for (index, entry) in entries.enumerated() where entry.start <= time {
      if let found = current, entries[found.index].start > entry.start { continue }
      current = (index, true)
    }
    if current == nil {
      let first = entries.indices.min { entries[$0].start < entries[$1].start } ?? 0
      current = (first, false)
    }
    guard let current else { return nil }
    let entry = entries[current.index]
    guard let run = Self.run(of: entry, in: schedule.layout) else { return nil }
    let box = entry.unitBounds
    let rightToLeft = run.layoutDirection == .rightToLeft
    // After a typed slice: its reading-order end; before the first: its reading-order start.
    let x = current.typed == rightToLeft ? box.minX : box.maxX
    // As tall as the run's font, from its ascent to its descent on the line's baseline.
    let baseline = run.typographicBounds.origin.y
    let height = run.font.ascent + run.font.descent
    let width = max(1, (run.font.size / 16).rounded())
    let rect = CGRect(
      x: (x - width / 2).rounded(), y: baseline - run.font.ascent, width: width, height: height)
    return (rect, caretColor ?? run.foregroundColor ?? .black)
  }

  /// The run holding `entry`'s slice.
  static func run(of entry: StaggerSchedule.Entry, in layout: Text.Layout) -> Text.Layout.Run? {
    guard entry.line < layout.lines.count else { return nil }
    return layout.lines[entry.line].first {
      !$0.isEllipsis && $0.characterRange.contains(entry.characterRange.lowerBound)
    }
  }

  /// A typewriter with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["caret"]?.flag { caret = value }
    if let value = parameters["blinkPeriod"]?.number { blinkPeriod = value }
    if let value = parameters["caretHold"]?.number { caretHold = value }
    if let value = parameters["caretColor"]?.color { caretColor = value }
  }
}
