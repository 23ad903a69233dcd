import KinetypeText

extension TextBehavior {
  /// The points `Font.leading(_:)` adds between the lines of `text`: its first font's.
  static func leadingAdjustment(of text: Text) -> Double {
    text.spans.lazy.compactMap(\.attributes.font).first?.leading.lineSpacingAdjustment ?? 0
  }
}
