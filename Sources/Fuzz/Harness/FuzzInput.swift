/// The fuzzer's bytes read as a stream of choices.
///
/// Every read consumes bytes from the front; past the end every read gives its smallest
/// choice (zero, false, the first option), so any input, even an empty one, decodes to
/// something. Reads are cheap and deterministic: one input always decodes the same way.
public struct FuzzInput {
  /// The bytes being read.
  public let bytes: [UInt8]
  /// Where the next read starts.
  public private(set) var index = 0

  /// Reads `bytes` from the start.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// The next 16 bits, big-endian.
  public mutating func uint16() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

  /// A number in `0..<bound` (one byte for bounds up to 256, two above); 0 when `bound` <= 1.
  public mutating func int(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return bound <= 256 ? Int(byte()) % bound : Int(uint16()) % bound
  }

  /// A coin flip.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `options` (which must not be empty).
  public mutating func pick<T>(_ options: [T]) -> T { options[int(below: options.count)] }

  /// A number a user might type or a bug might compute: mostly small and ordinary, sometimes
  /// zero, negative, huge, tiny, NaN or infinite.
  public mutating func double() -> Double {
    let kind = byte()
    switch kind {
    case 0..<160: return Double(kind) * 2.5
    case 160..<200: return Double(uint16()) / 16
    case 200..<220: return -Double(byte())
    default: return FuzzInput.edgeValues[Int(kind - 220) % FuzzInput.edgeValues.count]
    }
  }

  /// A number from ``double()``, or nil.
  public mutating func optionalDouble() -> Double? { bool() ? double() : nil }

  /// The values every numeric input should survive.
  public static let edgeValues: [Double] = [
    0, -0.0, 1, -1, 0.5, 1e-9, -1e-9, 1e6, -1e6, 1e18, -1e18, 1e300, -1e300,
    .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, Double(Int32.max), Double(Int64.max), 16_384, 16_385, 65_536,
  ]

  /// The next `count` bytes (fewer at the end).
  public mutating func bytes(_ count: Int) -> [UInt8] {
    let end = min(bytes.count, index + max(0, count))
    defer { index = max(index, end) }
    return index < end ? Array(bytes[index..<end]) : []
  }

  /// Every byte not read yet.
  public mutating func rest() -> [UInt8] { bytes(bytes.count - index) }
}
