public import KinetypeViewGraph

extension View {
  /// Attaches `gesture` to this view, as SwiftUI's `gesture(_:including:)`. Rendering over
  /// time, a ``ViewScript`` plays it: `drag(_:by:at:duration:)` for a drag, `tap(_:at:)` for
  /// a tap or long press, finding the view by the text it shows or, showing none, by the name
  /// of the view whose body it is.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    modifier(GestureModifier(gesture: gesture))
  }

  /// Attaches `gesture` alongside the view's other gestures, as SwiftUI's
  /// `simultaneousGesture(_:including:)`; played as ``gesture(_:including:)``.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    modifier(GestureModifier(gesture: gesture))
  }

  /// Attaches `gesture` ahead of the view's other gestures, as SwiftUI's
  /// `highPriorityGesture(_:including:)`; played as ``gesture(_:including:)``.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    modifier(GestureModifier(gesture: gesture))
  }
}

/// Which gestures of a view and its subviews take part, as SwiftUI's `GestureMask` (Kinetype
/// plays every gesture a script reaches).
public struct GestureMask: OptionSet, Sendable {
  /// The mask, as bits.
  public let rawValue: UInt32
  /// A mask from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// No gestures.
  public static let none = GestureMask([])
  /// The gesture given.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// Registers its view as something a script can drag or tap.
struct GestureModifier<G: Gesture>: PrimitiveModifier, ViewModifier {
  let gesture: G

  func body(content: Content) -> Never { primitiveBody("GestureModifier") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content, component: nil)
    let text = nodes.texts.joined(separator: " ")
    let kinds = gesture.kinds
    let gesture = gesture
    context.addControl(
      Control(
        label: text.isEmpty ? context.labels.last ?? "" : text, identity: context.identity,
        action: { if kinds.contains(.tap) { gesture.handling(.tap) } },
        drag: kinds.contains(.drag) ? { gesture.handling(.drag($0)) } : nil))
    return nodes
  }
}
