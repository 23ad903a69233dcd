extension View {
  /// Runs `action` when this view is tapped `count` times, as SwiftUI's
  /// `onTapGesture(count:perform:)`. Rendering over time, a script taps it by the text it
  /// shows (``ViewScript/tap(_:at:)``).
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
    if let runtime = context.graph.runtime, context.graph.recordingUpdate != nil,
      !context.isSeeding, !context.isDisappearing
    {
      runtime.controls.append(
        Control(
          label: nodes.texts.joined(separator: " "), identity: context.identity, action: action))
    }
    return nodes
  }
}
