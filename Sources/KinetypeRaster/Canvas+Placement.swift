import KinetypeCore

extension Canvas {
  /// Composites `image` (any size) with its top-left corner at pixel (`x`, `y`), source over,
  /// clipped to this canvas: how a contact sheet lays frames side by side. Cost: O(overlap).
  public mutating func draw(_ image: Canvas, atX x: Int, y: Int) {
    let x0 = max(0, x)
    let y0 = max(0, y)
    let x1 = min(width, x + image.width)
    let y1 = min(height, y + image.height)
    guard x0 < x1, y0 < y1 else { return }
    let destinationWidth = width
    image.withUnsafePremultipliedBytes { source in
      withWords { destination in
        for row in y0..<y1 {
          for column in x0..<x1 {
            let s = ((row - y) * image.width + (column - x)) * 4
            let alpha = UInt32(source[s + 3])
            let word =
              UInt32(source[s]) | UInt32(source[s + 1]) << 8 | UInt32(source[s + 2]) << 16
              | alpha << 24
            let index = row * destinationWidth + column
            if alpha == 255 {
              destination[index] = UInt32(littleEndian: word)
              continue
            }
            let old = UInt32(littleEndian: destination[index])
            var blended: UInt32 = 0
            for shift in stride(from: 0, through: 24, by: 8) {
              let d = (old >> UInt32(shift)) & 0xFF
              let sc = (word >> UInt32(shift)) & 0xFF
              let value = sc + (d * (255 - alpha) + 127) / 255
              blended |= min(255, value) << UInt32(shift)
            }
            destination[index] = UInt32(littleEndian: blended)
          }
        }
      }
    }
  }
}
