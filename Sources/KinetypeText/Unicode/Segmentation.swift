internal import CICU

/// Extended grapheme cluster boundaries (UAX #29 of Unicode 15.1): ICU's, with rule GB9c.
///
/// A grapheme cluster is what a reader sees as one character: a base with its combining marks,
/// a Hangul syllable, an emoji ZWJ sequence, a flag, and (GB9c, applied on top of ICU 72's Unicode 15.0 rules) an Indic
/// conjunct such as स्ते or ক্ষ. Line breaking cuts words only at these boundaries, and a slice
/// never spans less than one of these clusters (see ``Text/Layout/RunSlice``).
enum GraphemeClusters {
  /// The UTF-16 offsets of every cluster boundary in `utf16`, including 0 and `utf16.count`.
  ///
  /// Empty text gives `[0]`. O(n).
  static func boundaries(in utf16: [UInt16]) -> [Int] {
    guard !utf16.isEmpty else { return [0] }
    let icu = withBreakIterator(.character, utf16, fallback: [0, utf16.count]) { iterator in
      [0] + iterator.boundariesWithStatus().map(\.offset)
    }
    return IndicConjunctBreak.applyingGB9c(to: icu, in: utf16)
  }
}

/// A piece of text between two word boundaries (UAX #29).
struct WordSegment: Hashable, Sendable {
  /// The segment's UTF-16 range.
  let range: Range<Int>
  /// Whether the segment is a word (letters, numbers, kana, ideographs) rather than spaces or
  /// punctuation, from ICU's rule status (anything but `UBRK_WORD_NONE`).
  let isWord: Bool

  /// Creates a segment.
  init(range: Range<Int>, isWord: Bool) {
    self.range = range
    self.isWord = isWord
  }
}

/// Word boundaries (UAX #29, with ICU's dictionaries for Thai, Lao, Khmer, Burmese and CJK).
enum WordBoundaries {
  /// The UTF-16 offsets of every word boundary in `utf16`, including 0 and `utf16.count`.
  ///
  /// Empty text gives `[0]`. O(n).
  static func boundaries(in utf16: [UInt16], locale: String? = nil) -> [Int] {
    [0] + segments(in: utf16, locale: locale).map(\.range.upperBound)
  }

  /// The text cut at every word boundary, each piece marked word or not; for grouping slices
  /// by word.
  ///
  /// The segments cover `0..<utf16.count` in order without gaps; empty text has none. O(n).
  /// - Parameter locale: ICU locale ID for the word rules. Default: nil, the root locale.
  static func segments(in utf16: [UInt16], locale: String? = nil) -> [WordSegment] {
    guard !utf16.isEmpty else { return [] }
    let fallback = [WordSegment(range: 0..<utf16.count, isWord: true)]
    return withBreakIterator(.word, utf16, locale: locale, fallback: fallback) { iterator in
      var start = 0
      var result: [WordSegment] = []
      for boundary in iterator.boundariesWithStatus() where boundary.offset > start {
        let none = Int32(KT_WORD_NONE)..<Int32(KT_WORD_NONE_LIMIT)
        result.append(
          WordSegment(range: start..<boundary.offset, isWord: !none.contains(boundary.status)))
        start = boundary.offset
      }
      return result
    }
  }
}
