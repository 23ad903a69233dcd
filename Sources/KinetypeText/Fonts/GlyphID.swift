/// A glyph's index in its font (HarfBuzz's codepoint after shaping, FreeType's glyph index).
///
/// Glyph 0 is `.notdef`, drawn for characters no font covers.
public struct GlyphID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The index in the font.
  public var rawValue: UInt32

  /// Creates a glyph ID from its index in the font.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Creates a glyph ID from its index in the font.
  public init(_ rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The `.notdef` glyph (index 0).
  public static let notdef = GlyphID(0)

  /// Orders by index.
  public static func < (lhs: GlyphID, rhs: GlyphID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The index as a decimal number.
  public var description: String { String(rawValue) }
}
