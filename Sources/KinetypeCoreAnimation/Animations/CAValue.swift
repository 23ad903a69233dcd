import Foundation
import KinetypeCore

/// A value an animation reads from or writes to a layer, converted from the `Any` of
/// `fromValue`/`toValue`/`values` (numbers, points, sizes, rects, transforms, colors, paths).
enum CAValue: Equatable {
  case number(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(CGColor)
  case path(CGPath)
  case numbers([Double])
  case colors([CGColor])

  /// Converts what an animation was given; nil for types Core Animation does not animate.
  init?(_ any: Any?) {
    guard let any else { return nil }
    switch any {
    case let v as Double: self = .number(v)
    case let v as CGFloat: self = .number(Double(v))
    case let v as Float: self = .number(Double(v))
    case let v as Int: self = .number(Double(v))
    case let v as NSNumber: self = .number(v.doubleValue)
    case let v as CGPoint: self = .point(v)
    case let v as CGSize: self = .size(v)
    case let v as CGRect: self = .rect(v)
    case let v as CATransform3D: self = .transform(v)
    case let v as CGColor: self = .color(v)
    case let v as CGPath: self = .path(v)
    case let v as [CGColor]: self = .colors(v)
    case let v as [Double]: self = .numbers(v)
    case let v as [CGFloat]: self = .numbers(v.map { Double($0) })
    case let v as [NSNumber]: self = .numbers(v.map(\.doubleValue))
    default: return nil
    }
  }

  /// The value as the type an app reads back.
  var any: Any {
    switch self {
    case .number(let v): CGFloat(v)
    case .point(let v): v
    case .size(let v): v
    case .rect(let v): v
    case .transform(let v): v
    case .color(let v): v
    case .path(let v): v
    case .numbers(let v): v.map { NSNumber(value: $0) }
    case .colors(let v): v
    }
  }

  /// The components interpolation works on, nil for paths of other shapes.
  var components: [Double] {
    switch self {
    case .number(let v): [v]
    case .point(let p): [Double(p.x), Double(p.y)]
    case .size(let s): [Double(s.width), Double(s.height)]
    case .rect(let r):
      [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
    case .transform(let t): t.entries
    case .color(let c):
      [Double(c.rgba.red), Double(c.rgba.green), Double(c.rgba.blue), Double(c.rgba.alpha)]
    case .path(let p): CAValue.pathPoints(Path(p))
    case .numbers(let v): v
    case .colors(let colors):
      colors.flatMap { CAValue.color($0).components }
    }
  }

  /// The same kind of value with new components (same count as ``components``).
  func with(components c: [Double]) -> CAValue {
    switch self {
    case .number: .number(c[0])
    case .point: .point(CGPoint(x: c[0], y: c[1]))
    case .size: .size(CGSize(width: c[0], height: c[1]))
    case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .transform: .transform(CATransform3D(entries: c))
    case .color: .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .path(let p): .path(CAValue.path(Path(p), replacingPoints: c).cgPath)
    case .numbers: .numbers(c)
    case .colors:
      .colors(
        stride(from: 0, to: c.count, by: 4).map {
          CGColor(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3])
        })
    }
  }

  /// Whether `self` and `other` interpolate component by component (same kind, same count).
  func isCompatible(with other: CAValue) -> Bool {
    switch (self, other) {
    case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect),
      (.transform, .transform), (.color, .color):
      return true
    case (.path(let a), .path(let b)):
      return CAValue.sameShape(Path(a), Path(b))
    case (.numbers(let a), .numbers(let b)): return a.count == b.count
    case (.colors(let a), .colors(let b)): return a.count == b.count
    default: return false
    }
  }

  /// `a + (b − a)·t`. Transforms interpolate their parts (scale, rotation, translation), as
  /// Core Animation does, not their matrix entries; values of different kinds (or paths of
  /// different shapes) jump at t = 0.5.
  static func interpolate(_ a: CAValue, _ b: CAValue, _ t: Double) -> CAValue {
    guard a.isCompatible(with: b) else { return t < 0.5 ? a : b }
    if case .transform(let ta) = a, case .transform(let tb) = b, ta.isAffine2D, tb.isAffine2D {
      let pa = CATransformParts(ta)
      let pb = CATransformParts(tb)
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
      var p = CATransformParts()
      p.translation = (
        mix(pa.translation.x, pb.translation.x), mix(pa.translation.y, pb.translation.y),
        mix(pa.translation.z, pb.translation.z)
      )
      p.scale = (
        mix(pa.scale.x, pb.scale.x), mix(pa.scale.y, pb.scale.y), mix(pa.scale.z, pb.scale.z)
      )
      p.rotation = (
        mix(pa.rotation.x, pb.rotation.x), mix(pa.rotation.y, pb.rotation.y),
        mix(pa.rotation.z, pb.rotation.z)
      )
      return .transform(p.transform)
    }
    let ca = a.components
    let cb = b.components
    return a.with(components: zip(ca, cb).map { $0 + ($1 - $0) * t })
  }

  /// `a + b` component by component (transforms concatenate), for additive and cumulative
  /// animations and `byValue`; `a` when the kinds differ.
  static func add(_ a: CAValue, _ b: CAValue) -> CAValue {
    guard a.isCompatible(with: b) else { return a }
    if case .transform(let ta) = a, case .transform(let tb) = b {
      return .transform(tb.concatenating(ta))
    }
    return a.with(components: zip(a.components, b.components).map { $0 + $1 })
  }

  /// `a − b` component by component; `a` when the kinds differ.
  static func subtract(_ a: CAValue, _ b: CAValue) -> CAValue {
    guard a.isCompatible(with: b) else { return a }
    if case .transform(let ta) = a, case .transform(let tb) = b {
      let parts = CATransformParts(tb)
      var inverse = CATransformParts()
      inverse.translation = (-parts.translation.x, -parts.translation.y, -parts.translation.z)
      return .transform(ta.concatenating(inverse.transform))
    }
    return a.with(components: zip(a.components, b.components).map { $0 - $1 })
  }

  /// `v · k` component by component (cumulative repeats).
  func scaled(by k: Double) -> CAValue {
    with(components: components.map { $0 * k })
  }

  /// The distance between two values (paced keyframes).
  static func distance(_ a: CAValue, _ b: CAValue) -> Double {
    guard a.isCompatible(with: b) else { return 0 }
    return zip(a.components, b.components).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
      .squareRoot()
  }

  static func == (lhs: CAValue, rhs: CAValue) -> Bool {
    lhs.isCompatible(with: rhs) && lhs.components == rhs.components
  }

  // MARK: Paths

  static func pathPoints(_ path: KinetypeCore.Path) -> [Double] {
    var result: [Double] = []
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): result += [p.x, p.y]
      case .quadCurve(let p, let c): result += [c.x, c.y, p.x, p.y]
      case .curve(let p, let c1, let c2): result += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
      case .closeSubpath: break
      }
    }
    return result
  }

  static func sameShape(_ a: KinetypeCore.Path, _ b: KinetypeCore.Path) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    for (x, y) in zip(a.elements, b.elements) {
      switch (x, y) {
      case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
        (.closeSubpath, .closeSubpath):
        continue
      default: return false
      }
    }
    return true
  }

  static func path(_ shape: KinetypeCore.Path, replacingPoints c: [Double]) -> KinetypeCore.Path {
    var index = 0
    func next() -> CGPoint {
      defer { index += 2 }
      return CGPoint(x: c[index], y: c[index + 1])
    }
    var result = KinetypeCore.Path()
    for element in shape.elements {
      switch element {
      case .move: result.move(to: next())
      case .line: result.addLine(to: next())
      case .quadCurve:
        let control = next()
        result.addQuadCurve(to: next(), control: control)
      case .curve:
        let c1 = next()
        let c2 = next()
        result.addCurve(to: next(), control1: c1, control2: c2)
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }
}
