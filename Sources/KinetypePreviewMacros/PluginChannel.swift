import Foundation

/// The compiler's plugin protocol framing: each message is its byte count as a 64-bit
/// little-endian integer, then that many bytes of JSON.
enum PluginChannel {
  /// The next message from the compiler as a JSON object, or nil at the end of input.
  static func read() -> [String: Any]? {
    guard let header = readExactly(8) else { return nil }
    let count = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
    guard count < 1 << 31, let payload = readExactly(Int(count)) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(payload))) as? [String: Any]
  }

  /// Writes `message` to the compiler.
  static func write(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
    var count = UInt64(payload.count)
    var bytes: [UInt8] = []
    for _ in 0..<8 {
      bytes.append(UInt8(count & 0xFF))
      count >>= 8
    }
    bytes.append(contentsOf: payload)
    FileHandle.standardOutput.write(Data(bytes))
  }

  private static func readExactly(_ count: Int) -> [UInt8]? {
    var result: [UInt8] = []
    while result.count < count {
      let chunk = FileHandle.standardInput.readData(ofLength: count - result.count)
      if chunk.isEmpty { return nil }
      result.append(contentsOf: chunk)
    }
    return result
  }
}
