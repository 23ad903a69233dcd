public import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeViewGraph

/// A level of the current foreground style, as SwiftUI's `HierarchicalShapeStyle`:
/// `.foregroundStyle(.tertiary)` draws in the third level of the style set above (the system
/// label colors when none is set).
///
/// With no foreground style set, the levels are UIKit's label colors (docs/views.md,
/// "Appearance"): `label`, `secondaryLabel` (60 % opacity), `tertiaryLabel` (30 %),
/// `quaternaryLabel` (18 %, 16 % in the dark; `.quinary` draws it too). Under a style that is
/// not the default, a level is that style at the opacity SwiftUI gives the level on iOS: 1,
/// 0.5, 0.25, 0.18 (OpenSwiftUI's `SystemColorDefinition.opacity(at:)`, its reading of
/// SwiftUI; 0.18 from the fourth level on).
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, RelativeShapeStyle,
  Hashable,
  Sendable
{
  /// 0 for the first level.
  let level: Int

  /// The first level of the current foreground style.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level of the current foreground style.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level of the current foreground style.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level of the current foreground style.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level of the current foreground style.
  public static let quinary = HierarchicalShapeStyle(level: 4)

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    ShapeStyleLevels.shading(
      of: ForegroundStyle(), level: level, in: rect, environment: environment)
  }

  /// Set under a style of one's own, this level of that style.
  package func resolving(against current: AnyShapeStyle?) -> AnyShapeStyle {
    guard let base = current?.base, !(base is ForegroundStyle), !(base is Self) else {
      return AnyShapeStyle(self)
    }
    return AnyShapeStyle(LeveledShapeStyle(base: base, level: level))
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The third level of the current foreground style (`tertiaryLabel` by default).
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level of the current foreground style (`quaternaryLabel` by default).
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The fifth level of the current foreground style.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
  /// The second level of this style, as SwiftUI's `ShapeStyle.secondary`:
  /// `.background.secondary` is `secondarySystemBackground`, a color's is the color at 50 %.
  public var secondary: some ShapeStyle { LeveledShapeStyle(base: self, level: 1) }
  /// The third level of this style (a color at 25 %, `tertiarySystemBackground`).
  public var tertiary: some ShapeStyle { LeveledShapeStyle(base: self, level: 2) }
  /// The fourth level of this style (a color at 18 %).
  public var quaternary: some ShapeStyle { LeveledShapeStyle(base: self, level: 3) }
  /// The fifth level of this style (a color at 18 %).
  public var quinary: some ShapeStyle { LeveledShapeStyle(base: self, level: 4) }
}

/// A level of a style.
struct LeveledShapeStyle: ShapeStyle, ResolvableShapeStyle {
  let base: any ShapeStyle
  let level: Int

  func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    ShapeStyleLevels.shading(of: base, level: level, in: rect, environment: environment)
  }
}

/// What a style is at each level.
enum ShapeStyleLevels {
  /// The opacity of each level of a style that has no levels of its own, on iOS: OpenSwiftUI's
  /// `SystemColorDefinition.opacity(at:)` (1, 0.5, 0.25, then 0.18).
  static func opacity(at level: Int) -> Double {
    switch level {
    case ...0: 1
    case 1: 0.5
    case 2: 0.25
    default: 0.18
    }
  }

  /// UIKit's label colors: `label`, `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`
  /// (its values: the HIG's light ones, Alderis's dark ones; docs/views.md, "Appearance").
  static let labels: [Color] = [
    .primary, .secondary,
    Color.system(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3),
    Color.system(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.18, darkOpacity: 0.16),
  ]

  /// UIKit's `systemBackground`, `secondarySystemBackground`, `tertiarySystemBackground`
  /// (the fourth level and on: the third).
  static let backgrounds: [Color] = [
    SystemColor.background,
    Color.system(light: (242, 242, 247), dark: (28, 28, 30)),
    Color.system(light: (255, 255, 255), dark: (44, 44, 46)),
  ]

  /// `style` at `level` (0 is the style itself).
  static func shading(
    of style: any ShapeStyle, level: Int, in rect: CGRect, environment: EnvironmentValues
  ) -> GraphicsContext.Shading {
    if style is BackgroundStyle {
      return .color(backgrounds[min(max(level, 0), backgrounds.count - 1)])
    }
    if style is ForegroundStyle {
      guard let current = environment.foregroundStyle?.base,
        !(current is ForegroundStyle)
      else {
        return .color(labels[min(max(level, 0), labels.count - 1)])
      }
      var outer = environment
      outer.foregroundStyle = nil
      // A level set above stands for the style above it.
      let base: any ShapeStyle = current is HierarchicalShapeStyle ? ForegroundStyle() : current
      return shading(of: base, level: level, in: rect, environment: outer)
    }
    let own = style.resolvedShading(in: rect, environment: environment, node: nil)
    return level <= 0
      ? own : own.multiplyingOpacity(by: opacity(at: level), environment: environment)
  }
}
