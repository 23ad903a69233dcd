import Testing

// Loading the Unicode Consortium's conformance test files, which Debian's unicode-data package
// installs under /usr/share/unicode (scripts/bootstrap installs it).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and splits the test files of the Unicode Character Database.
enum UnicodeTestData {
  /// Where Debian's unicode-data package puts the UCD (override with KINETYPE_UCD_DIR).
  static var directory: String {
    if let override = getenv("KINETYPE_UCD_DIR") { return String(cString: override) }
    return "/usr/share/unicode"
  }

  /// The data lines of `path` (relative to ``directory``): comments (from `#`) and blank lines
  /// removed, each with its 1-based line number. Records an issue and returns nil if the file
  /// is missing, so a machine without the data fails instead of silently passing.
  static func lines(
    _ path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [(number: Int, text: Substring)]? {
    let fullPath = directory + "/" + path
    guard let contents = readFile(fullPath) else {
      Issue.record(
        "Unicode test data \(fullPath) is missing: run scripts/bootstrap (installs Debian's unicode-data package)",
        sourceLocation: sourceLocation)
      return nil
    }
    var result: [(number: Int, text: Substring)] = []
    var number = 0
    for line in contents.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let data = line.prefix { $0 != "#" }
      if data.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) {
        result.append((number, data))
      }
    }
    return result
  }

  /// The first line of a UCD file, which names its version ("# LineBreakTest-15.0.0.txt").
  static func header(_ path: String) -> String? {
    guard let contents = readFile(directory + "/" + path) else { return nil }
    return contents.split(separator: "\n").first.map(String.init)
  }

  /// UTF-16 of space-separated hexadecimal code points.
  static func utf16(hex: some StringProtocol) -> [UInt16] {
    var result: [UInt16] = []
    for field in hex.split(separator: " ") {
      guard let value = UInt32(field, radix: 16) else { continue }
      appendCodePoint(value, to: &result)
    }
    return result
  }

  /// The whole file as a String, or nil if it cannot be opened.
  private static func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count <= 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A boundary test line of the UAX #14 / #29 files: `÷ 0061 × 0308 ÷ 0020 ÷`.
struct BoundaryTestCase {
  /// The test text.
  var utf16: [UInt16]
  /// UTF-16 offsets marked `÷` (break), including 0 and the end where marked.
  var breaks: [Int]
  /// Line number in the file.
  var line: Int

  /// Parses one data line; nil if malformed.
  init?(_ text: Substring, line: Int) {
    self.line = line
    utf16 = []
    breaks = []
    for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      if token == "÷" {
        breaks.append(utf16.count)
      } else if token == "×" {
        continue
      } else if let value = UInt32(token, radix: 16) {
        appendCodePoint(value, to: &utf16)
      } else {
        return nil
      }
    }
  }

  /// The case as the file writes it, for failure messages.
  var display: String {
    let codes = codePointsDisplay(utf16)
    return "line \(line): [\(codes)] expected breaks \(breaks)"
  }
}

/// Hexadecimal code points of UTF-16 text, for messages.
func codePointsDisplay(_ utf16: [UInt16]) -> String {
  String(decoding: utf16, as: UTF16.self).unicodeScalars
    .map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

/// Appends the UTF-16 of a code point; a lone surrogate stays one code unit.
func appendCodePoint(_ value: UInt32, to utf16: inout [UInt16]) {
  if value >= 0x10000 {
    utf16.append(UInt16(0xD800 + ((value - 0x10000) >> 10)))
    utf16.append(UInt16(0xDC00 + ((value - 0x10000) & 0x3FF)))
  } else if let unit = UInt16(exactly: value) {
    utf16.append(unit)
  }
}
