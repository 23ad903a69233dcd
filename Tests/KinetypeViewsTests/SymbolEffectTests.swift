import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

@testable import KinetypeViews

/// Symbol effects: the symbol's motion is a pure function of
/// time (checked at set times against the formulas in `SymbolEffectMotion`'s table); the
/// held effects change the pixels of a still render.
@Suite struct SymbolEffectTests {
  static func motion<T: SymbolEffect>(_ effect: T) -> SymbolMotion? {
    (effect as? any SymbolMotionDescribing)?.motion
  }

  static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test func symbols_chainingKeepsSwiftUIsVariants() {
    #expect(Self.motion(BounceSymbolEffect.bounce.byLayer) == .bounce(up: true))
    #expect(Self.motion(BounceSymbolEffect.bounce.down) == .bounce(up: false))
    #expect(Self.motion(WiggleSymbolEffect.wiggle.left) == .wiggle(.shake(radians: .pi)))
    #expect(Self.motion(WiggleSymbolEffect.wiggle.clockwise) == .wiggle(.rotation(clockwise: true)))
    #expect(
      Self.motion(WiggleSymbolEffect.wiggle.custom(angle: .degrees(90)))
        == .wiggle(.shake(radians: .pi / 2)))
    #expect(Self.motion(RotateSymbolEffect.rotate.counterClockwise) == .rotate(clockwise: false))
    #expect(
      Self.motion(VariableColorSymbolEffect.variableColor.cumulative.hideInactiveLayers)
        == .variableColor(hidesInactiveLayers: true))
    #expect(Self.motion(ScaleSymbolEffect.scale.down) == .scale(up: false))
    #expect(BounceSymbolEffect.bounce.byLayer != BounceSymbolEffect.bounce.wholeSymbol)
    #expect(ReplaceSymbolEffect.replace.downUp == ReplaceSymbolEffect.downUp)
    #expect(
      ReplaceSymbolEffect.replace.magic(fallback: .downUp)
        != ReplaceSymbolEffect.replace.magic(fallback: .upUp))
    #expect(SymbolEffectOptions.repeating.speed(2) == SymbolEffectOptions.speed(2).repeating)
    #expect(SymbolEffectOptions.repeat(3) != SymbolEffectOptions.repeat(.periodic(3, delay: 0.5)))
  }

  @Test func motion_bounceScalesAndSettles() {
    let bounce = SymbolMotion.bounce(up: true)
    let options = SymbolEffectOptions.default
    func scale(_ t: Double) -> Double {
      Double(
        SymbolEffectMotion.discretePose(bounce, options: options, triggerCount: 1, sinceTrigger: t)
          .scale)
    }
    // One play of 0.5 s: 1 + 0.2·sin(2πp)·(1 − p).
    #expect(Self.near(scale(0), 1))
    #expect(Self.near(scale(0.125), 1 + 0.2 * 0.75))
    #expect(Self.near(scale(0.375), 1 - 0.2 * 0.25))
    #expect(Self.near(scale(0.5), 1))
    #expect(Self.near(scale(0.8), 1))
    // Untriggered, or with no clock: at rest.
    #expect(
      SymbolEffectMotion.discretePose(
        bounce, options: options, triggerCount: 0, sinceTrigger: 0.125)
        == .identity)
    #expect(
      SymbolEffectMotion.discretePose(bounce, options: options, triggerCount: 2, sinceTrigger: nil)
        == .identity)
    // Down shrinks first.
    let down = SymbolEffectMotion.discretePose(
      .bounce(up: false), options: options, triggerCount: 1, sinceTrigger: 0.125)
    #expect(Self.near(Double(down.scale), 1 - 0.2 * 0.75))
  }

  @Test func motion_repeatsFollowTheOptions() {
    let bounce = SymbolMotion.bounce(up: true)
    func scale(_ options: SymbolEffectOptions, _ t: Double) -> Double {
      Double(
        SymbolEffectMotion.discretePose(bounce, options: options, triggerCount: 1, sinceTrigger: t)
          .scale)
    }
    let peak = 1 + 0.2 * 0.75
    // `.repeat(3)`: periodic with the default 0.5 s pause, so a play every second, three times.
    #expect(Self.near(scale(.repeat(3), 1.125), peak))
    #expect(Self.near(scale(.repeat(3), 2.125), peak))
    #expect(Self.near(scale(.repeat(3), 3.125), 1))
    #expect(Self.near(scale(.repeat(3), 0.75), 1))  // the pause
    // `.repeat(.periodic(3, delay: 0.25))`: a play every 0.75 s.
    #expect(Self.near(scale(.repeat(.periodic(3, delay: 0.25)), 0.875), peak))
    // The default plays once; `.repeating` forever.
    #expect(Self.near(scale(.default, 1.125), 1))
    #expect(Self.near(scale(.repeating, 100.125), peak))
    // Speed 2 halves the durations (the pause included).
    #expect(Self.near(scale(.speed(2), 0.0625), peak))
    #expect(Self.near(scale(SymbolEffectOptions.repeat(2).speed(2), 0.5625), peak))
  }

  @Test func motion_indefiniteEffectsAtSetTimes() {
    func pose(_ motion: SymbolMotion, _ t: Double?, options: SymbolEffectOptions = .default)
      -> SymbolEffectPose
    {
      SymbolEffectMotion.indefinitePose(motion, options: options, isActive: true, elapsed: t)
    }
    // Pulse: opacity 1 − 0.65·sin(πp) over 1 s, repeating without a pause while active.
    #expect(Self.near(pose(.pulse, 0.5).opacity, 0.35))
    #expect(Self.near(pose(.pulse, 3.5).opacity, 0.35))
    #expect(Self.near(pose(.pulse, 0.25, options: .speed(2)).opacity, 0.35))
    #expect(Self.near(pose(.pulse, 1.5, options: .nonRepeating).opacity, 1))
    // Rotate: 360° a second, clockwise positive.
    #expect(Self.near(pose(.rotate(clockwise: true), 0.25).rotation.degrees, 90))
    #expect(Self.near(pose(.rotate(clockwise: false), 0.125).rotation.degrees, -45))
    // Breathe: w = (1 − cos 2πp)/2 over 2 s; at p = 0.5, w = 1.
    let breath = pose(.breathe(pulse: false), 1)
    #expect(Self.near(Double(breath.scale), 1.1) && Self.near(breath.opacity, 0.8))
    // Wiggle left: shaken 0.15·sin(4πp)·(1 − p) along −x; p = 0.125 (t = 0.075 s).
    let wiggle = pose(.wiggle(.shake(radians: .pi)), 0.075)
    #expect(Self.near(Double(wiggle.offset.width), -0.15 * 0.875))
    #expect(abs(Double(wiggle.offset.height)) < 1e-9)
    // Held effects: scale up eases to 1.2 in 0.25 s and stays; no clock shows the held state.
    #expect(Self.near(Double(pose(.scale(up: true), 10).scale), 1.2))
    #expect(Self.near(Double(pose(.scale(up: true), nil).scale), 1.2))
    #expect(Double(pose(.scale(up: true), 0.1).scale) < 1.2)
    // Appear: shown when active, hidden when not; disappear the other way round.
    #expect(pose(.appear(up: true), nil).opacity == 1)
    #expect(
      SymbolEffectMotion.indefinitePose(
        .appear(up: true), options: .default, isActive: false, elapsed: nil
      ).opacity == 0)
    #expect(pose(.disappear(up: true), nil).opacity == 0)
    // Periodic motions with no clock are at rest.
    #expect(pose(.pulse, nil) == .identity)
  }

  /// The bounding box of the symbol's ink (alpha > 0) in `pixmap`.
  static func inkBounds(_ pixmap: Pixmap) -> CGRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where pixmap.color(atX: x, y: y).opacity > 0 {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// A 40-point filled square symbol (Material's `square`, 18 of its 24 grid units: 30 points
  /// of ink) in a 100-point frame, with `modify` applied.
  static func symbol<V: View>(_ modify: (Image) -> V) throws -> Pixmap {
    try renderer(
      modify(Image(systemName: "square.fill")).font(.system(size: 40))
        .frame(width: 100, height: 100)
    ).render()
  }

  @Test func symbols_heldEffectsChangeTheStillPixels() throws {
    let plain = try #require(Self.inkBounds(try Self.symbol { $0 }))
    #expect(plain.width == 30)
    // Scale up: 1.2 × about the centre.
    let up = try #require(
      Self.inkBounds(try Self.symbol { $0.symbolEffect(.scale.up, isActive: true) }))
    #expect(abs(up.width - 36) <= 1 && abs(up.midX - plain.midX) <= 0.5)
    let off = try #require(
      Self.inkBounds(try Self.symbol { $0.symbolEffect(.scale.up, isActive: false) }))
    #expect(off == plain)
    // Removed effects draw the plain symbol.
    let removed = try #require(
      Self.inkBounds(
        try Self.symbol { $0.symbolEffect(.scale.up, isActive: true).symbolEffectsRemoved() }))
    #expect(removed == plain)
    // Hidden: appear inactive, disappear active.
    #expect(Self.inkBounds(try Self.symbol { $0.symbolEffect(.appear, isActive: false) }) == nil)
    #expect(Self.inkBounds(try Self.symbol { $0.symbolEffect(.disappear, isActive: true) }) == nil)
    // Effects apply to symbol images only: a colour square is untouched.
    let square = try renderer(
      Color.red.frame(width: 20, height: 20).symbolEffect(.scale.up).frame(width: 40, height: 40)
    ).render()
    #expect(Self.inkBounds(square) == CGRect(x: 10, y: 10, width: 20, height: 20))
  }

  @Test func symbols_effectAtATimeDrawsItsPose() throws {
    // With the clock views in time will set: rotate at 0.125 s is 45°, drawn as the same
    // symbol turned by `rotationEffect(.degrees(45))`.
    let turned = try Self.symbol {
      $0.symbolEffect(.rotate, isActive: true).environment(\.symbolEffectTime, 0.125)
    }
    let reference = try Self.symbol { $0.rotationEffect(.degrees(45)) }
    #expect(Self.inkBounds(turned) == Self.inkBounds(reference))
    #expect(
      (0..<100).allSatisfy { y in
        (0..<100).allSatisfy { turned.color(atX: $0, y: y) == reference.color(atX: $0, y: y) }
      })
    // The 30-point square turned 45° is 30√2 ≈ 42.4 points across (and its soft edges).
    let turnedWidth = try #require(Self.inkBounds(turned)).width
    #expect(abs(turnedWidth - 42.4) <= 2, "\(turnedWidth)")
    // Bounce triggered needs a change of value between frames; a still frame is at rest.
    let bounced = try #require(
      Self.inkBounds(
        try Self.symbol {
          $0.symbolEffect(.bounce, value: 1).environment(\.symbolEffectTime, 0.125)
        }))
    #expect(bounced.width == 30)
  }

  @Test func symbols_transitionPoses() {
    let appear = SymbolEffectTransition(effect: AppearSymbolEffect.appear)
    #expect(appear.pose(progress: 0, isInsertion: true).opacity == 0)
    #expect(appear.pose(progress: 1, isInsertion: true) == .identity)
    #expect(appear.pose(progress: 1, isInsertion: false).opacity == 0)
    let down = SymbolEffectTransition(effect: AppearSymbolEffect.appear.down)
    #expect(down.pose(progress: 0, isInsertion: true).scale == 1.5)
  }

  @Test func contentTransition_isKeptInTheEnvironment() throws {
    struct Reader: View {
      @Environment(\.contentTransition) var transition
      var body: some View {
        Color.red.frame(width: transition == .numericText() ? 10 : 20, height: 10)
      }
    }
    #expect(try inspect(Reader().contentTransition(.numericText())).size.width == 10)
    #expect(try inspect(Reader()).size.width == 20)
    #expect(ContentTransition.symbolEffect(.replace.downUp) != .symbolEffect(.replace.upUp))
  }
}
