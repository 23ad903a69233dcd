import KinetypeText

/// ICU's word breaks, from KinetypeText.
enum WordBreakSegments {
  /// `text` cut at ICU word boundaries.
  static func segments(of text: String) -> [(text: String, isWord: Bool)] {
    WordBreaks.segments(of: text)
  }
}
