public import Foundation
import KinetypeCore
public import KinetypeRendering
public import KinetypeViewGraph

/// The background style of the current context, as SwiftUI's `BackgroundStyle`
/// (`.background`): what `backgroundStyle(_:)` set above, else on iOS `systemBackground`
/// (white, black in the dark appearance). Its levels (`.background.secondary`, `.tertiary`)
/// are `secondarySystemBackground` and `tertiarySystemBackground`.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
  /// Creates the background style.
  public init() {}

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    guard let style = environment.backgroundStyle?.base, !(style is BackgroundStyle) else {
      return .color(SystemColor.background)
    }
    var outer = environment
    outer.backgroundStyle = nil
    return style.resolvedShading(in: rect, environment: outer, node: nil)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style of the current context: white, black in the dark appearance,
  /// unless `backgroundStyle(_:)` set another.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension EnvironmentValues {
  /// The style `.background` draws with below a `backgroundStyle(_:)`, as SwiftUI's; nil: the
  /// system background.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

private struct BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

extension View {
  /// Sets the style backgrounds in this view draw with, as SwiftUI's `backgroundStyle(_:)`:
  /// `.background` and `background(in:fillStyle:)` below it paint `style`.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.backgroundStyle = AnyShapeStyle(style) })
  }

  /// Fills `shape` in this view's frame with the background style behind it, as SwiftUI's
  /// `background(in:fillStyle:)`: the style `backgroundStyle(_:)` set, else the system
  /// background.
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }
}
