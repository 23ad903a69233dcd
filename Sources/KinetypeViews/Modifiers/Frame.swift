public import Foundation
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// Puts this view in an invisible frame of a fixed `width` and/or `height`, aligned by
  /// `alignment`, as SwiftUI's `frame(width:height:alignment:)`; a nil dimension follows the
  /// view's own size.
  ///
  /// A negative or non-finite dimension is ignored (taken as nil) with a warning, as SwiftUI
  /// logs "Invalid frame dimension".
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
  }

  /// Puts this view in an invisible frame with limits, as SwiftUI's
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  ///
  /// In each dimension: with no minimum or maximum, the frame takes the view's size; with
  /// both, the proposed size clamped to them; with one, the proposed size when it is on that
  /// side of the view's size, clamped. An ideal value replaces a nil proposal. Limits are
  /// normalized as SwiftUI does (a negative minimum is 0, ideal ≥ minimum, maximum ≥ ideal);
  /// inconsistent limits give a warning.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        width: FrameLimits(min: minWidth, ideal: idealWidth, max: maxWidth),
        height: FrameLimits(min: minHeight, ideal: idealHeight, max: maxHeight),
        alignment: alignment))
  }
}

struct FixedFrameModifier: NodeModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    func valid(_ value: CGFloat?, _ name: String) -> CGFloat? {
      guard let value else { return nil }
      guard value.isFinite, value >= 0 else {
        context.graph.warn(
          "frame(\(name): \(ViewFormat.number(value))) is not a valid size; it is ignored",
          at: context)
        return nil
      }
      return value
    }
    let width = valid(width, "width").map { max(0, context.animated($0, "frame.width")) }
    let height = valid(height, "height").map { max(0, context.animated($0, "frame.height")) }
    return FixedFrameBehavior(width: width, height: height, alignment: alignment)
  }
}

/// Places a child in a frame: the frame's `alignment` point (its default guides) meets the
/// child's (its explicit guides if set), as OpenSwiftUI's `FrameLayoutCommon`.
func framePlacement(
  of child: ViewNode, in size: CGSize, proposal: ProposedViewSize, alignment: Alignment
) -> ChildPlacement {
  let dimensions = child.dimensions(for: proposal)
  let frame = ViewDimensions(size: size) { _ in nil }
  let origin = CGPoint(
    x: frame[alignment.horizontal] - dimensions[alignment.horizontal],
    y: frame[alignment.vertical] - dimensions[alignment.vertical])
  return ChildPlacement(child: child, origin: origin, proposal: proposal)
}

/// `frame(width:height:alignment:)`.
struct FixedFrameBehavior: NodeBehavior {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  var kind: String { "frame" }
  var details: String {
    [
      width.map { "width: \(ViewFormat.number($0))" },
      height.map { "height: \(ViewFormat.number($0))" },
    ]
    .compactMap { $0 }.joined(separator: ", ")
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let size = node.children.first?.size(for: childProposal(proposal)) ?? .zero
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    node.children.map {
      framePlacement(of: $0, in: size, proposal: childProposal(proposal), alignment: alignment)
    }
  }
}
