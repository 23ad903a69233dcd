/// What is on screen at once: a page of words on one or more lines, from ``start`` to ``end``.
public struct CaptionPage: Hashable, Sendable {
  /// When it appears, in milliseconds.
  public var start: Int
  /// When it goes, in milliseconds.
  public var end: Int
  /// Its words in reading order, with ``CaptionWord/lineBreakBefore`` set on the first word of
  /// each line after the first (and on no other).
  public var words: [CaptionWord]
  /// The index in ``CaptionTrack/words`` of each of ``words``.
  public var wordIndices: [Int]

  /// A page of `words` from `start` to `end`.
  public init(start: Int, end: Int, words: [CaptionWord], wordIndices: [Int]) {
    self.start = start
    self.end = max(start, end)
    self.words = words
    self.wordIndices = wordIndices
  }

  /// Its lines: the ranges of ``words`` on each.
  public var lines: [Range<Int>] {
    var ranges: [Range<Int>] = []
    var first = 0
    for index in words.indices.dropFirst() where words[index].lineBreakBefore {
      ranges.append(first..<index)
      first = index
    }
    if !words.isEmpty { ranges.append(first..<words.count) }
    return ranges
  }

  /// The page's text, lines joined by `\n`.
  public var text: String { CaptionText.joined(words) }
}
