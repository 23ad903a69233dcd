public import KinetypeViewGraph

/// A state a gesture sets while it is under way, as SwiftUI's `GestureState`: it goes back to
/// its initial value when the gesture ends. Pass `$name` to a gesture's `updating(_:body:)`.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// Card()
///   .offset(dragOffset)
///   .gesture(DragGesture().updating($dragOffset) { value, state, _ in
///     state = value.translation
///   })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let storage: State<Value>
  private let initialValue: Value

  /// A gesture state starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    storage = State(wrappedValue: wrappedValue)
    initialValue = wrappedValue
  }

  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// A gesture state starting at `wrappedValue` (the reset transaction is not used: the
  /// state goes back without animation).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }

  /// The value while the gesture is under way, else the initial value.
  public var wrappedValue: Value { storage.wrappedValue }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  func set(_ value: Value) { storage.wrappedValue = value }
  func reset() { storage.wrappedValue = initialValue }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at nil.
  public init() { self.init(wrappedValue: nil) }
}
