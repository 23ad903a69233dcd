public import Foundation
import KinetypeMotion
import KinetypeViewGraph

/// Fades the view: transparent before it appears and after it disappears, as SwiftUI's
/// `OpacityTransition`.
public struct OpacityTransition: Transition {
  /// Creates the transition.
  public init() {}
  /// The view at opacity 1 when shown, 0 otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  /// Fading does not move the view.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view to `scale` about `anchor` before it appears and after it disappears, as
/// SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition {
  /// The scale when not shown. `.scale` uses 0.
  public var scale: Double
  /// The point the view scales about. Default: `.center`.
  public var anchor: UnitPoint

  /// Creates the transition.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  /// The view at scale 1 when shown, `scale` otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }
}

/// Moves the view by its own size towards `edge` before it appears and after it disappears,
/// as SwiftUI's `MoveTransition`.
public struct MoveTransition: Transition {
  /// The edge the view comes from and goes to.
  public var edge: Edge

  /// Creates the transition.
  public init(edge: Edge) { self.edge = edge }

  /// The view in place when shown, moved out across `edge` otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(MoveEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
  }
}

/// Comes in from the leading edge and leaves towards the trailing edge, as SwiftUI's
/// `SlideTransition`.
public struct SlideTransition: Transition {
  /// Creates the transition.
  public init() {}

  /// The view moved across the leading edge before it appears and across the trailing edge
  /// after it disappears.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(
      MoveEffect(
        edge: phase == .didDisappear ? .trailing : .leading,
        fraction: phase.isIdentity ? 0 : 1))
  }
}

/// Comes in from `edge` while fading in and leaves towards the opposite edge while fading
/// out, as SwiftUI's `PushTransition`.
public struct PushTransition: Transition {
  /// The edge the view comes in from.
  public var edge: Edge

  /// Creates the transition.
  public init(edge: Edge) { self.edge = edge }

  /// The view moved and faded when not shown.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .modifier(
        MoveEffect(
          edge: phase == .didDisappear ? edge.opposite : edge,
          fraction: phase.isIdentity ? 0 : 1)
      )
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

/// Moves the view by `offset` before it appears and after it disappears, as SwiftUI's
/// `OffsetTransition`.
public struct OffsetTransition: Transition {
  /// The amount to offset the view by.
  public var offset: CGSize

  /// Creates the transition.
  public init(_ offset: CGSize) { self.offset = offset }

  /// The view in place when shown, moved by `offset` otherwise.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

/// Blurs, scales and fades the view before it appears and after it disappears, as SwiftUI's
/// `BlurReplaceTransition`.
///
/// Apple documents no numbers; Kinetype blurs with a radius of 10 points, fades to 0 and
/// scales to 0.75 (grows from 0.75 on insertion; on removal shrinks to 0.75 with `.downUp`,
/// grows to 1.25 with `.upUp`).
public struct BlurReplaceTransition: Transition {
  /// Which way the view scales.
  public struct Configuration: Hashable, Sendable {
    let removalScale: Double
    /// Scales down while removing, up while inserting (the default).
    public static let downUp = Configuration(removalScale: 0.75)
    /// Scales up while removing and while inserting.
    public static let upUp = Configuration(removalScale: 1.25)
  }

  /// The configuration.
  public var configuration: Configuration

  /// Creates the transition.
  public init(configuration: Configuration) { self.configuration = configuration }

  /// The view blurred, scaled and transparent when not shown.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    let scale: Double =
      switch phase {
      case .willAppear: 0.75
      case .identity: 1
      case .didDisappear: configuration.removalScale
      }
    return
      content
      .blur(radius: phase.isIdentity ? 0 : 10)
      .scaleEffect(scale)
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

/// Leaves the view as it is, as SwiftUI's `IdentityTransition`: it appears and disappears at
/// once.
public struct IdentityTransition: Transition {
  /// Creates the transition.
  public init() {}
  /// The view unchanged.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  /// It does not move the view.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// One transition for insertion and another for removal, as SwiftUI's
/// `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
  /// The transition of insertions.
  public var insertion: Insertion
  /// The transition of removals.
  public var removal: Removal

  /// Creates the transition.
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  /// Both bodies, each at identity except in its own phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    removal.apply(
      content: insertion.apply(
        content: content, phase: phase == .willAppear ? .willAppear : .identity),
      phase: phase == .didDisappear ? .didDisappear : .identity)
  }

  /// Moves when either moves.
  public static var properties: TransitionProperties {
    TransitionProperties(
      hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
  }
}

/// Two transitions applied together (``Transition/combined(with:)``).
public struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  /// The first transition applied inside the second.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }

  /// Moves when either moves.
  public static var properties: TransitionProperties {
    TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
  }
}

/// A transition with its own animation (``Transition/animation(_:)``): the view's insertion
/// and removal animate with it whatever the transaction's animation.
public struct AnimatedTransition<Base: Transition>: Transition {
  let base: Base
  let animation: Animation?

  /// The base transition's body, its changes in a transaction with the animation.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.transaction { transaction in
      transaction.animation = animation
    } body: { view in
      base.apply(content: view, phase: phase)
    }
  }

  /// The base transition's properties.
  public static var properties: TransitionProperties { Base.properties }
}

extension Transition where Self == OpacityTransition {
  /// A fade.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
  /// Scales from and to 0.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// Scales from and to `scale` about `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == MoveTransition {
  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
  /// In from the leading edge, out to the trailing edge.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
  /// In from `edge` while fading in, out to the opposite edge while fading out.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
  /// Moved by `offset`.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  /// Moved by `x`, `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurred, scaled and faded (`.downUp`).
  public static var blurReplace: BlurReplaceTransition { .blurReplace(.downUp) }
  /// Blurred, scaled and faded with `configuration`.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }
}

extension Transition where Self == IdentityTransition {
  /// No change: the view appears and disappears at once.
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Edge {
  /// The edge across the view.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}

extension Transition {
  /// This transition and `other` together: both bodies apply in every phase.
  public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
    CombinedTransition(first: self, second: other)
  }

  /// This transition animated with `animation` instead of the transaction's animation.
  public func animation(_ animation: Animation?) -> AnimatedTransition<Self> {
    AnimatedTransition(base: self, animation: animation)
  }
}
