internal import CHarfBuzz

/// One glyph as HarfBuzz returns it, in 1/64 px (26.6).
struct ShapedGlyph: Hashable, Sendable {
  var id: UInt32
  /// UTF-16 offset into the whole paragraph.
  var cluster: Int
  var xAdvance: Int32
  var xOffset: Int32
  var yOffset: Int32
  /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: cutting the text before this glyph's cluster
  /// would change shaping, so a line starting or ending there must be reshaped.
  var unsafeToBreak: Bool = false
}

/// The shaping stage: runs HarfBuzz over one item at a time with its font, direction, script,
/// language and features, reusing one buffer (create one `Shaper` per thread).
///
/// The whole paragraph goes into the buffer with the item marked (`hb_buffer_add_utf16`'s item
/// offset and length), so shaping sees the surrounding characters as context (Arabic joining
/// across a font change) and clusters come out as UTF-16 offsets into the paragraph.
final class Shaper {
  private let buffer: OpaquePointer

  init() {
    buffer = hb_buffer_create()
  }

  deinit {
    hb_buffer_destroy(buffer)
  }

  /// Shapes `range` of `utf16`; glyphs come back in visual order (reversed for RTL).
  func shape(
    _ utf16: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, isRightToLeft: Bool?,
    script: String?, language: String?, features: [FontTag: Bool], flags: UInt32 = 0
  ) -> (glyphs: [ShapedGlyph], script: String, isRightToLeft: Bool) {
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_utf16(
      buffer, utf16.baseAddress, Int32(utf16.count), UInt32(range.lowerBound),
      Int32(range.count))
    if let isRightToLeft {
      hb_buffer_set_direction(buffer, isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    }
    if let script, script.count == 4 {
      hb_buffer_set_script(buffer, hb_script_from_string(script, -1))
    }
    if let language, !language.isEmpty {
      hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
    }
    hb_buffer_guess_segment_properties(buffer)
    var bufferFlags = flags
    if range.lowerBound == 0 { bufferFlags |= HB_BUFFER_FLAG_BOT.rawValue }
    if range.upperBound == utf16.count { bufferFlags |= HB_BUFFER_FLAG_EOT.rawValue }
    hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: bufferFlags))

    let hbFeatures = features.sorted { $0.key < $1.key }.map { tag, isOn in
      hb_feature_t(tag: tag.rawValue, value: isOn ? 1 : 0, start: 0, end: UInt32.max)
    }
    hb_shape(face.hbFont, buffer, hbFeatures, UInt32(hbFeatures.count))

    let scriptTag = hb_script_to_iso15924_tag(hb_buffer_get_script(buffer))
    let usedScript = scriptTag == 0 ? "Zyyy" : FontTag(rawValue: scriptTag).description
    let usedRTL = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return ([], usedScript, usedRTL) }
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(Int(count))
    for index in 0..<Int(count) {
      let glyphFlags = hb_glyph_info_get_glyph_flags(infos + index).rawValue
      glyphs.append(
        ShapedGlyph(
          id: infos[index].codepoint, cluster: Int(infos[index].cluster),
          xAdvance: positions[index].x_advance, xOffset: positions[index].x_offset,
          yOffset: positions[index].y_offset,
          unsafeToBreak: glyphFlags & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
    }
    return (glyphs, usedScript, usedRTL)
  }
}
