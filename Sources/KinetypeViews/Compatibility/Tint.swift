import Foundation
public import KinetypeCore
import KinetypeRendering
public import KinetypeViewGraph

extension EnvironmentValues {
  /// The tint of controls in this view (`.tint(_:)`, `.accentColor(_:)`); nil means the
  /// accent color. Default: nil.
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

private struct TintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

/// The tint of the view being drawn, as SwiftUI's `TintShapeStyle` (`.tint`): the color set by
/// `.tint(_:)` or `.accentColor(_:)` around it, else the accent color; in a disabled view
/// (`disabled(true)`), UIKit's tertiary label color, so a disabled button reads dimmed.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
  /// Creates the tint style.
  public init() {}

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(environment.isEnabled ? environment.tint ?? .accentColor : SystemColor.placeholder)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the view being drawn.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
  /// Tints the controls in this view with `tint` (nil: the accent color), as SwiftUI's
  /// `tint(_:)`: a default, borderless or bordered button's label is drawn in it.
  public func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentWriter { $0.tint = tint })
  }

  /// Sets the accent color of the controls in this view, as SwiftUI's (deprecated)
  /// `accentColor(_:)`: the same as `tint(_:)`.
  public func accentColor(_ accentColor: Color?) -> some View {
    modifier(EnvironmentWriter { $0.tint = accentColor })
  }
}

/// The tint at 15 % opacity: the background of a bordered button and of a toggle button while
/// off; in a disabled view, `tertiarySystemFill` gray (as the label goes gray).
struct TintedFill: ShapeStyle, ResolvableShapeStyle {
  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(
      environment.isEnabled
        ? (environment.tint ?? .accentColor).opacity(0.15) : SystemColor.tertiaryFill)
  }
}

/// The box of a `.borderedProminent` button: the tint; in a disabled view, `tertiarySystemFill`
/// gray (Flutter's `CupertinoButton.filled`, "based on the iOS (17) Human Interface
/// Guidelines", fills a disabled button with `tertiarySystemFill`).
struct ProminentFill: ShapeStyle, ResolvableShapeStyle {
  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(environment.isEnabled ? environment.tint ?? .accentColor : SystemColor.tertiaryFill)
  }
}

/// The label of a `.borderedProminent` button: white; in a disabled view, the tertiary label
/// gray, as a disabled bordered button's (Flutter's disabled `CupertinoButton` label).
struct ProminentLabel: ShapeStyle, ResolvableShapeStyle {
  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(environment.isEnabled ? Color.white : SystemColor.placeholder)
  }
}
