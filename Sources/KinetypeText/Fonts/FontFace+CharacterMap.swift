internal import CHarfBuzz

extension FontFace {
  /// The face's own glyph for `scalar` from its character map (`cmap`), or nil when it has
  /// none: the glyph a character has on its own, unshaped (an Arabic letter's isolated form).
  ///
  /// For drawing characters that are not in the layout, such as a scramble effect's random
  /// letters: draw the glyph at a slice's position with ``advance(_:)`` for its width. No
  /// fallback to other fonts and no shaping: a character the face lacks is nil.
  public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0, glyph != 0 else {
      return nil
    }
    return GlyphID(glyph)
  }
}
