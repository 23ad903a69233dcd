/// Reads SubRip (`.srt`): blocks separated by blank lines, each an optional index, a timing line
/// `00:00:01,000 --> 00:00:02,500` and the text lines.
///
/// Formatting tags (`<i>`, `<b>`, `<u>`, `<font color>`) and the ASS positioning some writers put
/// in (`{\an8}`) are dropped with a warning naming them; the text inside is kept. Coordinates
/// after the timing (`X1:… Y1:…`) are ignored likewise.
enum SubRipReader {
  /// The cues of `text`, read from `file`.
  static func read(_ text: String, file: String) throws(CaptionError) -> CaptionReading {
    let lines = CaptionLines(text).lines
    var log = CaptionWarningLog(file: file)
    var cues: [CaptionCue] = []
    var index = 0
    while index < lines.count {
      if lines[index].isBlank {
        index += 1
        continue
      }
      var identifier: String?
      if !lines[index].text.contains("-->") {
        identifier = lines[index].text.trimmingASSSpaces()
        index += 1
        guard index < lines.count, lines[index].text.contains("-->") else {
          let line = index < lines.count ? lines[index] : lines[index - 1]
          throw CaptionError(
            file: file, line: line.number, column: 1,
            message: "expected a timing line like '00:00:01,000 --> 00:00:02,500' after cue "
              + "'\(identifier ?? "")'")
        }
      }
      let timing = lines[index]
      let (start, end) = try timings(timing, file: file, log: &log)
      index += 1
      var payload: [String] = []
      while index < lines.count, !lines[index].isBlank {
        payload.append(
          SubRipMarkup.stripped(lines[index].text, line: lines[index].number, log: &log))
        index += 1
      }
      var cueEnd = end
      if end < start {
        log.repaired(
          "cue ends (\(CaptionTimestamp.formatSRT(end))) before it starts; shown for no time",
          line: timing.number)
        cueEnd = start
      }
      let run = CaptionRun(text: payload.joined(separator: "\n"), start: start, end: cueEnd)
      let built = CaptionWordBuilder.words([run])
      log.spread(built.spread)
      cues.append(CaptionCue(start: start, end: cueEnd, words: built.words, identifier: identifier))
    }
    return CaptionReading(
      track: CaptionTrack(format: .srt, cues: cues, hasSourceCues: true),
      warnings: log.finished())
  }

  /// The start and end of a timing line.
  private static func timings(
    _ line: CaptionLines.Line, file: String, log: inout CaptionWarningLog
  ) throws(CaptionError) -> (Int, Int) {
    let text = line.text
    guard let arrow = text.firstRange(of: "-->") else {
      throw CaptionError(file: file, line: line.number, column: 1, message: "expected '-->'")
    }
    let left = text[..<arrow.lowerBound]
    let startText = left.trimmingASSSpaces()
    let startColumn = CaptionLines.column(
      of: left.firstIndex { $0 != " " } ?? left.startIndex, in: line)
    guard let start = CaptionTimestamp.srt(Substring(startText)) else {
      throw CaptionError(
        file: file, line: line.number, column: startColumn,
        message: "'\(startText)' is not a SubRip time (hours:minutes:seconds,milliseconds)")
    }
    let right = text[arrow.upperBound...]
    guard let endStart = right.firstIndex(where: { $0 != " " && $0 != "\t" }) else {
      throw CaptionError(
        file: file, line: line.number, column: CaptionLines.column(of: arrow.upperBound, in: line),
        message: "expected an end time after '-->'")
    }
    let endEnd = right[endStart...].firstIndex { $0 == " " || $0 == "\t" } ?? right.endIndex
    let endText = right[endStart..<endEnd]
    guard let end = CaptionTimestamp.srt(endText) else {
      throw CaptionError(
        file: file, line: line.number, column: CaptionLines.column(of: endStart, in: line),
        message: "'\(endText)' is not a SubRip time (hours:minutes:seconds,milliseconds)")
    }
    if !right[endEnd...].trimmingASSSpaces().isEmpty {
      log.ignored(
        "coordinates '\(right[endEnd...].trimmingASSSpaces())'", "are not applied",
        line: line.number, column: CaptionLines.column(of: endEnd, in: line) + 1)
    }
    return (start, end)
  }
}

/// The markup SRT files carry: HTML-like tags and ASS override blocks.
enum SubRipMarkup {
  /// `text` without `<tag>`s and `{\…}` blocks, each distinct one warned about once.
  static func stripped(_ text: Substring, line: Int, log: inout CaptionWarningLog) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "<", let close = text[index...].firstIndex(of: ">") {
        let inner = text[text.index(after: index)..<close]
        let name = inner.prefix { $0 != " " && $0 != "=" }.lowercased()
        if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "/" }) {
          let tag = "<" + name.filter { $0 != "/" } + ">"
          let column = text.distance(from: text.startIndex, to: index) + 1
          log.ignored("SubRip tag \(tag)", "is not applied", line: line, column: column)
          index = text.index(after: close)
          continue
        }
      }
      if character == "{", text[text.index(after: index)...].first == "\\",
        let close = text[index...].firstIndex(of: "}")
      {
        let column = text.distance(from: text.startIndex, to: index) + 1
        let block = text[text.index(after: index)..<close]
        for tag in ASSOverride.tagNames(in: block) {
          log.ignored(
            "override tag \\\(tag)", "is not applied in SubRip", line: line, column: column)
        }
        index = text.index(after: close)
        continue
      }
      result.append(character)
      index = text.index(after: index)
    }
    return CaptionEntities.decoded(result)
  }
}

/// The HTML character references subtitle text uses.
enum CaptionEntities {
  /// `text` with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`, `&lrm;`, `&rlm;` and
  /// numeric references replaced.
  static func decoded(_ text: String) -> String {
    guard text.contains("&") else { return text }
    let named: [String: String] = [
      "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
      "lrm": "\u{200E}", "rlm": "\u{200F}",
    ]
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") {
        let name = text[text.index(after: index)..<semicolon]
        var replacement: String?
        if let value = named[String(name)] {
          replacement = value
        } else if name.hasPrefix("#x") || name.hasPrefix("#X"),
          let code = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code)
        {
          replacement = String(scalar)
        } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()),
          let scalar = Unicode.Scalar(code)
        {
          replacement = String(scalar)
        }
        if let replacement {
          result += replacement
          index = text.index(after: semicolon)
          continue
        }
      }
      result.append(text[index])
      index = text.index(after: index)
    }
    return result
  }
}
