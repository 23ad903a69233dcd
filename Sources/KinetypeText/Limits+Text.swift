import KinetypeCore

/// The limits of text: how long, how deeply nested and how large.
extension Limits.Name {
  /// The longest text, in UTF-8 bytes. Default: 4 MiB.
  public static let textBytes = Limits.Name("text-bytes", defaultValue: 4 << 20)
  /// How deep markup may nest. Default: 100.
  public static let nestingDepth = Limits.Name("nesting-depth", defaultValue: 100)
  /// The largest font size, in pixels. Default: 2,000; at most ``Limits/maximumFontSize``.
  public static let fontSize = Limits.Name(
    "font-size", defaultValue: 2_000, maximum: Limits.maximumFontSize)

  /// The limits KinetypeText declares.
  public static let textLimits: [Limits.Name] = [.textBytes, .nestingDepth, .fontSize]
}

extension Limits {
  /// The largest ``fontSize`` that can be set: HarfBuzz positions glyphs in 32-bit 26.6 fixed
  /// point, so larger sizes would overflow. 16,384 pixels.
  public static let maximumFontSize = 16_384

  /// The longest text. Default: 4 MiB of UTF-8.
  public var textBytes: Int {
    get { self[.textBytes] }
    set { self[.textBytes] = newValue }
  }

  /// How deep markup may nest, counting spans, bold, italic and attribute arrays and objects.
  /// Default: 100 (deeper would risk the parser's stack).
  public var nestingDepth: Int {
    get { self[.nestingDepth] }
    set { self[.nestingDepth] = newValue }
  }

  /// The largest font size, in pixels (points times the render's scale where a view sets
  /// it). A glyph's mask and outline grow with the square of its size. Default: 2,000 pixels;
  /// it cannot be raised past ``maximumFontSize``.
  public var fontSize: Int {
    get { self[.fontSize] }
    set { self[.fontSize] = newValue }
  }
}
