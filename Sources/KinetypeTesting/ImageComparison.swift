import KinetypeCore
import KinetypeRaster

/// How far a rendered image may stray from its golden.
public struct GoldenTolerance: Sendable, Hashable {
  /// The largest difference allowed in any channel of a pixel, 0...255, compared in straight
  /// (not premultiplied) alpha as the PNG stores it.
  public var maxChannelDelta: Int
  /// How many pixels may exceed `maxChannelDelta`.
  public var maxDifferingPixels: Int

  /// Creates a tolerance.
  public init(maxChannelDelta: Int = 2, maxDifferingPixels: Int = 0) {
    self.maxChannelDelta = maxChannelDelta
    self.maxDifferingPixels = maxDifferingPixels
  }

  /// ±2 per channel, no pixel beyond: absorbs rounding differences between FreeType or zlib
  /// versions, catches any visible change.
  public static let `default` = GoldenTolerance()
  /// Identical pixels.
  public static let exact = GoldenTolerance(maxChannelDelta: 0)
}

/// The outcome of comparing two images pixel by pixel.
struct ImageComparison {
  var sizeMatches: Bool
  var differingPixels = 0
  var maxChannelDelta = 0
  var diff: Pixmap?

  /// Compares `actual` with `expected`, and paints a diff image: differing pixels red, the
  /// rest a faint copy of the actual image.
  init(actual: Pixmap, expected: Pixmap, tolerance: GoldenTolerance) {
    sizeMatches = actual.width == expected.width && actual.height == expected.height
    guard sizeMatches else { return }
    let width = actual.width
    let height = actual.height
    let a = Self.straightRGBA(actual)
    let e = Self.straightRGBA(expected)
    var differs = [UInt8](repeating: 0, count: width * height)
    for index in 0..<(width * height) {
      var delta = 0
      for channel in 0..<4 {
        delta = max(delta, abs(Int(a[index * 4 + channel]) - Int(e[index * 4 + channel])))
      }
      maxChannelDelta = max(maxChannelDelta, delta)
      if delta > tolerance.maxChannelDelta {
        differingPixels += 1
        differs[index] = 255
      }
    }
    // A faint copy of the actual image on white, differing pixels in red on top.
    if var canvas = try? Pixmap(width: width, height: height, background: .white) {
      canvas.draw(actual, opacity: 0.25)
      canvas.composite(
        CoverageMask(originX: 0, originY: 0, width: width, height: height, values: differs),
        with: .color(.red))
      diff = canvas
    }
  }

  /// Whether the images match within `tolerance`.
  func passes(_ tolerance: GoldenTolerance) -> Bool {
    sizeMatches && differingPixels <= tolerance.maxDifferingPixels
  }

  /// The canvas as straight-alpha RGBA bytes, as a PNG would store them.
  static func straightRGBA(_ canvas: Pixmap) -> [UInt8] {
    canvas.withUnsafePremultipliedBytes { bytes in
      var out = [UInt8](repeating: 0, count: bytes.count)
      for index in stride(from: 0, to: bytes.count, by: 4) {
        let alpha = Int(bytes[index + 3])
        out[index + 3] = UInt8(alpha)
        guard alpha > 0 else { continue }
        for channel in 0..<3 {
          out[index + channel] = UInt8(
            min(255, (Int(bytes[index + channel]) * 255 + alpha / 2) / alpha))
        }
      }
      return out
    }
  }
}
