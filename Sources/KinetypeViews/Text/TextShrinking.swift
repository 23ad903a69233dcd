import Foundation
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// `minimumScaleFactor(_:)`: text that does not fit its proposal (within its line limit) is
/// laid out at the largest fraction of its font sizes, down to the factor, at which it fits,
/// and truncated if it still does not (docs/views.md, "Text that shrinks to fit").
extension TextBehavior {
  /// The fraction of its font sizes the text is laid out at for `proposal`: 1 when it fits
  /// (or `minimumScaleFactor` is 1), else the largest scale at or above the factor at which
  /// it fits, else the factor. Cached by proposal.
  func fittingScale(_ proposal: ProposedViewSize, node: ViewNode) -> CGFloat {
    let factor = node.environment.minimumScaleFactor
    guard factor < 1, proposal.width != nil || proposal.height != nil else { return 1 }
    let key = TextLayoutCache.ProposalKey(width: proposal.width, height: proposal.height)
    if let cached = layouts.scales[key] { return cached }
    let scale = searchScale(proposal, factor: factor, node: node)
    layouts.scales[key] = scale
    return scale
  }

  /// The largest scale from the factor up to 1 at which the text fits
  /// (``TextFitting/largestScale(floor:guess:fits:)``), first trying the scale at which the
  /// widest line would just fill the proposed width.
  private func searchScale(_ proposal: ProposedViewSize, factor: CGFloat, node: ViewNode)
    -> CGFloat
  {
    TextFitting.largestScale(
      floor: TextFitting.floor(of: text, factor: factor),
      guess: { () -> CGFloat? in
        guard let width = proposal.width,
          let natural = layout(width: nil, lineLimit: node.environment.lineLimit, node: node)
        else { return nil }
        return width / max(usedWidth(natural), 0.001)
      },
      fits: { fits(proposal, scale: $0, node: node) })
  }

  /// Whether the text at `scale` fits `proposal`: no line cut by the line limit, no line
  /// wider than the proposed width, no taller than the proposed height. A layout that fails
  /// counts as fitting (shrinking stops; the failure is reported once).
  func fits(_ proposal: ProposedViewSize, scale: CGFloat, node: ViewNode) -> Bool {
    let lineLimit = node.environment.lineLimit
    guard var layout = layout(width: nil, lineLimit: lineLimit, scale: scale, node: node) else {
      return true
    }
    if let width = proposal.width, usedWidth(layout) > width {
      guard let wrapped = self.layout(width: width, lineLimit: lineLimit, scale: scale, node: node)
      else { return true }
      // Only a single cluster wider than the line overflows the width it was broken at.
      if usedWidth(wrapped) > width { return false }
      layout = wrapped
    }
    if layout.isTruncated { return false }
    if let height = proposal.height,
      CGFloat(layout.size.height).roundedUp(toMultipleOf: node.environment.pixelLength) > height
    {
      return false
    }
    return true
  }
}
