import KinetypeCore

/// The limit of drawing: how much a glyph cache keeps.
extension Limits.Name {
  /// The bytes a glyph cache keeps before it evicts. Default: 64 MiB.
  public static let glyphCacheBytes = Limits.Name("glyph-cache-bytes", defaultValue: 64 << 20)

  /// The limits KinetypeRendering declares.
  public static let renderingLimits: [Limits.Name] = [.glyphCacheBytes]
}

extension Limits {
  /// The bytes a ``GlyphCache`` keeps before it evicts the least recently used. Default:
  /// 64 MiB.
  public var glyphCacheBytes: Int {
    get { self[.glyphCacheBytes] }
    set { self[.glyphCacheBytes] = newValue }
  }
}
