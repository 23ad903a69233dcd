import KinetypeCaptions
import KinetypeCore
import Testing

/// The recognisers' JSON transcripts, read from fixtures written to their output formats.
@Suite struct TranscriptReaderTests {
  @Test func remotion_leadingSpaceStartsAWord() throws {
    let reading = try CaptionFixtures.read("remotion.json")
    let track = reading.track
    #expect(track.format == .remotion)
    #expect(!track.hasSourceCues)
    #expect(
      CaptionFixtures.timings(track.words) == ["Welcome 0-420", "to 420-560", "Kinetype! 600-1100"])
    #expect(track.words.map(\.confidence) == [0.98, 0.91, 0.5])
    #expect(track.words.map(\.isTimed) == [true, true, true])
    #expect(reading.warnings.isEmpty)
  }

  @Test func remotion_wrongTypeNamesTheJSONPath() {
    let text =
      "[\n  {\"text\": \"a\", \"startMs\": 0, \"endMs\": 5},\n  {\"text\": \"b\", \"startMs\": \"9\", \"endMs\": 12}\n]"
    #expect {
      _ = try CaptionReader.read(text, file: "r.json")
    } throws: { error in
      (error as? CaptionError)?.description
        == "r.json:3:28: $[1].startMs: expected milliseconds ≥ 0, got a string"
    }
  }

  @Test func json_syntaxErrorHasLineAndColumn() {
    #expect {
      _ = try CaptionReader.read(
        "{\"segments\": [\n  {\"start\": 1,,}]}", file: "s.json", format: .whisperX)
    } throws: { error in
      let error = error as? CaptionError
      return error?.line == 2 && error?.column == 15
    }
  }

  @Test func whisperCpp_mergesSubwordTokensAndSkipsSpecialOnes() throws {
    let track = try CaptionFixtures.read("whisper-cpp.json").track
    #expect(track.format == .whisperCpp)
    #expect(track.cues.map(\.start) == [0, 2000])
    #expect(track.cues.map(\.end) == [2000, 3500])
    #expect(
      CaptionFixtures.timings(track.cues[0].words) == [
        "And 320-370", "so 370-690", "my 690-1000", "fellow 1000-1900",
      ])
    #expect(track.cues[0].words[3].confidence == 0.6)
    #expect(CaptionFixtures.timings(track.cues[1].words) == ["Americans. 2100-3100"])
  }

  @Test func openAI_wordsGroupedIntoTheirSegments() throws {
    let track = try CaptionFixtures.read("openai-verbose.json").track
    #expect(track.format == .openAI)
    #expect(track.hasSourceCues)
    #expect(track.cues.count == 2)
    #expect(
      CaptionFixtures.timings(track.cues[0].words) == [
        "The 0-240", "quick 240-600", "brown 600-1000", "fox 1100-1500",
      ])
    #expect(track.cues[0].end == 2400)
    #expect(CaptionFixtures.timings(track.cues[1].words) == ["Jumps 2500-3100"])
  }

  @Test func whisperX_unalignedWordIsSpreadWithAWarning() throws {
    let reading = try CaptionFixtures.read("whisperx.json")
    let cue = reading.track.cues[0]
    #expect(reading.track.format == .whisperX)
    #expect(cue.speaker == "SPEAKER_00")
    #expect(cue.start == 31)
    // "sold 300" share 250–1200 ms (up to "units") by length, 4 and 3 letters.
    #expect(
      CaptionFixtures.timings(cue.words) == [
        "We 31-200", "sold 250-792", "300 792-1200", "units 1200-1600", "today. 1700-2500",
      ])
    #expect(cue.words.map(\.isTimed) == [true, false, false, true, true])
    #expect(reading.warnings.map(\.kind) == [CaptionWarnings.untimedWords])
  }

  @Test(arguments: [
    ("talk.srt", CaptionFormat.srt), ("inline.vtt", .webvtt), ("karaoke.ass", .ass),
    ("remotion.json", .remotion), ("whisper-cpp.json", .whisperCpp),
    ("openai-verbose.json", .openAI), ("whisperx.json", .whisperX),
  ])
  func detection_fromContent(name: String, format: CaptionFormat) throws {
    #expect(CaptionReader.detectFormat(of: try CaptionFixtures.text(name)) == format)
  }

  @Test func detection_unknownIsAnError() {
    #expect(CaptionReader.detectFormat(of: "just some words") == nil)
    #expect {
      _ = try CaptionReader.read("just some words", file: "w.txt")
    } throws: { error in
      let error = error as? CaptionError
      return error?.line == 1 && error?.message.contains("name it (srt, webvtt, ass") == true
    }
  }
}
