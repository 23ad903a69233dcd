import Foundation
import KinetypeCore

/// 8-bit coverage (0 = outside, 255 = inside) placed at an integer pixel origin in canvas
/// space: what the rasterizer produces and what clips are made of.
///
/// Pixels outside the mask's rectangle have zero coverage. Rows are top to bottom, `width`
/// bytes each.
public struct CoverageMask: Sendable, Equatable {
  /// The canvas x of the mask's left column.
  public var originX: Int
  /// The canvas y of the mask's top row.
  public var originY: Int
  /// Columns.
  public private(set) var width: Int
  /// Rows.
  public private(set) var height: Int
  /// Coverage bytes, row-major.
  public private(set) var values: [UInt8]

  /// Creates a mask from `values` (count `width`·`height`; other counts give an empty mask).
  public init(originX: Int, originY: Int, width: Int, height: Int, values: [UInt8]) {
    self.originX = originX
    self.originY = originY
    let valid = width > 0 && height > 0 && values.count == width * height
    self.width = valid ? width : 0
    self.height = valid ? height : 0
    self.values = valid ? values : []
  }

  /// A mask with no coverage anywhere.
  public init(empty origin: (Int, Int) = (0, 0)) {
    self.init(originX: origin.0, originY: origin.1, width: 0, height: 0, values: [])
  }

  /// A mask covering the whole rectangle fully (255), e.g. a rectangular clip.
  public init(fullyCovering x: Int, y: Int, width: Int, height: Int) {
    guard width > 0, height > 0 else {
      self.init(empty: (x, y))
      return
    }
    self.init(
      originX: x, originY: y, width: width, height: height,
      values: [UInt8](repeating: 255, count: width * height))
  }

  /// A mask from a canvas's alpha times `opacity`, for `clipToLayer` (SwiftUI's
  /// `GraphicsContext.clipToLayer(opacity:options:content:)`), placed at (`x`, `y`).
  public init(alphaOf canvas: Pixmap, opacity: Double = 1, atX x: Int = 0, y: Int = 0) {
    let scale = UInt32(((opacity.isFinite ? min(1, max(0, opacity)) : 0) * 255).rounded())
    let values = canvas.withUnsafePremultipliedBytes { bytes in
      (0..<(canvas.width * canvas.height)).map { UInt8(div255(UInt32(bytes[$0 * 4 + 3]) * scale)) }
    }
    self.init(originX: x, originY: y, width: canvas.width, height: canvas.height, values: values)
  }

  /// Whether the mask covers nothing (no area).
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The mask's rectangle in canvas pixels.
  public var bounds: CGRect {
    CGRect(x: Double(originX), y: Double(originY), width: Double(width), height: Double(height))
  }

  /// The coverage at canvas pixel (`x`, `y`); 0 outside.
  public func coverage(atX x: Int, y: Int) -> UInt8 {
    let cx = x - originX
    let cy = y - originY
    guard cx >= 0, cy >= 0, cx < width, cy < height else { return 0 }
    return values[cy * width + cx]
  }

  /// The product of both coverages (nested clips intersect), on the overlap of both rects.
  public func intersecting(_ other: CoverageMask) -> CoverageMask {
    let x0 = max(originX, other.originX)
    let y0 = max(originY, other.originY)
    let x1 = min(originX + width, other.originX + other.width)
    let y1 = min(originY + height, other.originY + other.height)
    guard x1 > x0, y1 > y0 else { return CoverageMask(empty: (x0, y0)) }
    let w = x1 - x0
    var result = [UInt8](repeating: 0, count: w * (y1 - y0))
    for y in y0..<y1 {
      let a = (y - originY) * width - originX
      let b = (y - other.originY) * other.width - other.originX
      let r = (y - y0) * w - x0
      for x in x0..<x1 {
        result[r + x] = UInt8(div255(UInt32(values[a + x]) * UInt32(other.values[b + x])))
      }
    }
    return CoverageMask(originX: x0, originY: y0, width: w, height: y1 - y0, values: result)
  }

  /// The complement inside `0..<canvasWidth × 0..<canvasHeight` (SwiftUI's `ClipOptions.inverse`).
  public func inverted(canvasWidth: Int, canvasHeight: Int) -> CoverageMask {
    guard canvasWidth > 0, canvasHeight > 0 else { return CoverageMask() }
    var result = [UInt8](repeating: 255, count: canvasWidth * canvasHeight)
    for y in 0..<canvasHeight {
      for x in 0..<canvasWidth {
        result[y * canvasWidth + x] = 255 - coverage(atX: x, y: y)
      }
    }
    return CoverageMask(
      originX: 0, originY: 0, width: canvasWidth, height: canvasHeight, values: result)
  }

  /// The mask moved by whole pixels.
  public func offsetBy(x: Int, y: Int) -> CoverageMask {
    var copy = self
    copy.originX += x
    copy.originY += y
    return copy
  }

  /// Coverage mapped through `body` (e.g. a threshold for aliased fills).
  func mapValues(_ body: (UInt8) -> UInt8) -> CoverageMask {
    var copy = self
    copy.values = values.map(body)
    return copy
  }
}
