/// Two gestures recognized together, as SwiftUI's `SimultaneousGesture`: its value holds each
/// one's value while it is under way. A script's drag or tap reaches whichever of the two
/// follows it.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, GestureHandling,
  GestureKinded
{
  /// Each gesture's value, nil while it is not under way.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Recognizes `first` and `second` together.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// A primitive gesture.
  public var body: Never { fatalError("SimultaneousGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Value? {
    let value = Value(first: first.value(for: event), second: second.value(for: event))
    return value.first == nil && value.second == nil ? nil : value
  }

  func handle(_ event: GestureEvent) {
    first.handling(event)
    second.handling(event)
  }

  var gestureKinds: Set<GestureKind> { first.kinds.union(second.kinds) }
}

/// One of two gestures, the first given precedence, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, GestureHandling,
  GestureKinded
{
  /// The value of the gesture recognized.
  public enum Value {
    /// The first gesture's.
    case first(First.Value)
    /// The second gesture's.
    case second(Second.Value)
  }

  /// The gesture given precedence.
  public var first: First
  /// The other.
  public var second: Second

  /// Recognizes `first`, or else `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// A primitive gesture.
  public var body: Never { fatalError("ExclusiveGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Value? {
    if let value = first.value(for: event) { return .first(value) }
    return second.value(for: event).map { .second($0) }
  }

  func handle(_ event: GestureEvent) {
    if first.value(for: event) != nil {
      first.handling(event)
    } else {
      second.handling(event)
    }
  }

  var gestureKinds: Set<GestureKind> { first.kinds.union(second.kinds) }
}

extension Gesture {
  /// This gesture and `other` recognized together, as SwiftUI's `simultaneously(with:)`.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<
    Self, Other
  > {
    SimultaneousGesture(self, other)
  }

  /// This gesture, or else `other`, as SwiftUI's `exclusively(before:)`.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
