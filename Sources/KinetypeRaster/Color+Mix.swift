import KinetypeCore

extension Color {
  /// The color `fraction` of the way from this color to `other`, as SwiftUI's
  /// `mix(with:by:in:)`: 0 gives this color, 1 gives `other` (the fraction is clamped to 0…1).
  /// The colors are mixed as premultiplied values in `colorSpace`: Oklab for `.perceptual`
  /// (the default, as SwiftUI's), the sRGB-encoded values for `.device`. Colors with a dark
  /// variant mix in each appearance.
  public func mix(
    with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  ) -> Color {
    guard !isAdaptive, !other.isAdaptive else {
      return Color(
        light: resolved(in: .light).mix(
          with: other.resolved(in: .light), by: fraction, in: colorSpace),
        dark: resolved(in: .dark).mix(
          with: other.resolved(in: .dark), by: fraction, in: colorSpace))
    }
    let t = min(1, max(0, fraction.isFinite ? fraction : 0))
    let a = MeshColorSpace.vector(self, in: colorSpace)
    let b = MeshColorSpace.vector(other, in: colorSpace)
    let mixed = MeshColorSpace.premultipliedSRGB(a + (b - a) * t, in: colorSpace)
    guard mixed.w > 0 else { return Color(red: 0, green: 0, blue: 0, opacity: 0) }
    return Color(
      red: mixed.x / mixed.w, green: mixed.y / mixed.w, blue: mixed.z / mixed.w,
      opacity: mixed.w)
  }
}
