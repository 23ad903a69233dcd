import Foundation
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// `minimumScaleFactor(_:)`: text that does not fit its proposal (within its line limit) is
/// laid out at the largest fraction of its font sizes, down to the factor, at which it fits,
/// and truncated if it still does not (docs/views.md, "Text that shrinks to fit").
extension TextBehavior {
  /// How close the chosen scale is to the largest that fits: the next scale tried above it
  /// is at most this much larger (0.2 %).
  static let scalePrecision: CGFloat = 1.002

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

  /// Bisects between the smallest allowed scale and 1, first trying the scale at which the
  /// widest line would just fill the proposed width (right for one line, in two layouts).
  private func searchScale(_ proposal: ProposedViewSize, factor: CGFloat, node: ViewNode)
    -> CGFloat
  {
    if fits(proposal, scale: 1, node: node) { return 1 }
    // Below 1 px a font cannot be loaded: the smallest span stops there.
    let smallest = text.spans.compactMap { $0.attributes.font?.size }.min() ?? 17
    let floor = min(1, max(factor, CGFloat(TextAttributes.sizeRange.lowerBound / smallest)))
    if floor >= 1 || !fits(proposal, scale: floor, node: node) { return floor }
    var low = floor
    var high: CGFloat = 1
    if let width = proposal.width,
      let natural = layout(width: nil, lineLimit: node.environment.lineLimit, node: node)
    {
      let guess = width / max(usedWidth(natural), 0.001)
      if guess > low, guess < high {
        if fits(proposal, scale: guess, node: node) {
          low = guess
          // Usually the next step up already overflows.
          let above = min(guess * Self.scalePrecision, high)
          if fits(proposal, scale: above, node: node) { low = above } else { high = above }
        } else {
          high = guess
        }
      }
    }
    while high > low * Self.scalePrecision {
      let next = min(max((low + high) / 2, low * Self.scalePrecision), high)
      if next >= high { break }
      if fits(proposal, scale: next, node: node) { low = next } else { high = next }
    }
    return low
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

  /// `text` with every span's font size multiplied by `scale` (tracking, kerning, baseline
  /// offsets and line spacing keep their sizes).
  static func scaled(_ text: Text, by scale: CGFloat) -> Text {
    Text(
      spans: text.spans.map { span in
        var span = span
        span.attributes.font?.size *= Double(scale)
        return span
      })
  }
}
