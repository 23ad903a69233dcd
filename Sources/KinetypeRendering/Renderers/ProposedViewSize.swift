public import Foundation

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`: each dimension is a
/// concrete value, `nil` ("use your ideal size"), `0` ("your minimum") or `.infinity` ("your
/// maximum").
///
/// It lives with ``TextRenderer``, whose ``TextRenderer/sizeThatFits(proposal:text:)`` receives
/// one; views propose sizes with it.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width, or nil for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or nil for the ideal height.
  public var height: CGFloat?

  /// Creates a proposal.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Both dimensions zero: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Both dimensions nil: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with nil dimensions replaced by `size` (default 10×10, SwiftUI's
  /// documented default).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// "w×h" with nil shown as "nil".
  public var description: String {
    func text(_ value: CGFloat?) -> String { value.map { ViewFormat.number($0) } ?? "nil" }
    return "\(text(width))×\(text(height))"
  }
}

/// Number formatting for dumps and messages: at most three decimals, no trailing zeros.
package enum ViewFormat {
  package static func number(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  package static func size(_ size: CGSize) -> String {
    "\(number(size.width))×\(number(size.height))"
  }

  package static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
  }
}
