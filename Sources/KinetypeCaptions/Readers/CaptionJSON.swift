/// A JSON value of a transcript with the line and column where it starts and its path
/// (`$.segments[2].words[0]`), so an error can point at it.
///
/// The transcript formats are read by this small reader (RFC 8259) rather than Foundation's,
/// which keeps no positions; the module needs no Foundation.
struct CaptionJSON {
  /// A JSON value.
  indirect enum Value {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([CaptionJSON])
    case object([(key: String, value: CaptionJSON)])
  }

  /// The value.
  var value: Value
  /// Where it starts: line and column from 1.
  var line: Int
  var column: Int
  /// Its JSON path.
  var path: String

  /// The member `key` of an object; nil when absent, null or not an object.
  subscript(key: String) -> CaptionJSON? {
    guard case .object(let members) = value,
      let member = members.first(where: { $0.key == key })?.value
    else { return nil }
    if case .null = member.value { return nil }
    return member
  }

  /// Whether it is an object with a member `key`.
  func has(_ key: String) -> Bool { self[key] != nil }

  /// The items of an array; nil otherwise.
  var items: [CaptionJSON]? {
    if case .array(let items) = value { return items }
    return nil
  }

  /// The number; nil otherwise.
  var number: Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The string; nil otherwise.
  var string: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  /// What kind of value it is, as errors name it.
  var kind: String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// An error about this value.
  func error(_ message: String, file: String) -> CaptionError {
    CaptionError(file: file, line: line, column: column, path: path, message: message)
  }

  /// The member `key`, which must be `what`.
  func required<T>(
    _ key: String, _ what: String, file: String, _ read: (CaptionJSON) -> T?
  ) throws(CaptionError) -> T {
    guard let member = self[key] else {
      throw error("missing \"\(key)\" (\(what))", file: file)
    }
    guard let value = read(member) else {
      throw member.error("expected \(what), got \(member.kind)", file: file)
    }
    return value
  }

  /// The optional member `key`: nil when absent or null, else it must be `what`.
  func optional<T>(
    _ key: String, _ what: String, file: String, _ read: (CaptionJSON) -> T?
  ) throws(CaptionError) -> T? {
    guard let member = self[key] else { return nil }
    guard let value = read(member) else {
      throw member.error("expected \(what), got \(member.kind)", file: file)
    }
    return value
  }

  /// Parses `text`.
  /// - Throws: ``CaptionError`` at the first syntax error, path `$`.
  static func parse(_ text: String, file: String) throws(CaptionError) -> CaptionJSON {
    var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
    parser.skipSpace()
    if parser.peek == "\u{FEFF}" { parser.advance() }
    parser.skipSpace()
    let value = try parser.value(path: "$")
    parser.skipSpace()
    guard parser.index == parser.scalars.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var column = 1
    var depth = 0

    init(scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars
      self.file = file
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func advance() {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }

    func error(_ message: String) -> CaptionError {
      CaptionError(file: file, line: line, column: column, path: "$", message: message)
    }

    mutating func skipSpace() {
      while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
        advance()
      }
    }

    mutating func expect(_ word: String) throws(CaptionError) {
      for scalar in word.unicodeScalars {
        guard peek == scalar else { throw error("expected '\(word)'") }
        advance()
      }
    }

    mutating func value(path: String) throws(CaptionError) -> CaptionJSON {
      let (startLine, startColumn) = (line, column)
      func make(_ value: Value) -> CaptionJSON {
        CaptionJSON(value: value, line: startLine, column: startColumn, path: path)
      }
      guard let scalar = peek else { throw error("expected a value, found the end of the file") }
      switch scalar {
      case "{":
        depth += 1
        guard depth <= 256 else { throw error("nested deeper than 256 levels") }
        defer { depth -= 1 }
        advance()
        var members: [(key: String, value: CaptionJSON)] = []
        skipSpace()
        if peek == "}" {
          advance()
          return make(.object(members))
        }
        while true {
          skipSpace()
          guard peek == "\"" else { throw error("expected a member name in double quotes") }
          let key = try string()
          skipSpace()
          try expect(":")
          skipSpace()
          members.append((key, try value(path: path + "." + key)))
          skipSpace()
          if peek == "," {
            advance()
            continue
          }
          try expect("}")
          return make(.object(members))
        }
      case "[":
        depth += 1
        guard depth <= 256 else { throw error("nested deeper than 256 levels") }
        defer { depth -= 1 }
        advance()
        var items: [CaptionJSON] = []
        skipSpace()
        if peek == "]" {
          advance()
          return make(.array(items))
        }
        while true {
          skipSpace()
          items.append(try value(path: path + "[\(items.count)]"))
          skipSpace()
          if peek == "," {
            advance()
            continue
          }
          try expect("]")
          return make(.array(items))
        }
      case "\"": return make(.string(try string()))
      case "t":
        try expect("true")
        return make(.bool(true))
      case "f":
        try expect("false")
        return make(.bool(false))
      case "n":
        try expect("null")
        return make(.null)
      default:
        return make(.number(try number()))
      }
    }

    mutating func number() throws(CaptionError) -> Double {
      var text = ""
      while let scalar = peek, "+-0123456789.eE".unicodeScalars.contains(scalar) {
        text.unicodeScalars.append(scalar)
        advance()
      }
      guard !text.isEmpty, let value = Double(text), value.isFinite else {
        throw error(text.isEmpty ? "expected a value" : "'\(text)' is not a number")
      }
      return value
    }

    mutating func string() throws(CaptionError) -> String {
      advance()
      var result = String.UnicodeScalarView()
      while true {
        guard let scalar = peek else { throw error("unterminated string") }
        advance()
        if scalar == "\"" { return String(result) }
        guard scalar == "\\" else {
          guard scalar.value >= 0x20 else { throw error("control character in a string") }
          result.append(scalar)
          continue
        }
        guard let escape = peek else { throw error("unterminated string") }
        advance()
        switch escape {
        case "\"", "\\", "/": result.append(escape)
        case "b": result.append("\u{8}")
        case "f": result.append("\u{C}")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "u":
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), peek == "\\" {
            advance()
            try expect("u")
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          result.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: throw error("invalid escape '\\\(escape)'")
        }
      }
    }

    mutating func hex4() throws(CaptionError) -> UInt32 {
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard let scalar = peek, let digit = UInt32(String(scalar), radix: 16) else {
          throw error("expected four hexadecimal digits after \\u")
        }
        code = code * 16 + digit
        advance()
      }
      return code
    }
  }
}
