import KinetypeViewGraph

/// A stack view: its content laid out by its stack layout (`HStack`, `VStack`, `ZStack` and
/// the lazy stacks), resolved once here as a `LayoutView` named `kind` in dumps.
package protocol StackView: PrimitiveView {
  associatedtype StackLayout: Layout
  associatedtype Content: View
  /// The layout the content is arranged with.
  var layout: StackLayout { get }
  /// The stacked views.
  var content: Content { get }
  /// The stack's name in dumps and warnings: `HStack`.
  static var kind: String { get }
}

extension StackView {
  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    LayoutView(layout: layout, content: content, kind: Self.kind).makeNodes(in: context)
  }
}
