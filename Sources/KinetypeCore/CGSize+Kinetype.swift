public import Foundation

extension CGSize {
  /// The size transformed by `t`'s linear part, as Core Graphics' `applying(_:)`:
  /// `(a·width + c·height, b·width + d·height)`, translation ignored (the result may be
  /// negative).
  @inlinable
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}
