import Foundation
import KinetypeRendering
import KinetypeViewGraph

/// The minimum, ideal and maximum of a flexible frame in one dimension.
struct FrameLimits: Hashable {
  var min: CGFloat?
  var ideal: CGFloat?
  var max: CGFloat?

  var isEmpty: Bool { min == nil && ideal == nil && max == nil }

  /// Limits normalized as SwiftUI's `_FlexFrameLayout` does: a negative (or NaN) minimum is
  /// 0, the ideal is at least the minimum, the maximum at least the ideal (or the minimum).
  func normalized() -> (limits: FrameLimits, isConsistent: Bool) {
    func finiteOrNil(_ value: CGFloat?) -> CGFloat? {
      guard let value, !value.isNaN else { return nil }
      return value
    }
    let minimum = finiteOrNil(min).map { Swift.max($0, 0) }
    let ideal = finiteOrNil(ideal).map { Swift.max(minimum ?? 0, $0) }
    let maximum = finiteOrNil(max).map { Swift.max(ideal ?? minimum ?? 0, $0) }
    let isConsistent =
      (min ?? 0) <= (self.ideal ?? max ?? .infinity) && (self.ideal ?? 0) <= (max ?? .infinity)
      && !(min ?? 0).isInfinite && !(min ?? 0).isNaN && !(self.ideal ?? 0).isNaN
      && !(max ?? 0).isNaN
    return (FrameLimits(min: minimum, ideal: ideal, max: maximum), isConsistent)
  }

  /// The size proposed to the child: the proposal (or the ideal when the proposal is nil)
  /// clamped to the limits.
  func childProposal(_ proposed: CGFloat?) -> CGFloat? {
    guard let value = proposed ?? ideal else { return nil }
    return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
  }

  /// The frame's size in this dimension for `proposed`, given the child's `childSize` for
  /// `childProposal`.
  func size(proposed: CGFloat?, childProposal: CGFloat?, childSize: CGFloat) -> CGFloat {
    if let proposed {
      if let min, let max, min <= max { return Swift.min(Swift.max(proposed, min), max) }
    } else if let ideal {
      return ideal
    }
    switch (min, max) {
    case (let min?, let max?) where min <= max: return Swift.min(Swift.max(min, childSize), max)
    case (let min?, nil): return Swift.max(Swift.min(childProposal ?? .infinity, childSize), min)
    case (nil, let max?): return Swift.min(Swift.max(childProposal ?? -.infinity, childSize), max)
    default: return childSize
    }
  }

  var description: String {
    [
      min.map { "min \(ViewFormat.number($0))" }, ideal.map { "ideal \(ViewFormat.number($0))" },
      max.map { "max \(ViewFormat.number($0))" },
    ].compactMap { $0 }.joined(separator: " ")
  }
}

struct FlexibleFrameModifier: NodeModifier {
  let width: FrameLimits
  let height: FrameLimits
  let alignment: Alignment

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    let (width, widthOK) = self.width.normalized()
    let (height, heightOK) = self.height.normalized()
    if !widthOK || !heightOK {
      context.graph.warn(
        "frame limits are inconsistent or not finite (width: \(self.width.description); "
          + "height: \(self.height.description)); they are normalized as SwiftUI does",
        at: context)
    }
    return FlexibleFrameBehavior(width: width, height: height, alignment: alignment)
  }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, as
/// Apple documents it and OpenSwiftUI's `_FlexFrameLayout` implements it.
struct FlexibleFrameBehavior: NodeBehavior {
  let width: FrameLimits
  let height: FrameLimits
  let alignment: Alignment

  var kind: String { "frame" }
  var details: String {
    [
      width.isEmpty ? nil : "width: \(width.description)",
      height.isEmpty ? nil : "height: \(height.description)",
    ].compactMap { $0 }.joined(separator: ", ")
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let inner = childProposal(proposal)
    let child = node.children.first?.size(for: inner) ?? .zero
    return CGSize(
      width: width.size(
        proposed: proposal.width, childProposal: inner.width, childSize: child.width),
      height: height.size(
        proposed: proposal.height, childProposal: inner.height, childSize: child.height))
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    // The child is proposed the frame's final size (OpenSwiftUI's placement proposal).
    node.children.map {
      framePlacement(of: $0, in: size, proposal: ProposedViewSize(size), alignment: alignment)
    }
  }
}
