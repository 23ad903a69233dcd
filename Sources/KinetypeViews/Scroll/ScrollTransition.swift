import Foundation
public import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

/// The phases a view goes through as it scrolls into and out of view, as SwiftUI's
/// `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the visible region: above a vertical scroll view, before the leading edge of a
  /// horizontal one.
  case topLeading
  /// Visible (past the configuration's threshold).
  case identity
  /// After the visible region: below, or past the trailing edge.
  case bottomTrailing

  /// Whether the phase is `.identity`.
  public var isIdentity: Bool { self == .identity }

  /// −1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`. As in SwiftUI the
  /// closure sees these three values; between them the *effects* it returns are interpolated
  /// (so `.offset(x: phase.value * -40)` drifts continuously with the scroll offset).
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition follows a view through the visible region, as SwiftUI's
/// `ScrollTransitionConfiguration`.
///
/// `.interactive` (the default) interpolates the transition's effects with the view's
/// progress from just hidden (its edge on the scroll view's edge) to the threshold, through
/// an ease-in-out curve; `.animated` switches phase at the threshold (in a still frame, at
/// once); `.identity` always shows the identity phase.
public struct ScrollTransitionConfiguration: Sendable {
  enum Mode: Sendable {
    case interactive(UnitCurve)
    case animated(Animation)
    case identity
  }

  var mode: Mode
  var thresholdValue = Threshold.visible

  /// Interpolates the effects as the view scrolls (ease-in-out).
  public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))
  /// Switches phase at the threshold, animated with the default animation.
  public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))
  /// Never leaves the identity phase.
  public static let identity = ScrollTransitionConfiguration(mode: .identity)

  /// Interpolates the effects as the view scrolls, paced by `timingCurve`: 0 is the view
  /// just hidden, 1 the view at the threshold (applied in reverse on the leading side).
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  {
    ScrollTransitionConfiguration(mode: .interactive(timingCurve))
  }

  /// Switches phase at the threshold, animated with `animation` (no clock runs in a still
  /// frame: the new phase shows at once).
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(mode: .animated(animation))
  }

  /// The configuration with the animation used when the phase changes.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    var copy = self
    if case .animated = mode { copy.mode = .animated(animation) }
    return copy
  }

  /// The configuration with `threshold`, where the view counts as visible.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.thresholdValue = threshold
    return copy
  }

  /// A point in a view's progress from hidden (just outside the scroll view) to visible, as
  /// SwiftUI's `ScrollTransitionConfiguration.Threshold`. Kinetype measures it as the distance
  /// the view's leading (or trailing) edge has travelled into the scroll view.
  public struct Threshold: Sendable, Equatable {
    /// The share of the view (of the scroll view, for a view larger than it) visible.
    var visibleFraction: Double
    /// How much of "centred" the threshold is (1: the view's centre on the scroll view's).
    var centering: Double
    /// Points added towards the centre.
    var inset: Double

    /// The view is fully visible (Kinetype's default threshold, as the identity phase is
    /// documented as "fully on-screen").
    public static let visible = Threshold(visibleFraction: 1, centering: 0, inset: 0)
    /// The view is just hidden: identity as soon as any of it shows.
    public static let hidden = Threshold(visibleFraction: 0, centering: 0, inset: 0)
    /// The view is centred in the scroll view.
    public static var centered: Threshold { Threshold(visibleFraction: 0, centering: 1, inset: 0) }

    /// `amount` of the view is visible (0 hidden, 1 fully; clamped to 0…1).
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(
        visibleFraction: amount.isNaN ? 1 : min(1, max(0, amount)), centering: 0, inset: 0)
    }

    /// The threshold `amount` of the way to `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
      return Threshold(
        visibleFraction: mix(visibleFraction, other.visibleFraction),
        centering: mix(centering, other.centering), inset: mix(inset, other.inset))
    }

    /// The threshold met when the view is `distance` points closer to the centre.
    public func inset(by distance: Double) -> Threshold {
      var copy = self
      copy.inset += distance.isFinite ? distance : 0
      return copy
    }

    /// How far (points) the view's edge travels into a scroll view `container` long before
    /// the threshold is met, for a view `length` long.
    func distance(length: Double, container: Double) -> Double {
      visibleFraction * min(length, container) + centering * (length + container) / 2 + inset
    }
  }
}

/// Where a view is in its scroll transition: the phase it approaches and how much of the
/// way to identity it has come.
struct ScrollTransitionState: Equatable {
  /// `.topLeading` or `.bottomTrailing`: the side the view is on.
  var edge: ScrollTransitionPhase
  /// The view's progress from just hidden (0) to the threshold (1), before the timing curve.
  var progress: Double

  /// The state of a view at `view` in a scroll view whose visible region is `container`,
  /// along `axis` (both in the same coordinates).
  static func of(
    view: CGRect, container: CGRect, axis: Axis, threshold: ScrollTransitionConfiguration.Threshold
  ) -> ScrollTransitionState {
    let (viewMin, viewMax, low, high) =
      axis == .horizontal
      ? (view.minX, view.maxX, container.minX, container.maxX)
      : (view.minY, view.maxY, container.minY, container.maxY)
    let distance = threshold.distance(
      length: Double(viewMax - viewMin), container: Double(high - low))
    func progress(_ travelled: CGFloat) -> Double {
      guard distance > 0 else { return travelled > 0 ? 1 : 0 }
      return min(1, max(0, Double(travelled) / distance))
    }
    let leading = progress(viewMax - low)
    let trailing = progress(high - viewMin)
    return leading < trailing
      ? ScrollTransitionState(edge: .topLeading, progress: leading)
      : ScrollTransitionState(edge: .bottomTrailing, progress: trailing)
  }

  /// How far the effects go from the edge phase's towards the identity phase's (0…1).
  func identityAmount(_ configuration: ScrollTransitionConfiguration) -> Double {
    switch configuration.mode {
    case .identity: return 1
    case .animated: return progress >= 1 ? 1 : 0
    case .interactive(let curve):
      return edge == .bottomTrailing
        ? curve.value(at: progress) : 1 - curve.value(at: 1 - progress)
    }
  }
}

extension View {
  /// Applies `transition` as this view scrolls through the visible region of its scroll
  /// view, as SwiftUI's `scrollTransition(_:axis:transition:)`.
  ///
  /// ```swift
  /// PhotoCard(photo: photo)
  ///   .scrollTransition(axis: .horizontal) { content, phase in
  ///     content
  ///       .scaleEffect(phase.isIdentity ? 1 : 0.85)
  ///       .opacity(phase.isIdentity ? 1 : 0.6)
  ///       .offset(x: phase.value * -40)
  ///   }
  /// ```
  ///
  /// The closure runs for the identity phase and for the phase of the side the view is on;
  /// the view is drawn with their effects interpolated by its progress (see
  /// ``ScrollTransitionConfiguration``). `axis` nil follows the scroll view (vertical when it
  /// scrolls both ways). Outside a scroll view the identity phase applies.
  public func scrollTransition<Effect: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    scrollTransition(
      topLeading: configuration, bottomTrailing: configuration, axis: axis,
      transition: transition)
  }

  /// Applies `transition` with one configuration for each side of the visible region.
  public func scrollTransition<Effect: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(
        topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
        transition: { transition($0, $1).steps }))
  }
}

struct ScrollTransitionModifier: NodeModifier {
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> [VisualEffectStep]

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    ScrollTransitionBehavior(modifier: self)
  }
}

/// Draws the view with the transition's effects for where it is in its scroll view.
struct ScrollTransitionBehavior: NodeBehavior {
  let modifier: ScrollTransitionModifier

  var kind: String { "scrollTransition" }
  var details: String { modifier.axis.map { "axis: \($0)" } ?? "" }

  /// The state of the view in its scroll view, or nil outside one.
  func state(of node: ViewNode) -> (ScrollTransitionState, ScrollTransitionConfiguration)? {
    guard let container = node.environment.scrollContainer,
      let region = container.visibleRegion
    else { return nil }
    let axis =
      modifier.axis ?? (container.axes == .horizontal ? Axis.horizontal : Axis.vertical)
    let configurations = (modifier.topLeading, modifier.bottomTrailing)
    // The side decides the configuration, whose threshold decides the progress.
    let leading = ScrollTransitionState.of(
      view: node.frame, container: region, axis: axis, threshold: configurations.0.thresholdValue)
    if leading.edge == .topLeading { return (leading, configurations.0) }
    let trailing = ScrollTransitionState.of(
      view: node.frame, container: region, axis: axis, threshold: configurations.1.thresholdValue)
    return (trailing, trailing.edge == .topLeading ? configurations.0 : configurations.1)
  }

  /// The effects for the view's state: the edge phase's interpolated towards identity's.
  func steps(for node: ViewNode) -> [VisualEffectStep] {
    let identity = modifier.transition(EmptyVisualEffect(), .identity)
    guard let (state, configuration) = state(of: node) else { return identity }
    let amount = state.identityAmount(configuration)
    if amount >= 1 { return identity }
    let edge = modifier.transition(EmptyVisualEffect(), state.edge)
    return VisualEffectStep.interpolate(edge, identity, amount: amount)
  }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    EffectDrawing.draw(steps(for: node), node: node, in: &context, pass: pass)
  }
}
