/// A stretch of cue text with one timing, as the readers find it: a whole SRT cue, the text
/// after a WebVTT inline timestamp, an ASS karaoke syllable.
struct CaptionRun: Sendable {
  /// The text, spaces and `\n` line breaks included.
  var text: String
  /// When its first word starts, in milliseconds.
  var start: Int
  /// When its last word ends, in milliseconds.
  var end: Int
  /// The WebVTT classes around each of its characters (empty: none anywhere).
  var characterClasses: [[String]] = []
  /// The ASS karaoke tag that timed it; nil for other runs.
  var karaoke: CaptionSyllable.Kind?
  /// The recogniser's confidence in it, from 0 to 1.
  var confidence: Double?
}

/// Cue text cut into words and timed: whitespace separates words, ICU word breaks cut text in
/// scripts written without spaces, and the words starting in one run share its time by length.
enum CaptionWordBuilder {
  /// One word being gathered: its text in pieces, each from one run.
  private struct Gathered {
    var pieces: [(text: String, run: Int)] = []
    var spaceBefore = false
    var lineBreakBefore = false
    var classes: [String] = []
    var text: String { pieces.map(\.text).joined() }
  }

  /// The words of `runs`, and how many of them were spread by length (not timed by the source
  /// itself: more than one word in a run).
  static func words(_ runs: [CaptionRun]) -> (words: [CaptionWord], spread: Int) {
    var gathered: [Gathered] = []
    var current = Gathered()
    var pendingSpace = false
    var pendingBreak = false
    for (index, run) in runs.enumerated() {
      var piece = ""
      func flushPiece() {
        if !piece.isEmpty { current.pieces.append((piece, index)) }
        piece = ""
      }
      for (offset, character) in run.text.enumerated() {
        if character.isWhitespace, character != "\u{A0}", character != "\u{202F}" {
          flushPiece()
          if !current.pieces.isEmpty { gathered.append(current) }
          if current.pieces.isEmpty, gathered.isEmpty {
            // Leading space or break: nothing to separate yet.
          } else if character.isNewline {
            pendingBreak = true
          } else {
            pendingSpace = true
          }
          current = Gathered()
          continue
        }
        if current.pieces.isEmpty, piece.isEmpty {
          current.spaceBefore = pendingSpace || pendingBreak
          current.lineBreakBefore = pendingBreak
          if offset < run.characterClasses.count { current.classes = run.characterClasses[offset] }
          pendingSpace = false
          pendingBreak = false
        }
        piece.append(character)
      }
      flushPiece()
    }
    if !current.pieces.isEmpty { gathered.append(current) }
    gathered = gathered.flatMap(splitUnspaced)

    // Words starting in each run share it by length.
    var byRun: [Int: [Int]] = [:]
    for (index, word) in gathered.enumerated() {
      byRun[word.pieces[0].run, default: []].append(index)
    }
    var starts = [Int](repeating: 0, count: gathered.count)
    var ends = [Int](repeating: 0, count: gathered.count)
    var timed = [Bool](repeating: true, count: gathered.count)
    var spread = 0
    for (runIndex, members) in byRun {
      let run = runs[runIndex]
      let lengths = members.map { max(1, gathered[$0].text.count) }
      let total = lengths.reduce(0, +)
      var before = 0
      for (position, member) in members.enumerated() {
        let span = run.end - run.start
        starts[member] = run.start + span * before / total
        before += lengths[position]
        ends[member] = run.start + span * before / total
        if members.count > 1 { timed[member] = false }
      }
      if members.count > 1 { spread += members.count }
    }
    var words: [CaptionWord] = []
    for (index, word) in gathered.enumerated() {
      let lastRun = word.pieces[word.pieces.count - 1].run
      var end = ends[index]
      if lastRun != word.pieces[0].run { end = runs[lastRun].end }
      var syllables: [CaptionSyllable] = []
      if word.pieces.count > 1, word.pieces.contains(where: { runs[$0.run].karaoke != nil }) {
        syllables = word.pieces.enumerated().map { offset, piece in
          let run = runs[piece.run]
          let start = offset == 0 ? starts[index] : run.start
          return CaptionSyllable(
            piece.text, start: start, end: offset == 0 && piece.run == lastRun ? end : run.end,
            kind: run.karaoke ?? .instant)
        }
      }
      words.append(
        CaptionWord(
          word.text, start: starts[index], end: end, isTimed: timed[index],
          spaceBefore: word.spaceBefore, lineBreakBefore: word.lineBreakBefore,
          confidence: word.pieces.compactMap { runs[$0.run].confidence }.min(),
          syllables: syllables, classes: word.classes))
    }
    return (words, spread)
  }

  /// A one-run word in a script written without spaces (Han, kana, Thai, Lao, Khmer, Burmese)
  /// cut at ICU's word breaks; punctuation stays with the word before it (or the one after, at
  /// the start). Other words come back whole.
  private static func splitUnspaced(_ word: Gathered) -> [Gathered] {
    guard word.pieces.count == 1, word.text.unicodeScalars.contains(where: isUnspaced) else {
      return [word]
    }
    var parts: [String] = []
    var leading = ""
    for segment in WordBreakSegments.segments(of: word.text) {
      if segment.isWord {
        parts.append(leading + segment.text)
        leading = ""
      } else if parts.isEmpty {
        leading += segment.text
      } else {
        parts[parts.count - 1] += segment.text
      }
    }
    if !leading.isEmpty { parts.append(leading) }
    guard parts.count > 1 else { return [word] }
    return parts.enumerated().map { offset, text in
      var part = Gathered()
      part.pieces = [(text, word.pieces[0].run)]
      part.spaceBefore = offset == 0 ? word.spaceBefore : false
      part.lineBreakBefore = offset == 0 ? word.lineBreakBefore : false
      part.classes = word.classes
      return part
    }
  }

  /// Whether `scalar` belongs to a script written without spaces between words.
  static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0E00...0x0EFF,  // Thai, Lao
      0x1000...0x109F,  // Myanmar
      0x1780...0x17FF,  // Khmer
      0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,  // kana
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:  // Han
      return true
    default:
      return false
    }
  }
}
