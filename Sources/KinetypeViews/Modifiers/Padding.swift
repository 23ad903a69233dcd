public import Foundation
public import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// Pads `edges` of this view by `length`, or by SwiftUI's default padding (16 points) when
  /// `length` is nil.
  ///
  /// Negative padding pulls the edges in (the view may overflow its frame), as in SwiftUI;
  /// the size proposed to the view and the padded size never go below zero. A NaN length
  /// counts as zero, with a warning.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(
      PaddingModifier(insets: EdgeInsets(edges, Double(length ?? PaddingModifier.defaultLength))))
  }

  /// Pads every edge of this view by `length`.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads each edge of this view by its inset.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }
}

struct PaddingModifier: NodeModifier {
  /// SwiftUI's default padding on iOS: 16 points (OpenSwiftUI's DefaultPadding.swift).
  static let defaultLength: CGFloat = 16

  let insets: EdgeInsets

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    var clean = insets
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if values.contains(where: { !$0.isFinite }) {
      context.graph.warn("padding \(values) has a non-finite length; it counts as 0", at: context)
      func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
      clean = EdgeInsets(
        top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom),
        trailing: finite(insets.trailing))
    }
    let animated = context.animated(
      AnimatablePair(
        AnimatablePair(CGFloat(clean.top), CGFloat(clean.leading)),
        AnimatablePair(CGFloat(clean.bottom), CGFloat(clean.trailing))), "padding")
    return PaddingBehavior(
      insets: EdgeInsets(
        top: Double(animated.first.first), leading: Double(animated.first.second),
        bottom: Double(animated.second.first), trailing: Double(animated.second.second)))
  }
}

/// Proposes the proposal minus the insets, reports the child's size plus the insets, places
/// the child inset.
struct PaddingBehavior: NodeBehavior {
  let insets: EdgeInsets

  var kind: String { "padding" }
  var details: String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(values).count == 1 { return ViewFormat.number(CGFloat(insets.top)) }
    return "top: \(ViewFormat.number(insets.top)), leading: \(ViewFormat.number(insets.leading)), "
      + "bottom: \(ViewFormat.number(insets.bottom)), trailing: \(ViewFormat.number(insets.trailing))"
  }

  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.horizontalSum) },
      height: proposal.height.map { max(0, $0 - insets.verticalSum) })
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let size = node.children.first?.size(for: inner(proposal)) ?? .zero
    return CGSize(
      width: max(0, size.width + insets.horizontalSum),
      height: max(0, size.height + insets.verticalSum))
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    node.children.map {
      ChildPlacement(
        child: $0, origin: CGPoint(x: insets.leading, y: insets.top), proposal: inner(proposal))
    }
  }

  /// The child's spacing with each padded edge reset to a plain view's (SwiftUI resets the
  /// edges whose inset is not zero).
  func spacing(node: ViewNode) -> ViewSpacing {
    var spacing = node.children.first?.spacing ?? ViewSpacing()
    var edges: Edge.Set = []
    if insets.top != 0 { edges.insert(.top) }
    if insets.leading != 0 { edges.insert(.leading) }
    if insets.bottom != 0 { edges.insert(.bottom) }
    if insets.trailing != 0 { edges.insert(.trailing) }
    spacing.reset(edges)
    return spacing
  }
}
