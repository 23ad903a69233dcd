import Foundation
import KinetypeViewGraph

/// A tap, as SwiftUI's `TapGesture`: `TapGesture().onEnded { … }`. A ``ViewScript`` taps the
/// view with `tap(_:at:)`.
public struct TapGesture: Gesture, GestureHandling, GestureKinded {
  /// A tap reports no value.
  public typealias Value = Void
  /// How many taps end the gesture.
  public var count: Int

  /// A gesture of `count` taps (default 1).
  public init(count: Int = 1) { self.count = count }

  /// A primitive gesture.
  public var body: Never { fatalError("TapGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Void? {
    guard case .tap = event else { return nil }
    return ()
  }

  func handle(_ event: GestureEvent) {}

  var gestureKinds: Set<GestureKind> { [.tap] }
}

/// A touch held in place, as SwiftUI's `LongPressGesture`: its value is whether it is
/// pressing. A ``ViewScript``'s tap on the view ends it (`onEnded` gets `true`).
public struct LongPressGesture: Gesture, GestureHandling, GestureKinded {
  /// Whether the press has been held long enough.
  public typealias Value = Bool
  /// How long the touch must be held (seconds).
  public var minimumDuration: Double
  /// How far the finger may wander while held (points).
  public var maximumDistance: CGFloat

  /// A press held for `minimumDuration` seconds (default 0.5) within `maximumDistance` points
  /// (default 10).
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  /// A primitive gesture.
  public var body: Never { fatalError("LongPressGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Bool? {
    guard case .tap = event else { return nil }
    return true
  }

  func handle(_ event: GestureEvent) {}

  var gestureKinds: Set<GestureKind> { [.tap] }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`. A ``ViewScript``'s
/// tap lands at the origin of the view's space.
public struct SpatialTapGesture: Gesture, GestureHandling, GestureKinded {
  /// Where a tap landed.
  public struct Value: Equatable, Sendable {
    /// The tap's location in the gesture's coordinate space.
    public var location: CGPoint
  }
  /// How many taps end the gesture.
  public var count: Int
  /// The space the location is measured in.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps (default 1) located in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  /// A primitive gesture.
  public var body: Never { fatalError("SpatialTapGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Value? {
    guard case .tap = event else { return nil }
    return Value(location: .zero)
  }

  func handle(_ event: GestureEvent) {}

  var gestureKinds: Set<GestureKind> { [.tap] }
}
