import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeViewGraph

/// A translucent background, as SwiftUI's `Material` (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`): `.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20))`.
///
/// Where a material fills a shape, what is already drawn behind it inside the shape is blurred
/// (a Gaussian of standard deviation 20 points for the two thin materials and the bar, 30 for
/// the others) and saturated by 1.8, then the tint is composited over: the system background
/// (white; #1C1C1E in the dark) at an opacity that grows with the thickness — 45, 60, 75, 88
/// and 94 %. The radii and the saturation are those of Apple's blur sample (WWDC 2013's
/// `UIImage+ImageEffects`: 20 and 30 points, ×1.8); which material takes which radius, and the
/// opacities, are Kinetype's choice (Apple publishes none); `.bar` is the bar's own tint
/// (docs/views.md). What is "behind" is what the current layer holds: inside a
/// `compositingGroup`, `blur` or `shadow`, the material blurs that group's drawing only.
public struct Material: ShapeStyle, ResolvableShapeStyle, Sendable {
  /// The tint composited over the blurred backdrop.
  let color: Color
  /// The blur's standard deviation, in points.
  let blurRadius: CGFloat
  /// How much the blurred backdrop's saturation is scaled (1: unchanged).
  let saturation: Double

  /// Apple's blur sample scales saturation by 1.8 in each of its effects.
  static let backdropSaturation = 1.8

  init(opacity: Double, blurRadius: CGFloat) {
    color = Color.system(light: (255, 255, 255), dark: (28, 28, 30)).opacity(opacity)
    self.blurRadius = blurRadius
    saturation = Material.backdropSaturation
  }
  init(color: Color, blurRadius: CGFloat) {
    self.color = color
    self.blurRadius = blurRadius
    saturation = Material.backdropSaturation
  }

  /// The thinnest, most translucent material.
  public static let ultraThinMaterial = Material(opacity: 0.45, blurRadius: 20)
  /// A thin material.
  public static let thinMaterial = Material(opacity: 0.6, blurRadius: 20)
  /// The default material.
  public static let regularMaterial = Material(opacity: 0.75, blurRadius: 30)
  /// A thick material.
  public static let thickMaterial = Material(opacity: 0.88, blurRadius: 30)
  /// The thickest, least translucent material.
  public static let ultraThickMaterial = Material(opacity: 0.94, blurRadius: 30)
  /// The material of bars (navigation, tab and tool bars).
  public static let bar = Material(color: SystemColor.barBackground, blurRadius: 20)

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(color)
  }

  /// Blurs what `context` holds inside `outline` (a shape's fill, in the context's user space)
  /// at `scale` pixels per point: the material's backdrop, drawn before its tint.
  func drawBackdrop(in outline: Path, style: FillStyle, scale: CGFloat, context: GraphicsContext) {
    context.drawBackdrop(
      in: outline, style: style, radius: Double(blurRadius * scale), saturation: saturation)
  }
}

/// A shape style that is a material, or wraps one (a shadowed or type-erased material):
/// shapes filled with it blur their backdrop first.
protocol MaterialShapeStyle {
  /// The material inside.
  var material: Material? { get }
}

extension Material: MaterialShapeStyle {
  var material: Material? { self }
}

extension ShadowedShapeStyle: MaterialShapeStyle {
  var material: Material? { Material.of(base) }
}

extension Material {
  /// The material `style` is or wraps, if any.
  static func of(_ style: any ShapeStyle) -> Material? {
    if let erased = style as? AnyShapeStyle { return of(erased.base) }
    return (style as? any MaterialShapeStyle)?.material
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
