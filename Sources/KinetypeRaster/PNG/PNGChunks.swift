import KinetypeCore

/// A PNG datastream being assembled: the signature, then chunks of length, type, data and
/// CRC (PNG spec §5.3).
struct PNGChunks {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []

  /// The 8-byte PNG signature (PNG spec §5.2).
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// Appends one chunk of four-letter `type` carrying `data` (under 2³¹ bytes).
  mutating func append(_ type: StaticString, _ data: [UInt8]) {
    precondition(type.utf8CodeUnitCount == 4 && data.count < Int(Int32.max), "bad PNG chunk")
    Self.appendBigEndian(UInt32(data.count), to: &bytes)
    let start = bytes.count
    type.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: data)
    let crc = bytes.withUnsafeBytes { crc32(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    Self.appendBigEndian(crc, to: &bytes)
  }

  /// Appends `value` as 4 big-endian bytes.
  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ])
  }

  /// Appends `value` as 2 big-endian bytes.
  static func appendBigEndian(_ value: UInt16, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
  }

  /// The chunks that precede the image data: `IHDR`, `sRGB`, `tEXt` in key order, and for
  /// indexed formats `PLTE` and `tRNS` (only the translucent entries, which come first).
  static func header(width: Int, height: Int, format: PNGPixelFormat, text: [String: String])
    -> PNGChunks
  {
    var chunks = PNGChunks()
    chunks.bytes = signature
    var ihdr: [UInt8] = []
    appendBigEndian(UInt32(width), to: &ihdr)
    appendBigEndian(UInt32(height), to: &ihdr)
    // Bit depth 8; compression, filter method 0; no interlace.
    ihdr += [8, format.colorType.rawValue, 0, 0, 0]
    chunks.append("IHDR", ihdr)
    chunks.append("sRGB", [0])  // perceptual rendering intent
    for (key, value) in latin1Text(text) { chunks.append("tEXt", key + [0] + value) }
    if format.colorType == .indexed {
      var plte: [UInt8] = []
      var trns: [UInt8] = []
      for word in format.palette {
        let a = Int(word >> 24)
        for shift: UInt32 in [0, 8, 16] {
          let c = Int(word >> shift & 0xFF)
          plte.append(a == 255 ? UInt8(c) : unpremultiplyTable[a << 8 | c])
        }
        if a != 255 { trns.append(UInt8(a)) }
      }
      chunks.append("PLTE", plte)
      if !trns.isEmpty { chunks.append("tRNS", trns) }
    }
    return chunks
  }

  /// `text` as Latin-1 key/value pairs sorted by key; entries that are not valid `tEXt`
  /// (keys of 1–79 characters, no NUL, everything Latin-1) are dropped with a warning.
  static func latin1Text(_ text: [String: String]) -> [([UInt8], [UInt8])] {
    func latin1(_ s: String) -> [UInt8]? {
      var bytes: [UInt8] = []
      for scalar in s.unicodeScalars {
        guard scalar.value < 256, scalar.value != 0 else { return nil }
        bytes.append(UInt8(scalar.value))
      }
      return bytes
    }
    return text.sorted { $0.key < $1.key }.compactMap { key, value in
      guard (1...79).contains(key.unicodeScalars.count), let k = latin1(key), let v = latin1(value)
      else {
        RasterWarnings.warn(
          .droppedMetadata, "PNG text \"\(key)\" is not valid Latin-1 tEXt; dropped", in: "PNG")
        return nil
      }
      return (k, v)
    }
  }
}
