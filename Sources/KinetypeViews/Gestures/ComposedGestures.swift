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

/// A gesture that must succeed before another starts, as SwiftUI's `SequenceGesture`
/// (`LongPressGesture().sequenced(before: DragGesture())`). A script's input reaches the first
/// gesture and then the second: a scripted drag is taken as the first gesture completed and
/// the second under way.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, GestureHandling,
  GestureKinded
{
  /// Where the sequence is.
  public enum Value {
    /// The first gesture is under way.
    case first(First.Value)
    /// The first gesture ended with its value; the second is under way (nil before it
    /// starts).
    case second(First.Value, Second.Value?)
  }

  /// The gesture that goes first.
  public var first: First
  /// The gesture that follows it.
  public var second: Second

  /// Recognizes `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// A primitive gesture.
  public var body: Never { fatalError("SequenceGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Value? {
    guard let firstValue = first.value(for: event) else { return nil }
    guard let secondValue = second.value(for: event) else { return .first(firstValue) }
    return .second(firstValue, secondValue)
  }

  func handle(_ event: GestureEvent) {
    first.handling(event)
    if first.value(for: event) != nil, second.value(for: event) != nil {
      second.handling(event)
    }
  }

  var gestureKinds: Set<GestureKind> { first.kinds.union(second.kinds) }
}

extension Gesture {
  /// This gesture, then `other` once it succeeds, as SwiftUI's `sequenced(before:)`.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}
