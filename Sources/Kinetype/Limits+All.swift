/// Every layer's limits, composed: what `--limit NAME=VALUE` and `docs/limits.md` name.
extension Limits.Name: CaseIterable {
  /// Every limit, in the order `docs/limits.md` and `--limit`'s error list them: each layer's
  /// (``textLimits``, ``rasterLimits``, ``renderingLimits``, ``viewLimits``, ``frameLimits``,
  /// ``sceneLimits``), none twice.
  public static let allCases: [Limits.Name] = [
    .canvasSide, .canvasPixels, .frames, .textBytes, .nestingDepth, .glyphCacheBytes,
    .sceneFileBytes, .fontSize, .duration, .views, .blurRadius,
  ]

  /// The limit named `rawValue` (as in `--limit NAME=VALUE`), or nil when no layer declares
  /// one by that name.
  public init?(rawValue: String) {
    guard let name = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = name
  }
}
