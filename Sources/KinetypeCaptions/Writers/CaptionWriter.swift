/// Writes pages back as a subtitle file: SRT, WebVTT with each word's time as an inline
/// timestamp, or ASS with `\k` karaoke timings, so that ``CaptionReader`` reads the same word
/// timings back (to the millisecond; ASS to the centisecond, its resolution).
///
/// ```swift
/// let paged = CaptionPager.pages(reading.track)
/// let vtt = CaptionWriter.webVTT(paged.pages)
/// ```
public enum CaptionWriter {
  /// The pages as `format` (``CaptionFormat/srt``, ``CaptionFormat/webvtt`` or
  /// ``CaptionFormat/ass``, the last with `style`); nil for the transcript formats, which
  /// Kinetype reads but does not write.
  public static func text(
    _ pages: [CaptionPage], as format: CaptionFormat, style: CaptionASSStyle = .init()
  ) -> String? {
    switch format {
    case .srt: srt(pages)
    case .webvtt: webVTT(pages)
    case .ass: ass(pages, style: style)
    case .remotion, .whisperCpp, .openAI, .whisperX: nil
    }
  }

  /// The subtitle format a file name's extension names: `.srt`, `.vtt`, `.ass` (or `.ssa`,
  /// written as ASS); nil otherwise.
  public static func format(forPath path: String) -> CaptionFormat? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "srt": return .srt
    case "vtt": return .webvtt
    case "ass", "ssa": return .ass
    default: return nil
    }
  }

  /// SubRip: one numbered cue a page, from its start to its end, its lines as the page's.
  ///
  /// SRT times cues, not words: read back, a cue's words share its time by length, as they
  /// did when read from SRT. `&`, `<` and `>` are written as `&amp;`, `&lt;` and `&gt;` (so
  /// text holds no tag and no `-->`), `{` as `&#123;` (no ASS block).
  public static func srt(_ pages: [CaptionPage]) -> String {
    var out = ""
    for (index, page) in pages.enumerated() {
      out += "\(index + 1)\n"
      out +=
        CaptionTimestamp.formatSRT(page.start) + " --> "
        + CaptionTimestamp.formatSRT(page.end) + "\n"
      out += lines(page) { escapedSRT($0.text) } + "\n\n"
    }
    return out
  }

  /// WebVTT: one cue a page; each word preceded by an inline timestamp of its start
  /// (`<00:00:01.200>`, left out where the cue starts), and followed by one of its end where
  /// the next word (or the cue's end) does not follow at once.
  ///
  /// A word's end must not pass the next word's start: WebVTT timestamps only go forward, so
  /// an overlapping end is cut at the next start. `&`, `<` and `>` are written as `&amp;`,
  /// `&lt;` and `&gt;` (so text holds no `-->`).
  public static func webVTT(_ pages: [CaptionPage]) -> String {
    var out = "WEBVTT\n\n"
    for page in pages {
      out +=
        CaptionTimestamp.formatWebVTT(page.start) + " --> "
        + CaptionTimestamp.formatWebVTT(page.end) + "\n"
      var cursor = page.start
      let words = page.words
      var text = ""
      for (index, word) in words.enumerated() {
        if index > 0 { text += word.lineBreakBefore ? "\n" : word.spaceBefore ? " " : "" }
        let start = min(max(word.start, cursor), page.end)
        // Every word after the first starts a run of its own, or it would share the one before.
        if index > 0 || start > cursor { text += "<" + CaptionTimestamp.formatWebVTT(start) + ">" }
        text += escapedWebVTT(word.text)
        let next =
          index + 1 < words.count ? min(max(words[index + 1].start, start), page.end) : page.end
        let end = min(max(word.end, start), next)
        if end < next {
          text += "<" + CaptionTimestamp.formatWebVTT(end) + ">"
          cursor = end
        } else {
          cursor = start
        }
      }
      out += text + "\n\n"
    }
    return out
  }

  /// ASS: a `[Script Info]` of `style`'s canvas, one `Style:` line (``CaptionASSStyle``), and
  /// a `Dialogue:` line a page whose words are timed by karaoke tags (`\k`, or each syllable's
  /// own tag for words read with syllables).
  ///
  /// ASS counts centiseconds: each time is rounded to the nearest one (half up) before the
  /// durations are taken between rounded times, so no error adds up along a line; read back,
  /// every word starts and ends within 5 ms of its time. A pause before a word is an empty
  /// syllable. `\N` breaks lines; `{` and `}` are written `\{` and `\}` (libass's escapes,
  /// which the reader takes too), and a backslash before `N`, `n`, `h`, `{` or `}` is followed by
  /// a word joiner (U+2060) so it is not read as an escape.
  public static func ass(_ pages: [CaptionPage], style: CaptionASSStyle = .init()) -> String {
    var out = """
      [Script Info]
      ; Written by Kinetype.
      ScriptType: v4.00+
      PlayResX: \(style.playResX)
      PlayResY: \(style.playResY)
      WrapStyle: 2
      ScaledBorderAndShadow: yes

      [V4+ Styles]
      Format: \(CaptionASSStyle.formatLine)
      \(style.styleLine)

      [Events]
      Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text

      """
    for page in pages {
      out +=
        "Dialogue: 0," + CaptionTimestamp.formatASS(page.start) + ","
        + CaptionTimestamp.formatASS(page.end) + "," + style.name + ",,0,0,0,,"
        + assText(page, karaoke: style.karaoke) + "\n"
    }
    return out
  }

  /// The centisecond a time in milliseconds rounds to (half up), as ASS writes it.
  static func centiseconds(_ milliseconds: Int) -> Int { (max(0, milliseconds) + 5) / 10 }

  /// A page's text with its karaoke tags.
  static func assText(_ page: CaptionPage, karaoke: CaptionSyllable.Kind) -> String {
    var cursor = centiseconds(page.start)
    let end = centiseconds(page.end)
    var text = ""
    func syllable(_ kind: CaptionSyllable.Kind, from start: Int, to finish: Int, _ body: String) {
      let from = min(max(centiseconds(start), cursor), end)
      if from > cursor { text += "{\\k\(from - cursor)}" }
      let to = min(max(centiseconds(finish), from), end)
      let tag = kind == .instant ? "k" : kind.rawValue
      text += "{\\\(tag)\(to - from)}" + escapedASS(body)
      cursor = to
    }
    for (index, word) in page.words.enumerated() {
      if index > 0 { text += word.lineBreakBefore ? "\\N" : word.spaceBefore ? " " : "" }
      let parts = word.syllables.isEmpty ? [] : word.syllables
      if parts.isEmpty || parts.map(\.text).joined() != word.text {
        syllable(karaoke, from: word.start, to: word.end, word.text)
      } else {
        for part in parts { syllable(part.kind, from: part.start, to: part.end, part.text) }
      }
    }
    return text
  }

  /// A page's lines, each its words through `render` joined by their spaces.
  private static func lines(_ page: CaptionPage, _ render: (CaptionWord) -> String) -> String {
    var text = ""
    for (index, word) in page.words.enumerated() {
      if index > 0 { text += word.lineBreakBefore ? "\n" : word.spaceBefore ? " " : "" }
      text += render(word)
    }
    return text
  }

  /// `text` with `&`, `<`, `>` as entities and `{` as `&#123;`.
  static func escapedSRT(_ text: String) -> String {
    escapedWebVTT(text).replacingEvery("{", with: "&#123;")
  }

  /// `text` with `&`, `<`, `>` as entities.
  static func escapedWebVTT(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.append(character)
      }
    }
    return out
  }

  /// `text` with `{`, `}` escaped and a backslash that would start an escape kept literal.
  static func escapedASS(_ text: String) -> String {
    var out = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      switch character {
      case "{": out += "\\{"
      case "}": out += "\\}"
      case "\\":
        out.append(character)
        if index + 1 < characters.count, "Nnh{}".contains(characters[index + 1]) {
          out.append("\u{2060}")
        }
      default: out.append(character)
      }
    }
    return out
  }
}

extension String {
  /// The string with every `target` character replaced by `replacement`.
  fileprivate func replacingEvery(_ target: Character, with replacement: String) -> String {
    var out = ""
    for character in self {
      if character == target { out += replacement } else { out.append(character) }
    }
    return out
  }
}
