import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

@testable import KinetypeViews

/// Where a view is in its scroll transition, from its frame and the visible region: the side
/// it is on and its progress from just hidden to the threshold, and the amount of identity
/// each configuration makes of it.
@Suite struct ScrollTransitionPhaseTests {
  /// A 120-point view at `x` in a 360-point horizontal region.
  static func state(
    _ x: CGFloat, threshold: ScrollTransitionConfiguration.Threshold = .visible
  ) -> ScrollTransitionState {
    ScrollTransitionState.of(
      view: CGRect(x: x, y: 0, width: 120, height: 50),
      container: CGRect(x: 0, y: 0, width: 360, height: 50), axis: .horizontal,
      threshold: threshold)
  }

  @Test func phase_valuesAreSwiftUIs() {
    #expect(ScrollTransitionPhase.topLeading.value == -1)
    #expect(ScrollTransitionPhase.identity.value == 0)
    #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    #expect(ScrollTransitionPhase.identity.isIdentity)
    #expect(!ScrollTransitionPhase.topLeading.isIdentity)
  }

  @Test func state_fromThePositionInTheVisibleRegion() {
    // Fully visible: identity on either side.
    #expect(Self.state(100).progress == 1)
    #expect(Self.state(0).progress == 1 && Self.state(240).progress == 1)
    // Half out on the trailing side, a quarter in, wholly out.
    #expect(Self.state(300) == ScrollTransitionState(edge: .bottomTrailing, progress: 0.5))
    #expect(Self.state(330) == ScrollTransitionState(edge: .bottomTrailing, progress: 0.25))
    #expect(Self.state(400) == ScrollTransitionState(edge: .bottomTrailing, progress: 0))
    // The leading side.
    #expect(Self.state(-60) == ScrollTransitionState(edge: .topLeading, progress: 0.5))
    #expect(Self.state(-200) == ScrollTransitionState(edge: .topLeading, progress: 0))
    // Vertically, the same along y.
    let vertical = ScrollTransitionState.of(
      view: CGRect(x: 0, y: 270, width: 50, height: 60),
      container: CGRect(x: 0, y: 0, width: 50, height: 300), axis: .vertical,
      threshold: .visible)
    #expect(vertical == ScrollTransitionState(edge: .bottomTrailing, progress: 0.5))
  }

  @Test func state_thresholds() {
    // Hidden: identity as soon as any of it shows.
    #expect(Self.state(350, threshold: .hidden).progress == 1)
    #expect(Self.state(360, threshold: .hidden).progress == 0)
    // Half visible is enough.
    #expect(Self.state(300, threshold: .visible(0.5)).progress == 1)
    #expect(Self.state(330, threshold: .visible(0.5)).progress == 0.5)
    // Centred: the edge must travel (120 + 360) / 2 = 240 points in.
    #expect(Self.state(120, threshold: .centered).progress == 1)
    #expect(Self.state(300, threshold: .centered).progress == 0.25)
    // Inset by 60: 180 points.
    #expect(Self.state(270, threshold: .visible.inset(by: 60)).progress == 0.5)
    // Halfway between hidden and visible is visible(0.5).
    #expect(
      ScrollTransitionConfiguration.Threshold.hidden.interpolated(towards: .visible, amount: 0.5)
        == .visible(0.5))
    // A view larger than the region is fully visible when it covers it.
    let wide = ScrollTransitionState.of(
      view: CGRect(x: -100, y: 0, width: 600, height: 10),
      container: CGRect(x: 0, y: 0, width: 360, height: 10), axis: .horizontal,
      threshold: .visible)
    #expect(wide.progress == 1)
  }

  @Test func configuration_identityAmount() {
    let half = ScrollTransitionState(edge: .bottomTrailing, progress: 0.5)
    // The ease-in-out curve is symmetric: halfway stays halfway, on both sides.
    #expect(abs(half.identityAmount(.interactive) - 0.5) < 1e-9)
    let leadingHalf = ScrollTransitionState(edge: .topLeading, progress: 0.5)
    #expect(abs(leadingHalf.identityAmount(.interactive) - 0.5) < 1e-9)
    // Linear follows the progress; ease-in lags on the way in, leads on the way out.
    let quarter = ScrollTransitionState(edge: .bottomTrailing, progress: 0.25)
    #expect(abs(quarter.identityAmount(.interactive(timingCurve: .linear)) - 0.25) < 1e-9)
    #expect(quarter.identityAmount(.interactive(timingCurve: .easeIn)) < 0.25)
    let leadingQuarter = ScrollTransitionState(edge: .topLeading, progress: 0.25)
    #expect(leadingQuarter.identityAmount(.interactive(timingCurve: .easeIn)) > 0.25)
    // Animated switches at the threshold; identity never leaves it.
    #expect(quarter.identityAmount(.animated) == 0)
    #expect(ScrollTransitionState(edge: .topLeading, progress: 1).identityAmount(.animated) == 1)
    #expect(quarter.identityAmount(.identity) == 1)
  }

  @Test func effects_interpolateStepByStep() {
    let edge: [VisualEffectStep] = [
      .scale(CGSize(width: 0.85, height: 0.85), anchor: .center), .opacity(0.6),
      .offset(CGSize(width: -40, height: 0)),
    ]
    let identity: [VisualEffectStep] = [
      .scale(CGSize(width: 1, height: 1), anchor: .center), .opacity(1), .offset(.zero),
    ]
    let half = VisualEffectStep.interpolate(edge, identity, amount: 0.5)
    guard case .scale(let scale, _) = half[0], case .opacity(let opacity) = half[1],
      case .offset(let offset) = half[2]
    else {
      Issue.record("the steps changed kind: \(half)")
      return
    }
    #expect(abs(scale.width - 0.925) < 1e-9 && abs(opacity - 0.8) < 1e-9 && offset.width == -20)
    // Different shapes switch halfway.
    let other: [VisualEffectStep] = [.blur(4)]
    #expect(VisualEffectStep.interpolate(edge, other, amount: 0.4).count == 3)
    #expect(VisualEffectStep.interpolate(edge, other, amount: 0.6).count == 1)
  }
}
