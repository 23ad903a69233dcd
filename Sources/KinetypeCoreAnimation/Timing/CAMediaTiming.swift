/// What a timed object does outside its active duration, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The name (`removed`, `forwards`, `backwards`, `both`).
  public let rawValue: String
  /// Creates a fill mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No effect outside the active duration (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// Holds the final value after the end (with `isRemovedOnCompletion = false`).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Shows the first value before the begin time.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both `forwards` and `backwards`.
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  var fillsForwards: Bool { self == .forwards || self == .both }
  var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// A hierarchical timing model, as Core Animation's `CAMediaTiming`: layers and animations
/// both map their parent's time into their own.
///
/// Local time is `(parentTime − beginTime) · speed + timeOffset`; the active duration is
/// `repeatDuration` if set, else `duration · repeatCount` (at least one repeat), doubled by
/// `autoreverses`.
public protocol CAMediaTiming: AnyObject {
  /// When the object starts, in its parent's time. Default 0 (for an animation added to a
  /// layer: the current time at `add(_:forKey:)`).
  var beginTime: CFTimeInterval { get set }
  /// The length of one repeat, in local time. Default 0 (an animation then lasts
  /// `CATransaction.animationDuration()`, 0.25 s).
  var duration: CFTimeInterval { get set }
  /// How fast local time runs relative to the parent's. Default 1.
  var speed: Float { get set }
  /// Added to local time. Default 0.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the object repeats (may be fractional; `.infinity` forever). Default 0.
  var repeatCount: Float { get set }
  /// How long the object repeats for, in local time. Default 0.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each repeat plays forwards then backwards. Default false.
  var autoreverses: Bool { get set }
  /// What the object does outside its active duration. Default `.removed`.
  var fillMode: CAMediaTimingFillMode { get set }
}
