import Foundation

extension Animation {
  /// SwiftUI's default duration for timing-curve animations: 0.35 s.
  public static let defaultTimingCurveDuration: TimeInterval = 0.35

  static func checkDuration(_ duration: TimeInterval, _ context: String) {
    Check.require { () throws(MotionError) in
      try Check.nonNegative(duration, "duration", in: context)
    }
  }

  /// The default animation: ``spring`` (duration 0.5, no bounce), as SwiftUI since iOS 17.
  public static let `default` = Animation.spring

  /// Plays `curve` over `duration` seconds (default 0.35).
  /// - Precondition: `duration` finite and ≥ 0 (0 finishes at once).
  public static func timingCurve(
    _ curve: UnitCurve, duration: TimeInterval = defaultTimingCurveDuration
  ) -> Animation {
    checkDuration(duration, "Animation.timingCurve(_:duration:)")
    return Animation(BezierAnimation(curve: curve, duration: duration))
  }

  /// A cubic Bézier with control points (p1x, p1y) (p2x, p2y) over `duration` seconds
  /// (default 0.35).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
    duration: TimeInterval = defaultTimingCurveDuration
  ) -> Animation {
    timingCurve(
      .bezier(
        startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
      duration: duration)
  }

  /// Constant speed over 0.35 s.
  public static let linear = Animation.linear(duration: defaultTimingCurveDuration)
  /// Constant speed over `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    timingCurve(.linear, duration: duration)
  }
  /// ``UnitCurve/easeIn`` over 0.35 s.
  public static let easeIn = Animation.easeIn(duration: defaultTimingCurveDuration)
  /// ``UnitCurve/easeIn`` over `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Animation {
    timingCurve(.easeIn, duration: duration)
  }
  /// ``UnitCurve/easeOut`` over 0.35 s.
  public static let easeOut = Animation.easeOut(duration: defaultTimingCurveDuration)
  /// ``UnitCurve/easeOut`` over `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeOut, duration: duration)
  }
  /// ``UnitCurve/easeInOut`` over 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: defaultTimingCurveDuration)
  /// ``UnitCurve/easeInOut`` over `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeInOut, duration: duration)
  }

  /// Delays the start by `delay` seconds. - Precondition: `delay` finite (negative delays
  /// start the animation part-way through).
  public func delay(_ delay: TimeInterval) -> Animation {
    Check.require { () throws(MotionError) in
      try Check.finite(delay, "delay", in: "Animation.delay(_:)")
    }
    return Animation(DelayAnimation(base: self, delay: delay)).keepingFallback(of: self)
  }

  /// Plays `speed` times faster. - Precondition: `speed` finite and > 0.
  public func speed(_ speed: Double) -> Animation {
    Check.require { () throws(MotionError) in
      try Check.positive(speed, "speed", in: "Animation.speed(_:)")
    }
    return Animation(SpeedAnimation(base: self, speed: speed)).keepingFallback(of: self)
  }

  /// Plays `repeatCount` times; with `autoreverses` (default) every second play runs backwards.
  /// - Precondition: `repeatCount` ≥ 0.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    precondition(
      repeatCount >= 0, "Animation.repeatCount(_:): count must be >= 0, got \(repeatCount)")
    return Animation(RepeatAnimation(base: self, count: repeatCount, autoreverses: autoreverses))
      .keepingFallback(of: self)
  }

  /// Repeats forever; with `autoreverses` (default) every second play runs backwards.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
      .keepingFallback(of: self)
  }

  func keepingFallback(of other: Animation) -> Animation {
    reduceMotionFallback(other.reduceMotionFallback)
  }
}
