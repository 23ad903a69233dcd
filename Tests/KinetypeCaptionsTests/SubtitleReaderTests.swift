import KinetypeCaptions
import KinetypeCore
import Testing

/// SRT, WebVTT and ASS, read from fixtures written to their specifications.
@Suite struct SubtitleReaderTests {
  @Test func srt_readsCuesLinesAndSpreadsUntimedWords() throws {
    let reading = try CaptionFixtures.read("talk.srt")
    let track = reading.track
    #expect(track.format == .srt)
    #expect(track.hasSourceCues)
    #expect(track.cues.map(\.identifier) == ["1", "2", "3"])
    #expect(track.cues.map(\.start) == [1000, 3000, 62_345])
    #expect(track.cues.map(\.end) == [2500, 5000, 63_000])
    #expect(track.cues[1].text == "Two lines\nof text")
    // 14 letters over 2000 ms: 3, 5, 2 and 4 of them.
    #expect(
      CaptionFixtures.timings(track.cues[1].words) == [
        "Two 3000-3428", "lines 3428-4142", "of 4142-4428", "text 4428-5000",
      ])
    #expect(track.cues[1].words.map(\.lineBreakBefore) == [false, false, true, false])
    #expect(track.cues[2].words.map(\.isTimed) == [true])
    #expect(track.cues[0].words.map(\.isTimed) == [false, false])
    let kinds = reading.warnings.map(\.kind)
    #expect(kinds == [CaptionWarnings.ignoredMarkup, CaptionWarnings.untimedWords])
    #expect(reading.warnings[0].message.contains("<i>"))
    #expect(reading.warnings[0].source == "talk.srt:3:7")
    #expect(reading.warnings[1].message.hasPrefix("6 words in 2 cues"))
  }

  @Test func srt_errorPointsAtTheBadTime() {
    let text = "1\n00:00:01,000 --> 00:00:0x,500\nHi\n"
    #expect {
      _ = try CaptionReader.read(text, file: "bad.srt")
    } throws: { error in
      (error as? CaptionError)?.description
        == "bad.srt:2:18: '00:00:0x,500' is not a SubRip time (hours:minutes:seconds,milliseconds)"
    }
  }

  @Test func srt_missingTimingLineIsAnErrorOnItsLine() {
    #expect {
      _ = try CaptionReader.read("1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\nB\n", file: "x.srt")
    } throws: { error in
      let error = error as? CaptionError
      return error?.line == 6 && error?.column == 1
    }
  }

  @Test func webVTT_inlineTimestampsTimeTheWordsAfterThem() throws {
    let reading = try CaptionFixtures.read("inline.vtt")
    let track = reading.track
    #expect(track.format == .webvtt)
    #expect(track.cues.count == 2)
    let intro = track.cues[0]
    #expect(intro.identifier == "intro")
    #expect(intro.speaker == "Ada")
    #expect(intro.settings.map(\.name) == ["line", "align", "position"])
    #expect(intro.setting("position") == "10%")
    #expect(
      CaptionFixtures.timings(intro.words) == [
        "Never 1000-1600", "gonna 1600-2200", "give 2200-3000", "you 3000-3600", "up 3600-4000",
      ])
    #expect(intro.words.map(\.isTimed) == [true, true, true, false, false])
    #expect(intro.words[0].classes == ["loud"])
    #expect(intro.words[1].classes.isEmpty)
    #expect(track.cues[1].start == 62_500)
    #expect(track.cues[1].text == "Plain & simple")
    #expect(reading.warnings.map(\.kind).contains(CaptionWarnings.untimedWords))
    #expect(reading.warnings.contains { $0.message.contains("STYLE") })
  }

  @Test func webVTT_badInlineTimestampIsAnError() {
    let text = "WEBVTT\n\n00:01.000 --> 00:03.000\nOne <00:02.5>two\n"
    #expect {
      _ = try CaptionReader.read(text, file: "t.vtt")
    } throws: { error in
      let error = error as? CaptionError
      return error?.line == 4 && error?.column == 5 && error?.message.contains("<00:02.5>") == true
    }
  }

  @Test func webVTT_requiresTheHeader() {
    #expect {
      _ = try CaptionReader.read(
        "WEBVTTX\n\n00:01.000 --> 00:02.000\nA\n", file: "h.vtt", format: .webvtt)
    } throws: { error in
      (error as? CaptionError)?.description
        == "h.vtt:1:1: a WebVTT file starts with the line 'WEBVTT'"
    }
  }

  @Test func ass_karaokeTagsTimeSyllablesFromTheLineStart() throws {
    let reading = try CaptionFixtures.read("karaoke.ass")
    let track = reading.track
    #expect(track.format == .ass)
    #expect(track.cues.count == 2)
    let sung = track.cues[0]
    #expect(sung.style == "Default")
    #expect(sung.speaker == "Singer")
    #expect(
      CaptionFixtures.timings(sung.words) == [
        "Hello 1000-1900", "world, 1900-2500", "again 2500-3000",
      ])
    let hello = sung.words[0].syllables
    #expect(hello.map(\.text) == ["Hel", "lo"])
    #expect(hello.map(\.start) == [1000, 1500])
    #expect(hello.map(\.end) == [1500, 1900])
    #expect(hello.map(\.kind) == [.instant, .fill])
    #expect(sung.words[1].syllables.isEmpty)
    #expect(sung.words.map(\.isTimed) == [true, true, true])
    let top = track.cues[1]
    #expect(top.start == 5000)
    #expect(top.end == 7500)
    #expect(top.setting("an") == "8")
    #expect(top.text == "First line\nSecond, with commas")
    let pos = reading.warnings.first { $0.message.contains("\\pos") }
    #expect(pos?.kind == CaptionWarnings.ignoredMarkup)
    #expect(pos?.source == "karaoke.ass:17:47")
  }

  @Test func ass_stylesAreReadByTheirFormat() throws {
    let styles = try CaptionFixtures.read("karaoke.ass").track.styles
    #expect(styles.map(\.name) == ["Default", "Top"])
    let main = styles[0]
    #expect(main.fontName == "Noto Sans")
    #expect(main.fontSize == 64)
    #expect(main.primaryColor == Color(red: 1, green: 1, blue: 1))
    #expect(main.secondaryColor == Color(red: 1, green: 0, blue: 0))
    #expect(main.backColor?.opacity == 1 - 128.0 / 255)
    #expect(main.bold)
    #expect(main.outline == 3)
    #expect(main.shadow == 2)
    #expect(main.alignment == 2)
    #expect(styles[1].primaryColor == Color(red: 1, green: 1, blue: 0))
    #expect(styles[1].italic)
    #expect(styles[1].alignment == 8)
  }

  @Test func ass_badTimeNamesItsField() {
    let text = "[Events]\nDialogue: 0,0:00:01.00,0:0x:02.00,Default,,0,0,0,,Hi\n"
    #expect {
      _ = try CaptionReader.read(text, file: "k.ass")
    } throws: { error in
      (error as? CaptionError)?.description
        == "k.ass:2:24: '0:0x:02.00' is not an ASS time (hours:minutes:seconds.centiseconds)"
    }
  }

  @Test func ass_unknownOverrideTagIsNamed() throws {
    let text = "[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\zzz1\\blur2}Hi\n"
    let reading = try CaptionReader.read(text, file: "k.ass")
    #expect(
      reading.warnings.map(\.message).contains {
        $0.contains("\\zzz") && $0.contains("not an ASS tag")
      })
    #expect(reading.warnings.map(\.message).contains { $0.contains("\\blur") })
    #expect(reading.track.cues[0].text == "Hi")
  }
}
