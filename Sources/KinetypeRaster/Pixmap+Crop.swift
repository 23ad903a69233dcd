import KinetypeCore

extension Pixmap {
  /// A copy of the `width`×`height` pixels whose top-left corner is (`x`, `y`), which must
  /// lie inside this pixmap (programmer error otherwise), with this pixmap's blend space.
  package func cropped(x: Int, y: Int, width: Int, height: Int) -> Pixmap {
    precondition(
      x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= self.width
        && y + height <= self.height, "a crop inside the pixmap")
    var part: Pixmap
    do {
      part = try Pixmap(
        width: width, height: height, limits: Limits().admitting(width: width, height: height))
    } catch {
      preconditionFailure("a crop of a valid pixmap is a valid size: \(error)")
    }
    part.blendSpace = blendSpace
    let stride = self.width
    withWordsReadOnly { source in
      part.withWords { target in
        for row in 0..<height {
          // safety: rows y..<y+height and columns x..<x+width lie inside this pixmap, and
          // rows 0..<height of `width` words inside the crop.
          (target + row * width).update(from: source + (y + row) * stride + x, count: width)
        }
      }
    }
    return part
  }
}
