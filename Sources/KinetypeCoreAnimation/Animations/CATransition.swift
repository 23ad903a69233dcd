import Foundation

/// The kind of a layer transition, as `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new content fades in over the old.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away, revealing the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition, as `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a subtype.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right edge.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left edge.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top edge.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom edge.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A transition between a layer's old and new appearance, as `CATransition`.
///
/// The old appearance is the layer (and its sublayers) as it is when the transition is
/// added, so add the transition, then change the layer (Core Animation snapshots the last
/// rendered frame instead; on the virtual clock nothing is rendered between changes).
open class CATransition: CAAnimation {
  /// The kind. Default `.fade`.
  public var type = CATransitionType.fade
  /// The direction (push, moveIn, reveal). Default nil (from the left).
  public var subtype: CATransitionSubtype?
  /// Where the transition starts, 0…1. Default 0.
  public var startProgress: Float = 0
  /// Where the transition ends, 0…1. Default 1.
  public var endProgress: Float = 1
  /// The layer as it was when the transition was added.
  var snapshot: CALayer?

  /// Creates a fade.
  public override init() { super.init() }

  /// Copies `other`.
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CATransition {
      type = other.type
      subtype = other.subtype
      startProgress = other.startProgress
      endProgress = other.endProgress
      snapshot = other.snapshot
    }
  }

  override func apply(to layer: CALayer, progress: Double, iteration: Int, duration: Double) {
    guard let snapshot else { return }
    let p = Double(startProgress) + (Double(endProgress) - Double(startProgress)) * progress
    layer.activeTransition = CALayerTransitionState(
      snapshot: snapshot, type: type, subtype: subtype ?? .fromLeft, progress: p)
  }
}

/// A transition being drawn: the old appearance, the kind and how far it has gone.
struct CALayerTransitionState {
  var snapshot: CALayer
  var type: CATransitionType
  var subtype: CATransitionSubtype
  var progress: Double
}
