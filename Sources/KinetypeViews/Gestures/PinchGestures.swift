import Foundation
public import KinetypeCore
public import KinetypeMotion
import KinetypeViewGraph

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17). It compiles and its view is drawn at
/// rest: no script action plays a pinch.
public struct MagnifyGesture: Gesture, GestureHandling {
  /// A pinch's state, as SwiftUI's `MagnifyGesture.Value`.
  public struct Value: Equatable, Sendable {
    /// When this step happened.
    public var time: Date
    /// The scale since the pinch began (1: unchanged).
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// The point between the fingers.
    public var startLocation: CGPoint
    /// The point between the fingers, in unit coordinates of the view.
    public var startAnchor: UnitPoint
  }
  /// How much the scale must change before the gesture begins.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins after the scale changes by `minimumScaleDelta` (default 0.01).
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// A primitive gesture.
  public var body: Never { fatalError("MagnifyGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Value? { nil }
  func handle(_ event: GestureEvent) {}
}

/// A pinch reporting its scale, as SwiftUI's older `MagnificationGesture`. It compiles and
/// its view is drawn at rest.
public struct MagnificationGesture: Gesture, GestureHandling {
  /// The scale since the pinch began.
  public typealias Value = CGFloat
  /// How much the scale must change before the gesture begins.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins after the scale changes by `minimumScaleDelta` (default 0.01).
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// A primitive gesture.
  public var body: Never { fatalError("MagnificationGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> CGFloat? { nil }
  func handle(_ event: GestureEvent) {}
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17). It compiles and its view is
/// drawn at rest.
public struct RotateGesture: Gesture, GestureHandling {
  /// A rotation's state, as SwiftUI's `RotateGesture.Value`.
  public struct Value: Equatable, Sendable {
    /// When this step happened.
    public var time: Date
    /// The angle turned since the gesture began.
    public var rotation: Angle
    /// How fast it turns, per second.
    public var velocity: Angle
    /// The point between the fingers.
    public var startLocation: CGPoint
    /// The point between the fingers, in unit coordinates of the view.
    public var startAnchor: UnitPoint
  }
  /// How far the fingers must turn before the gesture begins.
  public var minimumAngleDelta: Angle

  /// A rotation that begins after `minimumAngleDelta` (default 1°).
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// A primitive gesture.
  public var body: Never { fatalError("RotateGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Value? { nil }
  func handle(_ event: GestureEvent) {}
}

/// A rotation reporting its angle, as SwiftUI's older `RotationGesture`. It compiles and its
/// view is drawn at rest.
public struct RotationGesture: Gesture, GestureHandling {
  /// The angle turned since the gesture began.
  public typealias Value = Angle
  /// How far the fingers must turn before the gesture begins.
  public var minimumAngleDelta: Angle

  /// A rotation that begins after `minimumAngleDelta` (default 1°).
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// A primitive gesture.
  public var body: Never { fatalError("RotationGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Angle? { nil }
  func handle(_ event: GestureEvent) {}
}
