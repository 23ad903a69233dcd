import Foundation
import KinetypeCore

/// A color ramp: colors at locations 0...1, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// One color at one location.
  public struct Stop: Hashable, Sendable {
    /// The color.
    public var color: Color
    /// Where along the ramp, 0...1 (values outside are clamped).
    public var location: Double

    /// Creates a stop.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in the order given (sorted by location when drawn).
  public var stops: [Stop]

  /// Creates a gradient from stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// Creates a gradient of evenly spaced colors.
  public init(colors: [Color]) {
    let last = Double(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }
  }

  /// 256 premultiplied pixels sampled along the ramp. Colors are interpolated premultiplied,
  /// so a fade to `.clear` never darkens. No stops gives clear; one stop gives a solid.
  func table() -> [UInt32] {
    let sorted = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
    guard let first = sorted.first, let last = sorted.last else {
      return [UInt32](repeating: 0, count: 256)
    }
    func premultiplied(_ c: Color) -> SIMD4<Double> {
      SIMD4(c.red * c.opacity, c.green * c.opacity, c.blue * c.opacity, c.opacity)
    }
    return (0..<256).map { index in
      let t = Double(index) / 255
      var value = premultiplied(first.color)
      if t >= last.location {
        value = premultiplied(last.color)
      } else if t > first.location {
        for (a, b) in zip(sorted, sorted.dropFirst()) where t >= a.location && t <= b.location {
          let span = b.location - a.location
          let f = span > 0 ? (t - a.location) / span : 1
          value = premultiplied(a.color) * (1 - f) + premultiplied(b.color) * f
          break
        }
      }
      let bytes = (value * 255).rounded(.toNearestOrEven)
      let alpha = UInt32(min(255, max(0, bytes.w)))
      func channel(_ v: Double) -> UInt32 { min(alpha, UInt32(min(255, max(0, v)))) }
      return channel(bytes.x) | channel(bytes.y) << 8 | channel(bytes.z) << 16 | alpha << 24
    }
  }
}

/// What fills a shape: a solid color or a gradient (SwiftUI's `GraphicsContext.Shading`
/// subset). Gradient geometry is in the drawing's user space; gradients pad beyond their ends.
public enum Paint: Hashable, Sendable {
  /// One color.
  case color(Color)
  /// A gradient along the line from `startPoint` to `endPoint`.
  case linearGradient(Gradient, startPoint: CGPoint, endPoint: CGPoint)
  /// A gradient in circles around `center` from `startRadius` to `endRadius`.
  case radialGradient(Gradient, center: CGPoint, startRadius: Double, endRadius: Double)
  /// A gradient around `center`, once round clockwise (on a y-down canvas) from the direction
  /// `angle` radians from the x axis.
  case conicGradient(Gradient, center: CGPoint, angle: Double)
  /// A radial gradient stretched to `rect`: its unit space is the rectangle (one unit is the
  /// rectangle's width across and its height down), centred on the rectangle's centre, the
  /// first color at `startRadiusFraction` and the last at `endRadiusFraction` of a unit.
  case ellipticalGradient(
    Gradient, in: CGRect, startRadiusFraction: Double, endRadiusFraction: Double)
}

/// Evaluates a paint into rows of premultiplied pixels.
struct PaintSampler {
  enum Kind {
    case solid(UInt32)
    case linear(table: [UInt32], start: CGPoint, direction: CGPoint)
    case radial(table: [UInt32], center: CGPoint, startRadius: Double, inverseSpan: Double)
    case conic(table: [UInt32], center: CGPoint, angle: Double)
    case elliptical(
      table: [UInt32], center: CGPoint, unit: CGSize, startFraction: Double, inverseSpan: Double)
  }
  let kind: Kind
  /// Device → user space.
  let inverse: CGAffineTransform

  init?(_ paint: Paint, transform: CGAffineTransform) {
    guard let inverse = transform.inverse else { return nil }
    self.inverse = inverse
    switch paint {
    case .color(let color):
      kind = .solid(premultipliedWord(color))
    case .linearGradient(let gradient, let start, let end):
      let d = end - start
      let length2 = d.x * d.x + d.y * d.y
      guard start.isFinite, end.isFinite else { return nil }
      if length2 == 0 {
        kind = .solid(gradient.table()[255])
      } else {
        kind = .linear(table: gradient.table(), start: start, direction: d * (1 / length2))
      }
    case .radialGradient(let gradient, let center, let r0, let r1):
      guard center.isFinite, r0.isFinite, r1.isFinite else { return nil }
      let span = r1 - r0
      kind = .radial(
        table: gradient.table(), center: center, startRadius: r0,
        inverseSpan: span == 0 ? 0 : 1 / span)
    case .conicGradient(let gradient, let center, let angle):
      guard center.isFinite, angle.isFinite else { return nil }
      kind = .conic(table: gradient.table(), center: center, angle: angle)
    case .ellipticalGradient(let gradient, let rect, let f0, let f1):
      guard rect.hasFiniteEdges, f0.isFinite, f1.isFinite else { return nil }
      // A flat rectangle has no unit space: its last color, as a zero-length linear one.
      guard rect.width > 0, rect.height > 0 else {
        kind = .solid(gradient.table()[255])
        return
      }
      let span = f1 - f0
      kind = .elliptical(
        table: gradient.table(), center: CGPoint(x: rect.midX, y: rect.midY),
        unit: CGSize(width: 1 / rect.width, height: 1 / rect.height), startFraction: f0,
        inverseSpan: span == 0 ? 0 : 1 / span)
    }
  }

  /// The solid pixel, if the paint is one color.
  var solid: UInt32? {
    if case .solid(let pixel) = kind { return pixel }
    return nil
  }

  /// The table index for ramp position `t` (clamped; NaN → 0).
  @inline(__always) static func index(_ t: Double) -> Int {
    let v = t * 255 + 0.5
    return v.isNaN ? 0 : Int(min(255, max(0, v)))
  }

  /// Fills `row[0..<count]` with the paint at pixel centers (x0 + i + 0.5, y + 0.5).
  func fill(_ row: UnsafeMutablePointer<UInt32>, x0: Int, y: Int, count: Int) {
    let p = CGPoint(x: Double(x0) + 0.5, y: Double(y) + 0.5).applying(inverse)
    switch kind {
    case .solid(let pixel):
      row.update(repeating: pixel, count: count)
    case .linear(let table, let start, let direction):
      var t = (p.x - start.x) * direction.x + (p.y - start.y) * direction.y
      let step = inverse.a * direction.x + inverse.b * direction.y
      table.withUnsafeBufferPointer { lut in
        for i in 0..<count {
          row[i] = lut[PaintSampler.index(t)]
          t += step
        }
      }
    case .conic(let table, let center, let angle):
      var x = p.x - center.x
      var yy = p.y - center.y
      let turn = 2 * Double.pi
      table.withUnsafeBufferPointer { lut in
        for i in 0..<count {
          var t = (atan2(yy, x) - angle).truncatingRemainder(dividingBy: turn)
          if t < 0 { t += turn }
          row[i] = lut[PaintSampler.index(t / turn)]
          x += inverse.a
          yy += inverse.b
        }
      }
    case .elliptical(let table, let center, let unit, let f0, let inverseSpan):
      var x = p.x - center.x
      var yy = p.y - center.y
      table.withUnsafeBufferPointer { lut in
        for i in 0..<count {
          let u = x * unit.width
          let v = yy * unit.height
          let t = ((u * u + v * v).squareRoot() - f0) * inverseSpan
          row[i] = lut[PaintSampler.index(t)]
          x += inverse.a
          yy += inverse.b
        }
      }
    case .radial(let table, let center, let r0, let inverseSpan):
      var x = p.x - center.x
      var yy = p.y - center.y
      table.withUnsafeBufferPointer { lut in
        for i in 0..<count {
          let t = ((x * x + yy * yy).squareRoot() - r0) * inverseSpan
          row[i] = lut[PaintSampler.index(t)]
          x += inverse.a
          yy += inverse.b
        }
      }
    }
  }
}
