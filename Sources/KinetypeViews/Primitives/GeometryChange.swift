import Foundation
public import KinetypeViewGraph

extension View {
  /// Runs `action` with a value read from this view's geometry when it appears and whenever
  /// it changes, as SwiftUI's `onGeometryChange(for:of:action:)`:
  ///
  /// ```swift
  /// Text(caption).onGeometryChange(for: CGFloat.self) { proxy in
  ///   proxy.size.height
  /// } action: { height in
  ///   captionHeight = height
  /// }
  /// ```
  ///
  /// `transform` reads the view's ``GeometryProxy`` once the update has laid the views out;
  /// `action` runs after the update, so state it sets shows in the next one.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// As ``onGeometryChange(for:of:action:)-(_,_,(T)->Void)``, with the value before and after
  /// each change (both the first value when the view appears).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform) { old, new in action(old ?? new, new) })
  }
}

/// `onGeometryChange`: reads the content's geometry after layout.
struct GeometryChangeModifier<T: Equatable>: PrimitiveModifier, ViewModifier {
  let transform: (GeometryProxy) -> T
  let action: (T?, T) -> Void

  func body(content: Content) -> Never { primitiveBody("onGeometryChange") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content, component: nil)
    let transform = self.transform
    context.noteChangeAfterLayout(
      "onGeometryChange", readsGeometry: true,
      read: { GeometryProxy(placed: nodes).map(transform) }, action: action)
    return nodes
  }
}

extension GeometryProxy {
  /// The geometry of `nodes` as placed: one node's, or the union of several frames; nil
  /// when none is placed.
  init?(placed nodes: [ViewNode]) {
    let placed = nodes.filter(\.isPlaced)
    guard let first = placed.first else { return nil }
    let frame = placed.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    self.init(
      size: frame.size, globalFrame: frame,
      namedSpaces: first.environment.namedCoordinateSpaces,
      scrollContainer: first.environment.scrollContainer)
  }
}
