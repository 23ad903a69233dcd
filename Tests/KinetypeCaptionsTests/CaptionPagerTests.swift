import KinetypeCaptions
import Testing

/// Paging words by pause, window and lines; source cues kept; offsets; frames.
@Suite struct CaptionPagerTests {
  /// A flat track (as Remotion's captions are) of `words`, each `(text, start, end)`.
  private func track(_ words: [(String, Int, Int)]) -> CaptionTrack {
    let timed = words.map { CaptionWord($0.0, start: $0.1, end: $0.2) }
    return CaptionTrack(
      format: .remotion, cues: [CaptionCue(start: 0, end: words.last?.2 ?? 0, words: timed)],
      hasSourceCues: false)
  }

  /// Words of `letters` letters each, 300 ms apart.
  private func steady(_ count: Int) -> CaptionTrack {
    track((0..<count).map { (String(repeating: "w", count: 4), $0 * 300, $0 * 300 + 250) })
  }

  @Test func linesHoldAtMostTheCharacterLimit() {
    // "wwww wwww wwww" is 14 characters: three words a line at 14, two at 13.
    let options = CaptionPagingOptions(maxCharactersPerLine: 14, maxLines: 2, pageWindow: 100_000)
    let pages = CaptionPager.pages(steady(8), options: options).pages
    #expect(pages.map(\.words.count) == [6, 2])
    #expect(pages[0].lines == [0..<3, 3..<6])
    let narrower = CaptionPagingOptions(maxCharactersPerLine: 13, maxLines: 2, pageWindow: 100_000)
    #expect(CaptionPager.pages(steady(8), options: narrower).pages.map(\.words.count) == [4, 4])
  }

  @Test func aLongWordGetsALineOfItsOwnUncut() {
    let words = track([
      ("short", 0, 100), ("Donaudampfschifffahrtsgesellschaft", 100, 900), ("end", 900, 1000),
    ])
    let pages = CaptionPager.pages(
      words, options: CaptionPagingOptions(maxCharactersPerLine: 10, maxLines: 3)
    ).pages
    #expect(pages.count == 1)
    #expect(pages[0].text == "short\nDonaudampfschifffahrtsgesellschaft\nend")
  }

  @Test func aPauseStartsANewPage() {
    let words = track([
      ("one", 0, 200), ("two", 300, 500), ("three", 1200, 1400), ("four", 1500, 1700),
    ])
    let paged = CaptionPager.pages(words, options: CaptionPagingOptions(silenceGap: 700))
    #expect(paged.pages.map(\.text) == ["one two", "three four"])
    // 700 ms exactly is a pause; 699 is not.
    let just = track([("a", 0, 100), ("b", 800, 900)])
    #expect(CaptionPager.pages(just, options: .init(silenceGap: 700)).pages.count == 2)
    #expect(CaptionPager.pages(just, options: .init(silenceGap: 701)).pages.count == 1)
  }

  @Test func aShortPauseKeepsThePageUpToTheNext() {
    let words = track([("one", 0, 200), ("two", 2000, 2200), ("three", 2600, 2800)])
    let pages = CaptionPager.pages(
      words, options: CaptionPagingOptions(pageWindow: 100, silenceGap: 700)
    ).pages
    #expect(pages.map(\.start) == [0, 2000, 2600])
    #expect(pages.map(\.end) == [200, 2600, 2800])
  }

  @Test func theWindowEndsAPage() {
    let pages = CaptionPager.pages(
      steady(10), options: CaptionPagingOptions(maxCharactersPerLine: 100, pageWindow: 1000)
    ).pages
    // Words at 0, 300, 600 end by 850; the fourth would end at 1150.
    #expect(pages.map(\.words.count) == [3, 3, 3, 1])
  }

  @Test func subtitleCuesAreKeptAsPages() throws {
    let track = try CaptionFixtures.read("talk.srt").track
    let pages = CaptionPager.pages(track).pages
    #expect(pages.map(\.start) == track.cues.map(\.start))
    #expect(pages.map(\.end) == track.cues.map(\.end))
    #expect(pages.map(\.text) == track.cues.map(\.text))
    let fresh = CaptionPager.pages(track, options: CaptionPagingOptions(keepsSourceCues: false))
      .pages
    // Paged afresh: "lines" would end 3142 ms after "Hello" starts, past the 3000 ms window.
    #expect(fresh.map(\.text) == ["Hello world Two", "lines of text", "Bye"])
  }

  @Test func transcriptSegmentsAreNeverJoined() throws {
    let track = try CaptionFixtures.read("whisper-cpp.json").track
    let pages = CaptionPager.pages(track).pages
    #expect(pages.map(\.text) == ["And so my fellow", "Americans."])
    #expect(pages.flatMap(\.wordIndices) == Array(0..<5))
  }

  @Test func offsetAndNudgesMoveWords() {
    let words = track([("a", 1000, 1200), ("b", 1300, 1500)])
    let options = CaptionPagingOptions(offset: -500, nudges: [1: 40])
    let page = CaptionPager.pages(words, options: options).pages[0]
    #expect(page.words.map(\.start) == [500, 840])
    #expect(page.words.map(\.end) == [700, 1040])
    let early = CaptionPager.pages(words, options: CaptionPagingOptions(offset: -1100))
    #expect(early.pages[0].words.map(\.start) == [0, 200])
    #expect(early.warnings.count == 1)
  }

  @Test func clustersAndEmojiAreNeverSplit() throws {
    let text = "1\n00:00:00,000 --> 00:00:04,000\nनमस्ते 👩‍👩‍👧 दुनिया 🇯🇵 क्षत्रिय\n"
    let track = try CaptionReader.read(text, file: "d.srt").track
    let options = CaptionPagingOptions(maxCharactersPerLine: 3, maxLines: 1, keepsSourceCues: false)
    let pages = CaptionPager.pages(track, options: options).pages
    #expect(pages.map(\.text) == ["नमस्ते", "👩‍👩‍👧", "दुनिया", "🇯🇵", "क्षत्रिय"])
  }

  @Test func wordStartsSnapToTheFrameTheyFallIn() {
    let rate = CaptionFrameRate(30)
    #expect(rate.frame(containing: 1233) == 36)
    #expect(rate.frame(containing: 1234) == 37)
    #expect(rate.frame(containing: 1000) == 30)
    let ntsc = CaptionFrameRate(30000, per: 1001)
    #expect(ntsc.frame(containing: 1000) == 29)
    #expect(ntsc.frame(containing: 1001) == 30)
    // Every millisecond of a minute lies inside the frame it is put on.
    for rate in [CaptionFrameRate(24), CaptionFrameRate(25), ntsc, CaptionFrameRate(60)] {
      for milliseconds in stride(from: 0, to: 60_000, by: 7) {
        let frame = rate.frame(containing: milliseconds)
        let seconds = Double(milliseconds) / 1000
        #expect(rate.seconds(atFrame: frame) <= seconds + 1e-9)
        #expect(seconds < rate.seconds(atFrame: frame + 1) - 1e-9)
      }
    }
  }

  @Test func pageFramesFollowTheirWords() {
    let words = track([("a", 0, 100), ("b", 1234, 1300), ("c", 1300, 2000)])
    let page = CaptionPager.pages(words, options: CaptionPagingOptions(silenceGap: 5000)).pages[0]
    let frames = CaptionPageFrames(page, at: CaptionFrameRate(30))
    #expect(frames.startFrame == 0)
    #expect(frames.endFrame == 60)
    #expect(frames.wordStartFrames == [0, 37, 39])
  }
}
