/// Reads WebVTT (W3C WebVTT: Web Video Text Tracks Format): the `WEBVTT` header, cues with
/// identifiers and settings, `NOTE`, `STYLE` and `REGION` blocks.
///
/// In cue text, an inline timestamp `<00:00:01.200>` starts the words after it at that time
/// (the words up to the next one share it by length); `<c.class>` gives its words
/// ``CaptionWord/classes``; `<v Name>` names the cue's ``CaptionCue/speaker``; `<i>`, `<b>`,
/// `<u>` and `<lang>` are dropped with a warning, and `<rt>` ruby text is left out. Settings
/// (`vertical`, `line`, `position`, `size`, `align`, `region`) are kept as
/// ``CaptionCue/settings``; others are warned about.
enum WebVTTReader {
  /// The settings WebVTT defines (§4.3).
  static let settingNames: Set<String> = [
    "vertical", "line", "position", "size", "align", "region",
  ]

  /// The cues of `text`, read from `file`.
  static func read(_ text: String, file: String) throws(CaptionError) -> CaptionReading {
    let lines = CaptionLines(text).lines
    guard let header = lines.first, header.text.hasPrefix("WEBVTT"),
      header.text.count == 6 || [" ", "\t"].contains(header.text.dropFirst(6).first)
    else {
      throw CaptionError(
        file: file, line: 1, column: 1, message: "a WebVTT file starts with the line 'WEBVTT'")
    }
    var log = CaptionWarningLog(file: file)
    var cues: [CaptionCue] = []
    var index = 1
    while index < lines.count, !lines[index].isBlank { index += 1 }  // header lines
    while index < lines.count {
      if lines[index].isBlank {
        index += 1
        continue
      }
      let first = lines[index]
      let keyword = first.text.prefix { $0 != " " && $0 != "\t" }
      if !first.text.contains("-->"), ["NOTE", "STYLE", "REGION"].contains(keyword) {
        if keyword != "NOTE" {
          log.ignored("WebVTT \(keyword) block", "is not applied", line: first.number, column: 1)
        }
        while index < lines.count, !lines[index].isBlank { index += 1 }
        continue
      }
      var identifier: String?
      if !first.text.contains("-->") {
        identifier = String(first.text)
        index += 1
        guard index < lines.count, lines[index].text.contains("-->") else {
          throw CaptionError(
            file: file, line: first.number + 1, column: 1,
            message: "expected a timing line like '00:01.000 --> 00:02.500' after cue "
              + "'\(first.text)'")
        }
      }
      let timing = lines[index]
      var (start, end, settings) = try timings(timing, file: file, log: &log)
      if end < start {
        log.repaired("cue ends before it starts; shown for no time", line: timing.number)
        end = start
      }
      index += 1
      var payload: [CaptionLines.Line] = []
      while index < lines.count, !lines[index].isBlank, !lines[index].text.contains("-->") {
        payload.append(lines[index])
        index += 1
      }
      var speaker: String?
      let runs = try WebVTTCueText.runs(
        payload, start: start, end: end, file: file, log: &log, speaker: &speaker)
      let built = CaptionWordBuilder.words(runs)
      log.spread(built.spread)
      cues.append(
        CaptionCue(
          start: start, end: end, words: built.words, identifier: identifier, speaker: speaker,
          settings: settings))
    }
    return CaptionReading(
      track: CaptionTrack(format: .webvtt, cues: cues, hasSourceCues: true),
      warnings: log.finished())
  }

  /// The start, end and settings of a timing line.
  private static func timings(
    _ line: CaptionLines.Line, file: String, log: inout CaptionWarningLog
  ) throws(CaptionError) -> (Int, Int, [CaptionCueSetting]) {
    var tokens: [(text: Substring, column: Int)] = []
    var cursor = line.text.startIndex
    while cursor < line.text.endIndex {
      if line.text[cursor] == " " || line.text[cursor] == "\t" {
        cursor = line.text.index(after: cursor)
        continue
      }
      let end = line.text[cursor...].firstIndex { $0 == " " || $0 == "\t" } ?? line.text.endIndex
      tokens.append((line.text[cursor..<end], CaptionLines.column(of: cursor, in: line)))
      cursor = end
    }
    guard tokens.count >= 3, tokens[1].text == "-->" else {
      throw CaptionError(
        file: file, line: line.number, column: 1,
        message: "expected 'start --> end' with spaces around '-->'")
    }
    guard let start = CaptionTimestamp.webVTT(tokens[0].text) else {
      throw CaptionError(
        file: file, line: line.number, column: tokens[0].column,
        message: "'\(tokens[0].text)' is not a WebVTT time ([hours:]minutes:seconds.milliseconds)")
    }
    guard let end = CaptionTimestamp.webVTT(tokens[2].text) else {
      throw CaptionError(
        file: file, line: line.number, column: tokens[2].column,
        message: "'\(tokens[2].text)' is not a WebVTT time ([hours:]minutes:seconds.milliseconds)")
    }
    var settings: [CaptionCueSetting] = []
    for token in tokens.dropFirst(3) {
      guard let colon = token.text.firstIndex(of: ":"), colon != token.text.startIndex else {
        log.ignored(
          "cue setting '\(token.text)'", "is not name:value", line: line.number,
          column: token.column)
        continue
      }
      let name = String(token.text[..<colon])
      guard settingNames.contains(name) else {
        log.ignored(
          "cue setting '\(name)'", "is not a WebVTT setting", line: line.number,
          column: token.column)
        continue
      }
      settings.append(
        CaptionCueSetting(name, String(token.text[token.text.index(after: colon)...])))
    }
    return (start, end, settings)
  }
}

/// The cue text of WebVTT (§4.2.2 "cue text"): spans, classes, voices, timestamps, entities.
enum WebVTTCueText {
  /// `lines` cut into runs at their inline timestamps.
  static func runs(
    _ lines: [CaptionLines.Line], start: Int, end: Int, file: String,
    log: inout CaptionWarningLog, speaker: inout String?
  ) throws(CaptionError) -> [CaptionRun] {
    var runs = [CaptionRun(text: "", start: start, end: end)]
    var classStack: [[String]] = []
    var inRubyText = 0
    var latest = start
    func append(_ text: String) {
      let classes = classStack.flatMap { $0 }
      for character in CaptionEntities.decoded(text) {
        runs[runs.count - 1].text.append(character)
        runs[runs.count - 1].characterClasses.append(classes)
      }
    }
    for (lineIndex, line) in lines.enumerated() {
      if lineIndex > 0 { append("\n") }
      let text = line.text
      var index = text.startIndex
      var plain = ""
      while index < text.endIndex {
        guard text[index] == "<", let close = text[index...].firstIndex(of: ">") else {
          if inRubyText == 0 { plain.append(text[index]) }
          index = text.index(after: index)
          continue
        }
        append(plain)
        plain = ""
        let column = CaptionLines.column(of: index, in: line)
        let tag = text[text.index(after: index)..<close]
        index = text.index(after: close)
        if let first = tag.first, first.isASCII, first.isNumber {
          guard let time = CaptionTimestamp.webVTT(tag) else {
            throw CaptionError(
              file: file, line: line.number, column: column,
              message: "'<\(tag)>' is not a WebVTT timestamp ([hours:]minutes:seconds.milliseconds)"
            )
          }
          var at = time
          if time < latest || time > end {
            at = min(max(time, latest), end)
            log.repaired(
              "timestamp <\(tag)> is outside its cue or before the one before it; moved to "
                + CaptionTimestamp.formatWebVTT(at), line: line.number, column: column)
          }
          runs[runs.count - 1].end = at
          runs.append(CaptionRun(text: "", start: at, end: end))
          latest = at
          continue
        }
        let closing = tag.hasPrefix("/")
        let body = closing ? tag.dropFirst() : tag
        let nameAndClasses = body.prefix { $0 != " " && $0 != "\t" }
        let parts = nameAndClasses.split(separator: ".", omittingEmptySubsequences: false)
        let name = parts.first.map(String.init) ?? ""
        switch name {
        case "c", "i", "b", "u", "v", "lang", "ruby", "rt":
          if name == "rt" { inRubyText += closing ? -1 : 1 }
          inRubyText = max(0, inRubyText)
          if closing {
            if !classStack.isEmpty { classStack.removeLast() }
          } else {
            classStack.append(parts.dropFirst().map(String.init).filter { !$0.isEmpty })
          }
          if name == "v", !closing, speaker == nil {
            let annotation = body.dropFirst(nameAndClasses.count).trimmingASSSpaces()
            if !annotation.isEmpty { speaker = annotation }
          }
          if ["i", "b", "u", "lang", "ruby"].contains(name), !closing {
            log.ignored("WebVTT tag <\(name)>", "is not applied", line: line.number, column: column)
          }
        default:
          log.ignored(
            "tag <\(name)>", "is not a WebVTT tag", line: line.number, column: column)
        }
      }
      append(plain)
    }
    return runs
  }
}
