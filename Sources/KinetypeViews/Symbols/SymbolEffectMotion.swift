import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeViewGraph

/// How a symbol effect changes the symbol at one moment: a scale and a rotation about
/// its centre, an offset (a fraction of its size) and an opacity.
struct SymbolEffectPose: Equatable {
  var scale: CGFloat = 1
  var opacity: Double = 1
  var rotation: Angle = .zero
  var offset: CGSize = .zero

  static let identity = SymbolEffectPose()

  /// Both poses at once (scales and opacities multiply, rotations and offsets add).
  func combined(with other: SymbolEffectPose) -> SymbolEffectPose {
    SymbolEffectPose(
      scale: scale * other.scale, opacity: opacity * other.opacity,
      rotation: .radians(rotation.radians + other.rotation.radians),
      offset: CGSize(
        width: offset.width + other.offset.width, height: offset.height + other.offset.height))
  }
}

/// The symbol's animation for each effect, as a pure function of time.
///
/// Apple does not publish the curves of SF Symbol effects; these are Kinetype's, chosen to
/// read as the effect's name says (docs/views.md, "Symbol effects"):
///
/// | effect | one play | pose at progress p (0…1) |
/// |---|---|---|
/// | bounce | 0.5 s | scale 1 ± 0.2·sin(2πp)·(1 − p) (up grows first) |
/// | wiggle | 0.6 s | shake 0.15 × size or turn 12°, times sin(4πp)·(1 − p) |
/// | pulse | 1 s | opacity 1 − 0.65·sin(πp) |
/// | variableColor | 1.2 s | opacity 1 − 0.65·sin(πp) (hidden inactive layers: 1 − sin(πp)) |
/// | breathe | 2 s | w = (1 − cos 2πp)/2; scale 1 + 0.1w, opacity 1 − 0.2w (pulse: 0.5w) |
/// | rotate | 1 s | rotation ±360°·p |
/// | scale | 0.25 s in | scale 1.2 (up) or 0.8 (down), held while active |
/// | appear | 0.3 s in | opacity 0 → 1, scale 0.5 → 1 (down: 1.5 → 1); hidden while inactive |
/// | disappear | 0.3 s in | opacity 1 → 0, scale 1 → 1.5 (down: 0.5) |
///
/// Held effects ease out (UnitCurve.easeOut). Repeats follow the options: an indefinite effect
/// repeats while active with no pause (`.repeating` and `.periodic` pause 0.5 s unless given a
/// delay), a discrete one plays once per change; `.repeat(n)` plays n times; speed divides the
/// durations.
enum SymbolEffectMotion {
  /// Seconds one play lasts at speed 1.
  static func duration(of motion: SymbolMotion) -> Double {
    switch motion {
    case .bounce: 0.5
    case .wiggle: 0.6
    case .pulse: 1
    case .variableColor: 1.2
    case .breathe: 2
    case .rotate: 1
    case .scale: 0.25
    case .appear, .disappear, .replace: 0.3
    }
  }

  /// Whether the effect moves to a state and holds it (instead of playing and returning).
  static func holds(_ motion: SymbolMotion) -> Bool {
    switch motion {
    case .scale, .appear, .disappear: true
    default: false
    }
  }

  /// The pose of one play at progress `p` (0…1); progress 0 and 1 are the rest pose.
  static func pose(_ motion: SymbolMotion, progress p: Double) -> SymbolEffectPose {
    let decay = 1 - p
    var pose = SymbolEffectPose()
    switch motion {
    case .bounce(let up):
      pose.scale = 1 + (up ? 0.2 : -0.2) * sin(2 * .pi * p) * decay
    case .wiggle(.rotation(let clockwise)):
      pose.rotation = .degrees((clockwise ? 12 : -12) * sin(4 * .pi * p) * decay)
    case .wiggle(.shake(let radians)):
      let distance = 0.15 * sin(4 * .pi * p) * decay
      pose.offset = CGSize(width: cos(radians) * distance, height: sin(radians) * distance)
    case .pulse:
      pose.opacity = 1 - 0.65 * sin(.pi * p)
    case .variableColor(let hides):
      pose.opacity = 1 - (hides ? 1 : 0.65) * sin(.pi * p)
    case .breathe(let pulses):
      let w = (1 - cos(2 * .pi * p)) / 2
      pose.scale = 1 + 0.1 * w
      pose.opacity = 1 - (pulses ? 0.5 : 0.2) * w
    case .rotate(let clockwise):
      pose.rotation = .degrees((clockwise ? 360 : -360) * p)
    case .scale(let up):
      pose.scale = 1 + (up ? 0.2 : -0.2) * UnitCurve.easeOut.value(at: p)
    case .appear(let up):
      let k = UnitCurve.easeOut.value(at: p)
      pose.opacity = k
      pose.scale = up ? 0.5 + 0.5 * k : 1.5 - 0.5 * k
    case .disappear(let up):
      let k = UnitCurve.easeOut.value(at: p)
      pose.opacity = 1 - k
      pose.scale = up ? 1 + 0.5 * k : 1 - 0.5 * k
    case .replace:
      break
    }
    return pose
  }

  /// The progress of the play under way `elapsed` seconds after the effect started, or nil
  /// when every play is over. Between plays (a periodic delay) the progress is 1 (at rest).
  static func progress(
    _ motion: SymbolMotion, options: SymbolEffectOptions, elapsed: Double, defaultCount: Int?
  ) -> Double? {
    let duration = Self.duration(of: motion) / options.speedMultiplier
    let time = max(0, elapsed)
    guard elapsed.isFinite else { return nil }
    let behavior = options.repeatBehavior
    let count = behavior == nil ? defaultCount : behavior?.count
    let delay =
      behavior.map { $0.isContinuous ? 0 : ($0.delay ?? 0.5) / options.speedMultiplier } ?? 0
    let cycle = duration + delay
    let play = (time / cycle).rounded(.down)
    if let count, play >= Double(count) { return nil }
    return min(1, (time - play * cycle) / duration)
  }

  /// The pose of an indefinite effect: active for `elapsed` seconds, or settled (held
  /// effects in their state, others at rest) when `elapsed` is nil; inactive, its resting
  /// state (an inactive `appear` is hidden).
  static func indefinitePose(
    _ motion: SymbolMotion, options: SymbolEffectOptions, isActive: Bool, elapsed: Double?
  ) -> SymbolEffectPose {
    guard isActive else {
      if case .appear(let up) = motion { return pose(.appear(up: up), progress: 0) }
      return .identity
    }
    if holds(motion) {
      guard let elapsed else { return pose(motion, progress: 1) }
      let duration = Self.duration(of: motion) / options.speedMultiplier
      return pose(motion, progress: min(1, max(0, elapsed / duration)))
    }
    guard let elapsed,
      let progress = progress(motion, options: options, elapsed: elapsed, defaultCount: nil)
    else { return .identity }
    return pose(motion, progress: progress)
  }

  /// The pose of a discrete effect triggered `triggerCount` times, the last one
  /// `sinceTrigger` seconds ago (nil: no clock, at rest). Each trigger plays the effect once
  /// unless the options repeat it.
  static func discretePose(
    _ motion: SymbolMotion, options: SymbolEffectOptions, triggerCount: Int,
    sinceTrigger: Double?
  ) -> SymbolEffectPose {
    guard triggerCount > 0, let sinceTrigger, !holds(motion),
      let progress = progress(motion, options: options, elapsed: sinceTrigger, defaultCount: 1)
    else { return .identity }
    return pose(motion, progress: progress)
  }
}
