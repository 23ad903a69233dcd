import KinetypeCore

/// A path converted once to the rasterizer's outline form, to be filled at many offsets
/// (``Rasterizer/coverage(of:offsetX:offsetY:)``): a moving glyph lands on a new subpixel
/// position every frame, and converting its path each time was a third of rasterizing it.
package struct PreparedOutline: Sendable {
  let outline: Outline

  /// Converts `path` (in pixels); nil when a point is not finite.
  package init?(_ path: Path) {
    let outline = Outline(path, transform: .identity)
    guard outline.isFinite else { return nil }
    self.outline = outline
  }

  /// The bytes the points, tags and contour ends take, for cache budgets.
  package var byteCount: Int {
    outline.points.count * (MemoryLayout<Point>.stride + 1)
      + outline.contourEnds.count * MemoryLayout<Int>.stride
  }
}

extension Rasterizer {
  /// The coverage of `outline` filled (nonzero winding, anti-aliased) after moving it by
  /// (`x`, `y`) px: the same mask, bit for bit, as ``coverage(of:transform:style:clipTo:)`` of
  /// its path under that translation. The translation maps a point to `1·x + 0·y + tx`, which
  /// is `x + tx` in every bit, so moving the converted points gives the same coordinates;
  /// flattening and coverage then run as for the path.
  package static func coverage(of outline: PreparedOutline, offsetX x: Double, offsetY y: Double)
    -> CoverageMask
  {
    guard x.isFinite, y.isFinite else {
      RasterWarnings.warn(.skippedDraw, "a non-finite offset ignored the draw", in: "fill")
      return CoverageMask()
    }
    var moved = outline.outline
    for index in moved.points.indices {
      let point = moved.points[index]
      moved.points[index] = Point(x: point.x + x, y: point.y + y)
    }
    return render(moved, evenOdd: false, clip: nil)
  }
}
