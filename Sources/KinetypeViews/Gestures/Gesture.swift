import Foundation
public import KinetypeViewGraph

/// An input a view recognizes, as SwiftUI's `Gesture`: `DragGesture`, `TapGesture`,
/// `LongPressGesture`, `MagnifyGesture`, `RotateGesture`, with `onChanged`, `onEnded` and
/// `updating` attached, given to a view with `gesture(_:)`.
///
/// A ``ViewScript`` plays a user's input on the virtual clock: `script.drag("Card", by:
/// CGSize(width: 120, height: 0), at: 0.5)` drags the view that shows "Card" (or, showing no
/// text, the view whose body it is), `script.tap("Card", at: 1)` taps it. Pinches and
/// rotations compile and are drawn at rest: no script action plays them.
public protocol Gesture<Value> {
  /// What the gesture reports as it changes and ends.
  associatedtype Value
  /// The gesture this one is made of, for gestures of your own.
  associatedtype Body: Gesture
  /// The gesture this one is made of.
  var body: Body { get }
}

extension Never: Gesture {
  /// A primitive gesture reports nothing of its own.
  public typealias Value = Never
}

/// A step of a user's input, as the gestures see it.
enum GestureEvent {
  case drag(ScriptDrag)
  case tap
}

/// How a gesture turns input into its value and runs its actions.
protocol GestureHandling {
  associatedtype Value
  /// The gesture's value for `event`, or nil when the event is not this gesture's kind.
  func value(for event: GestureEvent) -> Value?
  /// Runs the actions attached for `event`.
  func handle(_ event: GestureEvent)
}

extension Gesture {
  /// Runs the actions attached to this gesture for `event`: its own if it is a primitive,
  /// else its body's.
  func handling(_ event: GestureEvent) {
    if let primitive = self as? any GestureHandling {
      primitive.handle(event)
    } else if Body.self != Never.self {
      body.handling(event)
    }
  }

  /// The gesture's value for `event`, or nil when the event is not this gesture's kind.
  func value(for event: GestureEvent) -> Value? {
    if let primitive = self as? any GestureHandling {
      return primitive.value(for: event) as? Value
    }
    guard Body.self != Never.self else { return nil }
    return body.value(for: event) as? Value
  }

  /// The kinds of input this gesture follows.
  var kinds: Set<GestureKind> {
    if let kinded = self as? any GestureKinded { return kinded.gestureKinds }
    return Body.self == Never.self ? [] : body.kinds
  }
}

/// The kinds of input a primitive gesture follows.
enum GestureKind: Hashable { case drag, tap }

/// A gesture that says which kinds of input it follows.
protocol GestureKinded { var gestureKinds: Set<GestureKind> { get } }

/// A gesture with an action for each change of its value, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Base: Gesture>: Gesture, GestureHandling, GestureKinded {
  /// The value of the gesture it modifies.
  public typealias Value = Base.Value
  let base: Base
  let action: (Base.Value) -> Void

  /// A primitive gesture.
  public var body: Never { fatalError("_ChangedGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Base.Value? { base.value(for: event) }

  func handle(_ event: GestureEvent) {
    base.handling(event)
    if case .drag(let step) = event, !step.isEnded, let value = base.value(for: event) {
      action(value)
    }
  }

  var gestureKinds: Set<GestureKind> { base.kinds }
}

/// A gesture with an action when it ends, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Base: Gesture>: Gesture, GestureHandling, GestureKinded {
  /// The value of the gesture it modifies.
  public typealias Value = Base.Value
  let base: Base
  let action: (Base.Value) -> Void

  /// A primitive gesture.
  public var body: Never { fatalError("_EndedGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Base.Value? { base.value(for: event) }

  func handle(_ event: GestureEvent) {
    base.handling(event)
    let ends: Bool
    switch event {
    case .drag(let step): ends = step.isEnded
    case .tap: ends = true
    }
    if ends, let value = base.value(for: event) { action(value) }
  }

  var gestureKinds: Set<GestureKind> { base.kinds }
}

/// A gesture that updates a ``GestureState`` while it changes, as SwiftUI's
/// `GestureStateGesture`; the state goes back to its initial value when the gesture ends.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, GestureHandling, GestureKinded {
  /// The value of the gesture it modifies.
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let update: (Base.Value, inout State, inout Transaction) -> Void

  /// A primitive gesture.
  public var body: Never { fatalError("GestureStateGesture is a primitive gesture") }

  func value(for event: GestureEvent) -> Base.Value? { base.value(for: event) }

  func handle(_ event: GestureEvent) {
    base.handling(event)
    if case .drag(let step) = event, step.isEnded {
      state.reset()
      return
    }
    guard let value = base.value(for: event) else { return }
    var current = state.wrappedValue
    var transaction = Transaction()
    update(value, &current, &transaction)
    withTransaction(transaction) { state.set(current) }
  }

  var gestureKinds: Set<GestureKind> { base.kinds }
}

extension Gesture {
  /// Runs `action` with the gesture's value each time it changes, as SwiftUI's
  /// `onChanged(_:)`.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, action: action)
  }

  /// Runs `action` with the gesture's final value when it ends, as SwiftUI's `onEnded(_:)`.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Updates `state` from the gesture's value while it changes (`body` gets the value, the
  /// state to change and the transaction to change it in), as SwiftUI's
  /// `updating(_:body:)`; the state returns to its initial value when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, update: body)
  }
}
