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
public struct HStackLayout: Layout, HVStack {
  /// The vertical guide the subviews line up on.
  public var alignment: VerticalAlignment
  /// The distance between subviews, or nil for their default spacing.
  public var spacing: CGFloat?

  /// Creates the layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  static var majorAxis: Axis { .horizontal }
  var alignmentKey: AlignmentKey { alignment.key }

  /// Stacks horizontally.
  public static var layoutProperties: LayoutProperties { stackProperties }

  /// The width of the subviews and their spacing; the height of the aligned subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stackSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews from the leading edge.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeStack(in: bounds, proposal: proposal, subviews: subviews)
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
public struct VStackLayout: Layout, HVStack {
  /// The horizontal guide the subviews line up on.
  public var alignment: HorizontalAlignment
  /// The distance between subviews, or nil for their default spacing.
  public var spacing: CGFloat?

  /// Creates the layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  static var majorAxis: Axis { .vertical }
  var alignmentKey: AlignmentKey { alignment.key }

  /// Stacks vertically.
  public static var layoutProperties: LayoutProperties { stackProperties }

  /// The height of the subviews and their spacing; the width of the aligned subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stackSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews from the top.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeStack(in: bounds, proposal: proposal, subviews: subviews)
  }
}
