public import Foundation
import KinetypeMotion
import KinetypeRendering

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

  /// Whether this is a lazy stack's layout, which proposes ideal sizes along the axis.
  package var isLazy = false

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

  /// Whether this is a lazy stack's layout, which proposes ideal sizes along the axis.
  package var isLazy = false

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
