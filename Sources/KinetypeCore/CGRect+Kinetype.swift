public import Foundation

extension CGRect {
  /// The bounding box of the four corners after `t`, as Core Graphics' `applying(_:)`; the
  /// null rectangle stays null.
  @inlinable
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    // Four corners without an array: this runs once per glyph drawn (the canvas cull).
    let x0 = origin.x + min(size.width, 0)
    let x1 = origin.x + max(size.width, 0)
    let y0 = origin.y + min(size.height, 0)
    let y1 = origin.y + max(size.height, 0)
    let p0 = CGPoint(x: x0, y: y0).applying(t)
    let p1 = CGPoint(x: x1, y: y0).applying(t)
    let p2 = CGPoint(x: x0, y: y1).applying(t)
    let p3 = CGPoint(x: x1, y: y1).applying(t)
    // The first least and greatest in corner order (a NaN corner is skipped unless first).
    var left = p0.x
    if p1.x < left { left = p1.x }
    if p2.x < left { left = p2.x }
    if p3.x < left { left = p3.x }
    var top = p0.y
    if p1.y < top { top = p1.y }
    if p2.y < top { top = p2.y }
    if p3.y < top { top = p3.y }
    var right = p0.x
    if right < p1.x { right = p1.x }
    if right < p2.x { right = p2.x }
    if right < p3.x { right = p3.x }
    var bottom = p0.y
    if bottom < p1.y { bottom = p1.y }
    if bottom < p2.y { bottom = p2.y }
    if bottom < p3.y { bottom = p3.y }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

// Kinetype's own helpers: for the package, not part of Core Graphics' API.
extension CGRect {
  /// The centre point.
  @inlinable
  package var center: CGPoint { CGPoint(x: midX, y: midY) }

  /// The rectangle shrunk by `insets` (grown where they are negative), without Core Graphics'
  /// clamp to null.
  @inlinable
  package func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.leading, y: minY + insets.top,
      width: width - insets.leading - insets.trailing,
      height: height - insets.top - insets.bottom)
  }

  /// Whether all four edges are finite numbers (false for `null` and for sizes that overflow).
  @inlinable
  package var hasFiniteEdges: Bool {
    origin.x.isFinite && origin.y.isFinite && (origin.x + size.width).isFinite
      && (origin.y + size.height).isFinite
  }
}

extension CGRect {
  /// The overlap of both rectangles, or `null` if they do not overlap: `intersection(_:)` for
  /// the package, which never traps (Foundation's on Linux traps when an edge is NaN).
  @inlinable
  package func overlap(with other: CGRect) -> CGRect {
    if isNull || other.isNull { return .null }
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    if x1 < x0 || y1 < y0 { return .null }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
