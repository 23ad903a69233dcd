extension Gradient {
  /// The space a gradient's colors are interpolated in, as SwiftUI's `Gradient.ColorSpace`:
  /// the one interpolation space of mesh gradients (``ColorMesh``) and the views' gradients.
  /// (Blending arithmetic has its own setting, ``BlendSpace``; a filter's is
  /// `FilterOptions.linearColor`.)
  public struct ColorSpace: Hashable, Sendable {
    /// Whether colors are interpolated in Oklab rather than as sRGB values.
    package let isPerceptual: Bool
    /// The device's sRGB-encoded values (the default).
    public static let device = ColorSpace(isPerceptual: false)
    /// A perceptually uniform space (Oklab, in Kinetype).
    public static let perceptual = ColorSpace(isPerceptual: true)
  }
}
