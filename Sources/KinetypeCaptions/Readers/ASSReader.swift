import KinetypeCore

/// Reads Advanced SubStation Alpha (v4+, `.ass`) and SubStation Alpha (v4, `.ssa`):
/// `[V4+ Styles]`/`[V4 Styles]` `Style:` lines and `[Events]` `Dialogue:` lines, by their
/// `Format:` lines.
///
/// `\k`, `\K`, `\kf` and `\ko` time syllables (centiseconds, one after another from the line's
/// start); a word made of several is one ``CaptionWord`` with its ``CaptionWord/syllables``.
/// `\N` breaks the line, `\n` is a space, `\h` a no-break space, `\{` and `\}` are braces. `\an` is kept as the cue
/// setting `an`; every other override tag is dropped with a warning naming it. `Comment:` lines
/// and the `[Fonts]` and `[Graphics]` sections are skipped.
enum ASSReader {
  /// The `Format:` of `[Events]` when the file gives none (ASS v4+).
  static let defaultEventFormat = [
    "layer", "start", "end", "style", "name", "marginl", "marginr", "marginv", "effect", "text",
  ]

  /// The cues and styles of `text`, read from `file`.
  static func read(_ text: String, file: String) throws(CaptionError) -> CaptionReading {
    var log = CaptionWarningLog(file: file)
    var section = ""
    var styleFormat: [String] = []
    var eventFormat = defaultEventFormat
    var styles: [CaptionStyleSheet] = []
    var cues: [CaptionCue] = []
    var isSSA = false
    for line in CaptionLines(text).lines {
      let trimmed = line.text.trimmingASSSpaces()
      if trimmed.isEmpty || trimmed.hasPrefix(";") || trimmed.hasPrefix("!:") { continue }
      if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
        section = trimmed.lowercased()
        if section == "[v4 styles]" { isSSA = true }
        continue
      }
      guard let colon = line.text.firstIndex(of: ":") else { continue }
      let key = line.text[..<colon].trimmingASSSpaces().lowercased()
      let valueStart = line.text.index(after: colon)
      switch (section, key) {
      case ("[v4+ styles]", "format"), ("[v4 styles]", "format"):
        styleFormat = line.text[valueStart...].split(separator: ",").map {
          $0.trimmingASSSpaces().lowercased()
        }
      case ("[v4+ styles]", "style"), ("[v4 styles]", "style"):
        let fields = try self.fields(
          of: line, from: valueStart, count: styleFormat.count, file: file, what: "Style")
        styles.append(style(fields.map(\.text), format: styleFormat, isSSA: isSSA))
      case ("[events]", "format"):
        eventFormat = line.text[valueStart...].split(separator: ",").map {
          $0.trimmingASSSpaces().lowercased()
        }
        guard eventFormat.last == "text" else {
          throw CaptionError(
            file: file, line: line.number, column: 1,
            message: "the Format of [Events] must end with Text")
        }
      case ("[events]", "dialogue"):
        let fields = try self.fields(
          of: line, from: valueStart, count: eventFormat.count, file: file, what: "Dialogue")
        cues.append(try dialogue(fields, format: eventFormat, line: line, file: file, log: &log))
      default:
        continue
      }
    }
    return CaptionReading(
      track: CaptionTrack(format: .ass, cues: cues, hasSourceCues: true, styles: styles),
      warnings: log.finished())
  }

  /// The `count` comma-separated fields after `start`, the last taking the rest of the line.
  private static func fields(
    of line: CaptionLines.Line, from start: Substring.Index, count: Int, file: String,
    what: String
  ) throws(CaptionError) -> [(text: Substring, column: Int)] {
    var result: [(text: Substring, column: Int)] = []
    var cursor = start
    while result.count < count - 1 {
      guard let comma = line.text[cursor...].firstIndex(of: ",") else {
        throw CaptionError(
          file: file, line: line.number, column: line.text.count + 1,
          message: "\(what) has \(result.count + 1) fields; its Format names \(count)")
      }
      result.append((line.text[cursor..<comma], CaptionLines.column(of: cursor, in: line)))
      cursor = line.text.index(after: comma)
    }
    result.append((line.text[cursor...], CaptionLines.column(of: cursor, in: line)))
    return result
  }

  /// A `Style:` line's fields by name.
  private static func style(_ fields: [Substring], format: [String], isSSA: Bool)
    -> CaptionStyleSheet
  {
    func field(_ name: String) -> String? {
      format.firstIndex(of: name).flatMap {
        $0 < fields.count ? fields[$0].trimmingASSSpaces() : nil
      }
    }
    var style = CaptionStyleSheet(name: field("name") ?? "Default")
    style.fontName = field("fontname")
    style.fontSize = field("fontsize").flatMap(Double.init)
    style.primaryColor = field("primarycolour").flatMap { Color(assColor: $0) }
    style.secondaryColor = field("secondarycolour").flatMap { Color(assColor: $0) }
    style.outlineColor = (field("outlinecolour") ?? field("tertiarycolour")).flatMap {
      Color(assColor: $0)
    }
    style.backColor = field("backcolour").flatMap { Color(assColor: $0) }
    style.bold = field("bold").flatMap { Int($0) }.map { $0 != 0 } ?? false
    style.italic = field("italic").flatMap { Int($0) }.map { $0 != 0 } ?? false
    style.outline = field("outline").flatMap(Double.init)
    style.shadow = field("shadow").flatMap(Double.init)
    if let alignment = field("alignment").flatMap({ Int($0) }) {
      style.alignment = isSSA ? ssaAlignment(alignment) : alignment
    }
    return style
  }

  /// SSA's alignment (1–3 bottom, 5–7 top, 9–11 middle) as ASS's numpad value.
  static func ssaAlignment(_ value: Int) -> Int? {
    switch value {
    case 1...3: return value
    case 5...7: return value + 2
    case 9...11: return value - 5
    default: return nil
    }
  }

  /// A `Dialogue:` line as a cue.
  private static func dialogue(
    _ fields: [(text: Substring, column: Int)], format: [String], line: CaptionLines.Line,
    file: String, log: inout CaptionWarningLog
  ) throws(CaptionError) -> CaptionCue {
    func time(_ name: String) throws(CaptionError) -> Int {
      guard let index = format.firstIndex(of: name) else {
        throw CaptionError(
          file: file, line: line.number, column: 1,
          message: "the Format of [Events] has no \(name) field")
      }
      let text = fields[index].text.trimmingASSSpaces()
      guard let value = CaptionTimestamp.ass(Substring(text)) else {
        throw CaptionError(
          file: file, line: line.number, column: fields[index].column,
          message: "'\(text)' is not an ASS time (hours:minutes:seconds.centiseconds)")
      }
      return value
    }
    let start = try time("start")
    var end = try time("end")
    if end < start {
      log.repaired("Dialogue ends before it starts; shown for no time", line: line.number)
      end = start
    }
    func field(_ name: String) -> String? {
      format.firstIndex(of: name).map { fields[$0].text.trimmingASSSpaces() }.flatMap {
        $0.isEmpty ? nil : $0
      }
    }
    let body = fields[fields.count - 1]
    var settings: [CaptionCueSetting] = []
    let runs = ASSText.runs(
      body.text, start: start, end: end, line: line.number, column: body.column, log: &log,
      settings: &settings)
    let built = CaptionWordBuilder.words(runs)
    log.spread(built.spread)
    return CaptionCue(
      start: start, end: end, words: built.words, identifier: String(line.number),
      style: field("style"), speaker: field("name") ?? field("actor"), settings: settings)
  }
}

/// The text field of a `Dialogue:` line cut into timed runs at its karaoke tags.
enum ASSText {
  /// The runs of `text`, shown from `start` to `end` milliseconds.
  static func runs(
    _ text: Substring, start: Int, end: Int, line: Int, column: Int,
    log: inout CaptionWarningLog, settings: inout [CaptionCueSetting]
  ) -> [CaptionRun] {
    var runs: [CaptionRun] = [CaptionRun(text: "", start: start, end: end)]
    var cursor = start
    var sawKaraoke = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "{", let close = text[index...].firstIndex(of: "}") {
        let tagColumn = column + text.distance(from: text.startIndex, to: index)
        for tag in ASSOverride.tags(in: text[text.index(after: index)..<close]) {
          switch tag.name {
          case "k", "K", "kf", "ko":
            let centis = Int(tag.argument.trimmingASSSpaces()) ?? 0
            if !sawKaraoke {
              // Text before the first syllable is not sung.
              runs[0].end = start
              sawKaraoke = true
            }
            let kind: CaptionSyllable.Kind =
              tag.name == "ko" ? .outline : tag.name == "k" ? .instant : .fill
            let duration = max(0, centis) * 10
            runs.append(
              CaptionRun(text: "", start: cursor, end: cursor + duration, karaoke: kind))
            cursor += duration
          case "an":
            settings.removeAll { $0.name == "an" }
            settings.append(CaptionCueSetting("an", tag.argument.trimmingASSSpaces()))
          default:
            let known = ASSOverride.known.contains(tag.name) || tag.name.first?.isNumber == true
            log.ignored(
              "ASS override tag \\\(tag.name)", known ? "is not applied" : "is not an ASS tag",
              line: line, column: tagColumn)
          }
        }
        index = text.index(after: close)
        continue
      }
      if character == "\\", let next = text[text.index(after: index)...].first,
        next == "{" || next == "}" || next == "\u{2060}"
      {
        // libass's escaped braces; a word joiner after a backslash keeps it from escaping.
        runs[runs.count - 1].text += next == "\u{2060}" ? "\\" : String(next)
        index = text.index(index, offsetBy: 2)
        continue
      }
      if character == "\\", let next = text[text.index(after: index)...].first,
        next == "N" || next == "n" || next == "h"
      {
        runs[runs.count - 1].text += next == "N" ? "\n" : next == "n" ? " " : "\u{A0}"
        index = text.index(index, offsetBy: 2)
        continue
      }
      runs[runs.count - 1].text.append(character)
      index = text.index(after: index)
    }
    return runs
  }
}
