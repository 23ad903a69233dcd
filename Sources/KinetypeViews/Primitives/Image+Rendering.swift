public import Foundation
import KinetypeViewGraph

extension Image {
  /// Whether an image is drawn as it is or as a template of its shape, as SwiftUI's
  /// `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// As a mask filled with the foreground style.
    case template
    /// With its own colors.
    case original
  }

  /// The image in `renderingMode`, as SwiftUI's `renderingMode(_:)`: `.template` draws a
  /// picture's alpha in the foreground style (its colors ignored); `.original` and nil draw its
  /// own colors. Symbols are drawn in the foreground style in every mode (their substitutes
  /// have one color).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.templateRendering = renderingMode
    return copy
  }

  /// The image, antialiased or not when resampled, as SwiftUI's `antialiased(_:)`. Accepted:
  /// the resampling filter is `interpolation(_:)`'s (nearest pixel for `.none`).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// An SF Symbol drawn at a variable value, as SwiftUI's `Image(systemName:variableValue:)`.
  /// Drawn as ``init(systemName:)``: the Material Icons substitutes have no variable layers,
  /// so the value is not shown.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }
}
