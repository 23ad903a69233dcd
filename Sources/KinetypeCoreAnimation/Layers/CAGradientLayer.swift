import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering

/// The geometry of a gradient layer, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Colors along the line from `startPoint` to `endPoint` (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Colors outwards from `startPoint`; `endPoint` sets the ellipse's x and y radii.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Colors around `startPoint`, starting in the direction of `endPoint`.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a color gradient, as `CAGradientLayer`. Points are in unit
/// coordinates of the bounds.
open class CAGradientLayer: CALayer {
  /// The colors (`CGColor`s).
  public var colors: [Any]? {
    didSet { changed("colors", .colors((oldValue ?? []).compactMap { $0 as? CGColor })) }
  }
  /// Where each color sits, 0…1; nil spaces them evenly.
  public var locations: [NSNumber]?
  /// Where the gradient starts. Default (0.5, 0).
  public var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { changed("startPoint", .point(oldValue)) }
  }
  /// Where it ends. Default (0.5, 1).
  public var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed("endPoint", .point(oldValue)) } }
  /// The geometry. Default `.axial`.
  public var type = CAGradientLayerType.axial

  /// Creates a gradient layer.
  public required init() { super.init() }

  /// Copies `layer`'s properties.
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAGradientLayer else { return }
    colors = other.colors
    locations = other.locations
    startPoint = other.startPoint
    endPoint = other.endPoint
    type = other.type
  }

  override func animatableValue(forKey key: String) -> CAValue? {
    switch key {
    case "colors": .colors((colors ?? []).compactMap { $0 as? CGColor })
    case "startPoint": .point(startPoint)
    case "endPoint": .point(endPoint)
    default: super.animatableValue(forKey: key)
    }
  }

  override func setAnimatableValue(_ value: CAValue, forKey key: String) {
    switch (key, value) {
    case ("colors", .colors(let v)): colors = v
    case ("startPoint", .point(let v)): startPoint = v
    case ("endPoint", .point(let v)): endPoint = v
    default: super.setAnimatableValue(value, forKey: key)
    }
  }

  var gradient: KinetypeRaster.Gradient? {
    let list = (colors ?? []).compactMap { CAGeometry.color($0 as? CGColor) }
    guard list.count > 0 else { return nil }
    guard let locations, locations.count == list.count else {
      return KinetypeRaster.Gradient(colors: list.count == 1 ? list + list : list)
    }
    return KinetypeRaster.Gradient(
      stops: zip(list, locations).map { .init(color: $0, location: $1.doubleValue) })
  }

  override func drawContent(in context: inout GraphicsContext, time: Double) {
    guard let gradient else { return }
    let b = bounds
    let rect = CAGeometry.rect(b)
    func place(_ u: CGPoint) -> CGPoint {
      CGPoint(
        x: Double(b.origin.x + u.x * b.size.width), y: Double(b.origin.y + u.y * b.size.height))
    }
    let start = place(startPoint)
    let end = place(endPoint)
    var clipped = context
    if cornerRadius > 0 {
      clipped.clip(to: Path(roundedRect: rect, cornerRadius: Double(cornerRadius)))
    }
    switch type {
    case .radial:
      let rx = abs(end.x - start.x)
      let ry = abs(end.y - start.y)
      guard rx > 0, ry > 0 else { return }
      // A unit circle stretched to the ellipse.
      var ellipse = clipped
      ellipse.translateBy(x: start.x, y: start.y)
      ellipse.scaleBy(x: rx, y: ry)
      let inverse = CGAffineTransform(translationX: start.x, y: start.y).scaledBy(x: rx, y: ry)
        .inverted()
      ellipse.fill(
        Path(rect).applying(inverse),
        with: .radialGradient(gradient, center: .zero, startRadius: 0, endRadius: 1))
    case .conic:
      drawConic(gradient, center: start, toward: end, in: rect, context: clipped)
    default:
      clipped.fill(Path(rect), with: .linearGradient(gradient, startPoint: start, endPoint: end))
    }
  }

  /// A conic gradient as 360 thin wedges, clockwise from the direction of `toward`.
  private func drawConic(
    _ gradient: KinetypeRaster.Gradient, center: CGPoint, toward: CGPoint, in rect: CGRect,
    context: GraphicsContext
  ) {
    var clipped = context
    clipped.clip(to: Path(rect))
    let radius =
      [
        rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
        CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { $0.distance(to: center) }.max() ?? 1
    let startAngle = atan2(toward.y - center.y, toward.x - center.x)
    let wedges = 360
    for i in 0..<wedges {
      let f0 = Double(i) / Double(wedges)
      let f1 = Double(i + 1) / Double(wedges)
      // Each wedge reaches across the next one, which is drawn over it (the last across the
      // first): every antialiased edge lies over an opaque wedge, so no seam shows.
      let a0 = startAngle + f0 * 2 * .pi
      let a1 = startAngle + (f1 + 1 / Double(wedges)) * 2 * .pi
      var wedge = Path()
      wedge.move(to: center)
      wedge.addLine(
        to: CGPoint(x: center.x + cos(a0) * radius * 1.5, y: center.y + sin(a0) * radius * 1.5))
      wedge.addLine(
        to: CGPoint(x: center.x + cos(a1) * radius * 1.5, y: center.y + sin(a1) * radius * 1.5))
      wedge.closeSubpath()
      clipped.fill(wedge, with: .color(CAGradientLayer.color(of: gradient, at: (f0 + f1) / 2)))
    }
  }

  /// The gradient's color at `location` (stops interpolated in straight RGBA).
  static func color(of gradient: KinetypeRaster.Gradient, at location: Double) -> Color {
    let stops = gradient.stops.sorted { $0.location < $1.location }
    guard let first = stops.first, let last = stops.last else { return .clear }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
      let span = b.location - a.location
      let t = span > 0 ? (location - a.location) / span : 0
      return Color(
        red: a.color.red + (b.color.red - a.color.red) * t,
        green: a.color.green + (b.color.green - a.color.green) * t,
        blue: a.color.blue + (b.color.blue - a.color.blue) * t,
        opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t)
    }
    return last.color
  }
}
