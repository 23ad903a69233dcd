import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeViewGraph

/// The background of the window, as SwiftUI's `BackgroundStyle` (`.background`): on iOS,
/// `systemBackground`: white, black in the dark appearance.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
  /// Creates the background style.
  public init() {}

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(SystemColor.background)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the window: white, black in the dark appearance.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
