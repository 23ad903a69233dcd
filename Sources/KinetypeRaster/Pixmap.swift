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
  /// Premultiplied RGBA bytes, row-major. Private: every write goes through ``pixels``
  /// (which marks the whole pixmap dirty), ``withWords(dirtying:_:)`` (which marks its
  /// rectangle) or ``clear(to:)``, so the dirty rectangle below never misses a write.
  private var storage: [UInt8]
  /// The premultiplied word every pixel outside ``dirty`` holds (little-endian RGBA), or nil
  /// when unknown: what lets ``clear(to:)`` clear only what was drawn since the last clear.
  private var cleanWord: UInt32?
  /// The pixels written since the last ``clear(to:)``: [x0, x1) × [y0, y1), empty when
  /// x0 ≥ x1. Meaningful only while ``cleanWord`` is known.
  private var dirty = PixelRect.empty

  /// Premultiplied RGBA bytes, row-major. Mutating them in place marks every pixel dirty
  /// (the next ``clear(to:)`` clears the whole pixmap).
  var pixels: [UInt8] {
    get { storage }
    _modify {
      cleanWord = nil
      yield &storage
    }
    set {
      cleanWord = nil
      storage = newValue
    }
  }

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
    cleanWord = UInt32(littleEndian: pixel)
    if pixel == 0 {
      storage = [UInt8](repeating: 0, count: width * height * 4)
    } else {
      storage = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
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
    self.storage = bytes
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

  /// Lends the pixels as mutable 32-bit words to a `body` that writes only inside `rect`
  /// (clipped to the pixmap), which is all this marks dirty: the compositing paths, whose
  /// writes are bounded by a mask's or layer's rectangle, use it so that ``clear(to:)`` clears
  /// only what they drew.
  mutating func withWords<R>(
    dirtying rect: PixelRect, _ body: (UnsafeMutablePointer<UInt32>) throws -> R
  ) rethrows -> R {
    if cleanWord != nil { dirty = dirty.union(rect) }
    let count = width * height
    return try storage.withUnsafeMutableBytes { raw in
      // safety: the bytes are 4·count long and 4-byte aligned (array storage).
      try body(raw.baseAddress.unsafelyUnwrapped.bindMemory(to: UInt32.self, capacity: count))
    }
  }

  /// The rectangle outside which every pixel is known to be transparent (what was drawn
  /// since the pixmap was made or cleared to transparent), clipped to the pixmap; nil when
  /// that is not known (another background, or pixels written in place).
  package var inkArea: (x: Int, y: Int, width: Int, height: Int)? {
    guard cleanWord == 0 else { return nil }
    let x0 = max(0, dirty.x0)
    let y0 = max(0, dirty.y0)
    let x1 = min(width, dirty.x1)
    let y1 = min(height, dirty.y1)
    guard x0 < x1, y0 < y1 else { return (0, 0, 0, 0) }
    return (x0, y0, x1 - x0, y1 - y0)
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
  ///
  /// When every pixel was `color` after the previous clear (or creation), only the rectangle
  /// drawn since is written: a frame loop that reuses one pixmap clears what the previous
  /// frame drew, not the whole frame. Any write the pixmap cannot bound (filters, in-place
  /// pixel access) makes the next clear a full one.
  public mutating func clear(to color: Color = .clear) {
    let pixel = UInt32(littleEndian: premultipliedWord(color))
    let count = width * height
    let w = width
    if cleanWord == pixel {
      let rect = dirty
      if rect.x0 < rect.x1, rect.y0 < rect.y1 {
        storage.withUnsafeMutableBytes { raw in
          // safety: rect is clipped to the pixmap, so every row slice is inside the buffer.
          let base = raw.baseAddress.unsafelyUnwrapped
          if pixel == 0 || pixel == 0xFFFF_FFFF {
            // One byte repeated (clear, opaque white): the C library's byte fill, its fastest
            // stores, row by row.
            let byte = UInt8(truncatingIfNeeded: pixel)
            for y in rect.y0..<rect.y1 {
              (base + (y * w + rect.x0) * 4).initializeMemory(
                as: UInt8.self, repeating: byte, count: (rect.x1 - rect.x0) * 4)
            }
          } else {
            let words = base.bindMemory(to: UInt32.self, capacity: count)
            for y in rect.y0..<rect.y1 {
              (words + y * w + rect.x0).update(repeating: pixel, count: rect.x1 - rect.x0)
            }
          }
        }
      }
    } else if pixel == 0 || pixel == 0xFFFF_FFFF {
      // Clear and opaque white (every frame's usual background) are one byte repeated: a byte
      // fill, which the C library does with its fastest stores.
      let byte = UInt8(truncatingIfNeeded: pixel)
      storage.withUnsafeMutableBufferPointer { $0.update(repeating: byte) }
    } else {
      storage.withUnsafeMutableBytes { raw in
        // safety: the bytes are 4·count long and 4-byte aligned (array storage).
        raw.baseAddress.unsafelyUnwrapped.bindMemory(to: UInt32.self, capacity: count)
          .update(repeating: pixel, count: count)
      }
    }
    cleanWord = pixel
    dirty = .empty
  }

  /// Whether every pixel is fully opaque. O(pixels).
  public var isOpaque: Bool {
    withWordsReadOnly { words in
      for i in 0..<(width * height) where words[i] >> 24 != 255 { return false }
      return true
    }
  }
}

/// A rectangle of whole pixels, [x0, x1) × [y0, y1): what a write touched.
struct PixelRect: Hashable, Sendable {
  /// The empty rectangle (the identity of ``union(_:)``).
  static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  /// The smallest rectangle holding both (an empty one adds nothing).
  func union(_ other: PixelRect) -> PixelRect {
    if other.x0 >= other.x1 || other.y0 >= other.y1 { return self }
    if x0 >= x1 || y0 >= y1 { return other }
    return PixelRect(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
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
