/// A 2-D affine transform with Core Graphics' layout and semantics (`CGAffineTransform`).
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. The methods
/// `translatedBy`, `scaledBy` and `rotated(by:)` prepend their operation, as Core Graphics
/// does, so `t.translatedBy(x:y:)` moves in `t`'s own coordinate space.
/// It is named `Transform` rather than `AffineTransform` so that it never clashes with
/// Foundation's type of that name.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
  /// Matrix entries, as in `CGAffineTransform`.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// Creates a transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
  /// A scale about the origin.
  public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
  /// A rotation about the origin (positive angles turn x toward y, clockwise on screen).
  ///
  /// A non-finite angle (NaN or ±infinity) rotates by nothing: the result is the identity.
  public init(rotationAngle angle: Double) {
    guard angle.isFinite else {
      self = .identity
      return
    }
    let cosine = Transform.cosine(angle)
    let sine = Transform.sine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }
  /// Whether every entry is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
  /// Whether the transform only translates (no scale, rotation or skew).
  public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
  /// The determinant of the linear part.
  public var determinant: Double { a * d - b * c }

  /// `self` followed by `other`: a point maps through `self` first (Core Graphics' `concatenating`).
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before this transform.
  public func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }
  /// A scale applied before this transform.
  public func scaledBy(x: Double, y: Double) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }
  /// A rotation applied before this transform (a non-finite angle leaves it unchanged).
  public func rotated(by angle: Double) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or nil when the transform is singular or not finite.
  public func inverted() -> Transform? {
    let det = determinant
    guard det != 0, det.isFinite, isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return Transform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  /// A debugging description.
  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }

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
    return Transform.cosineApproximation(angle)
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
