import KinetypeViewGraph

/// An animation of SF Symbol images, as the Symbols framework's `SymbolEffect`: `.bounce`,
/// `.pulse`, `.wiggle`, `.variableColor`, `.scale`, `.breathe`, `.rotate`, `.appear`,
/// `.disappear`, `.replace`, each with SwiftUI's chainable variants (`.bounce.byLayer`,
/// `.wiggle.left`, `.variableColor.cumulative.nonReversing`).
///
/// SF Symbols cannot ship with Kinetype, so `Image(systemName:)` draws a one-layer Material
/// Icons glyph (or a placeholder); effects with a visual that makes sense on it animate it
/// (bounce and scale scale it, pulse and variable color fade it, wiggle shakes it, rotate turns
/// it, breathe does both, appear and disappear show and hide it). By-layer effects animate the
/// symbol as one layer.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that plays once each time a value changes: `symbolEffect(_:options:value:)`.
public protocol DiscreteSymbolEffect {}

/// An effect that runs while active: `symbolEffect(_:options:isActive:)`.
public protocol IndefiniteSymbolEffect {}

/// An effect that shows or hides a symbol as a transition: `.transition(.symbolEffect(_:))`.
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another: `.contentTransition(.symbolEffect(_:))`.
public protocol ContentTransitionSymbolEffect {}

/// How a symbol effect plays, as the Symbols framework's `SymbolEffectOptions`: how often it
/// repeats and how fast.
///
/// ```swift
/// .symbolEffect(.bounce, options: .repeat(.periodic(3, delay: 0.5)), value: count)
/// .symbolEffect(.pulse, options: .repeating.speed(2), isActive: true)
/// ```
public struct SymbolEffectOptions: Hashable, Sendable {
  /// How an effect repeats, as `SymbolEffectOptions.RepeatBehavior`.
  public struct RepeatBehavior: Hashable, Sendable {
    /// Plays, or nil for as long as the effect runs.
    var count: Int?
    /// Seconds between plays (periodic), or nil for the default (0.5 s for periodic repeats).
    var delay: Double?
    /// Whether the effect runs continuously (no pause between plays).
    var isContinuous: Bool

    /// Repeats indefinitely, continuously where the effect allows it.
    public static var continuous: RepeatBehavior {
      RepeatBehavior(count: nil, delay: 0, isContinuous: true)
    }

    /// Repeats indefinitely with a pause between plays.
    public static var periodic: RepeatBehavior {
      RepeatBehavior(count: nil, delay: nil, isContinuous: false)
    }

    /// Plays `count` times (nil: indefinitely) with `delay` seconds between plays (nil: the
    /// default pause).
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior(
        count: count.map { max(1, $0) },
        delay: delay.map { $0.isFinite ? max(0, $0) : 0 }, isContinuous: false)
    }
  }

  /// The repeat behavior, or nil for the effect's default.
  var repeatBehavior: RepeatBehavior?
  /// The speed multiplier. Default: 1.
  var speedMultiplier: Double = 1

  /// The effect's default behavior.
  public static let `default` = SymbolEffectOptions()

  /// Repeats indefinitely.
  public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }

  /// Plays once.
  public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

  /// Plays `count` times (nil: indefinitely).
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(count)
  }

  /// Repeats with `behavior`.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    SymbolEffectOptions().repeat(behavior)
  }

  /// Plays at `speed` times the normal speed.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions().speed(speed)
  }

  /// These options, repeating indefinitely.
  public var repeating: SymbolEffectOptions { self.repeat(.periodic) }

  /// These options, playing once.
  public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

  /// These options, playing `count` times (nil: indefinitely).
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    self.repeat(.periodic(count))
  }

  /// These options with `behavior`.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
    var copy = self
    copy.repeatBehavior = behavior
    return copy
  }

  /// These options at `speed` times the normal speed (a speed that is not a positive number
  /// counts as 1).
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speedMultiplier = speed.isFinite && speed > 0 ? speed : 1
    return copy
  }
}
