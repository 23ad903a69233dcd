public import Foundation

// Kinetype's geometry is Core Graphics' (`CGPoint`, `CGSize`, `CGRect` from Foundation, and
// ``CGAffineTransform``): a point is in pixels, y grows downward.

extension CGPoint {
  /// The point transformed by `t`, as Core Graphics' `applying(_:)`:
  /// `(a·x + c·y + tx, b·x + d·y + ty)`.
  @inlinable
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

// Kinetype's own helpers: for the package, not part of Core Graphics' API (an app that
// defines `+` on `CGPoint`, as many do, must not meet an ambiguity).
extension CGPoint {
  /// Whether both coordinates are finite (not NaN, not infinite).
  @inlinable
  package var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point moved by `dx`, `dy`.
  @inlinable
  package func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }

  /// The straight-line distance to `other`.
  @inlinable
  package func distance(to other: CGPoint) -> CGFloat {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Component-wise sum.
  @inlinable
  package static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  /// Component-wise difference.
  @inlinable
  package static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
  /// Both coordinates scaled by `scale`.
  @inlinable
  package static func * (lhs: CGPoint, scale: CGFloat) -> CGPoint {
    CGPoint(x: lhs.x * scale, y: lhs.y * scale)
  }
}
