import Foundation
import KinetypeTestSupport
import Testing

@testable import Kinetype

/// Caption presets drawn: the spoken word found in reading order, and from the frame its start
/// falls in.
@Suite struct CaptionFramesTests {
  /// A page of `words`, each `(text, start ms, end ms)`, as one SRT-like cue.
  private func pages(_ words: [(String, Int, Int)]) -> [CaptionPage] {
    let timed = words.map { CaptionWord($0.0, start: $0.1, end: $0.2) }
    let track = CaptionTrack(
      format: .srt,
      cues: [CaptionCue(start: words[0].1, end: words[words.count - 1].2, words: timed)],
      hasSourceCues: true)
    return CaptionPager.pages(track).pages
  }

  private func frames(_ words: [(String, Int, Int)], preset: CaptionPreset) throws
    -> CaptionFrames
  {
    var appearance = CaptionAppearance()
    appearance.outlineWidth = 0
    appearance.shadowOffset = nil
    appearance.fontSize = 40
    return try CaptionFrames(
      pages: pages(words), rate: CaptionFrameRate(30), width: 640, height: 360, preset: preset,
      appearance: appearance, fonts: Fixtures.fonts)
  }

  /// The mean x of the pixels in the highlight colour (yellow: red and green high, blue low);
  /// nil when there are none.
  private func highlightCentre(_ pixmap: Pixmap) -> Double? {
    var sum = 0.0
    var count = 0
    for y in stride(from: 0, to: pixmap.height, by: 1) {
      for x in stride(from: 0, to: pixmap.width, by: 1) {
        let color = pixmap.color(atX: x, y: y)
        if color.opacity > 0.5, color.red > 0.8, color.green > 0.6, color.blue < 0.3 {
          sum += Double(x)
          count += 1
        }
      }
    }
    return count > 20 ? sum / Double(count) : nil
  }

  @Test func highlight_movesInReadingOrder() throws {
    let latin = try frames(
      [("one", 0, 500), ("two", 500, 1000), ("three", 1000, 1500)], preset: .highlight)
    let arabic = try frames(
      [("واحد", 0, 500), ("اثنان", 500, 1000), ("ثلاثة", 1000, 1500)], preset: .highlight)
    let times = [0.1, 0.6, 1.1]
    let latinCentres = try times.map {
      try #require(highlightCentre(try latin.renderFrame(at: $0)))
    }
    let arabicCentres = try times.map {
      try #require(highlightCentre(try arabic.renderFrame(at: $0)))
    }
    #expect(latinCentres == latinCentres.sorted())  // left to right
    #expect(arabicCentres == arabicCentres.sorted(by: >))  // right to left
  }

  @Test func highlight_startsOnTheFrameTheWordStartsIn() throws {
    // "two" starts at 1234 ms: frame 37 at 30 fps (1233.3…1266.7 ms), not frame 36.
    let captions = try frames([("one", 0, 1234), ("two", 1234, 2000)], preset: .highlight)
    let before = try captions.renderFrame(at: CaptionFrameRate(30).seconds(atFrame: 36))
    let on = try captions.renderFrame(at: CaptionFrameRate(30).seconds(atFrame: 37))
    let beforeCentre = try #require(highlightCentre(before))
    let onCentre = try #require(highlightCentre(on))
    #expect(beforeCentre < onCentre)  // "one" then "two", to its right
  }

  @Test func pages_showOnlyOnTheirFrames() throws {
    let captions = try frames([("late", 1000, 1500)], preset: .karaoke)
    #expect(captions.pages(onFrame: 29).isEmpty)
    #expect(captions.pages(onFrame: 30).count == 1)
    #expect(captions.pages(onFrame: 45).isEmpty)
    let empty = try captions.renderFrame(at: 0.5)
    #expect((0..<empty.height).allSatisfy { y in empty.color(atX: 320, y: y).opacity == 0 })
  }

  @Test(arguments: CaptionPreset.allCases)
  func everyPreset_drawsTheWholePageOnceSpoken(preset: CaptionPreset) throws {
    let captions = try frames([("Hello", 0, 300), ("world", 300, 600)], preset: preset)
    let frame = try captions.renderFrame(at: 0.55)
    var ink = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame.color(atX: x, y: y).opacity > 0.5 { ink += 1 }
    }
    #expect(ink > 500)
  }
}
