import Foundation
import KinetypeCore

/// How keyframe values are joined, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight interpolation between keyframes (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each value held until the next key time, no interpolation.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Even speed: key times from the distances between values (key times and timing
  /// functions are ignored).
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A Catmull-Rom spline through the values.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// The spline, at even speed.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moved along a path turns with it, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The layer's x axis follows the path's tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// As `rotateAuto`, turned half a turn.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a sequence of values or along a path, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  public var values: [Any]?
  /// A path for a point property (`position`) to follow; overrides ``values``.
  public var path: CGPath?
  /// The time of each keyframe, 0…1 (for `discrete`, one more than the values). Default:
  /// evenly spaced.
  public var keyTimes: [NSNumber]?
  /// The pacing of each segment between keyframes (the last is reused if there are fewer).
  public var timingFunctions: [CAMediaTimingFunction]?
  /// How values are joined. Default `.linear`.
  public var calculationMode = CAAnimationCalculationMode.linear
  /// Whether a layer moving along ``path`` turns with it. Default nil (it does not).
  public var rotationMode: CAAnimationRotationMode?

  /// Creates an animation.
  public override init() { super.init() }

  /// Copies `other`.
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CAKeyframeAnimation {
      values = other.values
      path = other.path
      keyTimes = other.keyTimes
      timingFunctions = other.timingFunctions
      calculationMode = other.calculationMode
      rotationMode = other.rotationMode
    }
  }

  private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

  override func apply(to layer: CALayer, progress: Double, iteration: Int, duration: Double) {
    guard let keyPath, let current = layer.animatableValue(forKeyPath: keyPath) else { return }
    if let path {
      applyPath(Path(path), to: layer, progress: progress, current: current)
      return
    }
    let frames = (values ?? []).compactMap { CAValue($0) }
    guard let first = frames.first, let last = frames.last else { return }
    let value = KeyframeMath.value(
      frames, progress: progress, keyTimes: keyTimes?.map(\.doubleValue),
      timingFunctions: isPaced ? nil : timingFunctions, mode: calculationMode)
    write(value, start: first, end: last, base: current, iteration: iteration, to: layer)
  }

  private func applyPath(
    _ shape: KinetypeCore.Path, to layer: CALayer, progress: Double, current: CAValue
  ) {
    let measure = CAPathMeasure(shape, steps: 64)
    let fraction: Double
    let segments = KeyframeMath.segmentFractions(shape, measure: measure)
    if isPaced || segments.count < 2 {
      fraction = progress
    } else {
      // Each drawn segment is one keyframe interval: evenly timed (or at keyTimes), moved
      // through at its own even speed.
      let given = keyTimes?.map(\.doubleValue) ?? []
      let times =
        given.count == segments.count
        ? given : (0..<segments.count).map { Double($0) / Double(segments.count - 1) }
      let i = KeyframeMath.segment(times, progress)
      var u = times[i + 1] > times[i] ? (progress - times[i]) / (times[i + 1] - times[i]) : 1
      if let functions = timingFunctions, !functions.isEmpty {
        u = functions[min(i, functions.count - 1)].value(at: u)
      }
      fraction = segments[i] + (segments[i + 1] - segments[i]) * u
    }
    let (point, angle) = measure.pointAndAngle(at: fraction)
    let value = CAValue.point(CAGeometry.cgPoint(point))
    guard let keyPath else { return }
    layer.setAnimatableValue(isAdditive ? CAValue.add(current, value) : value, forKeyPath: keyPath)
    if let rotationMode {
      let turn = angle + (rotationMode == .rotateAutoReverse ? Double.pi : 0)
      layer.transform = CATransform3DMakeRotation(turn, 0, 0, 1).concatenating(layer.transform)
    }
  }
}

/// The arithmetic of keyframes, apart from layers so that tests can check it.
enum KeyframeMath {
  /// The index i of the interval times[i]…times[i+1] holding `progress`.
  static func segment(_ times: [Double], _ progress: Double) -> Int {
    guard times.count > 2 else { return 0 }
    for i in 0..<(times.count - 1) where progress < times[i + 1] { return i }
    return times.count - 2
  }

  static func value(
    _ frames: [CAValue], progress: Double, keyTimes: [Double]?,
    timingFunctions: [CAMediaTimingFunction]?, mode: CAAnimationCalculationMode
  ) -> CAValue {
    let n = frames.count
    guard n > 1 else { return frames[0] }
    if mode == .discrete {
      let times =
        keyTimes.flatMap { $0.count == n + 1 || $0.count == n ? $0 : nil }
        ?? (0...n).map { Double($0) / Double(n) }
      var index = 0
      for i in 0..<min(times.count, n) where progress >= times[i] { index = i }
      return frames[index]
    }
    let times: [Double]
    if mode == .paced || mode == .cubicPaced {
      var running = [0.0]
      for i in 1..<n { running.append(running[i - 1] + CAValue.distance(frames[i - 1], frames[i])) }
      let total = running[n - 1]
      times = total > 0 ? running.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
    } else if let keyTimes, keyTimes.count == n {
      times = keyTimes
    } else {
      times = (0..<n).map { Double($0) / Double(n - 1) }
    }
    if progress <= times[0] { return frames[0] }
    if progress >= times[n - 1] { return frames[n - 1] }
    let i = segment(times, progress)
    let span = times[i + 1] - times[i]
    var u = span > 0 ? (progress - times[i]) / span : 1
    if let functions = timingFunctions, !functions.isEmpty {
      u = functions[min(i, functions.count - 1)].value(at: u)
    }
    if mode == .cubic || mode == .cubicPaced {
      return catmullRom(
        frames[max(i - 1, 0)], frames[i], frames[i + 1], frames[min(i + 2, n - 1)], u)
    }
    return CAValue.interpolate(frames[i], frames[i + 1], u)
  }

  /// The Catmull-Rom spline (Kochanek–Bartels with zero tension, continuity and bias) through
  /// p1 and p2 at `t`.
  static func catmullRom(_ p0: CAValue, _ p1: CAValue, _ p2: CAValue, _ p3: CAValue, _ t: Double)
    -> CAValue
  {
    guard p0.isCompatible(with: p1), p1.isCompatible(with: p2), p2.isCompatible(with: p3) else {
      return CAValue.interpolate(p1, p2, t)
    }
    let (a, b, c, d) = (p0.components, p1.components, p2.components, p3.components)
    let t2 = t * t
    let t3 = t2 * t
    let result = (0..<b.count).map { k in
      0.5
        * ((2 * b[k]) + (-a[k] + c[k]) * t + (2 * a[k] - 5 * b[k] + 4 * c[k] - d[k]) * t2
          + (-a[k] + 3 * b[k] - 3 * c[k] + d[k]) * t3)
    }
    return p1.with(components: result)
  }

  /// The fraction of the path's length at the end of each drawn segment (0 first).
  static func segmentFractions(_ shape: KinetypeCore.Path, measure: CAPathMeasure) -> [Double] {
    guard measure.length > 0 else { return [0] }
    var fractions = [0.0]
    var partial = KinetypeCore.Path()
    for element in shape.elements {
      switch element {
      case .move(let p): partial.move(to: p)
      case .line(let p):
        partial.addLine(to: p)
        fractions.append(CAPathMeasure(partial, steps: 64).length / measure.length)
      case .quadCurve(let p, let c):
        partial.addQuadCurve(to: p, control: c)
        fractions.append(CAPathMeasure(partial, steps: 64).length / measure.length)
      case .curve(let p, let c1, let c2):
        partial.addCurve(to: p, control1: c1, control2: c2)
        fractions.append(CAPathMeasure(partial, steps: 64).length / measure.length)
      case .closeSubpath:
        partial.closeSubpath()
        fractions.append(CAPathMeasure(partial, steps: 64).length / measure.length)
      }
    }
    return fractions.map { min($0, 1) }
  }
}
