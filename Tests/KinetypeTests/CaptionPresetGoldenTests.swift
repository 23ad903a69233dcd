import Foundation
import KinetypeTestSupport
import KinetypeTesting
import Testing

@testable import Kinetype

/// A contact sheet per caption preset, kept as a golden: one row per script (Latin, Arabic,
/// Devanagari, Japanese, each a cue of docs/examples/captions/scripts.srt), one column per
/// moment of the cue, so the motion of every preset in every script is looked at and kept.
@Suite struct CaptionPresetGoldenTests {
  /// Seconds into each cue the columns show: before the first word ends, across the middle
  /// words, and the last word.
  static let moments = [0.15, 0.55, 0.95, 1.35, 1.75]
  static let cell = (width: 400, height: 96)

  /// The pages of docs/examples/captions/scripts.srt: one cue of two seconds per script.
  static func pages() throws -> [CaptionPage] {
    let path = PackageRoot.path("docs/examples/captions/scripts.srt")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let reading = try CaptionReader.read(text, file: path)
    return CaptionPager.pages(reading.track).pages
  }

  /// The sheet of `preset`: each cell the caption frame at a moment of a cue, on a dark
  /// background so the outline and the shadow show.
  static func frames(_ preset: CaptionPreset, background: Color) throws -> CaptionFrames {
    var appearance = CaptionAppearance()
    appearance.fontSize = 30
    appearance.position = .center
    return try CaptionFrames(
      pages: try pages(), rate: CaptionFrameRate(30), width: cell.width, height: cell.height,
      preset: preset, appearance: appearance, fonts: Fixtures.fonts, background: background)
  }

  static func sheet(_ preset: CaptionPreset) throws -> Pixmap {
    let frames = try frames(preset, background: Color(red: 0.12, green: 0.12, blue: 0.18))
    var sheet = try Pixmap(
      width: cell.width * moments.count, height: cell.height * 4, background: .black)
    for script in 0..<4 {
      for (column, moment) in moments.enumerated() {
        let frame = try frames.renderFrame(at: Double(script) * 2 + moment)
        sheet.draw(
          frame,
          transform: CGAffineTransform(
            translationX: Double(column * cell.width), y: Double(script * cell.height)),
          filter: .nearest)
      }
    }
    return sheet
  }

  @Test(arguments: CaptionPreset.allCases)
  func preset_contactSheetInFourScripts(preset: CaptionPreset) throws {
    let pages = try Self.pages()
    #expect(pages.count == 4)
    assertGolden(try Self.sheet(preset), named: "preset-\(preset.rawValue)", suite: "Captions")
  }

  @Test func typewriter_caretWaitsAfterTheLastTypedWord() throws {
    // "Captions in every / script": at 0.15 s only "Captions" is typed; the caret stands just
    // after it, not at the line's end where it once stood.
    let frames = try Self.frames(.typewriter, background: .clear)
    let whole = CaptionFramesTests.inkedColumns(try frames.renderFrame(at: 1.75))
    let typing = CaptionFramesTests.inkedColumns(try frames.renderFrame(at: 0.15))
    let (left, right) = (try #require(whole.first), try #require(whole.last))
    let last = try #require(typing.last)
    // "Captions" is a little over half of the line's width.
    #expect(
      Double(last) < Double(left) + 0.6 * Double(right - left),
      "the caret stands at \(last) in \(left)...\(right)")
  }
}
