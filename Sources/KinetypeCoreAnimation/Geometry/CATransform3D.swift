public import Foundation
public import KinetypeCore

/// A 4×4 homogeneous transform, as Core Animation's `CATransform3D`: row vectors, so a point
/// (x, y, z, 1) maps to (x, y, z, 1)·M and the translation lives in `m41`, `m42`, `m43`.
public struct CATransform3D: Hashable, Sendable {
  /// Row 1.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4 (the translation and the homogeneous weight).
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity.
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The sixteen entries, row by row.
  var entries: [Double] {
    [
      m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44,
    ].map { Double($0) }
  }

  init(entries e: [Double]) {
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
      m44: e[15])
  }

  /// `self · other`: `self` applied first, then `other`.
  func concatenating(_ other: CATransform3D) -> CATransform3D {
    let a = entries
    let b = other.entries
    var r = [Double](repeating: 0, count: 16)
    for i in 0..<4 {
      for j in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += a[i * 4 + k] * b[k * 4 + j] }
        r[i * 4 + j] = sum
      }
    }
    return CATransform3D(entries: r)
  }

  /// The 2D part (z dropped), as KinetypeCore's affine `CGAffineTransform`.
  var affine: CGAffineTransform {
    CGAffineTransform(
      a: Double(m11), b: Double(m12), c: Double(m21), d: Double(m22), tx: Double(m41),
      ty: Double(m42))
  }

  /// Whether the transform is affine in x and y (no perspective in its 2D part).
  var isAffine2D: Bool { m14 == 0 && m24 == 0 && m44 == 1 }
}

extension ProjectionTransform {
  /// The 2D projection of `m` (its z row and column dropped), as SwiftUI's
  /// `ProjectionTransform(_:)` taking a `CATransform3D`: `m11 m12 m14`, `m21 m22 m24`,
  /// `m41 m42 m44`.
  public init(_ m: CATransform3D) {
    self.init()
    (m11, m12, m13) = (Double(m.m11), Double(m.m12), Double(m.m14))
    (m21, m22, m23) = (Double(m.m21), Double(m.m22), Double(m.m24))
    (m31, m32, m33) = (Double(m.m41), Double(m.m42), Double(m.m44))
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// A translation by `tx`, `ty`, `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by `sx`, `sy`, `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the vector (`x`, `y`, `z`); the identity for a zero
/// vector. A positive rotation about z turns x towards y (clockwise on a y-down screen).
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3D() }
  let (ux, uy, uz) = (Double(x / length), Double(y / length), Double(z / length))
  let c = cos(Double(angle))
  let s = sin(Double(angle))
  let k = 1 - c
  return CATransform3D(
    m11: ux * ux * k + c, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
    m21: uy * ux * k - uz * s, m22: uy * uy * k + c, m23: uy * uz * k + ux * s, m24: 0,
    m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: uz * uz * k + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b` (`a · b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// A translation applied before `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// Whether the transform has no perspective or z terms, so it is a 2D affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
    && t.m43 == 0 && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
}
