internal import CICU

/// A place where a line may start, found by the Unicode line breaking algorithm (UAX #14).
struct LineBreakOpportunity: Hashable, Sendable {
  /// UTF-16 offset where a new line may start (the break lies just before this unit).
  let offset: Int
  /// Whether the line must break here (after a newline, paragraph separator and the like).
  let isMandatory: Bool

  /// Creates an opportunity at `offset`.
  init(offset: Int, isMandatory: Bool) {
    self.offset = offset
    self.isMandatory = isMandatory
  }
}

/// Line break opportunities (UAX #14), computed by ICU's line break iterator.
///
/// ICU's rules are the root-locale tailoring of UAX #14; Thai, Lao, Khmer and Burmese are broken
/// between words with ICU's dictionaries, CJK per character.
enum LineBreaks {
  /// Every line break opportunity in `utf16`, in increasing offset order.
  ///
  /// Offset 0 is never listed; the end of the text (`utf16.count`) always is, as the last
  /// opportunity, mandatory only if the text ends with a hard line break. Empty text has none.
  /// - Parameters:
  ///   - utf16: The text, as UTF-16 code units.
  ///   - locale: An ICU locale ID such as `"ja"` whose line break tailoring to use, or a keyword
  ///     form such as `"ja@lb=strict"` (`strict`, `normal`, `loose`). Default: nil, the root
  ///     locale, which is strict about small kana (no break before "ぁ"); `"ja"` is normal.
  ///     Unknown locales fall back to root.
  /// - Complexity: O(n); opening the ICU iterator costs a few microseconds.
  static func opportunities(in utf16: [UInt16], locale: String? = nil)
    -> [LineBreakOpportunity]
  {
    guard !utf16.isEmpty else { return [] }
    let fallback = [LineBreakOpportunity(offset: utf16.count, isMandatory: false)]
    return withBreakIterator(.line, utf16, locale: locale, fallback: fallback) { iterator in
      iterator.boundariesWithStatus().map { boundary in
        let hard = Int32(KT_LINE_HARD)..<Int32(KT_LINE_HARD_LIMIT)
        return LineBreakOpportunity(
          offset: boundary.offset, isMandatory: hard.contains(boundary.status))
      }
    }
  }
}
