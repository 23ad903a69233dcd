import Foundation
public import KinetypeViewGraph

extension Image {
  /// How large symbols are drawn next to text, as SwiftUI's `Image.Scale`.
  public enum Scale: Hashable, Sendable {
    /// Smaller than the text.
    case small
    /// As large as the text (the default).
    case medium
    /// Larger than the text.
    case large

    /// The symbol's height as a fraction of the font's point size: Apple documents the small
    /// scale as "approximately 20% smaller" and the large as "approximately 30% larger" than
    /// the medium (AppKit's `NSImage.SymbolScale`; docs/views.md).
    var factor: CGFloat {
      switch self {
      case .small: 0.8
      case .medium: 1
      case .large: 1.3
      }
    }
  }
}

/// How a symbol's layers are colored, as SwiftUI's `SymbolRenderingMode`. Symbols are drawn as
/// one-layer Material Icons glyphs in the foreground style, so every mode draws alike.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// One color for every layer.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One color at decreasing opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// The foreground styles, one per layer.
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
  /// Scales the symbols in this view, as SwiftUI's `imageScale(_:)`: a symbol is the font's
  /// point size tall times 0.8 (`.small`), 1 (`.medium`) or 1.3 (`.large`).
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }

  /// Colors the symbols in this view's layers by `mode`, as SwiftUI's
  /// `symbolRenderingMode(_:)`. Accepted; the Material Icons glyphs Kinetype draws for
  /// symbols have one layer, drawn in the foreground style.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  /// Sets the primary and secondary foreground styles, as SwiftUI's `foregroundStyle(_:_:)`.
  /// The secondary style colors a symbol's second layer and hierarchical content; Kinetype
  /// draws text, shapes and symbols with the primary one.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    foregroundStyle(primary)
  }

  /// Sets the primary, secondary and tertiary foreground styles, as SwiftUI's
  /// `foregroundStyle(_:_:_:)`; Kinetype draws with the primary one.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }
}

extension EnvironmentValues {
  /// The scale of symbols (``Image/Scale``), as SwiftUI's `imageScale`. Default `.medium`.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

private struct ImageScaleKey: EnvironmentKey {
  static var defaultValue: Image.Scale { .medium }
}
