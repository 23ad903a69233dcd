public import Foundation
import KinetypeCore
public import KinetypeRendering
import KinetypeText

extension View {
  /// Sets the default font of text in this view.
  public func font(_ font: Font?) -> some View {
    modifier(EnvironmentWriter { $0.font = font })
  }

  /// Sets the Dynamic Type size of this view's text styles.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    modifier(EnvironmentWriter { $0.dynamicTypeSize = size })
  }

  /// Keeps the Dynamic Type size of this view's text styles within `range` (a size outside
  /// becomes the nearest size inside; an empty range changes nothing).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    modifier(
      EnvironmentWriter { environment in
        let current = environment.dynamicTypeSize
        guard !range.contains(current) else { return }
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        if let nearest = allowed.min(by: {
          abs($0.rawValue - current.rawValue) < abs($1.rawValue - current.rawValue)
        }) {
          environment.dynamicTypeSize = nearest
        }
      })
  }

  /// Sets the style text and `.foreground`-filled shapes in this view are drawn with. A color
  /// animates when it changes.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(ForegroundStyleModifier(style: style))
  }

  /// Sets the color text and `.foreground`-filled shapes in this view are drawn with (nil
  /// keeps the inherited one).
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(OptionalForegroundColorModifier(color: color))
  }

  /// Draws the text in this view in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentWriter { if isActive { $0.fontModifiers.weight = .bold } })
  }

  /// Draws the text in this view in italic.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentWriter { if isActive { $0.fontModifiers.isItalic = true } })
  }

  /// Sets the weight of the text in this view (nil keeps the font's).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(EnvironmentWriter { $0.fontModifiers.weight = weight })
  }

  /// Sets the design of the text in this view (nil keeps the font's).
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(EnvironmentWriter { $0.fontModifiers.design = design })
  }

  /// Draws the digits of the text in this view at equal widths.
  public func monospacedDigit() -> some View {
    modifier(EnvironmentWriter { $0.fontModifiers.monospacedDigit = true })
  }

  /// Sets how lines of multiline text in this view align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(EnvironmentWriter { $0.multilineTextAlignment = alignment })
  }

  /// Limits the text in this view to `number` lines (nil: no limit; below 1 counts as 1).
  public func lineLimit(_ number: Int?) -> some View {
    modifier(EnvironmentWriter { $0.lineLimit = number.map { max(1, $0) } })
  }

  /// Sets where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(EnvironmentWriter { $0.truncationMode = mode })
  }

  /// Adds `lineSpacing` points between lines of text (negative values count as 0).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    modifier(
      EnvironmentWriter { $0.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0 })
  }

  /// Draws the text in this view with `renderer`, as SwiftUI's `textRenderer(_:)`. A renderer
  /// that is `Animatable` animates its `animatableData` when it changes (the WWDC24
  /// transition animates `AppearanceEffectRenderer.elapsedTime` this way).
  public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
    modifier(TextRendererModifier(renderer: renderer))
  }
}

/// `textRenderer(_:)`: the renderer, animated.
struct TextRendererModifier<T: TextRenderer>: EnvironmentModifier {
  let renderer: T
  func modify(_ environment: inout EnvironmentValues) { environment.textRenderer = renderer }
  func modify(_ environment: inout EnvironmentValues, in context: ResolveContext) {
    environment.textRenderer = context.animatedIfAnimatable(renderer, "textRenderer")
  }
}

/// `foregroundStyle(_:)`: a color animates.
struct ForegroundStyleModifier<S: ShapeStyle>: EnvironmentModifier {
  let style: S
  func modify(_ environment: inout EnvironmentValues) {
    environment.foregroundStyle = Self.relative(style, to: environment.foregroundStyle)
  }
  func modify(_ environment: inout EnvironmentValues, in context: ResolveContext) {
    environment.foregroundStyle = Self.relative(
      context.animatedIfAnimatable(style, "foregroundStyle"), to: environment.foregroundStyle)
  }

  /// `style`, or for a style relative to the one above (a hierarchical level), that level of it.
  static func relative(_ style: some ShapeStyle, to current: AnyShapeStyle?) -> AnyShapeStyle {
    guard let relative = style as? any RelativeShapeStyle else { return AnyShapeStyle(style) }
    return relative.resolving(against: current)
  }
}

/// A style that stands for a level of the foreground style above it (`.tertiary`): set with
/// `foregroundStyle(_:)`, it becomes that level of the style set above.
package protocol RelativeShapeStyle: ShapeStyle {
  /// This style under `current` (nil: none set above).
  func resolving(against current: AnyShapeStyle?) -> AnyShapeStyle
}

/// `foregroundColor(_:)`: nil keeps the inherited style; a color animates.
struct OptionalForegroundColorModifier: EnvironmentModifier {
  let color: Color?
  func modify(_ environment: inout EnvironmentValues) {
    if let color { environment.foregroundStyle = AnyShapeStyle(color) }
  }
  func modify(_ environment: inout EnvironmentValues, in context: ResolveContext) {
    if let color {
      environment.foregroundStyle = AnyShapeStyle(context.animated(color, "foregroundStyle"))
    }
  }
}
