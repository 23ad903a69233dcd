import Foundation

/// A 3×3 projective transform, as SwiftUI's `ProjectionTransform`: an affine transform plus
/// perspective.
///
/// Points are row vectors, as in Core Graphics: `(x, y, 1)·M = (x', y', w)`, and the result
/// is `(x'/w, y'/w)`. `m13` and `m23` add perspective; with them zero and `m33` one the
/// transform is affine (``isAffine``), and `m11 m12 m21 m22 m31 m32` are a ``CGAffineTransform``'s
/// `a b c d tx ty`. The default is the identity.
public struct ProjectionTransform: Hashable, Sendable {
  /// First row. Default: 1, 0, 0.
  public var m11: Double = 1, m12: Double = 0, m13: Double = 0
  /// Second row. Default: 0, 1, 0.
  public var m21: Double = 0, m22: Double = 1, m23: Double = 0
  /// Third row (translation, and the projective weight). Default: 0, 0, 1.
  public var m31: Double = 0, m32: Double = 0, m33: Double = 1

  /// The identity.
  public init() {}

  /// The affine transform `transform` as a projection.
  public init(_ transform: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (
      transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty
    )
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform has no perspective (`m13 = m23 = 0`, `m33 = 1`).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Whether every entry is finite.
  public var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }

  /// The determinant.
  public var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31)
      + m13 * (m21 * m32 - m22 * m31)
  }

  /// Inverts the transform in place; returns false (leaving it unchanged) when it is singular.
  @discardableResult
  public mutating func invert() -> Bool {
    let det = determinant
    guard det != 0, det.isFinite else { return false }
    let inverse = ProjectionTransform(
      m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det,
      m13: (m12 * m23 - m13 * m22) / det,
      m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det,
      m23: (m13 * m21 - m11 * m23) / det,
      m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det,
      m33: (m11 * m22 - m12 * m21) / det)
    self = inverse
    return true
  }

  /// The inverse, or this transform unchanged when it is singular.
  public func inverted() -> ProjectionTransform {
    var copy = self
    copy.invert()
    return copy
  }

  /// This transform followed by `other` (`self · other` in row-vector order).
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    let a = self
    let b = other
    return ProjectionTransform(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
  }

  private init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double,
    m32: Double, m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }
}

extension CGPoint {
  /// The point mapped by `projection`, or nil when it maps to infinity or behind the viewer
  /// (a projective weight `w ≤ 0`).
  public func applying(_ projection: ProjectionTransform) -> CGPoint? {
    let w = projection.m13 * x + projection.m23 * y + projection.m33
    guard w > 0, w.isFinite else { return nil }
    return CGPoint(
      x: (projection.m11 * x + projection.m21 * y + projection.m31) / w,
      y: (projection.m12 * x + projection.m22 * y + projection.m32) / w)
  }
}
