public import Foundation

/// A 2-D affine transform, Core Graphics' `CGAffineTransform`: the same fields, initializers
/// and semantics (Foundation on Linux has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, not
/// this type).
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. The methods
/// `translatedBy`, `scaledBy` and `rotated(by:)` prepend their operation, as Core Graphics
/// does, so `t.translatedBy(x:y:)` moves in `t`'s own coordinate space.
public struct CGAffineTransform: Hashable, Sendable, Codable {
  /// The entry that scales (and rotates) x.
  public var a: CGFloat
  /// The entry that carries x into y (rotation, skew).
  public var b: CGFloat
  /// The entry that carries y into x (rotation, skew).
  public var c: CGFloat
  /// The entry that scales (and rotates) y.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  @inlinable
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A transform with every entry zero, as Core Graphics' `CGAffineTransform()`.
  @inlinable
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  @inlinable
  public init(translationX x: CGFloat, y: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }
  /// A scale about the origin.
  @inlinable
  public init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
  /// A rotation about the origin by `angle` radians (positive angles turn x toward y,
  /// clockwise on a y-down screen).
  ///
  /// Whole quarter turns are exact (`cos(π/2)` is 0, not 6e-17), which keeps rotated glyphs
  /// crisp. A non-finite angle (NaN or ±infinity) rotates by nothing: the result is the
  /// identity.
  public init(rotationAngle angle: CGFloat) {
    let angle = Double(angle)
    guard angle.isFinite else {
      self = .identity
      return
    }
    let cosine = CGAffineTransform.cosine(angle)
    let sine = CGAffineTransform.sine(angle)
    self.init(
      a: CGFloat(cosine), b: CGFloat(sine), c: CGFloat(-sine), d: CGFloat(cosine), tx: 0, ty: 0)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`: a point maps through `self` first (Core Graphics' `concatenating`).
  @inlinable
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before this transform.
  @inlinable
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }
  /// A scale applied before this transform.
  @inlinable
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }
  /// A rotation applied before this transform (a non-finite angle leaves it unchanged).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse; as in Core Graphics, the transform itself, unchanged, when it cannot be
  /// inverted (a zero determinant, or entries that are not finite).
  public func inverted() -> CGAffineTransform { inverse ?? self }

  // Exact values for quarter turns keep rotated glyphs crisp. NaN for a non-finite angle.
  static func cosine(_ angle: Double) -> Double {
    guard angle.isFinite else { return .nan }
    let quarter = angle / (.pi / 2)
    // Only small whole numbers of quarter turns are exact; past 2⁵³ every double is whole.
    if quarter == quarter.rounded(), abs(quarter) < 0x1p52 {
      switch quarter.truncatingRemainder(dividingBy: 4) {
      case 0: return 1
      case 1, -3: return 0
      case 2, -2: return -1
      default: return 0
      }
    }
    return CGAffineTransform.cosineApproximation(angle)
  }

  static func sine(_ angle: Double) -> Double {
    // Past 2⁵⁰ radians, subtracting π/2 is lost to rounding: reduce to one turn first.
    let reduced = abs(angle) < 0x1p50 ? angle : angle.truncatingRemainder(dividingBy: 2 * .pi)
    return cosine(reduced - .pi / 2)
  }

  // Pure Swift cosine (KinetypeCore imports no libm): range reduction then a Taylor series.
  static func cosineApproximation(_ angle: Double) -> Double {
    var x = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if x > .pi { x -= 2 * .pi }
    if x < -.pi { x += 2 * .pi }
    let x2 = x * x
    var term = 1.0
    var sum = 1.0
    for n in stride(from: 2, through: 40, by: 2) {
      term *= -x2 / Double((n - 1) * n)
      sum += term
      if abs(term) < 1e-18 { break }
    }
    return sum
  }
}

// Kinetype's own helpers: for the package, not part of Core Graphics' API.
extension CGAffineTransform {
  /// Whether every entry is finite.
  @inlinable
  package var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
  /// Whether the transform only translates (no scale, rotation or skew).
  @inlinable
  package var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
  /// The determinant of the linear part.
  @inlinable
  package var determinant: CGFloat { a * d - b * c }

  /// The inverse, or nil when the transform is singular or not finite (where Core Graphics'
  /// ``inverted()`` returns the transform unchanged).
  package var inverse: CGAffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite, isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }
}
