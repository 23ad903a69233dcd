import Foundation
import KinetypeTestSupport
import Testing

@testable import Kinetype
@testable import KinetypeCaptionFrames

/// Caption pages that leave (``CaptionAppearance/exit``, a ``TextExit``) and pages that shrink
/// to fit their box (``CaptionAppearance/minimumScaleFactor``).
@Suite struct CaptionExitFitTests {
  /// One page, "Hello" from 0 to 1 s, on a 320×180 canvas at 10 fps, leaving by `exit`.
  private func frames(
    exit: TextExit?, preset: CaptionPreset = .highlight, text: String = "Hello"
  ) throws -> CaptionFrames {
    var appearance = CaptionAppearance()
    appearance.outlineWidth = 0
    appearance.shadowOffset = nil
    appearance.fontSize = 40
    appearance.position = .center
    appearance.exit = exit
    let track = CaptionTrack(
      format: .srt, cues: [CaptionCue(text: text, start: 0, end: 1000)], hasSourceCues: true)
    return try CaptionFrames(
      pages: CaptionPager.pages(track).pages, rate: CaptionFrameRate(10), width: 320,
      height: 180, preset: preset, appearance: appearance, fonts: Fixtures.fonts)
  }

  /// The sum of the alpha of every pixel, the mean row and the width of the ink.
  private func ink(_ pixmap: Pixmap) -> (alpha: Double, row: Double, width: Int) {
    var alpha = 0.0
    var rows = 0.0
    var minX = Int.max
    var maxX = Int.min
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width {
        let a = pixmap.color(atX: x, y: y).opacity
        guard a > 0 else { continue }
        alpha += a
        rows += a * Double(y)
        if a > 0.1 {
          minX = min(minX, x)
          maxX = max(maxX, x)
        }
      }
    }
    return (alpha, alpha > 0 ? rows / alpha : .nan, maxX >= minX ? maxX - minX + 1 : 0)
  }

  @Test(arguments: TextExit.Kind.allCases)
  func exit_fadesOrMovesDuringItAndIsGoneAfterTheEnd(kind: TextExit.Kind) throws {
    let exit = TextExit(kind, duration: 0.5, ease: "linear", distance: 30)
    let preset: CaptionPreset = kind == .reverse ? .pop : .highlight
    let leaving = try frames(exit: exit, preset: preset)
    let staying = try frames(exit: nil, preset: preset)
    // Before the exit (it starts at 0.5 s, ending with the page at 1 s) nothing changes.
    #expect(
      Fixtures.bytes(try leaving.renderFrame(at: 0.4))
        == Fixtures.bytes(try staying.renderFrame(at: 0.4)))
    let before = ink(try leaving.renderFrame(at: 0.5))
    // A reversed pop springs back through its overshoot: measured near its first frame.
    let during = ink(try leaving.renderFrame(at: kind == .reverse ? 0.9 : 0.8))
    #expect(before.alpha > 200)
    switch kind {
    case .fade, .reverse:
      // 0.3 s into 0.5 s, linear: 40% left; a reversed pop 0.4 s in is back to a fifth of its
      // spring, its words shrunk to about 60% of their ink.
      #expect(during.alpha < before.alpha * (kind == .fade ? 0.45 : 0.7))
      #expect(during.alpha > 0)
    case .pop:
      #expect(abs(Double(during.width) - Double(before.width) * 0.4) <= 3)
    case .slide:
      #expect(abs(during.row - before.row - 30 * 0.6) < 1)
      #expect(abs(during.alpha - before.alpha * 0.4) < before.alpha * 0.05)
    }
    // The page's end: frame 10 and after are clear.
    #expect(ink(try leaving.renderFrame(at: 1.0)).alpha == 0)
    #expect(ink(try staying.renderFrame(at: 0.9)).alpha > 200)
  }

  @Test func exit_framesAreNotStillAndTheBandHoldsTheSlide() throws {
    let slide = try frames(exit: TextExit(.slide, duration: 0.5, distance: 30))
    #expect(slide.isStill(frame: 3))
    #expect(!slide.isStill(frame: 7))
    let plain = try frames(exit: nil)
    let (a, b) = (try #require(slide.band), try #require(plain.band))
    #expect(a.y + a.height >= b.y + b.height + 30)
  }

  /// A page of `text` at 40 px in a box `maxWidth` wide and `maxLines` high.
  private func fitted(_ text: String, maxWidth: Double, maxLines: Int, factor: Double) throws
    -> CaptionFrames
  {
    var appearance = CaptionAppearance()
    appearance.fontSize = 40
    appearance.maxWidth = maxWidth
    appearance.maxLines = maxLines
    appearance.minimumScaleFactor = factor
    let track = CaptionTrack(
      format: .srt, cues: [CaptionCue(text: text, start: 0, end: 1000)], hasSourceCues: true)
    return try CaptionFrames(
      pages: CaptionPager.pages(track, options: CaptionPagingOptions(maxCharactersPerLine: 80))
        .pages, rate: CaptionFrameRate(10), width: 640, height: 360, preset: .highlight,
      appearance: appearance, fonts: Fixtures.fonts)
  }

  /// The widest line of `text` laid out on one line at `size` px.
  private func naturalWidth(_ text: String, size: Double) throws -> Double {
    let layout = try Text.Layout(
      Text(verbatim: text).font(.system(size: size)), fonts: Fixtures.fonts)
    return layout.lines.map(\.typographicBounds.width).max() ?? 0
  }

  @Test func fit_shrinksToTheLargestSizeThatFitsTheBox() throws {
    let text = "a caption too long for its line"
    let full = try naturalWidth(text, size: 40)
    let box = (full * 0.7).rounded()
    // Without a factor, it wraps onto more lines at full size.
    let wrapped = try fitted(text, maxWidth: box, maxLines: 1, factor: 1)
    #expect(wrapped.prepared[0].layout.lines.count >= 2)
    #expect(wrapped.prepared[0].scale == 1)
    // With one, it is laid out on one line at the largest scale that fits: measured at that
    // size its width is within the search's precision (0.2%) of the box.
    let shrunk = try fitted(text, maxWidth: box, maxLines: 1, factor: 0.5)
    let page = shrunk.prepared[0]
    #expect(page.layout.lines.count == 1)
    #expect(page.scale < 1 && page.scale >= 0.5)
    let width = try naturalWidth(text, size: 40 * page.scale)
    #expect(width <= box)
    #expect(width > box / 1.01)
    #expect(abs(page.scale - box / full) < 0.01)
  }

  @Test func fit_stopsAtTheFactorAndThenWraps() throws {
    let text = "a caption far too long for one line"
    let shrunk = try fitted(text, maxWidth: 150, maxLines: 1, factor: 0.8)
    #expect(shrunk.prepared[0].scale == 0.8)
    #expect(shrunk.prepared[0].layout.lines.count > 1)
    // A page that fits is left alone.
    let short = try fitted("short", maxWidth: 300, maxLines: 1, factor: 0.5)
    #expect(short.prepared[0].scale == 1)
  }

  @Test func style_settingsAreTheCommandLinesAndTheScenes() throws {
    var style = CaptionStyle()
    try style.set("exit", to: .text("slide"))
    try style.set("exit-distance", to: .number(12))
    try style.set("minimum-scale-factor", to: .text("0.5"))
    try style.set("max-lines", to: .number(1))
    try style.set("shadow", to: .text("none"))
    #expect(style.appearance.exit == TextExit(.slide, distance: 12))
    #expect(style.appearance.minimumScaleFactor == 0.5)
    #expect(style.appearance.maxLines == 1 && style.paging.maxLines == 1)
    #expect(style.appearance.shadowOffset == nil)
    #expect(throws: CaptionStyle.SettingError.self) { try style.set("outline", to: .number(-1)) }
    #expect(throws: CaptionStyle.SettingError.self) { try style.set("exit", to: .text("zoom")) }
    let keys = CaptionStyle.settings.map(\.sceneKey)
    #expect(keys.contains("minimumScaleFactor") && keys.contains("maxWidth"))
  }
}
