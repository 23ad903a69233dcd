internal import CHarfBuzz
import Foundation
import KinetypeCore

extension FontFace {
  /// One glyph of a short string shaped with ``shape(_:)``.
  public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph.
    public var id: GlyphID
    /// Where its pen stands from the string's start, left to right in px (offsets applied).
    public var position: CGPoint
    /// Its advance in px.
    public var advance: Double
  }

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

  /// A short string shaped with this face alone (HarfBuzz, direction and script guessed from
  /// the text, default features), in visual order from x = 0 on the baseline; nil when the face
  /// lacks one of its characters (other than joiners).
  ///
  /// For drawing a few characters that are not in the layout in their joined forms: an Arabic
  /// letter between zero-width joiners (`"\u{200D}ع\u{200D}"`) comes out in its medial form,
  /// which is how a scramble effect's random letters stay joined like the text they replace.
  /// Joiners shape to glyphs without advance or ink. Not a layout: no fallback, no line breaking,
  /// no bidi beyond one direction.
  public func shape(_ text: String) -> [ShapedGlyph]? {
    for scalar in text.unicodeScalars where scalar.value != 0x200D && scalar.value != 0x200C {
      guard covers(scalar) else { return nil }
    }
    guard let buffer = hb_buffer_create() else { return nil }
    defer { hb_buffer_destroy(buffer) }
    let utf16 = Array(text.utf16)
    hb_buffer_add_utf16(buffer, utf16, Int32(utf16.count), 0, Int32(utf16.count))
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(hbFont, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    var glyphs: [ShapedGlyph] = []
    var pen = 0.0
    for index in 0..<Int(count) {
      // safety: HarfBuzz returns `count` infos and positions.
      let info = infos[index]
      let position = positions[index]
      glyphs.append(
        ShapedGlyph(
          id: GlyphID(info.codepoint),
          position: CGPoint(
            x: pen + Double(position.x_offset) / 64, y: -Double(position.y_offset) / 64),
          advance: Double(position.x_advance) / 64))
      pen += Double(position.x_advance) / 64
    }
    return glyphs
  }
}
