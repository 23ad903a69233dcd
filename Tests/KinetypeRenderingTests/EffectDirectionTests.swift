import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// Karaoke and the typewriter follow the reading direction inside right-to-left spans: which
/// slice fills or appears first, where a fill starts within a cluster, where the caret stands.
/// Pixels are read from rendered frames, so the tests do not trust the schedule they check.
@Suite struct EffectDirectionTests {
  /// Where the layout's origin sits in the test frames.
  static let origin = CGPoint(x: 20, y: 20)

  /// `markup` at 40 px (marked spans animated).
  static func layout(_ markup: String) throws -> Text.Layout {
    try Text.Layout(
      Text(markup: markup, attributes: .kinetype).font(.system(size: 40)), fonts: Fixtures.fonts)
  }

  /// The frame of `renderer` over `layout` at a fixed origin.
  static func frame(_ layout: Text.Layout, _ renderer: some TextRenderer & Sendable) throws
    -> Pixmap
  {
    try AnimatedText(
      layout: layout, background: .white,
      fixedFrame: AnimatedText.FixedFrame(
        width: Int(layout.size.width) + 40, height: Int(layout.size.height) + 40, origin: origin)
    ) { _ in renderer }.frame(at: 0)
  }

  /// The slices of the marked span, left to right on the line.
  static func markedSlices(_ layout: Text.Layout) -> [Text.Layout.RunSlice] {
    layout.slices.filter { $0.run[EmphasisAttribute.self] != nil }
  }

  /// Pixels of `frame` in `rect` (layout coordinates, inset by a pixel) that are `kind`.
  static func count(
    _ frame: Pixmap, in rect: CGRect, where kind: (Color) -> Bool
  ) -> Int {
    var count = 0
    let x0 = Int((rect.minX + origin.x + 1).rounded(.up))
    let x1 = Int((rect.maxX + origin.x - 1).rounded(.down))
    let y0 = Int((rect.minY + origin.y).rounded(.up))
    let y1 = Int((rect.maxY + origin.y).rounded(.down))
    guard x1 > x0, y1 > y0 else { return 0 }
    for y in y0..<y1 {
      for x in x0..<x1 where kind(frame.color(atX: x, y: y)) { count += 1 }
    }
    return count
  }

  static func isRed(_ color: Color) -> Bool {
    color.red > 0.6 && color.green < 0.4 && color.blue < 0.4
  }

  static func isInk(_ color: Color) -> Bool {
    color.red < 0.8
  }

  /// The left or right half of `rect`.
  static func half(_ rect: CGRect, right: Bool) -> CGRect {
    CGRect(
      x: right ? rect.midX : rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)
  }

  // MARK: Karaoke

  @Test(arguments: [
    ("Hello ^[שלום](emphasis: true) world", true),
    ("Hello ^[مرحبا](emphasis: true) world", true),
    ("שלום ^[moon](emphasis: true) עולם", false),
  ])
  func karaoke_fillsInTheSpansReadingDirection(markup: String, rightToLeft: Bool) throws {
    let layout = try Self.layout(markup)
    let slices = Self.markedSlices(layout)
    try #require(slices.count >= 3)
    let red = Color(red: 1, green: 0, blue: 0)
    // Half way through the first slice's sweep (0.12 s per slice, back to back).
    let karaoke = KaraokeEffect(elapsedTime: 0.06, highlight: red)
    let frame = try Self.frame(layout, karaoke)
    let first = rightToLeft ? slices[slices.count - 1] : slices[0]
    let last = rightToLeft ? slices[0] : slices[slices.count - 1]
    let box = first.typographicBounds.rect
    // The first slice in reading order has started, from its reading start.
    let leading = Self.count(frame, in: Self.half(box, right: rightToLeft), where: Self.isRed)
    let trailing = Self.count(frame, in: Self.half(box, right: !rightToLeft), where: Self.isRed)
    #expect(leading > 10, "the fill starts at the reading start of \(first)")
    #expect(trailing < leading / 4, "the far half of the first slice is not sung yet")
    // The last slice in reading order is not sung at all, but drawn faintly.
    #expect(Self.count(frame, in: last.typographicBounds.rect, where: Self.isRed) == 0)
    #expect(Self.count(frame, in: last.typographicBounds.rect, where: Self.isInk) > 0)

    // Later, every slice before the one being sung is fully sung, in reading order.
    let later = try Self.frame(layout, KaraokeEffect(elapsedTime: 0.18, highlight: red))
    #expect(Self.count(later, in: box, where: Self.isRed) > leading)
    let second = rightToLeft ? slices[slices.count - 2] : slices[1]
    #expect(
      Self.count(
        later, in: Self.half(second.typographicBounds.rect, right: rightToLeft), where: Self.isRed)
        > 0)
  }

  @Test func karaoke_scheduleSingsTheRightmostHebrewSliceFirst() throws {
    let layout = try Self.layout("Hello ^[שלום](emphasis: true) world")
    let schedule = KaraokeEffect(elapsedTime: 0).schedule(for: layout)
    let slices = Self.markedSlices(layout)
    let first = try #require(schedule.entries.min { $0.start < $1.start })
    #expect(first.characterRange == slices.last?.characterRange)
  }

  @Test func karaoke_timingMarkupSingsSyllablesInTurn() throws {
    // libass's {\k50}Twin{\k40}kle: the second syllable starts when the first ends.
    let layout = try Self.layout(
      #"^[^[Twin](timing: 0.5)^[kle](timing: 0.4)](effect: "karaoke")"#)
    let schedule = KaraokeEffect(elapsedTime: 0).schedule(for: layout)
    let text = { (entry: StaggerSchedule.Entry) in layout.text(in: entry.characterRange) }
    let t = try #require(schedule.entries.first { text($0) == "T" })
    let k = try #require(schedule.entries.first { text($0) == "k" })
    let e = try #require(schedule.entries.first { text($0) == "e" })
    #expect(t.start == 0)
    #expect(abs(k.start - 0.5) < 1e-12)
    #expect(abs(e.end - 0.9) < 1e-12)
    // Within a syllable the fill moves at an even speed: each slice's time is its share of
    // the syllable's advance.
    let twin = schedule.entries.filter { $0.spanIndex == t.spanIndex }
    let width = twin.reduce(0) { $0 + $1.unitBounds.width }
    for entry in twin {
      #expect(abs((entry.end - entry.start) - 0.5 * entry.unitBounds.width / width) < 1e-9)
    }
  }

  // MARK: Typewriter

  @Test(arguments: [
    ("Hello ^[שלום](emphasis: true) world", true),
    ("Hello ^[مرحبا](emphasis: true) world", true),
    ("שלום ^[moon](emphasis: true) עולם", false),
  ])
  func typewriter_typesInTheSpansReadingDirection(markup: String, rightToLeft: Bool) throws {
    let layout = try Self.layout(markup)
    let slices = Self.markedSlices(layout)
    try #require(slices.count >= 3)
    // Two slices typed (0.06 s apart), the third not yet.
    let typewriter = TypewriterEffect(elapsedTime: 0.07)
    let frame = try Self.frame(layout, typewriter)
    let ordered = rightToLeft ? slices.reversed() : slices
    // Measure away from the caret: the typed slices' far halves and the untyped one.
    let typed = ordered.prefix(2).map(\.typographicBounds.rect)
    #expect(
      Self.count(frame, in: Self.half(typed[0], right: rightToLeft), where: Self.isInk) > 10,
      "the first slice in reading order is typed")
    let third = ordered[2].typographicBounds.rect
    let caret = try #require(typewriter.caretPlacement(on: typewriter.schedule(for: layout)))
    let untyped = Self.count(frame, in: Self.half(third, right: !rightToLeft), where: Self.isInk)
    #expect(untyped == 0, "the third slice in reading order is not typed yet")
    // The caret stands at the reading-order end of the typed text: left of it in Hebrew and
    // Arabic, right of it in English.
    // (The caret is snapped to whole pixels: within a pixel of the edge.)
    let end = rightToLeft ? typed[1].minX : typed[1].maxX
    #expect(abs(caret.rect.midX - end) <= 1, "caret at \(caret.rect.midX), text ends at \(end)")
    if rightToLeft {
      #expect(caret.rect.midX < typed[1].midX && caret.rect.midX < typed[0].minX)
    } else {
      #expect(caret.rect.midX > typed[1].midX && caret.rect.midX > typed[0].maxX)
    }
  }

  @Test func typewriter_caretBlinksAfterTypingAndGoes() throws {
    let layout = try Self.layout("^[abc](emphasis: true)")
    let typewriter = TypewriterEffect(elapsedTime: 0)
    let schedule = typewriter.schedule(for: layout)
    // Typed at 0, 0.06 and 0.12; then a 1 s blink (shown for the first half) for 2 s.
    func shown(_ time: Double) -> Bool {
      var copy = typewriter
      copy.elapsedTime = time
      return copy.caretPlacement(on: schedule) != nil
    }
    #expect(shown(0.1))
    #expect(shown(0.12 + 0.4))
    #expect(!shown(0.12 + 0.6))
    #expect(shown(0.12 + 1.2))
    #expect(!shown(0.12 + 2.1))
    #expect(abs(typewriter.settlingTime(for: layout) - 2.12) < 1e-12)
  }
}
