import KinetypeMotion

extension View {
  /// Animates the changes in this view with `animation` when `value` changes, as SwiftUI's
  /// `animation(_:value:)`: the modifier sets the transaction's animation for its subtree in
  /// the updates where `value` differs from the previous update's (unless the transaction
  /// `disablesAnimations`).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(
      TransactionModifier(
        change: { transaction in
          if !transaction.disablesAnimations { transaction.animation = animation }
        }, trigger: AnyEquatableValue(value)))
  }

  /// Animates every change in this view with `animation` (SwiftUI's deprecated form; prefer
  /// `animation(_:value:)`).
  public func animation(_ animation: Animation?) -> some View {
    modifier(
      TransactionModifier(
        change: { transaction in
          if !transaction.disablesAnimations { transaction.animation = animation }
        }, trigger: nil))
  }

  /// Changes the transaction of this view's updates with `transform`, as SwiftUI's
  /// `transaction(_:)`.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(change: transform, trigger: nil))
  }

  /// Changes the transaction with `transform` in the updates where `value` changes, as
  /// SwiftUI's `transaction(value:_:)`.
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    modifier(TransactionModifier(change: transform, trigger: AnyEquatableValue(value)))
  }

  /// Animates the modifiers `body` applies with `animation`, and only those: this view's own
  /// changes keep their transaction, as SwiftUI's `animation(_:body:)`.
  ///
  /// ```swift
  /// Text("Hi").animation(.easeIn) { $0.opacity(isShown ? 1 : 0) }
  /// ```
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    let made = body(PlaceholderContentView<Self>())
    return modifier(
      ScopedTransactionModifier(
        change: { transaction in
          if !transaction.disablesAnimations { transaction.animation = animation }
        }, body: made))
  }

  /// Changes the transaction with `transform` for the modifiers `body` applies, and only
  /// those, as SwiftUI's `transaction(_:body:)` (seed anchor §1.4's `TextTransition`).
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    modifier(ScopedTransactionModifier(change: transform, body: body(PlaceholderContentView())))
  }
}

/// A value compared between updates.
package struct AnyEquatableValue {
  package let value: Any
  let equals: (Any) -> Bool

  package init<V: Equatable>(_ value: V) {
    self.value = value
    self.equals = { ($0 as? V) == value }
  }
}

extension AnyEquatableValue: Equatable {
  package static func == (lhs: AnyEquatableValue, rhs: AnyEquatableValue) -> Bool {
    lhs.equals(rhs.value)
  }
}

/// Changes the transaction of a subtree (when `trigger` changed, if there is one).
struct TransactionModifier: PrimitiveModifier, ViewModifier {
  let change: (inout Transaction) -> Void
  let trigger: AnyEquatableValue?

  func body(content: Content) -> Never { primitiveBody("TransactionModifier") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    var inner = context
    if let runtime = context.graph.runtime, context.graph.recordingUpdate != nil {
      if let trigger {
        let key = SlotKey(identity: context.identity, name: "transaction.trigger")
        if context.isSeeding {
          // A view being inserted had no value before: its value "changes" as it appears,
          // so `.animation(_:value:)` inside it animates its insertion (staggered lists).
          runtime.recordAbsentValue(key, context: context)
        } else if runtime.changedValue(trigger, key: key, context: context) != nil {
          change(&inner.transaction)
        }
      } else {
        change(&inner.transaction)
      }
    }
    return inner.resolve(content, component: nil)
  }
}

/// Changes the transaction for the modifiers of `body` only; the content keeps its own.
struct ScopedTransactionModifier<Body: View>: PrimitiveModifier, ViewModifier {
  let change: (inout Transaction) -> Void
  let body: Body

  func body(content: Content) -> Never { primitiveBody("ScopedTransactionModifier") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    var bodyContext = context
    if context.graph.recordingUpdate != nil { change(&bodyContext.transaction) }
    bodyContext.transitionPlacement = nil
    var contentContext = context
    contentContext.transitionPlacement = context.transitionPlacement
    return bodyContext.resolve(body: body, standingFor: content, contentContext: contentContext)
  }
}
