import KinetypeViewGraph

extension View {
  /// Runs `action` when this view is tapped `count` times, as SwiftUI's
  /// `onTapGesture(count:perform:)`. Rendering over time, a script taps it by the text it
  /// shows (``ViewScript/tap(_:at:)``), or, when it shows none, by the name of the view whose
  /// body it is (`script.tap("FeedbackDot", at: 0.1)`).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(action: action))
  }
}

/// Registers its view's text as a control.
struct TapGestureModifier: PrimitiveModifier, ViewModifier {
  let action: () -> Void

  func body(content: Content) -> Never { primitiveBody("TapGestureModifier") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content, component: nil)
    // A view that shows no text (a shape) is found by the name of the view whose body it
    // is: `FeedbackDot` for seed 000's `Circle()…onTapGesture { … }`.
    let text = nodes.texts.joined(separator: " ")
    context.addControl(
      Control(
        label: text.isEmpty ? context.labels.last ?? "" : text, identity: context.identity,
        action: action))
    return nodes
  }
}
