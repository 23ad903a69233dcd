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

  /// The inked columns of `pixmap` (a pixel more than half opaque), left to right.
  static func inkedColumns(_ pixmap: Pixmap) -> [Int] {
    (0..<pixmap.width).filter { x in
      (0..<pixmap.height).contains { y in pixmap.color(atX: x, y: y).opacity > 0.5 }
    }
  }

  /// The widths of the gaps between inked columns wider than `minimum` pixels, left to right:
  /// the spaces between words (14-15 px at 40 px), not between letters (6 px at the most).
  private func wordGaps(_ pixmap: Pixmap, minimum: Int = 9) -> [Int] {
    let columns = Self.inkedColumns(pixmap)
    return zip(columns, columns.dropFirst()).map { $1 - $0 - 1 }.filter { $0 > minimum }
  }

  @Test func highlight_spokenWordKeepsTheSpacesBesideIt() throws {
    let captions = try frames(
      [("one", 0, 500), ("two", 1000, 1500), ("three", 1500, 2000)], preset: .highlight)
    // Between words nothing grows; while "two" is spoken it grows by 12 % about its centre.
    let rest = wordGaps(try captions.renderFrame(at: 0.75))
    let spoken = wordGaps(try captions.renderFrame(at: 1.2))
    #expect(rest.count == 2, "\(rest)")
    #expect(spoken.count == 2, "\(spoken)")
    for (atRest, whileSpoken) in zip(rest, spoken) {
      #expect(whileSpoken >= atRest - 1, "\(rest) at rest, \(spoken) while spoken")
    }
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

/// Burning draws only the caption band: the rows any page can touch, the same pixels as those
/// rows of the whole frame, and the same bytes on any number of threads.
@Suite struct CaptionBandTests {
  private func frames(preset: CaptionPreset, position: CaptionPosition = .bottom) throws
    -> CaptionFrames
  {
    let words = [("Hello", 0, 300), ("wide", 300, 600), ("world", 600, 900), ("again", 900, 1400)]
    let timed = words.map { CaptionWord($0.0, start: $0.1, end: $0.2) }
    let track = CaptionTrack(
      format: .srt, cues: [CaptionCue(start: 0, end: 1400, words: timed)], hasSourceCues: true)
    var appearance = CaptionAppearance()
    appearance.fontSize = 40
    appearance.position = position
    return try CaptionFrames(
      pages: CaptionPager.pages(track).pages, rate: CaptionFrameRate(30), width: 640,
      height: 360, preset: preset, appearance: appearance, fonts: Fixtures.fonts,
      duration: 2)
  }

  /// The largest difference of one channel between two colours, in 1/255.
  private func difference(_ a: Color, _ b: Color) -> Int {
    let channels = [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.opacity, b.opacity)]
    return channels.map { Int((abs($0.0 - $0.1) * 255).rounded()) }.max() ?? 0
  }

  /// The band holds every inked row, and its pixels are the frame's: exactly, but for a
  /// grown (scaled) word, whose edges may land 1/64 px apart when its transform is computed
  /// from another origin (a few levels on a few edge pixels).
  @Test(arguments: [CaptionPreset.highlight, .pop])
  func band_holdsEveryInkedRowAndTheSamePixels(preset: CaptionPreset) throws {
    let captions = try frames(preset: preset)
    let band = try #require(captions.band)
    #expect(band.y % 2 == 0 && band.height % 2 == 0)
    #expect(band.y > 180)  // at the bottom: the band is a strip, not the frame
    #expect(band.height < 180)
    for frame in [2, 9, 15, 20, 35] {
      let whole = try captions.renderFrame(at: CaptionFrameRate(30).seconds(atFrame: frame))
      var strip = try Pixmap(width: 1, height: 1)
      try captions.renderBand(frame: frame, into: &strip)
      #expect(strip.height == band.height)
      var outside = 0
      var differing = 0
      var largest = 0
      for y in 0..<whole.height {
        let inBand = (band.y..<(band.y + band.height)).contains(y)
        for x in 0..<whole.width {
          let pixel = whole.color(atX: x, y: y)
          if !inBand {
            if pixel.opacity != 0 { outside += 1 }
          } else {
            let change = difference(pixel, strip.color(atX: x, y: y - band.y))
            if change > 0 { differing += 1 }
            largest = max(largest, change)
          }
        }
      }
      #expect(outside == 0, "ink outside the band on frame \(frame)")
      #expect(largest <= 8, "frame \(frame)")
      #expect(differing * 200 < whole.width * band.height, "frame \(frame)")
    }
  }

  @Test func band_followsThePosition() throws {
    let top = try #require(try frames(preset: .highlight, position: .top).band)
    #expect(top.y < 36)  // the title-safe margin is 36 rows
  }

  @Test func bands_areTheSameBytesOnOneAndFourThreads() throws {
    let captions = try frames(preset: .pop)
    var one: [[UInt8]] = []
    var four: [[UInt8]] = []
    try CaptionVideoBurn.bands(of: captions, range: 0..<50, threads: 1) {
      one.append($0)
      return true
    }
    try CaptionVideoBurn.bands(of: captions, range: 0..<50, threads: 4) {
      four.append($0)
      return true
    }
    #expect(one.count == 50)
    #expect(one == four)
    #expect(Set(one).count > 10)  // the frames move
  }

  /// A burn reuses the band before where the schedule says nothing moves: the bytes are those
  /// of drawing every frame, and far fewer frames are drawn.
  @Test(arguments: [CaptionPreset.highlight, .pill, .pop, .karaoke, .typewriter, .fade])
  func bands_reuseStillFramesWithTheSameBytes(preset: CaptionPreset) throws {
    let words = [("one", 0, 400), ("two", 400, 900), ("three", 900, 1600), ("four", 2000, 2600)]
    let timed = words.map { CaptionWord($0.0, start: $0.1, end: $0.2) }
    let track = CaptionTrack(
      format: .srt, cues: [CaptionCue(start: 0, end: 2600, words: timed)], hasSourceCues: true)
    var appearance = CaptionAppearance()
    appearance.fontSize = 40
    let captions = try CaptionFrames(
      pages: CaptionPager.pages(track).pages, rate: CaptionFrameRate(30), width: 640,
      height: 360, preset: preset, appearance: appearance, fonts: Fixtures.fonts, duration: 3)
    var reused: [[UInt8]] = []
    let drawn = try CaptionVideoBurn.bands(of: captions, range: 0..<90, threads: 2) {
      reused.append($0)
      return true
    }
    var drawnEach: [[UInt8]] = []
    var onScreen = 0
    for frame in 0..<90 {
      var pixmap = try Pixmap(width: 1, height: 1)
      try captions.renderBand(frame: frame, into: &pixmap)
      drawnEach.append(CaptionBandYUV.bytes(of: pixmap))
      if !captions.pages(onFrame: frame).isEmpty { onScreen += 1 }
    }
    #expect(reused.count == 90)
    for frame in 0..<90 where reused[frame] != drawnEach[frame] {
      Issue.record("\(preset): frame \(frame) reused differs from drawn")
    }
    // The page is on for 78 frames. Under highlight, pill and fade what moves is far fewer;
    // the other effects run until the page's last word has played.
    #expect(onScreen == 78)
    #expect(drawn > 0)
    if [.highlight, .pill, .fade].contains(preset) {
      #expect(drawn < onScreen / 2, "\(preset): \(drawn) of \(onScreen) frames drawn")
    } else if preset == .pop {
      #expect(drawn < onScreen, "\(preset): \(drawn) of \(onScreen) frames drawn")
    } else {
      // karaoke and typewriter settle as the page's last word ends, with the page.
      #expect(drawn == onScreen, "\(preset): \(drawn) of \(onScreen) frames drawn")
    }
    // A chunk starting on a still frame draws it: it has no band before.
    var first: [UInt8] = []
    let one = try CaptionVideoBurn.bands(of: captions, range: 70..<71, threads: 1) {
      first = $0
      return true
    }
    #expect(one == 1)
    #expect(first == drawnEach[70])
  }
}

/// The outline of words an effect fades as groups (Arabic letters drawn together so their
/// joins show no seams) is drawn by the group too.
@Suite struct CaptionOutlineTests {
  @Test func fade_outlinesJoinedLettersWhileTheyFadeIn() throws {
    let timed = [CaptionWord("مرحبا", start: 0, end: 1000)]
    let track = CaptionTrack(
      format: .srt, cues: [CaptionCue(start: 0, end: 1000, words: timed)], hasSourceCues: true)
    var appearance = CaptionAppearance()
    appearance.fontSize = 48
    appearance.shadowOffset = nil
    appearance.outlineWidth = 5
    let captions = try CaptionFrames(
      pages: CaptionPager.pages(track).pages, rate: CaptionFrameRate(30), width: 320,
      height: 160, preset: .fade, appearance: appearance, fonts: Fixtures.fonts)
    // Outline pixels: dark and more than half covered.
    func outline(_ pixmap: Pixmap) -> Int {
      var count = 0
      for y in 0..<pixmap.height {
        for x in 0..<pixmap.width {
          let color = pixmap.color(atX: x, y: y)
          if color.opacity > 0.2, color.red < 0.1 { count += 1 }
        }
      }
      return count
    }
    let settled = outline(try captions.renderFrame(at: 0.9))
    let fading = outline(try captions.renderFrame(at: 0.1))
    #expect(settled > 300)
    #expect(fading * 10 > settled * 8)
  }
}
