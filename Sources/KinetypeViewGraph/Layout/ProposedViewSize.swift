import Foundation
import KinetypeRendering

// `ProposedViewSize` itself is KinetypeRendering's (a `TextRenderer` sizes text with it); the
// view layer adds what its stacks need.
extension ProposedViewSize {
  /// The dimension along `axis`.
  package subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal from a value along `axis` and one along the other axis.
  package init(_ major: CGFloat?, along axis: Axis, _ minor: CGFloat?) {
    self =
      axis == .horizontal
      ? ProposedViewSize(width: major, height: minor)
      : ProposedViewSize(width: minor, height: major)
  }

  /// The proposal with NaN dimensions made nil and negative ones zero: what every view is
  /// actually asked (a NaN or negative proposal from a user's `Layout` never reaches a child).
  package var sanitized: ProposedViewSize {
    func clean(_ value: CGFloat?) -> CGFloat? {
      guard let value, !value.isNaN else { return nil }
      return Swift.max(0, value)
    }
    return ProposedViewSize(width: clean(width), height: clean(height))
  }
}
