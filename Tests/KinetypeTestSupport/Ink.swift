import Foundation
import KinetypeCore
import KinetypeRaster

/// Measures ink: how dark a frame on white is.
public enum Ink {
  /// The sum over pixels of (1 − red), on a white background with black text.
  public static func total(_ canvas: Pixmap) -> Double {
    canvas.withUnsafePremultipliedBytes { bytes in
      var sum = 0
      for index in stride(from: 0, to: bytes.count, by: 4) { sum += 255 - Int(bytes[index]) }
      return Double(sum) / 255
    }
  }

  /// The largest difference between two frames of one size in any channel byte, 0…255.
  public static func maximumDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
    a.withUnsafePremultipliedBytes { x in
      b.withUnsafePremultipliedBytes { y in
        zip(x, y).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
      }
    }
  }

  /// The largest distance, in channel bytes, between `frame` and the average of `a` and `b`
  /// (three frames of one size).
  public static func maximumDeviation(of frame: Pixmap, fromAverageOf a: Pixmap, _ b: Pixmap)
    -> Double
  {
    frame.withUnsafePremultipliedBytes { f in
      a.withUnsafePremultipliedBytes { x in
        b.withUnsafePremultipliedBytes { y in
          var result = 0.0
          for i in 0..<f.count {
            result = max(result, abs(Double(f[i]) - (Double(x[i]) + Double(y[i])) / 2))
          }
          return result
        }
      }
    }
  }

  /// The horizontal centroid of ink in `canvas` (white background, black ink).
  public static func centroidX(_ canvas: Pixmap) -> Double {
    canvas.withUnsafePremultipliedBytes { bytes in
      var weight = 0.0
      var moment = 0.0
      for y in 0..<canvas.height {
        for x in 0..<canvas.width {
          let ink = Double(255 - Int(bytes[(y * canvas.width + x) * 4])) / 255
          weight += ink
          moment += ink * (Double(x) + 0.5)
        }
      }
      return moment / weight
    }
  }

  /// Pixels whose channels differ by more than 60: colour, not grey.
  public static func colourfulPixels(_ pixmap: Pixmap) -> Int {
    var count = 0
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width {
        let c = pixmap.color(atX: x, y: y)
        let channels = [c.red, c.green, c.blue]
        if (channels.max() ?? 0) - (channels.min() ?? 0) > 60.0 / 255 { count += 1 }
      }
    }
    return count
  }
}

extension Ink {
  /// The bounding box, in pixels, of the pixels more than half covered (`.null` when none).
  public static func coveredBounds(_ image: Pixmap) -> CGRect {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<image.height {
      for x in 0..<image.width where image.color(atX: x, y: y).opacity > 0.5 {
        (minX, minY) = (min(minX, x), min(minY, y))
        (maxX, maxY) = (max(maxX, x), max(maxY, y))
      }
    }
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}
