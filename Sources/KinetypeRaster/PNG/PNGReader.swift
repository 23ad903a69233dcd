internal import CPNG

#if canImport(Glibc)
  import Glibc
#endif

extension Pixmap {
  /// Decodes a PNG (any bit depth and color type; 16-bit is reduced to 8) with libpng's
  /// simplified API, premultiplying alpha.
  ///
  /// - Throws: ``RasterError`` for data that is not a PNG, is damaged, or is over the size
  ///   limits (checked from the header before the pixels are allocated).
  public init(pngData: [UInt8]) throws {
    try self.init(pngData: pngData, source: "PNG data")
  }

  /// Reads and decodes the PNG file at `path`.
  ///
  /// - Throws: ``RasterError`` naming `path`.
  public init(contentsOfPNGFile path: String) throws {
    guard let file = fopen(path, "rb") else {
      throw RasterError("cannot open: \(String(cString: strerror(errno)))", at: path)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if n <= 0 { break }
      bytes += chunk[..<n]
    }
    guard ferror(file) == 0 else { throw RasterError("read error", at: path) }
    try self.init(pngData: bytes, source: path)
  }

  private init(pngData: [UInt8], source: String) throws {
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    func message() -> String {
      withUnsafeBytes(of: image.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    let begun = pngData.withUnsafeBytes { raw in
      png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
    }
    guard begun != 0 else {
      throw RasterError("not a readable PNG: \(message())", at: source)
    }
    let width = Int(image.width)
    let height = Int(image.height)
    do {
      try Pixmap.validate(width: width, height: height)
    } catch {
      png_image_free(&image)
      throw RasterError("PNG of \(width)×\(height) is over the canvas limits", at: source)
    }
    image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pngData.withUnsafeBytes { _ in
      bytes.withUnsafeMutableBytes { out in
        png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
      }
    }
    guard finished != 0 else {
      throw RasterError("damaged PNG: \(message())", at: source)
    }
    for i in stride(from: 0, to: bytes.count, by: 4) {
      let a = UInt32(bytes[i + 3])
      if a == 255 { continue }
      bytes[i] = UInt8(div255(UInt32(bytes[i]) * a))
      bytes[i + 1] = UInt8(div255(UInt32(bytes[i + 1]) * a))
      bytes[i + 2] = UInt8(div255(UInt32(bytes[i + 2]) * a))
    }
    try self.init(width: width, height: height, premultiplied: bytes)
  }
}
