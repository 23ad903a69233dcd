public import Foundation
import KinetypeRendering
import KinetypeViewGraph

/// How a view fills a space of another aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Fits inside the space (letterboxed).
  case fit
  /// Fills the space (cropped when clipped).
  case fill
}

extension View {
  /// Proposes this view a size of `aspectRatio` (width / height) that fits or fills the
  /// proposal, as SwiftUI's `aspectRatio(_:contentMode:)`; nil uses the view's ideal size's
  /// ratio. A non-positive or non-finite ratio counts as nil, with a warning.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Proposes this view a size of the ratio of `aspectRatio` that fits or fills the proposal.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height,
      contentMode: contentMode)
  }

  /// Scales this view to fit its parent, keeping its ideal aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales this view to fill its parent, keeping its ideal aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

struct AspectRatioModifier: NodeModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    if let ratio, !(ratio.isFinite && ratio > 0) {
      context.graph.warn(
        "aspectRatio(\(ViewFormat.number(ratio))) is not a positive ratio; the view's own ratio "
          + "is used", at: context)
      return AspectRatioBehavior(ratio: nil, contentMode: contentMode)
    }
    return AspectRatioBehavior(ratio: ratio, contentMode: contentMode)
  }
}

struct AspectRatioBehavior: NodeBehavior {
  let ratio: CGFloat?
  let contentMode: ContentMode

  var kind: String { "aspectRatio" }
  var details: String {
    (ratio.map { ViewFormat.number($0) + ", " } ?? "") + (contentMode == .fit ? "fit" : "fill")
  }

  /// The proposal for the child: the largest (fit) or smallest (fill) rectangle of the ratio
  /// for the proposed dimensions; a missing dimension follows from the other.
  private func inner(_ proposal: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
    var ratio = self.ratio
    if ratio == nil, let child = node.children.first {
      let ideal = child.size(for: .unspecified)
      if ideal.width > 0, ideal.height > 0, ideal.isFinite { ratio = ideal.width / ideal.height }
    }
    guard let ratio else { return proposal }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let fits = byWidth.height <= height
      let chosen = contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
      return ProposedViewSize(chosen)
    case (let width?, nil): return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?): return ProposedViewSize(width: height * ratio, height: height)
    case (nil, nil):
      guard let child = node.children.first else { return proposal }
      let ideal = child.size(for: .unspecified)
      return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.children.first?.size(for: inner(proposal, node: node)) ?? .zero
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    node.children.map {
      framePlacement(
        of: $0, in: size, proposal: inner(proposal, node: node), alignment: .center)
    }
  }
}
