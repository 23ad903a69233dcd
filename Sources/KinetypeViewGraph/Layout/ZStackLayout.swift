public import Foundation
import KinetypeMotion
import KinetypeRendering

/// An overlaying stack as a `Layout`, as SwiftUI's `ZStackLayout`.
///
/// Every subview is proposed the stack's proposal and placed so that its `alignment` point
/// coincides with the others'. The stack's size is the union of the aligned frames of its
/// highest-priority subviews (all of them, unless some set `layoutPriority`); the others are
/// then proposed that size. (OpenSwiftUI leaves ZStack unimplemented; union, not the largest
/// width and height, is what Apple's documentation examples and published measurements show
/// when guides push a subview out — docs/views.md.)
public struct ZStackLayout: Layout {
  /// The guides the subviews line up on.
  public var alignment: Alignment

  /// Creates the layout.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  package struct Result {
    var origins: [CGPoint]
    var proposals: [ProposedViewSize]
    package var size: CGSize
  }

  package func layout(_ subviews: Subviews, proposal: ProposedViewSize) -> Result {
    guard !subviews.isEmpty else { return Result(origins: [], proposals: [], size: .zero) }
    let top = subviews.map(\.priority).max() ?? 0
    var proposals = [ProposedViewSize](repeating: proposal, count: subviews.count)
    // Aligned frames of the sizing subviews, relative to the common alignment point.
    var union = CGRect.null
    for subview in subviews where subview.priority == top {
      let frame = alignedFrame(subview.dimensions(in: proposal))
      union = union.union(frame)
    }
    let size = union.isNull ? .zero : union.size
    for index in subviews.indices where subviews[index].priority < top {
      proposals[index] = ProposedViewSize(size)
    }
    let anchor = CGPoint(x: -union.minX, y: -union.minY)
    let origins = zip(subviews, proposals).map { subview, childProposal in
      let frame = alignedFrame(subview.dimensions(in: childProposal))
      return CGPoint(x: anchor.x + frame.minX, y: anchor.y + frame.minY)
    }
    return Result(origins: origins, proposals: proposals, size: size)
  }

  /// A subview's frame when its alignment point sits at (0, 0).
  private func alignedFrame(_ dimensions: ViewDimensions) -> CGRect {
    let point = alignment.point(in: dimensions)
    return CGRect(
      x: -point.x, y: -point.y, width: dimensions.width, height: dimensions.height)
  }

  /// The union of the aligned subviews.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    layout(subviews, proposal: proposal).size
  }

  /// Places the subviews aligned, the union's corner at the bounds' origin.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let result = layout(subviews, proposal: proposal)
    subviews.place(at: result.origins, proposals: result.proposals, in: bounds)
  }
}
