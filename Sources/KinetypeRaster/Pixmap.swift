import KinetypeCore

/// Which space blending arithmetic happens in (compositing only: gradients interpolate and
/// filters compute on the stored sRGB values either way).
public enum BlendSpace: Hashable, Sendable {
  /// Blend the sRGB-encoded values directly, as Core Graphics, SwiftUI and browsers do by
  /// default. Fast integer paths apply. The default.
  case sRGB
  /// Decode to linear light, blend, re-encode. Physically right for light mixing, slower
  /// (floating point per pixel); dark-on-light text looks thinner.
  case linear
}

/// A bitmap: premultiplied RGBA, 8 bits per channel, sRGB-encoded, top-left origin, rows
/// stored top to bottom without padding (row stride = 4·width bytes).
///
/// Storage is copy-on-write: copying a canvas is O(1) and mutating a uniquely referenced
/// canvas never copies. Creating one allocates 4·width·height bytes after checking the size
/// against the ``Limits`` passed in (``Limits/canvasSide`` and ``Limits/canvasPixels``).
public struct Pixmap: Sendable {
  /// The longest side accepted by default: ``Limits/canvasSide`` (16,384 pixels).
  public static var maximumSide: Int { Limits().canvasSide }
  /// The most pixels accepted by default: ``Limits/canvasPixels`` (64 Mpx, 256 MB).
  public static var maximumPixelCount: Int { Limits().canvasPixels }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The space blends happen in. Default: ``BlendSpace/sRGB``.
  public var blendSpace: BlendSpace = .sRGB
  /// Premultiplied RGBA bytes, row-major.
  var pixels: [UInt8]

  /// Creates a canvas filled with `background` (default: transparent).
  ///
  /// - Throws: ``RasterError`` before allocating when a side is not positive, and
  ///   ``LimitError`` when a side or the area is over `limits` (default: ``Limits/init()``).
  public init(
    width: Int, height: Int, background: Color = .clear, limits: Limits = Limits()
  ) throws {
    try Pixmap.validate(width: width, height: height, limits: limits)
    self.width = width
    self.height = height
    let pixel = premultipliedWord(background)
    if pixel == 0 {
      pixels = [UInt8](repeating: 0, count: width * height * 4)
    } else {
      pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
        let words = UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped)
          .bindMemory(to: UInt32.self, capacity: width * height)
        words.initialize(repeating: UInt32(littleEndian: pixel), count: width * height)
        count = width * height * 4
      }
    }
  }

  /// Creates a canvas from premultiplied RGBA bytes (validated size, count 4·width·height).
  init(width: Int, height: Int, premultiplied bytes: [UInt8]) throws {
    try Pixmap.validate(width: width, height: height)
    guard bytes.count == width * height * 4 else {
      throw RasterError(
        "expected \(width * height * 4) bytes, got \(bytes.count)", at: "Pixmap(width:height:)")
    }
    self.width = width
    self.height = height
    self.pixels = bytes
  }

  /// Checks a canvas size against `limits` without allocating anything.
  ///
  /// - Throws: ``RasterError`` when a side is not positive; ``LimitError`` when a side is over
  ///   ``Limits/canvasSide`` or the area over ``Limits/canvasPixels``.
  public static func validate(width: Int, height: Int, limits: Limits = Limits()) throws {
    let place = "Pixmap(width: \(width), height: \(height))"
    guard width > 0, height > 0 else {
      throw RasterError("a canvas needs a positive width and height", at: place)
    }
    try limits.check(.canvasSide, max(width, height), "a \(width)×\(height) canvas")
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    try limits.check(.canvasPixels, overflow ? Int.max : area, "a \(width)×\(height) canvas")
  }

  /// The pixel at (`x`, `y`) as a straight-alpha color; clear outside the canvas.
  public func color(atX x: Int, y: Int) -> Color {
    guard x >= 0, y >= 0, x < width, y < height else { return .clear }
    let i = (y * width + x) * 4
    let pixel =
      UInt32(pixels[i]) | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]) << 16
      | UInt32(pixels[i + 3]) << 24
    return straightColor(pixel)
  }

  /// The premultiplied pixel at (`x`, `y`) as (r, g, b, a) bytes; zeros outside the canvas.
  public func premultipliedPixel(atX x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Lends the premultiplied RGBA bytes (4·width·height, row-major) to `body`.
  public func withUnsafePremultipliedBytes<R>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> R
  ) rethrows -> R {
    try pixels.withUnsafeBufferPointer(body)
  }

  /// Lends the pixels as mutable 32-bit words (RGBA bytes; little-endian r in the low byte).
  /// Package-wide: the frame pipeline's motion blur writes its averages in place with it.
  package mutating func withWords<R>(_ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows
    -> R
  {
    let count = width * height
    return try pixels.withUnsafeMutableBytes { raw in
      try body(raw.baseAddress.unsafelyUnwrapped.bindMemory(to: UInt32.self, capacity: count))
    }
  }

  /// Lends the pixels as read-only 32-bit words.
  /// Package-wide: the frame pipeline's motion blur compares and sums samples with it.
  package func withWordsReadOnly<R>(_ body: (UnsafePointer<UInt32>) throws -> R) rethrows -> R {
    let count = width * height
    return try pixels.withUnsafeBytes { raw in
      try body(raw.baseAddress.unsafelyUnwrapped.bindMemory(to: UInt32.self, capacity: count))
    }
  }

  /// Replaces every pixel with `color`.
  public mutating func clear(to color: Color = .clear) {
    let pixel = UInt32(littleEndian: premultipliedWord(color))
    let count = width * height
    if pixel == 0 || pixel == 0xFFFF_FFFF {
      // Clear and opaque white (every frame's usual background) are one byte repeated: a byte
      // fill, which the C library does with its fastest stores.
      let byte = UInt8(truncatingIfNeeded: pixel)
      pixels.withUnsafeMutableBufferPointer { $0.update(repeating: byte) }
    } else {
      withWords { $0.update(repeating: pixel, count: count) }
    }
  }

  /// Whether every pixel is fully opaque. O(pixels).
  public var isOpaque: Bool {
    withWordsReadOnly { words in
      for i in 0..<(width * height) where words[i] >> 24 != 255 { return false }
      return true
    }
  }
}

extension Limits {
  /// These limits, raised as far as needed to admit a `width`×`height` canvas: for the layers
  /// and accumulators of a canvas that was already checked, so that a caller's raised limits
  /// carry over to the canvases made on its behalf.
  public func admitting(width: Int, height: Int) -> Limits {
    var limits = self
    limits.canvasSide = max(limits.canvasSide, width, height)
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    limits.canvasPixels = max(limits.canvasPixels, overflow ? Int.max : area)
    return limits
  }
}
