import Foundation
import KinetypeCore

/// A path converted once to the rasterizer's outline form, curves already split into chords, to
/// be filled at many offsets (``Rasterizer/coverage(of:offsetX:offsetY:)``): a moving glyph
/// lands on a new subpixel position every frame, and converting and flattening its path each
/// time was most of rasterizing it.
package struct PreparedOutline: Sendable {
  let outline: Outline

  /// Converts `path` (in pixels); nil when a point is not finite.
  package init?(_ path: Path) {
    let outline = Outline(path, transform: .identity).flattened()
    guard outline.isFinite else { return nil }
    self.outline = outline
  }

  /// The bytes the points, tags and contour ends take, for cache budgets.
  package var byteCount: Int {
    outline.points.count * (MemoryLayout<CGPoint>.stride + 1)
      + outline.contourEnds.count * MemoryLayout<Int>.stride
  }
}

extension Rasterizer {
  /// The coverage of `outline` filled (nonzero winding, anti-aliased) after moving it by
  /// (`x`, `y`) px: the same mask, bit for bit, as ``coverage(of:transform:style:clipTo:)`` of
  /// its path under that translation, which also splits curves before moving the chords.
  package static func coverage(of outline: PreparedOutline, offsetX x: Double, offsetY y: Double)
    -> CoverageMask
  {
    guard x.isFinite, y.isFinite else {
      RasterWarnings.warn(.skippedDraw, "a non-finite offset ignored the draw", in: "fill")
      return CoverageMask()
    }
    return render(outline.outline.moved(x: x, y: y), evenOdd: false, clip: nil)
  }
}
