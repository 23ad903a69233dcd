public import Foundation
import KinetypeMotion
import KinetypeRendering

/// A view that arranges its subviews in a horizontal line, as SwiftUI's `HStack`.
///
/// `spacing` nil uses each pair's default spacing (8 points); `alignment` lines the
/// subviews up vertically (default `.center`).
public struct HStack<Content: View>: View, PrimitiveView {
  let layout: HStackLayout
  let content: Content

  /// Creates a stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody("HStack") }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    LayoutView(layout: layout, content: content, kind: "HStack").makeNodes(in: context)
  }
}

/// A horizontal stack as a `Layout`, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
  /// The vertical guide the subviews line up on.
  public var alignment: VerticalAlignment
  /// The distance between subviews, or nil for their default spacing.
  public var spacing: CGFloat?

  /// Creates the layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Stacks horizontally.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  var algorithm: StackLayoutAlgorithm {
    StackLayoutAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key)
  }

  /// The width of the subviews and their spacing; the height of the aligned subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    algorithm.layout(subviews, proposal: proposal).size
  }

  /// Places the subviews from the leading edge.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let result = algorithm.layout(subviews, proposal: proposal)
    for (index, subview) in zip(0..., subviews) {
      subview.place(
        at: CGPoint(
          x: bounds.minX + result.origins[index].x, y: bounds.minY + result.origins[index].y),
        proposal: result.proposals[index])
    }
  }
}

/// A view that arranges its subviews in a vertical line, as SwiftUI's `VStack`.
///
/// `spacing` nil uses each pair's default spacing (8 points); `alignment` lines the
/// subviews up horizontally (default `.center`).
public struct VStack<Content: View>: View, PrimitiveView {
  let layout: VStackLayout
  let content: Content

  /// Creates a stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody("VStack") }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    LayoutView(layout: layout, content: content, kind: "VStack").makeNodes(in: context)
  }
}

/// A vertical stack as a `Layout`, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
  /// The horizontal guide the subviews line up on.
  public var alignment: HorizontalAlignment
  /// The distance between subviews, or nil for their default spacing.
  public var spacing: CGFloat?

  /// Creates the layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Stacks vertically.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  var algorithm: StackLayoutAlgorithm {
    StackLayoutAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key)
  }

  /// The height of the subviews and their spacing; the width of the aligned subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    algorithm.layout(subviews, proposal: proposal).size
  }

  /// Places the subviews from the top.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let result = algorithm.layout(subviews, proposal: proposal)
    for (index, subview) in zip(0..., subviews) {
      subview.place(
        at: CGPoint(
          x: bounds.minX + result.origins[index].x, y: bounds.minY + result.origins[index].y),
        proposal: result.proposals[index])
    }
  }
}
