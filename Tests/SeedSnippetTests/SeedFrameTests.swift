import Foundation
import Kinetype
import Testing

/// One seed view on the virtual clock: what the script does, the times at which frames must
/// differ (it animates between them) and those at which they must be identical (nothing moves
/// between them: before the tap, after it settles, or never, with Reduce Motion on).
struct FrameCase: CustomTestStringConvertible, Sendable {
  let name: String
  var duration = 1.0
  /// The frame size in points (default: the view's ideal size at 0 s).
  var size: CGSize? = nil
  var reduceMotion = false
  var taps: [(label: String, time: Double)] = []
  /// Other script actions.
  var actions: @Sendable (inout ViewScript) -> Void = { _ in }
  /// Why the frames do not yet do what SwiftUI's do (a known issue: the test says so until
  /// it passes).
  var knownIssue: String? = nil
  /// Pairs of times whose frames differ.
  var moves: [(Double, Double)] = []
  /// Pairs of times whose frames are identical.
  var holds: [(Double, Double)] = []
  let view: @Sendable () -> AnyView

  var testDescription: String { name + (reduceMotion ? " (Reduce Motion on)" : "") }

  /// The frames, played with the case's script.
  func frames() throws -> ViewFrames {
    var script = ViewScript()
    script.environment(\.accessibilityReduceMotion, reduceMotion, at: 0)
    for tap in taps { script.tap(tap.label, at: tap.time) }
    actions(&script)
    return try ViewFrames(duration: duration, size: size, script: script) { view() }
  }
}

/// Every seed snippet that is a view (or a view around a snippet) renders frames on the
/// virtual clock: they change where the snippet animates and hold still where it must not.
@Suite struct SeedFrameTests {
  static let cases: [FrameCase] = [
    // Seed 000
    FrameCase(
      name: "ElasticToggle", taps: [("Toggle", 0.1)], moves: [(0.2, 0.3), (0.35, 0.45)],
      holds: [(0, 0.09), (0.7, 0.95)], view: { AnyView(ElasticToggle()) }),
    FrameCase(
      name: "TimingCurveDot", taps: [("Move", 0.1)], moves: [(0.2, 0.3)],
      holds: [(0, 0.09), (0.7, 0.95)], view: { AnyView(TimingCurveDot()) }),
    FrameCase(
      name: "LoadingIndicator", duration: 2, moves: [(0.1, 0.3), (0.3, 0.5), (0.8, 1.0)],
      view: { AnyView(LoadingIndicator()) }),
    FrameCase(
      name: "FeedbackDot", size: CGSize(width: 60, height: 60), taps: [("FeedbackDot", 0.1)],
      moves: [(0.2, 0.3)],
      holds: [(0, 0.09)], view: { AnyView(FeedbackDot()) }),
    FrameCase(
      name: "HelloPhases", duration: 2, moves: [(0.2, 0.5), (0.9, 1.2)],
      view: { AnyView(HelloPhases()) }),
    FrameCase(
      name: "BouncingBadge", taps: [("NEW", 0.1)], moves: [(0.15, 0.25), (0.3, 0.4)],
      holds: [(0, 0.09), (0.9, 0.99)], view: { AnyView(BouncingBadge()) }),
    FrameCase(
      name: "Pulse", duration: 2, moves: [(0, 0.25), (0.25, 0.5)], holds: [(0.25, 1.25)],
      view: { AnyView(Pulse()) }),
    FrameCase(
      name: "ExplicitTransaction", duration: 2, taps: [("Expand", 0.1)],
      moves: [(0.15, 0.25)], holds: [(0, 0.09), (1.6, 1.9)],
      view: { AnyView(ExplicitTransaction()) }),
    FrameCase(
      name: "TransactionOverrides", duration: 2, taps: [("Next", 0.1)],
      moves: [(0.15, 0.25)], holds: [(0, 0.09), (1.6, 1.9)],
      view: { AnyView(TransactionOverrides()) }),
    FrameCase(
      name: "InteractiveDrag", taps: [("Drop", 0.1)], moves: [(0.12, 0.18)],
      holds: [(0, 0.09), (0.8, 0.95)], view: { AnyView(InteractiveDrag()) }),
    FrameCase(
      name: "ScopedTransaction", duration: 2, taps: [("Grow", 0.1)], moves: [(0.15, 0.3)],
      holds: [(0, 0.09), (1.6, 1.9)], view: { AnyView(ScopedTransaction()) }),
    FrameCase(
      name: "CombinedTransitions", taps: [("Show", 0.1)], moves: [(0.2, 0.4)],
      holds: [(0, 0.09), (0.7, 0.95)], view: { AnyView(CombinedTransitions()) }),
    FrameCase(
      name: "AsymmetricSquare", duration: 2, taps: [("Toggle", 0.1), ("Toggle", 1)],
      moves: [(0.2, 0.4), (1.1, 1.3)], holds: [(0, 0.09), (0.7, 0.95), (1.6, 1.9)],
      view: { AnyView(AsymmetricSquare()) }),
    FrameCase(
      name: "RotatingSquare", duration: 2, taps: [("Toggle", 0.1), ("Toggle", 1)],
      moves: [(0.2, 0.4), (1.1, 1.3)], holds: [(0, 0.09), (0.7, 0.95), (1.6, 1.9)],
      view: { AnyView(RotatingSquare()) }),
    FrameCase(
      name: "SpringingSquare", taps: [("Toggle", 0.1)], moves: [(0.15, 0.25)],
      holds: [(0, 0.09)], view: { AnyView(SpringingSquare()) }),
    FrameCase(
      name: "DiscreteSymbolEffects", taps: [("Ring", 0.1), ("Swap", 0.5)],
      moves: [(0.15, 0.25), (0.55, 0.65)], holds: [(0, 0.09)],
      view: { AnyView(DiscreteSymbolEffects()) }),
    FrameCase(
      name: "IndefiniteSymbolEffects", moves: [(0.2, 0.5)],
      view: { AnyView(IndefiniteSymbolEffects()) }),
    FrameCase(
      name: "TransitionSymbolEffects", taps: [("Flip", 0.1)], moves: [(0.15, 0.25)],
      holds: [(0, 0.09)], view: { AnyView(TransitionSymbolEffects()) }),
    FrameCase(
      name: "ReplaceSymbolEffects", taps: [("Flip", 0.1)],
      knownIssue: "content transitions do not play yet, and every symbol's placeholder is alike",
      moves: [(0.05, 0.5), (0.15, 0.25)],
      view: { AnyView(ReplaceSymbolEffects()) }),
    FrameCase(
      name: "SymbolEffectOptionsSampler", taps: [("Ring", 0.1)], moves: [(0.2, 0.5)],
      view: { AnyView(SymbolEffectOptionsSampler()) }),
    FrameCase(
      name: "RemovedSymbolEffect", moves: [(0.2, 0.5)],
      view: { AnyView(RemovedSymbolEffect()) }),
    FrameCase(
      name: "RemovedSymbolEffect", reduceMotion: true, holds: [(0, 0.2), (0.2, 0.5)],
      view: { AnyView(RemovedSymbolEffect()) }),
    FrameCase(
      name: "ReduceMotionReader", holds: [(0, 0.5)], view: { AnyView(ReduceMotionReader()) }),
    FrameCase(
      name: "ConditionalAnimation", taps: [("Expand", 0.1)], moves: [(0.15, 0.25)],
      holds: [(0, 0.09)], view: { AnyView(ConditionalAnimation()) }),
    FrameCase(
      name: "ConditionalAnimation", reduceMotion: true, taps: [("Expand", 0.1)],
      moves: [(0, 0.1)], holds: [(0.1, 0.15), (0.15, 0.25)],
      view: { AnyView(ConditionalAnimation()) }),
    FrameCase(
      name: "SimplifiedAnimation", duration: 1.5, taps: [("Next tab", 0.1)],
      moves: [(0.15, 0.25), (0.2, 0.3)], holds: [(0, 0.09), (1.2, 1.4)],
      view: { AnyView(SimplifiedAnimation()) }),
    FrameCase(
      name: "SimplifiedAnimation", reduceMotion: true, taps: [("Next tab", 0.1)],
      moves: [(0.15, 0.25)], holds: [(0, 0.09), (0.35, 0.45)],
      view: { AnyView(SimplifiedAnimation()) }),
    FrameCase(
      name: "RepeatingUnlessReduceMotion", holds: [(0, 0.5)],
      view: { AnyView(RepeatingUnlessReduceMotion()) }),
    FrameCase(
      name: "RepeatingUnlessReduceMotion", reduceMotion: true, holds: [(0, 0.5)],
      view: { AnyView(RepeatingUnlessReduceMotion()) }),
    FrameCase(name: "SearchingSymbol", moves: [(0.2, 0.5)], view: { AnyView(SearchingSymbol()) }),
    FrameCase(
      name: "SearchingSymbol", reduceMotion: true, holds: [(0, 0.2), (0.2, 0.5)],
      view: { AnyView(SearchingSymbol()) }),
    FrameCase(
      name: "AdaptiveReveal", taps: [("Reveal", 0.1)], moves: [(0.15, 0.25)],
      holds: [(0, 0.09)], view: { AnyView(AdaptiveReveal()) }),
    FrameCase(
      name: "AdaptiveReveal", reduceMotion: true, taps: [("Reveal", 0.1)], moves: [(0, 0.1)],
      holds: [(0.1, 0.15), (0.15, 0.25)], view: { AnyView(AdaptiveReveal()) }),
    FrameCase(
      name: "LightContentClosures", holds: [(0, 0.5)],
      view: { AnyView(LightContentClosures()) }),
    FrameCase(
      name: "FlattenedComposite", holds: [(0, 0.5)], view: { AnyView(FlattenedComposite()) }),
    FrameCase(
      name: "StaggeredList", duration: 2, moves: [(0.05, 0.15), (0.15, 0.25)],
      holds: [(1.6, 1.9)], view: { AnyView(StaggeredList()) }),
    FrameCase(
      name: "IdentityLists", taps: [("Insert", 0.1)], moves: [(0.2, 0.4)],
      holds: [(0, 0.09), (0.7, 0.95)], view: { AnyView(IdentityLists()) }),
    FrameCase(
      name: "GroupedGeometry", taps: [("Grow", 0.1)], moves: [(0.2, 0.4)],
      holds: [(0, 0.09), (0.7, 0.95)], view: { AnyView(GroupedGeometry()) }),
    FrameCase(
      name: "SelectiveOverride", duration: 2, taps: [("Step", 0.1)], moves: [(0.3, 0.6)],
      holds: [(0, 0.09), (1.2, 1.5)], view: { AnyView(SelectiveOverride()) }),
    // Seed 002
    FrameCase(
      name: "ScrollingCarousel", duration: 2, taps: [("Scroll", 0.1)], moves: [(0.3, 0.6)],
      holds: [(0, 0.09), (1.2, 1.5)], view: { AnyView(ScrollingCarousel()) }),
    FrameCase(
      name: "HueColumn", duration: 2,
      taps: [("Lower", 0.1)], moves: [(0.3, 0.6)], holds: [(0, 0.09), (1.2, 1.5)],
      view: { AnyView(HueColumn(words: ["Build", "visual", "effects"]).foregroundStyle(.red)) }),
    FrameCase(
      name: "DriftingLavaLamp", moves: [(0, 0.25)],
      view: { AnyView(DriftingLavaLamp().frame(width: 120, height: 120)) }),
    FrameCase(
      name: "MoonlightAppear", duration: 1.5, moves: [(0.1, 0.3), (0.3, 0.5)],
      holds: [(1.2, 1.4)], view: { AnyView(MoonlightAppear()) }),
    FrameCase(name: "RippleCover", holds: [(0, 0.5)], view: { AnyView(RippleCover()) }),
    FrameCase(
      name: "MagicOffsetBadgedAvatar", holds: [(0, 0.5)],
      view: { AnyView(MagicOffsetBadgedAvatar()) }),
    FrameCase(name: "BadgedAvatar", holds: [(0, 0.5)], view: { AnyView(BadgedAvatar()) }),
    // Seed 003 and the anchor
    FrameCase(
      name: "DetailsButton", taps: [("Details", 0.2)], moves: [(0.22, 0.3)],
      holds: [(0, 0.19), (0.8, 0.95)], view: { AnyView(DetailsButton()) }),
    FrameCase(
      name: "DetailsButton", reduceMotion: true, taps: [("Details", 0.2)], moves: [(0.1, 0.2)],
      holds: [(0, 0.19), (0.2, 0.3)], view: { AnyView(DetailsButton()) }),
    FrameCase(
      name: "TextTransitionPreview", duration: 1.5,
      // The sample's toggle, `$isVisible.animation()`, turned on at 0.2 s.
      actions: { $0.set("isVisible", to: true, at: 0.2, animation: .default) },
      moves: [(0.3, 0.5), (0.6, 0.8)], holds: [(0, 0.19), (1.2, 1.4)],
      view: { AnyView(TextTransitionPreview()) }),
  ]

  @Test(arguments: cases)
  func frames_changeWhereTheSnippetAnimates(_ test: FrameCase) throws {
    let frames = try test.frames()
    // The only warnings: the shader that cannot run, the missing picture (every SF Symbol the
    // seeds use has a Material Icons substitute).
    let expected = ["cannot run on Linux", "no image named \"cover\""]
    let unexpected = frames.warnings.filter { warning in
      !expected.contains { warning.message.contains($0) }
    }
    #expect(unexpected.isEmpty, "\(unexpected)")
    let moving = try test.moves.map { a, b in
      (a, b, try frames.renderFrame(at: a).bytes != frames.renderFrame(at: b).bytes)
    }
    withKnownIssue(
      Comment(rawValue: test.knownIssue ?? ""),
      { for (a, b, differ) in moving { #expect(differ, "\(a) → \(b)") } },
      when: { test.knownIssue != nil })
    for (a, b) in test.holds {
      #expect(try frames.renderFrame(at: a).bytes == frames.renderFrame(at: b).bytes, "\(a) = \(b)")
    }
  }
}
