internal import CDeflate

/// A libdeflate compressor at one level: zlib-format streams for `IDAT`, several times faster
/// than zlib at the same level, and with levels 10–12 (near-optimal parsing) beyond zlib's 9.
///
/// Not thread-safe: one per encoding. Running out of memory throws instead of aborting.
final class Deflater {
  private let compressor: OpaquePointer

  /// A compressor at `level` (0…12).
  init(level: Int32) throws {
    guard let compressor = libdeflate_alloc_compressor(level) else {
      throw RasterError("out of memory for a level \(level) compressor", at: "PNG encoder")
    }
    self.compressor = compressor
  }

  deinit { libdeflate_free_compressor(compressor) }

  /// `input` as a zlib stream (RFC 1950).
  func zlib(_ input: UnsafeRawBufferPointer) throws -> [UInt8] {
    let bound = libdeflate_zlib_compress_bound(compressor, input.count)
    let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
      // safety: libdeflate reads input.count bytes of input and writes at most `bound` bytes
      // into the buffer, which has that capacity; it returns how many it wrote.
      count = libdeflate_zlib_compress(
        compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
    }
    // libdeflate returns 0 only when the output does not fit, which the bound rules out.
    guard !output.isEmpty else { throw RasterError("compression failed", at: "PNG encoder") }
    return output
  }
}

/// CRC-32 (ISO 3309, as PNG chunks use) of `bytes`, continuing from `crc`.
func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
  // safety: libdeflate reads exactly bytes.count bytes from the base address.
  libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
}
