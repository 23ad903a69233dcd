#if canImport(Glibc)
  import Glibc
#endif

/// Encodes an animated PNG (APNG 1.0: `acTL`, `fcTL`, `fdAT`), one frame at a time, so any
/// number of frames streams through a constant amount of memory. Browsers play it, ffmpeg
/// decodes it, and viewers without APNG support show the first frame.
///
/// Every frame shares one ``PNGPixelFormat`` (PNG has one `IHDR`): survey all frames with
/// ``PNGColorSurvey`` first for the smallest, or use ``PNGPixelFormat/rgba``, which stores
/// anything. With ``storesDifferences`` each frame after the first stores only the rectangle
/// that changed since the one before (blend `SOURCE`, dispose `NONE`): the decoded frames are
/// the same, the file is smaller when little moves.
package struct APNGEncoder: Sendable {
  /// Frame width in pixels.
  package let width: Int
  /// Frame height in pixels.
  package let height: Int
  /// How many frames the animation has; exactly that many must be appended.
  package let frameCount: Int
  /// How long each frame shows, in seconds, as PNG's 16-bit fraction.
  package let frameDelay: (numerator: UInt16, denominator: UInt16)
  /// How many times the animation plays; 0 loops forever.
  package let loopCount: Int
  /// The pixel format of every frame.
  package let format: PNGPixelFormat
  /// Filter, level and `tEXt` chunks.
  package let options: PNGOptions
  /// Whether frames after the first store only the rectangle that changed.
  package let storesDifferences: Bool

  private var sequenceNumber: UInt32 = 0
  private var framesAppended = 0
  private var previous: Pixmap?

  /// An encoder for `frameCount` frames of `width`×`height` shown at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - loopCount: plays; 0 (the default) loops forever, as GIFs do.
  ///   - format: the pixel format of every frame. Default: ``PNGPixelFormat/rgba``.
  ///   - options: filter, level and text. Default: ``PNGOptions/frames``.
  ///   - storesDifferences: store changed rectangles only. Default: true.
  /// - Throws: ``RasterError`` for a size outside the pixmap limits, a frame count outside
  ///   1…2³¹−1, a rate that is not a positive finite number, or a negative loop count.
  package init(
    width: Int, height: Int, frameCount: Int, framesPerSecond: Double, loopCount: Int = 0,
    format: PNGPixelFormat = .rgba, options: PNGOptions = .frames, storesDifferences: Bool = true
  ) throws {
    try Pixmap.validate(width: width, height: height)
    guard (1...Int(Int32.max)).contains(frameCount) else {
      throw RasterError("an APNG needs 1 to 2³¹−1 frames, got \(frameCount)", at: "APNGEncoder")
    }
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw RasterError(
        "frame rate must be a positive number, got \(framesPerSecond)", at: "APNGEncoder")
    }
    guard (0...Int(Int32.max)).contains(loopCount) else {
      throw RasterError(
        "loop count must be 0 (forever) or more, got \(loopCount)", at: "APNGEncoder")
    }
    self.width = width
    self.height = height
    self.frameCount = frameCount
    self.frameDelay = Self.frameDelay(framesPerSecond: framesPerSecond)
    self.loopCount = loopCount
    self.format = format
    self.options = options
    self.storesDifferences = storesDifferences
  }

  /// The bytes that come next in the file for `frame`: for the first frame also the
  /// signature and header chunks.
  ///
  /// - Throws: ``RasterError`` when the frame has another size, is one too many, or has
  ///   pixels ``format`` cannot store.
  package mutating func append(_ frame: Pixmap) throws -> [UInt8] {
    guard frame.width == width, frame.height == height else {
      throw RasterError(
        "frame \(framesAppended) is \(frame.width)×\(frame.height), not \(width)×\(height)",
        at: "APNGEncoder")
    }
    guard framesAppended < frameCount else {
      throw RasterError("more than the \(frameCount) frames announced", at: "APNGEncoder")
    }
    guard format.colorType == .rgba || format.canStore(PNGColorSurvey(frame)) else {
      throw RasterError(
        "frame \(framesAppended) has pixels a \(format.colorType) PNG cannot store",
        at: "APNGEncoder")
    }
    var chunks: PNGChunks
    if framesAppended == 0 {
      chunks = PNGChunks.header(width: width, height: height, format: format, text: options.text)
      var actl: [UInt8] = []
      PNGChunks.appendBigEndian(UInt32(frameCount), to: &actl)
      PNGChunks.appendBigEndian(UInt32(loopCount), to: &actl)
      chunks.append("acTL", actl)
    } else {
      chunks = PNGChunks()
    }
    let region =
      storesDifferences ? previous.map { Self.changedRegion(from: $0, to: frame) } : nil
    let (x, y, w, h) = region ?? (0, 0, width, height)
    var fctl: [UInt8] = []
    for value in [sequenceNumber, UInt32(w), UInt32(h), UInt32(x), UInt32(y)] {
      PNGChunks.appendBigEndian(value, to: &fctl)
    }
    PNGChunks.appendBigEndian(frameDelay.numerator, to: &fctl)
    PNGChunks.appendBigEndian(frameDelay.denominator, to: &fctl)
    fctl += [0, 0]  // dispose NONE, blend SOURCE
    chunks.append("fcTL", fctl)
    sequenceNumber += 1
    let data = try frame.compressedScanlines(
      options: options, format: format, x: x, y: y, width: w, height: h)
    if framesAppended == 0 {
      chunks.append("IDAT", data)
    } else {
      var fdat: [UInt8] = []
      PNGChunks.appendBigEndian(sequenceNumber, to: &fdat)
      fdat += data
      chunks.append("fdAT", fdat)
      sequenceNumber += 1
    }
    framesAppended += 1
    if storesDifferences { previous = frame }
    return chunks.bytes
  }

  /// The closing `IEND` chunk.
  ///
  /// - Throws: ``RasterError`` when fewer frames were appended than announced.
  package func finish() throws -> [UInt8] {
    guard framesAppended == frameCount else {
      throw RasterError(
        "\(framesAppended) frames appended of the \(frameCount) announced", at: "APNGEncoder")
    }
    var chunks = PNGChunks()
    chunks.append("IEND", [])
    return chunks.bytes
  }

  /// The smallest rectangle (x, y, width, height) holding every pixel that differs between
  /// two frames of the same size; a 1×1 rectangle at the origin when none does (APNG frames
  /// cannot be empty).
  static func changedRegion(from old: Pixmap, to new: Pixmap) -> (Int, Int, Int, Int) {
    let width = new.width
    var (minX, minY, maxX, maxY) = (width, new.height, -1, -1)
    old.withWordsReadOnly { a in
      new.withWordsReadOnly { b in
        for y in 0..<new.height {
          // safety: both pixmaps have `width` words in each of their `height` rows.
          let rowA = a + y * width
          let rowB = b + y * width
          if memcmp(rowA, rowB, width * 4) == 0 { continue }
          var first = 0
          while rowA[first] == rowB[first] { first += 1 }
          var last = width - 1
          while rowA[last] == rowB[last] { last -= 1 }
          minX = min(minX, first)
          maxX = max(maxX, last)
          minY = min(minY, y)
          maxY = y
        }
      }
    }
    guard maxY >= 0 else { return (0, 0, 1, 1) }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  /// 1/`framesPerSecond` as the closest fraction with a 16-bit numerator and denominator
  /// (exact for integer rates up to 65,535 and for NTSC's 30000/1001 and 60000/1001).
  package static func frameDelay(framesPerSecond: Double) -> (
    numerator: UInt16, denominator: UInt16
  ) {
    let target = 1 / framesPerSecond
    // Continued-fraction convergents of the target, kept while both terms fit in 16 bits.
    var best: (UInt16, UInt16) =
      target >= 1 ? (UInt16(min(65535, target.rounded())), 1) : (1, 65535)
    var (h0, h1) = (0.0, 1.0)
    var (k0, k1) = (1.0, 0.0)
    var x = target
    for _ in 0..<40 {
      let a = x.rounded(.down)
      let h = a * h1 + h0
      let k = a * k1 + k0
      guard h <= 65535, k <= 65535 else { break }
      if h >= 1, k >= 1 { best = (UInt16(h), UInt16(k)) }
      (h0, h1, k0, k1) = (h1, h, k1, k)
      let fraction = x - a
      if fraction < 1e-12 { break }
      x = 1 / fraction
    }
    return best
  }
}
