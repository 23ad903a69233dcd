internal import CPNG

#if canImport(Glibc)
  import Glibc
#endif

/// Bytes libpng writes, collected in memory.
private final class ByteSink {
  var bytes: [UInt8] = []
}

/// Straight-alpha value of premultiplied channel `c` with alpha `a`: round(c·255/a).
private let unpremultiplyTable: [UInt8] = {
  var table = [UInt8](repeating: 0, count: 256 * 256)
  for a in 1..<256 {
    for c in 0...a { table[a << 8 | c] = UInt8((c * 255 + a / 2) / a) }
  }
  return table
}()

extension Pixmap {
  /// The canvas encoded as PNG with libpng: RGB when every pixel is opaque, RGBA otherwise
  /// (straight alpha, as PNG stores), 8 bits, sRGB, with `options.text` as `tEXt` chunks.
  ///
  /// Cost: O(pixels); dominated by zlib at the chosen level. libpng can only fail here when
  /// memory runs out, which aborts the process (its error path cannot return into Swift).
  public func pngData(options: PNGOptions = .frames) throws -> [UInt8] {
    guard
      let created = png_create_write_struct(
        PNG_LIBPNG_VER_STRING, nil,
        { _, message in
          let text = message.map { String(cString: $0) } ?? "unknown error"
          let line = Array("libpng: \(text)\n".utf8)
          _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        },
        { _, _ in })
    else { throw RasterError("libpng could not start", at: "Pixmap.pngData") }
    var cleanup: png_structp? = created
    var info = png_create_info_struct(created)
    defer { png_destroy_write_struct(&cleanup, &info) }
    let png = created
    let sink = ByteSink()
    sink.bytes.reserveCapacity(width * height / 4)
    let box = Unmanaged.passUnretained(sink).toOpaque()
    png_set_write_fn(
      png, box,
      { png, data, length in
        guard let png, let data, let io = png_get_io_ptr(png) else { return }
        let sink = Unmanaged<ByteSink>.fromOpaque(io).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
      }, { _ in })
    let opaque = isOpaque
    png_set_IHDR(
      png, info, png_uint_32(width), png_uint_32(height), 8,
      opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
      PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
    png_set_compression_level(png, Int32(min(9, max(0, options.compressionLevel))))
    let filters: Int32 =
      switch options.filter {
      case .none: PNG_FILTER_NONE
      case .sub: PNG_FILTER_SUB
      case .up: PNG_FILTER_UP
      case .average: PNG_FILTER_AVG
      case .paeth: PNG_FILTER_PAETH
      case .adaptive:
        PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH
      }
    png_set_filter(png, 0, filters)
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL)
    try writeText(options.text, png: png, info: info)
    png_write_info(png, info)
    let channels = opaque ? 3 : 4
    var row = [UInt8](repeating: 0, count: width * channels)
    let w = width
    pixels.withUnsafeBufferPointer { source in
      unpremultiplyTable.withUnsafeBufferPointer { table in
        row.withUnsafeMutableBufferPointer { out in
          for y in 0..<height {
            let line = source.baseAddress.unsafelyUnwrapped + y * w * 4
            let o = out.baseAddress.unsafelyUnwrapped
            if opaque {
              for x in 0..<w {
                o[x * 3] = line[x * 4]
                o[x * 3 + 1] = line[x * 4 + 1]
                o[x * 3 + 2] = line[x * 4 + 2]
              }
            } else {
              for x in 0..<w {
                let a = Int(line[x * 4 + 3])
                o[x * 4] = table[a << 8 | Int(line[x * 4])]
                o[x * 4 + 1] = table[a << 8 | Int(line[x * 4 + 1])]
                o[x * 4 + 2] = table[a << 8 | Int(line[x * 4 + 2])]
                o[x * 4 + 3] = UInt8(a)
              }
            }
            png_write_row(png, o)
          }
        }
      }
    }
    png_write_end(png, info)
    return sink.bytes
  }

  private func writeText(_ text: [String: String], png: png_structp, info: png_infop?) throws {
    // tEXt is Latin-1: keys 1–79 printable characters, values any Latin-1 (no NUL).
    let entries = text.sorted { $0.key < $1.key }.compactMap { key, value -> ([CChar], [CChar])? in
      func latin1(_ s: String) -> [CChar]? {
        var bytes: [CChar] = []
        for scalar in s.unicodeScalars {
          guard scalar.value < 256, scalar.value != 0 else { return nil }
          bytes.append(CChar(bitPattern: UInt8(scalar.value)))
        }
        return bytes + [0]
      }
      guard (1...79).contains(key.unicodeScalars.count), let k = latin1(key), let v = latin1(value)
      else {
        RasterWarnings.warn("PNG text \"\(key)\" is not valid Latin-1 tEXt; dropped")
        return nil
      }
      return (k, v)
    }
    guard !entries.isEmpty else { return }
    // Copy into C memory that lives until png_set_text has copied it.
    var owned: [UnsafeMutablePointer<CChar>] = []
    defer { owned.forEach { $0.deallocate() } }
    func cString(_ bytes: [CChar]) -> UnsafeMutablePointer<CChar> {
      let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
      p.initialize(from: bytes, count: bytes.count)
      owned.append(p)
      return p
    }
    var chunks = entries.map { key, value in
      var chunk = png_text()
      chunk.compression = PNG_TEXT_COMPRESSION_NONE
      chunk.key = cString(key)
      chunk.text = cString(value)
      chunk.text_length = value.count - 1
      return chunk
    }
    png_set_text(png, info, &chunks, Int32(chunks.count))
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
