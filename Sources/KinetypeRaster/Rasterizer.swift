internal import CFreeType
import Foundation
import KinetypeCore

/// Turns paths into coverage with FreeType's outline rasterizer (`FT_Outline_Get_Bitmap`, the
/// "smooth" anti-aliasing rasterizer, hinting never involved) and stroker (`FT_Stroker`).
///
/// Coordinates reach FreeType in 26.6 fixed point, so subpixel positions count to 1/64 px: a
/// glyph under any transform is rasterized from its transformed outline. Thread-safe: each
/// call borrows its own `FT_Library` from a pool. Cost: O(outline size + mask area).
package enum Rasterizer {
  /// The coverage of `path` filled under `transform` with `style`'s rule (nonzero winding by
  /// default; aliased fills threshold coverage at one half).
  ///
  /// The mask is the path's pixel bounding box, cut to `0..<width × 0..<height` of `clipTo`
  /// when given. A non-finite path or transform gives an empty mask with a warning; coordinates
  /// beyond ±200,000 px are clamped.
  package static func coverage(
    of path: Path, transform: CGAffineTransform = .identity, style: FillStyle = FillStyle(),
    clipTo bounds: (width: Int, height: Int)? = nil
  ) -> CoverageMask {
    guard transform.isFinite else {
      RasterWarnings.warn(
        .skippedDraw, "non-finite transform \(transform) ignored the draw", in: "fill")
      return CoverageMask()
    }
    // Under a move alone, curves are split into chords before the move, as a prepared outline
    // is (``PreparedOutline``): a glyph gives the same pixels by either route, and chords are
    // computed near the origin, where doubles are finest.
    let outline =
      transform.isTranslationOnly
      ? Outline(path, transform: .identity).flattened().moved(x: transform.tx, y: transform.ty)
      : Outline(path, transform: transform)
    guard outline.isFinite else {
      RasterWarnings.warn(
        .skippedDraw, "a path with non-finite points ignored the draw", in: "fill")
      return CoverageMask()
    }
    return render(
      outline, evenOdd: style.isEOFilled, antialiased: style.isAntialiased, clip: bounds)
  }

  /// Fills `outline` (device pixels) into a mask over its bounds ∩ `clip`.
  static func render(
    _ curved: Outline, evenOdd: Bool, antialiased: Bool = true,
    clip: (width: Int, height: Int)?
  ) -> CoverageMask {
    let outline = curved.flattened()
    guard var box = outline.pixelBounds else { return CoverageMask() }
    if let clip {
      box = (max(box.x0, 0), max(box.y0, 0), min(box.x1, clip.width), min(box.y1, clip.height))
    }
    let width = box.x1 - box.x0
    let height = box.y1 - box.y0
    guard width > 0, height > 0 else { return CoverageMask() }
    guard width <= Pixmap.maximumSide * 4, height <= Pixmap.maximumSide * 4,
      width * height <= Pixmap.maximumPixelCount
    else {
      RasterWarnings.warn(
        .skippedDraw, "a \(width)×\(height) mask is over the pixel budget; skipped", in: "fill")
      return CoverageMask()
    }
    var values = [UInt8](repeating: 0, count: width * height)
    let ok = FreeTypeLibraries.withLibrary { library in
      renderChunks(
        outline, into: &values, box: (box.x0, box.y0, width, height), evenOdd: evenOdd,
        library: library)
    }
    guard ok == true else { return CoverageMask() }
    var mask = CoverageMask(
      originX: box.x0, originY: box.y0, width: width, height: height, values: values)
    if !antialiased { mask = mask.mapValues { $0 >= 128 ? 255 : 0 } }
    return mask
  }

  /// FreeType outlines hold at most 32,767 points and contours: bigger outlines render in
  /// chunks of whole contours whose coverages add (exact unless chunks overlap).
  private static func renderChunks(
    _ outline: Outline, into values: inout [UInt8], box: (Int, Int, Int, Int), evenOdd: Bool,
    library: FT_Library
  ) -> Bool {
    let limit = Int(Int16.max)
    if outline.points.count <= limit && outline.contourEnds.count <= limit {
      return renderOne(
        outline, range: 0..<outline.contourEnds.count, into: &values, box: box,
        evenOdd: evenOdd, library: library)
    }
    var first = 0
    while first < outline.contourEnds.count {
      var last = first
      let base = first == 0 ? 0 : outline.contourEnds[first - 1]
      while last < outline.contourEnds.count && outline.contourEnds[last] - base <= limit
        && last - first < limit
      {
        last += 1
      }
      if last == first { last = first + 1 }  // one contour over the limit: skipped below
      var chunk = [UInt8](repeating: 0, count: values.count)
      if outline.contourEnds[last - 1] - base <= limit {
        _ = renderOne(
          outline, range: first..<last, into: &chunk, box: box, evenOdd: evenOdd,
          library: library)
      } else {
        RasterWarnings.warn(
          .skippedDraw, "a contour of over \(limit) points was skipped", in: "fill")
      }
      for i in values.indices { values[i] = UInt8(min(255, Int(values[i]) + Int(chunk[i]))) }
      first = last
    }
    return true
  }

  private static func renderOne(
    _ outline: Outline, range: Range<Int>, into values: inout [UInt8],
    box: (x0: Int, y0: Int, width: Int, height: Int), evenOdd: Bool, library: FT_Library
  ) -> Bool {
    let firstPoint = range.lowerBound == 0 ? 0 : outline.contourEnds[range.lowerBound - 1]
    let lastPoint = outline.contourEnds[range.upperBound - 1]
    let limit = 200_000.0 * 64
    let top = Double(box.y0 + box.height)
    var points = outline.points[firstPoint..<lastPoint].map { p in
      FT_Vector(
        x: FT_Pos(max(-limit, min(limit, roundedHalfAwayFromZero((p.x - Double(box.x0)) * 64)))),
        y: FT_Pos(max(-limit, min(limit, roundedHalfAwayFromZero((top - p.y) * 64)))))
    }
    var tags = Array(outline.tags[firstPoint..<lastPoint])
    var contours = outline.contourEnds[range].map { Int16($0 - firstPoint - 1) }
    let error = points.withUnsafeMutableBufferPointer { pointBuffer in
      tags.withUnsafeMutableBufferPointer { tagBuffer in
        contours.withUnsafeMutableBufferPointer { contourBuffer in
          values.withUnsafeMutableBufferPointer { pixels in
            var ftOutline = FT_Outline(
              n_contours: Int16(contourBuffer.count), n_points: Int16(pointBuffer.count),
              points: pointBuffer.baseAddress, tags: tagBuffer.baseAddress,
              contours: contourBuffer.baseAddress,
              flags: evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : 0)
            var bitmap = FT_Bitmap()
            bitmap.rows = UInt32(box.height)
            bitmap.width = UInt32(box.width)
            bitmap.pitch = Int32(box.width)
            bitmap.buffer = pixels.baseAddress
            bitmap.num_grays = 256
            bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            return FT_Outline_Get_Bitmap(library, &ftOutline, &bitmap)
          }
        }
      }
    }
    if error != 0 {
      RasterWarnings.warn(
        .skippedDraw, "FreeType could not render an outline (error \(error))", in: "fill")
      return false
    }
    return true
  }
}
