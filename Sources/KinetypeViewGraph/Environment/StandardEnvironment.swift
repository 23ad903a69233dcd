public import Foundation
import KinetypeRendering
import KinetypeText

// The environment values Kinetype's views read. Public ones have SwiftUI's names and
// defaults; `fontCollection` is Kinetype's own.

extension EnvironmentValues {
  /// The default font of text in this view (`.font(_:)`); nil means `.body`. Default: nil.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The Dynamic Type size text styles are drawn at. Default: `.large`.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// Pixels per point of the display being drawn to; layout rounds edges to its pixel grid.
  /// Set by `ImageRenderer` from its `scale`. Default: 1.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The size of one pixel in points: 1 / `displayScale`.
  public var pixelLength: CGFloat { 1 / max(displayScale, 1e-6) }

  /// The direction of text and leading/trailing. Kinetype lays views out left to right;
  /// text follows its own bidi direction. Default: `.leftToRight`.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// How lines of multiline text align. Default: `.leading`.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }

  /// The most lines text may use, or nil for no limit. Default: nil.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// Where text that does not fit is cut. Default: `.tail`.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// Extra space between lines of text, in points. Default: 0.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// Whether the person prefers less motion. Default: false.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// The fonts text is laid out with; nil means the bundled fonts
  /// (`FontCollection.shared()`). Kinetype's own key. Default: nil.
  public var fontCollection: FontCollection? {
    get { self[FontCollectionKey.self] }
    set { self[FontCollectionKey.self] = newValue }
  }

  /// The style `foregroundStyle(_:)` set, if any.
  package var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// The renderer `textRenderer(_:)` set, if any.
  package var textRenderer: (any TextRenderer)? {
    get { self[TextRendererKey.self] }
    set { self[TextRendererKey.self] = newValue }
  }

  /// Font changes made on a container (`.bold()`, `.fontWeight(_:)`…) for the text inside.
  package var fontModifiers: FontModifiers {
    get { self[FontModifiersKey.self] }
    set { self[FontModifiersKey.self] = newValue }
  }
}

extension Text {
  /// Where text that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
  public typealias TruncationMode = KinetypeText.TruncationMode
}

/// Font changes made on a view for the text inside it.
package struct FontModifiers {
  package var weight: Font.Weight?
  package var isItalic: Bool?
  package var design: Font.Design?
  package var monospacedDigit = false
  /// The `wdth` axis value in percent (`fontWidth(_:)`), or nil for the font's own.
  package var width: Double?
}

private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}
private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}
private struct DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}
private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}
private struct TextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}
private struct LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}
private struct TruncationModeKey: EnvironmentKey {
  static var defaultValue: Text.TruncationMode { .tail }
}
private struct LineSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat { 0 }
}
private struct ReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct FontCollectionKey: EnvironmentKey {
  static var defaultValue: FontCollection? { nil }
}
private struct ForegroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}
private struct TextRendererKey: EnvironmentKey {
  static var defaultValue: (any TextRenderer)? { nil }
}
private struct FontModifiersKey: EnvironmentKey {
  static var defaultValue: FontModifiers { FontModifiers() }
}
