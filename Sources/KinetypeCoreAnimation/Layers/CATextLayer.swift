import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText

/// How a text layer aligns its lines, as `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The script's natural side (the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centered.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Both edges.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit, as `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Never (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// At the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// At the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// In the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws text laid out by KinetypeText (HarfBuzz shaping, ICU line breaking,
/// font fallback), as `CATextLayer`.
open class CATextLayer: CALayer {
  /// The text: a `String` or a KinetypeText `Text` (whose own attributes win).
  public var string: Any?
  /// The font: a family name (`String`); nil is the system font.
  public var font: Any?
  /// The size in points. Default 36.
  public var fontSize: CGFloat = 36 { didSet { changed("fontSize", .number(Double(oldValue))) } }
  /// The color. Default opaque white.
  public var foregroundColor: CGColor? = .white {
    didSet { changed("foregroundColor", .color(oldValue ?? .clear)) }
  }
  /// Whether lines wrap at the bounds' width. Default false.
  public var isWrapped = false
  /// Where text that does not fit is cut. Default `.none`.
  public var truncationMode = CATextLayerTruncationMode.none
  /// How lines align in the bounds. Default `.natural`.
  public var alignmentMode = CATextLayerAlignmentMode.natural

  /// Creates a text layer.
  public required init() { super.init() }

  /// Copies `layer`'s properties.
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CATextLayer else { return }
    string = other.string
    font = other.font
    fontSize = other.fontSize
    foregroundColor = other.foregroundColor
    isWrapped = other.isWrapped
    truncationMode = other.truncationMode
    alignmentMode = other.alignmentMode
  }

  override func animatableValue(forKey key: String) -> CAValue? {
    switch key {
    case "fontSize": .number(Double(fontSize))
    case "foregroundColor": .color(foregroundColor ?? .clear)
    default: super.animatableValue(forKey: key)
    }
  }

  override func setAnimatableValue(_ value: CAValue, forKey key: String) {
    switch (key, value) {
    case ("fontSize", .number(let v)): fontSize = CGFloat(v)
    case ("foregroundColor", .color(let v)): foregroundColor = v
    default: super.setAnimatableValue(value, forKey: key)
    }
  }

  /// The layout of ``string`` in the bounds, or nil when there is nothing to lay out.
  public func textLayout() throws -> Text.Layout? {
    let size = Double(fontSize)
    let chosen: Font =
      (font as? String).map { Font.custom($0, size: size) } ?? .system(size: size)
    let color = CAGeometry.color(foregroundColor) ?? .white
    let text: Text
    switch string {
    case let s as String: text = Text(verbatim: s).font(chosen).foregroundColor(color)
    case let t as Text: text = t.font(chosen).foregroundColor(color)
    default: return nil
    }
    var options = LayoutOptions()
    options.alignment =
      switch alignmentMode {
      case .center: .center
      case .right: .trailing
      case .justified: .justified
      default: .leading
      }
    if truncationMode != .none {
      options.truncationMode =
        switch truncationMode {
        case .start: .head
        case .middle: .middle
        default: .tail
        }
      if !isWrapped { options.lineLimit = 1 }
    }
    let width = Double(bounds.size.width)
    let wraps = (isWrapped || truncationMode != .none) && width > 0
    return try Text.Layout(
      text, fonts: try FontCollection.shared(), width: wraps ? width : nil, options: options)
  }

  override func drawContent(in context: inout GraphicsContext, time: Double) {
    guard let layout = try? textLayout() else { return }
    var text = context
    var x = Double(bounds.origin.x)
    if layout.width == nil {
      let free = Double(bounds.size.width) - layout.size.width
      if alignmentMode == .center { x += free / 2 }
      if alignmentMode == .right { x += free }
    }
    text.translateBy(x: x, y: Double(bounds.origin.y))
    text.draw(layout)
  }
}
