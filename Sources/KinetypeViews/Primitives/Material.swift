import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeViewGraph

/// A translucent background, as SwiftUI's `Material` (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`): `.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20))`.
///
/// Kinetype draws a material flattened, without the blur of what is behind it: the system
/// background (white; #1C1C1E in the dark) at an opacity that grows with the thickness — 45, 60,
/// 75, 88 and 94 % — so what is behind shows through as much as through iOS's materials, but
/// sharp. (The opacities are Kinetype's choice: Apple publishes none; `.bar` is the bar's own,
/// docs/views.md.)
public struct Material: ShapeStyle, ResolvableShapeStyle, Sendable {
  let color: Color

  init(opacity: Double) {
    color = Color.system(light: (255, 255, 255), dark: (28, 28, 30)).opacity(opacity)
  }
  init(color: Color) { self.color = color }

  /// The thinnest, most translucent material.
  public static let ultraThinMaterial = Material(opacity: 0.45)
  /// A thin material.
  public static let thinMaterial = Material(opacity: 0.6)
  /// The default material.
  public static let regularMaterial = Material(opacity: 0.75)
  /// A thick material.
  public static let thickMaterial = Material(opacity: 0.88)
  /// The thickest, least translucent material.
  public static let ultraThickMaterial = Material(opacity: 0.94)
  /// The material of bars (navigation, tab and tool bars).
  public static let bar = Material(color: SystemColor.barBackground)

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(color)
  }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A thin material.
  public static var thinMaterial: Material { .thinMaterial }
  /// The default material.
  public static var regularMaterial: Material { .regularMaterial }
  /// A thick material.
  public static var thickMaterial: Material { .thickMaterial }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  /// The bars' material.
  public static var bar: Material { .bar }
}
