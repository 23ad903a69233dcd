internal import CFreeType
internal import CHarfBuzz
import Foundation

/// One face of a font file, loaded once: its bytes, HarfBuzz face and the facts fallback needs.
///
/// Owns a copy of the file's bytes, which both HarfBuzz (through a blob) and FreeType (through
/// `FT_New_Memory_Face` in each `FontFace`) read lazily, so the bytes live as long as this object.
/// HarfBuzz faces are immutable and thread-safe; this class is therefore `Sendable`.
final class FontFile: @unchecked Sendable {
  /// Where a file came from, which decides its place in fallback.
  enum Origin: Sendable {
    /// Shipped in `Fonts/`.
    case bundled
    /// Added by the user (`addFont(atPath:)`, `--font`): tried before the bundled fonts.
    case user
    /// Found through fontconfig: used by family name, or as the last fallback for a cluster.
    case installed
  }

  /// The path the file was loaded from.
  let path: String
  /// The face index within the file (0 for a plain font file).
  let faceIndex: Int
  /// The typographic family name (name ID 16, else 1).
  let familyName: String
  /// The typographic style name (name ID 17, else 2), such as `Bold Oblique`.
  let styleName: String
  /// Whether the face is italic or oblique.
  let isItalic: Bool
  /// The weight class (`OS/2` usWeightClass, 1...1000); 400 when the table is missing.
  let weight: Double
  /// The width in percent of normal (`OS/2` usWidthClass); 100 when the table is missing.
  let width: Double
  /// The variation axes, in the font's `fvar` order.
  let axes: [FontVariationAxis]
  /// Where the file came from. Set once by the collection before the file is shared.
  var origin = Origin.bundled
  /// Units per em.
  let unitsPerEm: Int
  /// The colour glyph tables the face has (`CBDT`, `sbix`, `COLR`, `SVG `), by tag.
  let colorTables: Set<String>
  /// The `COLR` table's bytes when it is version 1 or later (empty otherwise), for
  /// ``ColorPaintReader``.
  let colrTable: [UInt8]
  /// Whether some glyphs may have no outline to draw (a colour font, or one without `glyf`,
  /// `CFF ` or `CFF2`): layout then checks every glyph it uses for ink.
  let mayLackOutlines: Bool

  let bytes: UnsafeMutableRawBufferPointer
  let blob: OpaquePointer
  let hbFace: OpaquePointer
  /// Bit per code point: whether the cmap maps it.
  private let coverage: [UInt64]

  /// Loads face `faceIndex` of the file at `path`.
  init(path: String, faceIndex: Int = 0) throws {
    guard FileManager.default.fileExists(atPath: path) else {
      throw FontError("font file not found: \(path)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FontError("font file unreadable: \(path)")
    }
    guard data.count >= 12 else { throw FontError("not a font (too short): \(path)") }
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
    data.copyBytes(to: bytes)
    guard
      let blob = hb_blob_create(
        bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
        HB_MEMORY_MODE_READONLY, nil, nil)
    else {
      bytes.deallocate()
      throw FontError("cannot create a HarfBuzz blob for \(path)")
    }
    let face = hb_face_create(blob, UInt32(faceIndex))
    let glyphCount = hb_face_get_glyph_count(face)
    guard let face, glyphCount > 0 else {
      hb_face_destroy(face)
      hb_blob_destroy(blob)
      bytes.deallocate()
      throw FontError("not a font (no glyphs found): \(path)")
    }
    self.path = path
    self.faceIndex = faceIndex
    self.bytes = bytes
    self.blob = blob
    self.hbFace = face
    self.coverage = FontFile.collectCoverage(face)
    self.unitsPerEm = Int(hb_face_get_upem(face))
    self.familyName =
      FontFile.name(face, id: 16) ?? FontFile.name(face, id: 1)
      ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    self.styleName = FontFile.name(face, id: 17) ?? FontFile.name(face, id: 2) ?? ""
    let subfamily = styleName.lowercased()
    self.isItalic =
      subfamily.contains("italic") || subfamily.contains("oblique")
      || path.lowercased().contains("italic")
    var axes: [FontVariationAxis] = []
    let axisCount = hb_ot_var_get_axis_count(face)
    if axisCount > 0 {
      var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(axisCount))
      var count = axisCount
      hb_ot_var_get_axis_infos(face, 0, &count, &infos)
      for info in infos.prefix(Int(count)) {
        axes.append(
          FontVariationAxis(
            tag: FontTag(rawValue: info.tag), minimum: Double(info.min_value),
            defaultValue: Double(info.default_value), maximum: Double(info.max_value)))
      }
    }
    self.axes = axes
    let classes = FontFile.weightAndWidthClass(face)
    self.weight = classes.weight
    self.width = classes.width
    self.colorTables = FontFile.tables(face, among: ["CBDT", "sbix", "COLR", "SVG "])
    self.colrTable =
      colorTables.contains("COLR") ? FontFile.tableBytes(face, "COLR") : []
    self.mayLackOutlines =
      !colorTables.isEmpty
      || FontFile.tables(face, among: ["glyf", "CFF ", "CFF2"]).isEmpty
  }

  /// Whether a user added the file.
  var isUser: Bool { origin == .user }

  /// Whether the face draws colour glyphs (bitmaps or COLR layers), which emoji-presentation
  /// clusters prefer.
  var hasColorGlyphs: Bool { !colorTables.subtracting(["SVG "]).isEmpty }

  /// The `wght` range the face can draw: its axis range, or its one weight.
  var weightRange: ClosedRange<Double> {
    if let axis = axes.first(where: { $0.tag == "wght" }) { return axis.minimum...axis.maximum }
    return weight...weight
  }

  deinit {
    hb_face_destroy(hbFace)
    hb_blob_destroy(blob)
    bytes.deallocate()
  }

  /// Whether the face has a glyph for `scalar` (a bit test in the cmap's coverage). O(1).
  func covers(_ scalar: UInt32) -> Bool {
    let word = Int(scalar >> 6)
    guard word < coverage.count else { return false }
    return coverage[word] & (1 << UInt64(scalar & 63)) != 0
  }

  /// One bit per code point the cmap maps, from `hb_face_collect_unicodes`.
  private static func collectCoverage(_ face: OpaquePointer) -> [UInt64] {
    var bits = [UInt64](repeating: 0, count: 0x110000 / 64)
    guard let set = hb_set_create() else { return bits }
    defer { hb_set_destroy(set) }
    hb_face_collect_unicodes(face, set)
    var codepoint = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start before the first
    while hb_set_next(set, &codepoint) != 0 {
      guard codepoint < 0x110000 else { break }
      bits[Int(codepoint >> 6)] |= 1 << UInt64(codepoint & 63)
    }
    return bits
  }

  /// `usWeightClass` and `usWidthClass` from the `OS/2` table (big-endian UInt16s at offsets
  /// 4 and 6), the width as a percentage; 400 and 100 when missing or out of range.
  private static func weightAndWidthClass(_ face: OpaquePointer) -> (weight: Double, width: Double)
  {
    let percentages: [Double] = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
    guard let blob = hb_face_reference_table(face, FontTag("OS/2").rawValue) else {
      return (400, 100)
    }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    // safety: HarfBuzz returns the table's bytes, valid while `blob` is referenced; 8 bytes
    // are checked to be there.
    guard let data = hb_blob_get_data(blob, &length), length >= 8 else { return (400, 100) }
    func word(_ offset: Int) -> Int {
      Int(UInt8(bitPattern: data[offset])) << 8 | Int(UInt8(bitPattern: data[offset + 1]))
    }
    let weight = (1...1000).contains(word(4)) ? Double(word(4)) : 400
    let width = (1...9).contains(word(6)) ? percentages[word(6) - 1] : 100
    return (weight, width)
  }

  /// The bytes of table `tag` when its first 16-bit field (a version) is at least 1.
  private static func tableBytes(_ face: OpaquePointer, _ tag: String) -> [UInt8] {
    guard let blob = hb_face_reference_table(face, FontTag(tag).rawValue) else { return [] }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    // safety: HarfBuzz returns the table's bytes, valid while `blob` is referenced.
    guard let data = hb_blob_get_data(blob, &length), length >= 2 else { return [] }
    let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
    guard bytes[0] != 0 || bytes[1] >= 1 else { return [] }
    return Array(bytes)
  }

  /// Which of `tags` the face has a table for.
  private static func tables(_ face: OpaquePointer, among tags: [String]) -> Set<String> {
    var result = Set<String>()
    for tag in tags {
      guard let blob = hb_face_reference_table(face, FontTag(tag).rawValue) else { continue }
      if hb_blob_get_length(blob) > 0 { result.insert(tag) }
      hb_blob_destroy(blob)
    }
    return result
  }

  private static func name(_ face: OpaquePointer, id: UInt32) -> String? {
    var length: UInt32 = 256
    var buffer = [CChar](repeating: 0, count: 257)
    let total = hb_ot_name_get_utf8(
      face, hb_ot_name_id_t(id), hb_language_from_string("en", -1), &length, &buffer)
    guard total > 0 else { return nil }
    let name = String(
      decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? nil : name
  }
}

/// A four-letter OpenType tag such as `wght`, `liga` or `Latn`.
public struct FontTag: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The tag packed big-endian into 32 bits, as OpenType and HarfBuzz store it.
  public var rawValue: UInt32

  /// Creates a tag from its packed value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Creates a tag from up to four ASCII characters, padded with spaces.
  public init(_ string: String) {
    var value: UInt32 = 0
    let bytes = Array(string.utf8.prefix(4)) + Array(repeating: UInt8(ascii: " "), count: 4)
    for byte in bytes.prefix(4) { value = value << 8 | UInt32(byte) }
    rawValue = value
  }

  /// Creates a tag from a string literal such as `"wght"`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Orders by packed value.
  public static func < (lhs: FontTag, rhs: FontTag) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The four characters.
  public var description: String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: rawValue >> UInt32($0)) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// One variation axis of a variable font.
public struct FontVariationAxis: Hashable, Sendable {
  /// The axis tag, such as `wght`.
  public var tag: FontTag
  /// The smallest value the font supports.
  public var minimum: Double
  /// The value used when none is given.
  public var defaultValue: Double
  /// The largest value the font supports.
  public var maximum: Double
}
