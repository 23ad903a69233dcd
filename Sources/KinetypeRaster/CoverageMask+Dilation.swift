import Foundation
import KinetypeCore

extension CoverageMask {
  /// The union of two coverages: the larger of the two at each pixel, over the union of both
  /// rectangles (where shapes overlap nothing is counted twice, unlike compositing both).
  package func union(_ other: CoverageMask) -> CoverageMask {
    if other.isEmpty { return self }
    if isEmpty { return other }
    let x0 = min(originX, other.originX)
    let y0 = min(originY, other.originY)
    let x1 = max(originX + width, other.originX + other.width)
    let y1 = max(originY + height, other.originY + other.height)
    let w = x1 - x0
    var result = [UInt8](repeating: 0, count: w * (y1 - y0))
    for mask in [self, other] {
      for row in 0..<mask.height {
        let target = (mask.originY + row - y0) * w + mask.originX - x0
        let source = row * mask.width
        for column in 0..<mask.width {
          let value = mask.values[source + column]
          if value > result[target + column] { result[target + column] = value }
        }
      }
    }
    return CoverageMask(originX: x0, originY: y0, width: w, height: y1 - y0, values: result)
  }

  /// The coverage grown by a disc of `radius` pixels (a morphological dilation that keeps the
  /// anti-aliasing): a pixel at distance d from the shape's edge outside it is covered
  /// `radius − d + ½` (clamped to 0…1), the edge's position read from the edge pixels'
  /// coverage. How an outline is made from what has no path: a colour glyph's silhouette.
  ///
  /// Only edge pixels (covered, beside one that is not fully covered) spread, so the cost is
  /// the edge's length times the disc's area. `radius` is clamped to 0…256.
  package func dilated(radius: Double) -> CoverageMask {
    guard !isEmpty, radius.isFinite, radius > 0 else { return self }
    let r = min(radius, 256)
    let reach = Int((r + 1).rounded(.up))
    // The disc's offsets and distances, once.
    var kernel: [(dx: Int, dy: Int, distance: Float)] = []
    for dy in -reach...reach {
      for dx in -reach...reach {
        let distance = Float(Double(dx * dx + dy * dy).squareRoot())
        if Double(distance) < r + 1 { kernel.append((dx, dy, distance)) }
      }
    }
    let w = width + 2 * reach
    let h = height + 2 * reach
    var result = [UInt8](repeating: 0, count: w * h)
    for row in 0..<height {
      for column in 0..<width {
        result[(row + reach) * w + column + reach] = values[row * width + column]
      }
    }
    let radius32 = Float(r)
    func value(_ x: Int, _ y: Int) -> UInt8 {
      guard x >= 0, y >= 0, x < width, y < height else { return 0 }
      return values[y * width + x]
    }
    for row in 0..<height {
      for column in 0..<width {
        let covered = values[row * width + column]
        guard covered > 0 else { continue }
        let isEdge =
          covered < 255 || value(column - 1, row) < 255 || value(column + 1, row) < 255
          || value(column, row - 1) < 255 || value(column, row + 1) < 255
        guard isEdge else { continue }
        let spread = radius32 + Float(covered) / 255
        let cx = column + reach
        let cy = row + reach
        for entry in kernel {
          let amount = spread - entry.distance
          guard amount > 0 else { continue }
          let byte = UInt8(min(1, amount) * 255 + 0.5)
          let index = (cy + entry.dy) * w + cx + entry.dx
          if byte > result[index] { result[index] = byte }
        }
      }
    }
    return CoverageMask(
      originX: originX - reach, originY: originY - reach, width: w, height: h, values: result)
  }
}
