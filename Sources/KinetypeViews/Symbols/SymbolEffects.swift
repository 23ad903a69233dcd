public import KinetypeCore
import KinetypeViewGraph

// The Symbols framework's effects, with SwiftUI's names and chaining. Each records what the
// symbol's animation needs (`motion`); the layer scope (`byLayer`, `wholeSymbol`) is
// kept for equality only, as the symbol has one layer.

/// What an effect does to the symbol.
enum SymbolMotion: Hashable, Sendable {
  case bounce(up: Bool)
  case wiggle(WiggleMotion)
  case pulse
  case variableColor(hidesInactiveLayers: Bool)
  case scale(up: Bool)
  case breathe(pulse: Bool)
  case rotate(clockwise: Bool)
  case appear(up: Bool)
  case disappear(up: Bool)
  case replace
}

/// A wiggle's direction: a rotation, or a shake along an angle (0 is to the right, clockwise
/// on screen).
enum WiggleMotion: Hashable, Sendable {
  case rotation(clockwise: Bool)
  case shake(radians: Double)
}

/// Whether an effect animates layer by layer or the whole symbol.
enum SymbolLayerScope: Hashable, Sendable {
  case byLayer
  case wholeSymbol
}

/// An effect that knows its motion.
protocol SymbolMotionDescribing {
  var motion: SymbolMotion { get }
}

/// A brief scale-up-and-back, as `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolMotionDescribing
{
  var isUp = true
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .bounce(up: isUp) }
  /// Bouncing up (growing first).
  public var up: BounceSymbolEffect { with { $0.isUp = true } }
  /// Bouncing down (shrinking first).
  public var down: BounceSymbolEffect { with { $0.isUp = false } }
  /// Layer by layer.
  public var byLayer: BounceSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// A shake or a back-and-forth turn, as `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolMotionDescribing
{
  var wiggle = WiggleMotion.shake(radians: 0)
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .wiggle(wiggle) }
  /// Shaking up and down, up first.
  public var up: WiggleSymbolEffect { with { $0.wiggle = .shake(radians: -.pi / 2) } }
  /// Shaking up and down, down first.
  public var down: WiggleSymbolEffect { with { $0.wiggle = .shake(radians: .pi / 2) } }
  /// Shaking sideways, left first.
  public var left: WiggleSymbolEffect { with { $0.wiggle = .shake(radians: .pi) } }
  /// Shaking sideways, right first.
  public var right: WiggleSymbolEffect { with { $0.wiggle = .shake(radians: 0) } }
  /// Shaking in the reading direction first (right, left to right).
  public var forward: WiggleSymbolEffect { right }
  /// Shaking against the reading direction first (left, left to right).
  public var backward: WiggleSymbolEffect { left }
  /// Turning clockwise first.
  public var clockwise: WiggleSymbolEffect { with { $0.wiggle = .rotation(clockwise: true) } }
  /// Turning counterclockwise first.
  public var counterClockwise: WiggleSymbolEffect {
    with { $0.wiggle = .rotation(clockwise: false) }
  }
  /// Shaking along `angle` (0 is to the right, clockwise on screen).
  public func custom(angle: Angle) -> WiggleSymbolEffect {
    with { $0.wiggle = .shake(radians: angle.radians.isFinite ? angle.radians : 0) }
  }
  /// Layer by layer.
  public var byLayer: WiggleSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: WiggleSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// A fade out and back, as `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolMotionDescribing
{
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .pulse }
  /// Layer by layer.
  public var byLayer: PulseSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// Layers lit one after another, as `VariableColorSymbolEffect` (the one-layer symbol dims
/// and relights).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect, SymbolMotionDescribing
{
  var isCumulative = false
  var reverses = true
  var hidesInactiveLayers = false
  var motion: SymbolMotion { .variableColor(hidesInactiveLayers: hidesInactiveLayers) }
  /// One layer lit at a time.
  public var iterative: VariableColorSymbolEffect { with { $0.isCumulative = false } }
  /// Layers stay lit as the next ones light.
  public var cumulative: VariableColorSymbolEffect { with { $0.isCumulative = true } }
  /// Plays forward then backward.
  public var reversing: VariableColorSymbolEffect { with { $0.reverses = true } }
  /// Plays forward only.
  public var nonReversing: VariableColorSymbolEffect { with { $0.reverses = false } }
  /// Unlit layers are hidden.
  public var hideInactiveLayers: VariableColorSymbolEffect {
    with { $0.hidesInactiveLayers = true }
  }
  /// Unlit layers are dimmed.
  public var dimInactiveLayers: VariableColorSymbolEffect {
    with { $0.hidesInactiveLayers = false }
  }
}

/// A held change of size, as `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, SymbolMotionDescribing {
  var isUp = true
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .scale(up: isUp) }
  /// Larger.
  public var up: ScaleSymbolEffect { with { $0.isUp = true } }
  /// Smaller.
  public var down: ScaleSymbolEffect { with { $0.isUp = false } }
  /// Layer by layer.
  public var byLayer: ScaleSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: ScaleSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// A slow grow-and-shrink, as `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolMotionDescribing
{
  var pulses = false
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .breathe(pulse: pulses) }
  /// Breathing in size only (a light fade).
  public var plain: BreatheSymbolEffect { with { $0.pulses = false } }
  /// Breathing with a stronger fade.
  public var pulse: BreatheSymbolEffect { with { $0.pulses = true } }
  /// Layer by layer.
  public var byLayer: BreatheSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: BreatheSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// A full turn, as `RotateSymbolEffect`.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  SymbolMotionDescribing
{
  var isClockwise = true
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .rotate(clockwise: isClockwise) }
  /// Clockwise.
  public var clockwise: RotateSymbolEffect { with { $0.isClockwise = true } }
  /// Counterclockwise.
  public var counterClockwise: RotateSymbolEffect { with { $0.isClockwise = false } }
  /// Layer by layer.
  public var byLayer: RotateSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: RotateSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// Showing the symbol, as `AppearSymbolEffect`: active, it is shown; inactive, hidden.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  SymbolMotionDescribing
{
  var isUp = true
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .appear(up: isUp) }
  /// Growing as it appears.
  public var up: AppearSymbolEffect { with { $0.isUp = true } }
  /// Shrinking as it appears.
  public var down: AppearSymbolEffect { with { $0.isUp = false } }
  /// Layer by layer.
  public var byLayer: AppearSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: AppearSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// Hiding the symbol, as `DisappearSymbolEffect`: active, it is hidden.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect,
  TransitionSymbolEffect, SymbolMotionDescribing
{
  var isUp = true
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .disappear(up: isUp) }
  /// Growing as it disappears.
  public var up: DisappearSymbolEffect { with { $0.isUp = true } }
  /// Shrinking as it disappears.
  public var down: DisappearSymbolEffect { with { $0.isUp = false } }
  /// Layer by layer.
  public var byLayer: DisappearSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: DisappearSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// Replacing one symbol with another, as `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect,
  SymbolMotionDescribing
{
  /// How the old symbol leaves and the new one comes in.
  enum Style: Hashable, Sendable {
    case automatic
    case downUp
    case upUp
    case offUp
  }

  var style = Style.automatic
  var scope: SymbolLayerScope?
  var motion: SymbolMotion { .replace }
  /// The old symbol shrinks away, the new one grows in.
  public var downUp: ReplaceSymbolEffect { with { $0.style = .downUp } }
  /// The old symbol grows away, the new one grows in.
  public var upUp: ReplaceSymbolEffect { with { $0.style = .upUp } }
  /// The old symbol goes at once, the new one grows in.
  public var offUp: ReplaceSymbolEffect { with { $0.style = .offUp } }
  /// The Down-Up replacement.
  public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect().downUp }
  /// The Up-Up replacement.
  public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect().upUp }
  /// The Off-Up replacement.
  public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect().offUp }
  /// Layer by layer.
  public var byLayer: ReplaceSymbolEffect { with { $0.scope = .byLayer } }
  /// The whole symbol at once.
  public var wholeSymbol: ReplaceSymbolEffect { with { $0.scope = .wholeSymbol } }

  /// Morphing the shared parts of the two symbols, or `fallback` where it cannot.
  public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace {
    MagicReplace(fallback: fallback)
  }

  /// The Magic Replace effect, as `ReplaceSymbolEffect.MagicReplace`.
  public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect,
    SymbolMotionDescribing
  {
    /// The replacement used where the symbols cannot morph.
    let fallback: ReplaceSymbolEffect
    var motion: SymbolMotion { .replace }
  }
}

/// The system's choice of effect, as `AutomaticSymbolEffect`.
public struct AutomaticSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect,
  SymbolMotionDescribing
{
  var motion: SymbolMotion { .replace }
}

extension SymbolEffect {
  /// A copy changed by `change`.
  fileprivate func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A brief bounce.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A wiggle.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse of opacity.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Layers lit in turn.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A held scale.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// Breathing.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A turn.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// Appearing.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// Disappearing.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// Replacing a symbol.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
  /// The system's choice.
  public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
