import KinetypeCaptions
import KinetypeCore
import Testing

/// ``CaptionWriter``: pages written back as SRT, WebVTT and ASS and read again keep every
/// word's text and timing (ASS to the centisecond, its resolution).
@Suite struct CaptionWriterTests {
  /// `name` read, paged keeping its cues, written as its own format and read back.
  private func roundTrip(_ name: String, as format: CaptionFormat) throws -> (
    before: CaptionReading, pages: [CaptionPage], written: String, after: CaptionReading
  ) {
    let before = try CaptionFixtures.read(name)
    let pages = CaptionPager.pages(before.track).pages
    let written = try #require(CaptionWriter.text(pages, as: format))
    let after = try CaptionReader.read(written, file: "written." + format.rawValue)
    #expect(after.track.format == format)
    return (before, pages, written, after)
  }

  /// Each word as `text start–end`, and each cue's span.
  private func shape(_ track: CaptionTrack) -> [String] {
    track.cues.map {
      "[\($0.start)-\($0.end)]"
        + ($0.words.map { word in
          (word.lineBreakBefore ? "\n" : word.spaceBefore ? " " : "")
            + "\(word.text) \(word.start)-\(word.end)"
        }.joined())
    }
  }

  @Test(arguments: ["talk.srt", "escapes.srt"])
  func srt_roundTripKeepsCuesTextAndWordTimings(_ name: String) throws {
    let trip = try roundTrip(name, as: .srt)
    #expect(shape(trip.after.track) == shape(trip.before.track))
  }

  @Test func srt_escapesWhatWouldBeMarkup() throws {
    let trip = try roundTrip("escapes.srt", as: .srt)
    #expect(trip.written.contains("Fish &amp; chips --&gt; &lt;now&gt;\n"))
    #expect(trip.written.contains("a&#123;\\pos(1,2)} b\n"))
    #expect(trip.written.contains("01:02:03,456 --> 01:02:04,000\nAn hour\nin\n"))
    #expect(
      trip.after.track.words.map(\.text).prefix(7) == [
        "Fish", "&", "chips", "-->", "<now>", "a{\\pos(1,2)}", "b",
      ])
    #expect(
      !trip.after.warnings.contains { $0.kind == CaptionWarnings.ignoredMarkup },
      "\(trip.after.warnings)")
  }

  @Test(arguments: ["inline.vtt", "gaps.vtt"])
  func webVTT_roundTripKeepsEveryWordToTheMillisecond(_ name: String) throws {
    let trip = try roundTrip(name, as: .webvtt)
    #expect(shape(trip.after.track) == shape(trip.before.track))
  }

  @Test func webVTT_writesEachWordsStartAndAPausesEnd() throws {
    let trip = try roundTrip("gaps.vtt", as: .webvtt)
    // The first word starts after its cue; "with" ends 400 ms before "gaps" starts; the spread
    // words get times of their own; the cue's last word ends before the cue.
    #expect(
      trip.written.contains(
        "00:00:10.000 --> 00:00:14.000\n<00:00:10.250>Words <00:00:10.900>with<00:00:11.300> "
          + "<00:00:11.800>gaps <00:00:12.015>&lt;between&gt;\n<00:00:12.500>a "))
    #expect(
      trip.written.contains(
        "<00:00:13.600>\n\n01:00:15.000 --> 01:00:16.000\none <01:00:15.333>more\n"))
    #expect(trip.written.contains("--&gt;"))
    #expect(!trip.written.dropFirst(6).contains("<b") && !trip.written.contains(" --> b"))
    let words = trip.after.track.words
    #expect(words.first { $0.text == "with" }.map { [$0.start, $0.end] } == [10900, 11300])
    #expect(words.first { $0.text == "-->" } != nil)
  }

  @Test(arguments: ["karaoke.ass", "gaps.ass"])
  func ass_roundTripKeepsEveryWordAndSyllable(_ name: String) throws {
    let trip = try roundTrip(name, as: .ass)
    // Words spread by length inside an untimed line (karaoke.ass's second) fall between
    // centiseconds: they come back rounded to the nearest one; the rest exactly.
    var rounded = trip.before.track
    for cue in rounded.cues.indices {
      for word in rounded.cues[cue].words.indices {
        rounded.cues[cue].words[word].start = (rounded.cues[cue].words[word].start + 5) / 10 * 10
        rounded.cues[cue].words[word].end = (rounded.cues[cue].words[word].end + 5) / 10 * 10
      }
    }
    #expect(shape(trip.after.track) == shape(rounded))
    if name == "gaps.ass" { #expect(shape(trip.after.track) == shape(trip.before.track)) }
    #expect(trip.after.track.words.map(\.syllables) == trip.before.track.words.map(\.syllables))
  }

  @Test func ass_writesKaraokeTagsBracesAndBreaks() throws {
    let trip = try roundTrip("gaps.ass", as: .ass)
    #expect(
      trip.written.contains(
        "Dialogue: 0,0:00:02.00,0:00:06.00,Default,,0,0,0,,{\\k20}{\\k35}Brace "
          + "{\\k15}\\{yourself\\} {\\k30}{\\k45}now\\N{\\ko25}sing{\\k40}ing\n"))
    #expect(
      trip.written.contains(
        "Dialogue: 0,1:00:00.10,1:00:01.00,Default,,0,0,0,,{\\k33}late {\\k7}{\\k40}words\n"))
    #expect(
      trip.after.track.words.map(\.text) == [
        "Brace", "{yourself}", "now", "singing", "late", "words",
      ])
  }

  /// A transcript timed to the millisecond: WebVTT keeps it exactly, ASS to the nearest
  /// centisecond (half up), and ASS read and written again changes nothing more.
  @Test func transcript_toWebVTTExactly_toASSWithinHalfACentisecond() throws {
    let reading = try CaptionFixtures.read("whisperx.json")
    let pages = CaptionPager.pages(reading.track).pages
    let words = pages.flatMap(\.words)
    let vtt = try CaptionReader.read(CaptionWriter.webVTT(pages), file: "w.vtt")
    #expect(CaptionFixtures.timings(vtt.track.words) == CaptionFixtures.timings(words))
    let ass = try CaptionReader.read(CaptionWriter.ass(pages), file: "w.ass")
    #expect(ass.track.words.map(\.text) == words.map(\.text))
    for (read, written) in zip(ass.track.words, words) {
      #expect(read.start == (written.start + 5) / 10 * 10, "\(read.text)")
      #expect(read.end == (written.end + 5) / 10 * 10, "\(read.text)")
    }
    let again = CaptionWriter.ass(CaptionPager.pages(ass.track).pages)
    let twice = try CaptionReader.read(again, file: "w2.ass")
    #expect(CaptionFixtures.timings(twice.track.words) == CaptionFixtures.timings(ass.track.words))
  }

  /// The rounding is per time, not per duration: 35 words of 14 ms each (which would drift by
  /// 35 × 4 ms if durations were rounded) each land within 5 ms.
  @Test func ass_roundsTimesNotDurations() throws {
    let words = (0..<35).map { CaptionWord("w\($0)", start: 1000 + 14 * $0, end: 1014 + 14 * $0) }
    let page = CaptionPage(start: 1000, end: 1490, words: words, wordIndices: Array(0..<35))
    let read = try CaptionReader.read(CaptionWriter.ass([page]), file: "d.ass")
    for (back, word) in zip(read.track.words, words) {
      #expect(abs(back.start - word.start) <= 5 && abs(back.end - word.end) <= 5, "\(back)")
    }
  }

  @Test func ass_escapesBackslashesThatWouldBeTags() throws {
    let words = [
      CaptionWord("C:\\New", start: 0, end: 500), CaptionWord("\\hat{x}", start: 500, end: 900),
    ]
    let page = CaptionPage(start: 0, end: 1000, words: words, wordIndices: [0, 1])
    let written = CaptionWriter.ass([page])
    let read = try CaptionReader.read(written, file: "e.ass")
    #expect(read.track.words.map(\.text) == ["C:\\New", "\\hat{x}"])
    #expect(read.warnings.isEmpty, "\(read.warnings)")
  }

  @Test func ass_styleLineReadsBack() throws {
    var style = CaptionASSStyle(width: 1080, height: 1920)
    style.fontName = "Noto Sans Arabic"
    style.fontSize = 72.5
    style.secondaryColor = Color(red: 1, green: 1, blue: 1)
    style.primaryColor = Color(red: 1, green: 214.0 / 255, blue: 10.0 / 255)
    style.outline = 3
    style.alignment = 8
    let page = CaptionPage(
      start: 0, end: 1000, words: [CaptionWord("hi", start: 0, end: 1000)], wordIndices: [0])
    let written = CaptionWriter.ass([page], style: style)
    #expect(written.contains("PlayResX: 1080\nPlayResY: 1920\n"))
    #expect(
      written.contains(
        "Style: Default,Noto Sans Arabic,72.5,&H000AD6FF,&H00FFFFFF,&H00000000,&H66000000,0,"))
    let sheet = try #require(CaptionReader.read(written, file: "s.ass").track.styles.first)
    #expect(sheet.fontName == "Noto Sans Arabic")
    #expect(sheet.fontSize == 72.5)
    #expect(sheet.primaryColor == style.primaryColor)
    #expect(sheet.outline == 3)
    #expect(sheet.alignment == 8)
  }

  @Test func format_byExtension() {
    #expect(CaptionWriter.format(forPath: "out/talk.SRT") == .srt)
    #expect(CaptionWriter.format(forPath: "talk.vtt") == .webvtt)
    #expect(CaptionWriter.format(forPath: "talk.ssa") == .ass)
    #expect(CaptionWriter.format(forPath: "talk.json") == nil)
    #expect(CaptionWriter.format(forPath: ".srt") == nil)
    #expect(CaptionWriter.text([], as: .whisperX) == nil)
  }
}
