#if canImport(Glibc)
  import Glibc
#endif

extension Pixmap {
  /// The pixmap encoded as PNG: 8 bits per sample, sRGB, straight alpha (as PNG stores),
  /// with `options.text` as `tEXt` chunks. The file decodes to exactly these pixels.
  ///
  /// With ``PNGOptions/reducesColorType`` (the default) an exact scan picks the smallest
  /// color type that holds every pixel (see ``PNGColorSurvey``); otherwise the image is RGB
  /// when every pixel is opaque, RGBA otherwise. Scanlines are filtered with
  /// ``PNGOptions/filter`` and compressed by libdeflate into one `IDAT` chunk.
  ///
  /// Cost: O(pixels): one scan, one conversion, then deflate at the chosen level.
  ///
  /// - Throws: ``RasterError`` when memory for the compressor runs out.
  public func pngData(options: PNGOptions = .frames) throws -> [UInt8] {
    let format: PNGPixelFormat =
      options.reducesColorType ? PNGColorSurvey(self).format : (isOpaque ? .rgb : .rgba)
    return try encodedPNG(options: options, format: format)
  }

  /// The pixmap encoded as PNG in `format`, which must store every pixel (see
  /// ``PNGPixelFormat/canStore(_:)``).
  ///
  /// - Throws: ``RasterError`` when a pixel has no place in `format` or memory runs out.
  public func pngData(options: PNGOptions, format: PNGPixelFormat) throws -> [UInt8] {
    guard format.colorType == .rgba || format.canStore(PNGColorSurvey(self)) else {
      throw RasterError(
        "the pixmap has pixels a \(format.colorType) PNG cannot store", at: "Pixmap.pngData")
    }
    return try encodedPNG(options: options, format: format)
  }

  /// The PNG in `format`, which is known to store every pixel.
  private func encodedPNG(options: PNGOptions, format: PNGPixelFormat) throws -> [UInt8] {
    var chunks = PNGChunks.header(width: width, height: height, format: format, text: options.text)
    chunks.append("IDAT", try compressedScanlines(options: options, format: format))
    chunks.append("IEND", [])
    return chunks.bytes
  }

  /// The zlib stream of the filtered scanlines of a rectangle (the whole pixmap by default):
  /// the payload of `IDAT` and, in APNG, of `fdAT`.
  func compressedScanlines(
    options: PNGOptions, format: PNGPixelFormat, x: Int = 0, y: Int = 0, width: Int? = nil,
    height: Int? = nil
  ) throws -> [UInt8] {
    let scanlines = try PNGScanlines(format: format, filter: options.filter).bytes(
      of: self, x: x, y: y, width: width ?? self.width, height: height ?? self.height)
    return try scanlines.withUnsafeBytes { try Deflater(level: options.clampedLevel).zlib($0) }
  }

  /// Writes the PNG to `path` atomically: a temporary file in the same folder, then a rename,
  /// so readers never see a half-written frame.
  ///
  /// - Throws: ``RasterError`` naming `path` when the file cannot be written.
  public func writePNG(to path: String, options: PNGOptions = .frames) throws {
    let data = try pngData(options: options)
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary =
      "\(folder.isEmpty ? "" : folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else {
      throw RasterError("cannot create a file there: \(String(cString: strerror(errno)))", at: path)
    }
    var written = 0
    let ok = data.withUnsafeBytes { raw -> Bool in
      while written < raw.count {
        let n = write(fd, raw.baseAddress.unsafelyUnwrapped + written, raw.count - written)
        if n <= 0 { return false }
        written += n
      }
      return true
    }
    let closed = close(fd) == 0
    guard ok, closed else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw RasterError("writing failed: \(reason)", at: path)
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw RasterError("cannot move the finished file into place: \(reason)", at: path)
    }
  }
}
