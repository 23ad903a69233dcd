/// A text file's lines, numbered from 1, for the line-based formats (SRT, WebVTT, ASS).
///
/// A byte order mark is dropped; lines end at LF, CRLF or CR (WebVTT §6.1 allows all three).
struct CaptionLines {
  /// One line, without its ending.
  struct Line {
    /// Its text.
    var text: Substring
    /// Its number, from 1.
    var number: Int
    /// Whether it is empty or only spaces and tabs.
    var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }
  }

  /// The lines in order.
  let lines: [Line]

  /// The lines of `text`.
  init(_ text: String) {
    var body = Substring(text)
    if body.first == "\u{FEFF}" { body = body.dropFirst() }
    var lines: [Line] = []
    var number = 1
    // Swift treats "\r\n" as one Character, so splitting on isNewline handles all three endings.
    for piece in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      lines.append(Line(text: piece, number: number))
      number += 1
    }
    if let last = lines.last, last.text.isEmpty, lines.count > 1 { lines.removeLast() }
    self.lines = lines
  }

  /// The 1-based column of `index` in `line`.
  static func column(of index: Substring.Index, in line: Line) -> Int {
    line.text.distance(from: line.text.startIndex, to: index) + 1
  }
}
