/// ICU word breaks (UAX #29 with ICU's dictionaries for Thai, Lao, Khmer, Burmese and CJK), for
/// the modules of the package that cut text into words (captions).
package enum WordBreaks {
  /// `text` cut at every word boundary, each piece with whether it is a word (letters,
  /// numbers, kana, ideographs) rather than spaces or punctuation. The pieces cover `text` in
  /// order; an emoji sequence or a grapheme cluster is never cut.
  package static func segments(of text: String, locale: String? = nil) -> [(
    text: String, isWord: Bool
  )] {
    let utf16 = Array(text.utf16)
    return WordBoundaries.segments(in: utf16, locale: locale).map { segment in
      let piece = String(decoding: utf16[segment.range], as: UTF16.self)
      return (piece, segment.isWord)
    }
  }
}
