import Foundation
import KinetypeViewGraph

/// A drag, as SwiftUI's `DragGesture`: its value is where the finger is and how far it has
/// moved since it touched down.
///
/// ```swift
/// @State private var offset = CGSize.zero
/// Card()
///   .offset(offset)
///   .gesture(
///     DragGesture()
///       .onChanged { offset = $0.translation }
///       .onEnded { _ in withAnimation(.spring()) { offset = .zero } })
/// ```
///
/// A ``ViewScript`` drags the view with `drag(_:by:at:duration:)`. A scripted drag touches
/// down at the origin of the view's space and moves at an even speed, so `location` is
/// `startLocation` plus `translation`, `velocity` is constant, and `predictedEndTranslation`
/// is the translation (an even drag that stops where it lifts).
public struct DragGesture: Gesture, GestureHandling, GestureKinded {
  /// A drag's state, as SwiftUI's `DragGesture.Value`.
  public struct Value: Equatable, Sendable {
    /// When this step happened.
    public var time: Date
    /// Where the finger is, in the gesture's coordinate space.
    public var location: CGPoint
    /// Where the finger touched down.
    public var startLocation: CGPoint
    /// How far the finger has moved: `location - startLocation`.
    public var translation: CGSize
    /// The finger's speed, points per second.
    public var velocity: CGSize
    /// Where the drag would end if the finger lifted now and the content coasted.
    public var predictedEndLocation: CGPoint
    /// How far the drag would have moved at its predicted end.
    public var predictedEndTranslation: CGSize
  }

  /// How far the finger must move before the drag begins (points).
  public var minimumDistance: CGFloat
  /// The space locations are measured in.
  public var coordinateSpace: CoordinateSpace

  /// A drag that begins after `minimumDistance` points (default 10) in `coordinateSpace`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// A primitive gesture.
  public var body: Never { fatalError("DragGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Value? {
    guard case .drag(let step) = event else { return nil }
    let moved = hypot(step.translation.width, step.translation.height)
    // Under the minimum distance the drag has not begun (it does end, with what it has).
    guard moved >= minimumDistance || step.isEnded else { return nil }
    let location = CGPoint(x: step.translation.width, y: step.translation.height)
    return Value(
      time: ViewRuntime.referenceDate.addingTimeInterval(step.elapsed), location: location,
      startLocation: .zero, translation: step.translation, velocity: step.velocity,
      predictedEndLocation: location, predictedEndTranslation: step.translation)
  }

  func handle(_ event: GestureEvent) {}

  var gestureKinds: Set<GestureKind> { [.drag] }
}
