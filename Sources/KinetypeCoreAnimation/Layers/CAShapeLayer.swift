import Foundation
import KinetypeCore
import KinetypeRendering

/// How a shape layer's path is filled, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a rule.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a cap.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square ends at the end points (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Round ends.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square ends past the end points.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a join.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sharp corners (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Round corners.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut corners.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path, as `CAShapeLayer`: filled, then stroked between `strokeStart`
/// and `strokeEnd` (fractions of the path's length), so animating `strokeEnd` from 0 to 1
/// draws the path.
open class CAShapeLayer: CALayer {
  /// The path, in layer coordinates.
  public var path: CGPath? { didSet { if let oldValue { changed("path", .path(oldValue)) } } }
  /// The fill. Default opaque black; nil fills nothing.
  public var fillColor: CGColor? = .black {
    didSet { changed("fillColor", .color(oldValue ?? .clear)) }
  }
  /// The fill rule. Default `.nonZero`.
  public var fillRule = CAShapeLayerFillRule.nonZero
  /// The stroke. Default nil (no stroke).
  public var strokeColor: CGColor? {
    didSet { changed("strokeColor", .color(oldValue ?? .clear)) }
  }
  /// Where the stroke starts, 0…1 of the path's length. Default 0.
  public var strokeStart: CGFloat = 0 {
    didSet { changed("strokeStart", .number(Double(oldValue))) }
  }
  /// Where the stroke ends, 0…1 of the path's length. Default 1.
  public var strokeEnd: CGFloat = 1 { didSet { changed("strokeEnd", .number(Double(oldValue))) } }
  /// The stroke width. Default 1.
  public var lineWidth: CGFloat = 1 { didSet { changed("lineWidth", .number(Double(oldValue))) } }
  /// The miter limit. Default 10.
  public var miterLimit: CGFloat = 10 {
    didSet { changed("miterLimit", .number(Double(oldValue))) }
  }
  /// The stroke's ends. Default `.butt`.
  public var lineCap = CAShapeLayerLineCap.butt
  /// The stroke's corners. Default `.miter`.
  public var lineJoin = CAShapeLayerLineJoin.miter
  /// Dash and gap lengths; nil: a solid stroke.
  public var lineDashPattern: [NSNumber]?
  /// Where the dash pattern starts. Default 0.
  public var lineDashPhase: CGFloat = 0 {
    didSet { changed("lineDashPhase", .number(Double(oldValue))) }
  }

  /// Creates a shape layer.
  public required init() { super.init() }

  /// Copies `layer`'s properties.
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    path = other.path
    fillColor = other.fillColor
    fillRule = other.fillRule
    strokeColor = other.strokeColor
    strokeStart = other.strokeStart
    strokeEnd = other.strokeEnd
    lineWidth = other.lineWidth
    miterLimit = other.miterLimit
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPattern = other.lineDashPattern
    lineDashPhase = other.lineDashPhase
  }

  override func animatableValue(forKey key: String) -> CAValue? {
    switch key {
    case "path": path.map { .path($0) }
    case "fillColor": .color(fillColor ?? .clear)
    case "strokeColor": .color(strokeColor ?? .clear)
    case "strokeStart": .number(Double(strokeStart))
    case "strokeEnd": .number(Double(strokeEnd))
    case "lineWidth": .number(Double(lineWidth))
    case "miterLimit": .number(Double(miterLimit))
    case "lineDashPhase": .number(Double(lineDashPhase))
    default: super.animatableValue(forKey: key)
    }
  }

  override func setAnimatableValue(_ value: CAValue, forKey key: String) {
    switch (key, value) {
    case ("path", .path(let v)): path = v
    case ("fillColor", .color(let v)): fillColor = v
    case ("strokeColor", .color(let v)): strokeColor = v
    case ("strokeStart", .number(let v)): strokeStart = CGFloat(v)
    case ("strokeEnd", .number(let v)): strokeEnd = CGFloat(v)
    case ("lineWidth", .number(let v)): lineWidth = CGFloat(v)
    case ("miterLimit", .number(let v)): miterLimit = CGFloat(v)
    case ("lineDashPhase", .number(let v)): lineDashPhase = CGFloat(v)
    default: super.setAnimatableValue(value, forKey: key)
    }
  }

  override func drawContent(in context: inout GraphicsContext, time: Double) {
    guard let shape = path.map(Path.init), !shape.isEmpty else { return }
    if let fill = CAGeometry.color(fillColor), fill.opacity > 0 {
      context.fill(shape, with: .color(fill), style: FillStyle(eoFill: fillRule == .evenOdd))
    }
    guard let stroke = CAGeometry.color(strokeColor), stroke.opacity > 0, lineWidth > 0 else {
      return
    }
    let start = Double(strokeStart)
    let end = Double(strokeEnd)
    guard end > start else { return }
    let drawn =
      start <= 0 && end >= 1 ? shape : CAPathMeasure(shape).trimmed(from: start, to: end)
    let cap: LineCap =
      switch lineCap {
      case .round: .round
      case .square: .square
      default: .butt
      }
    let join: LineJoin =
      switch lineJoin {
      case .round: .round
      case .bevel: .bevel
      default: .miter
      }
    let style = StrokeStyle(
      lineWidth: Double(lineWidth), lineCap: cap, lineJoin: join, miterLimit: Double(miterLimit),
      dash: lineDashPattern?.map(\.doubleValue) ?? [], dashPhase: Double(lineDashPhase))
    context.stroke(drawn, with: .color(stroke), style: style)
  }
}
