public import Foundation
import KinetypeRendering
public import KinetypeViewGraph

extension View {
  /// Sizes this view along `axes` to the visible size of the scroll view it is in, as
  /// SwiftUI's `containerRelativeFrame(_:alignment:)` (a page of a paging carousel).
  ///
  /// The container is the nearest scroll view around the view, its visible size as proposed
  /// to it; with no scroll view around, the size proposed to this view (SwiftUI uses the
  /// window; for a view filling the screen the two are the same). Along the other axis the
  /// view keeps its own size.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Sizes this view along `axes` to `span` of `count` equal columns (or rows) of the
  /// container, `spacing` apart, as SwiftUI's
  /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: each is
  /// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(1, count)
    let span = min(max(1, span), count)
    return modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        return max(0, column * CGFloat(span) + spacing * CGFloat(span - 1))
      })
  }

  /// Sizes this view along `axes` to what `length` makes of the container's length on each
  /// axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

struct ContainerRelativeFrameModifier: NodeModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    let container = context.environment.scrollContainer
    container?.hasRelativeFrames = true
    return ContainerRelativeFrameBehavior(
      axes: axes, alignment: alignment, length: length, container: container)
  }
}

/// Proposes its child the container's length (through `length`) along its axes.
struct ContainerRelativeFrameBehavior: NodeBehavior {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  let container: ScrollContainerBox?

  var kind: String { "containerRelativeFrame" }

  private func frameProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let outer = container?.viewport
    func side(_ axis: Axis, _ proposed: CGFloat?, _ visible: CGFloat?) -> CGFloat? {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical),
        let base = visible ?? proposed
      else { return proposed }
      let value = length(base, axis)
      return value.isFinite ? max(0, value) : proposed
    }
    return ProposedViewSize(
      width: side(.horizontal, proposal.width, outer?.width),
      height: side(.vertical, proposal.height, outer?.height))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let frame = frameProposal(proposal)
    let size = node.children.first?.size(for: frame) ?? .zero
    return CGSize(
      width: axes.contains(.horizontal) ? frame.width ?? size.width : size.width,
      height: axes.contains(.vertical) ? frame.height ?? size.height : size.height)
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    node.children.map {
      framePlacement(of: $0, in: size, proposal: frameProposal(proposal), alignment: alignment)
    }
  }
}
