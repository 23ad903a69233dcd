internal import CDeflate

#if canImport(Glibc)
  import Glibc
#endif

/// Pixmaps kept compressed in an anonymous temporary file and read back in the order they
/// came: what an encoder that must see every frame before it writes the first (an animated
/// PNG's one pixel format) holds them in, instead of having them drawn twice.
///
/// The file is removed by the system when the spool goes, however it goes. Each pixmap is
/// stored as its premultiplied bytes deflated at level 1, so it reads back bit for bit.
package final class PixmapSpool {
  private let file: UnsafeMutablePointer<FILE>
  private let deflater: Deflater
  private var entries: [(width: Int, height: Int, bytes: Int)] = []

  /// An empty spool.
  ///
  /// - Throws: ``RasterError`` when no temporary file can be made.
  package init() throws {
    guard let file = tmpfile() else {
      throw RasterError(
        "cannot make a temporary file: \(String(cString: strerror(errno)))", at: "frame spool")
    }
    self.file = file
    deflater = try Deflater(level: 1)
  }

  deinit { fclose(file) }

  /// How many pixmaps the spool holds.
  package var count: Int { entries.count }

  /// Stores `pixmap` after the others.
  ///
  /// - Throws: ``RasterError`` when the temporary file cannot be written (a full disk).
  package func append(_ pixmap: Pixmap) throws {
    let compressed = try pixmap.withUnsafePremultipliedBytes {
      try deflater.zlib(UnsafeRawBufferPointer($0))
    }
    // safety: fwrite reads compressed.count bytes from the array's storage.
    let written = compressed.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == compressed.count else {
      throw RasterError(
        "cannot write the temporary file: \(String(cString: strerror(errno)))", at: "frame spool")
    }
    entries.append((pixmap.width, pixmap.height, compressed.count))
  }

  /// Calls `body` with each pixmap stored, in order.
  ///
  /// - Throws: ``RasterError`` when the temporary file cannot be read back; or what `body`
  ///   throws.
  package func forEach(_ body: (Pixmap) throws -> Void) throws {
    guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else {
      throw RasterError(
        "cannot read the temporary file: \(String(cString: strerror(errno)))", at: "frame spool")
    }
    guard let decompressor = libdeflate_alloc_decompressor() else {
      throw RasterError("out of memory for a decompressor", at: "frame spool")
    }
    defer { libdeflate_free_decompressor(decompressor) }
    for entry in entries {
      var compressed = [UInt8](repeating: 0, count: entry.bytes)
      // safety: fread writes at most compressed.count bytes into the array's storage.
      let read = compressed.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      guard read == entry.bytes else {
        throw RasterError("the temporary file is short", at: "frame spool")
      }
      let size = entry.width * entry.height * 4
      var pixels = [UInt8](repeating: 0, count: size)
      let result = compressed.withUnsafeBytes { input in
        pixels.withUnsafeMutableBytes { output in
          // safety: libdeflate reads input.count bytes and writes at most output.count.
          libdeflate_zlib_decompress(
            decompressor, input.baseAddress, input.count, output.baseAddress, output.count, nil)
        }
      }
      guard result == LIBDEFLATE_SUCCESS else {
        throw RasterError("the temporary file is damaged", at: "frame spool")
      }
      try body(Pixmap(width: entry.width, height: entry.height, premultipliedRGBA: pixels))
    }
  }
}
