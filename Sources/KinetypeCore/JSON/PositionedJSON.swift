/// A JSON value (RFC 8259) with the line and column where it starts, so that an error about it
/// can point at it: the one reader of scene files and transcripts.
///
/// Foundation's `JSONSerialization` keeps no positions and silently keeps one of two duplicate
/// keys; here a duplicate key is an error, as is anything outside JSON's grammar (leading
/// zeros, a plus sign, lone surrogates, unescaped control characters).
package struct PositionedJSON: Sendable, Equatable {
  /// A JSON value.
  package indirect enum Value: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([PositionedJSON])
    /// An object, its members in file order.
    case object([(key: String, value: PositionedJSON)])

    /// Values are equal when their members are, in order.
    package static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): return true
      case (.bool(let a), .bool(let b)): return a == b
      case (.number(let a), .number(let b)): return a == b
      case (.string(let a), .string(let b)): return a == b
      case (.array(let a), .array(let b)): return a == b
      case (.object(let a), .object(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: return false
      }
    }
  }

  /// A syntax error: where, and what was expected.
  package struct SyntaxError: Error, Sendable {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in characters.
    package var column: Int
    /// What is wrong there.
    package var message: String
  }

  /// The value.
  package var value: Value
  /// The line where it starts, from 1.
  package var line: Int
  /// The column where it starts, from 1, in characters.
  package var column: Int

  /// A value at `line` and `column`.
  package init(value: Value, line: Int, column: Int) {
    self.value = value
    self.line = line
    self.column = column
  }

  /// What kind of value this is, as an error names it: `a string`, `an object`…
  package var kindDescription: String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// Parses `text`, one value with white space around it (and a leading byte-order mark when
  /// `allowsByteOrderMark`).
  ///
  /// - Parameters:
  ///   - maximumDepth: how deep arrays and objects may nest; deeper text is refused, not
  ///     crashed on.
  ///   - trailingText: the message when more text follows the value.
  /// - Throws: ``SyntaxError`` at the first syntax error, or at a duplicate key.
  package static func parse(
    _ text: String, maximumDepth: Int, trailingText: String, allowsByteOrderMark: Bool = false
  ) throws(SyntaxError) -> PositionedJSON {
    var parser = Parser(scalars: Array(text.unicodeScalars), maximumDepth: maximumDepth)
    parser.skipWhitespace()
    if allowsByteOrderMark, parser.current == "\u{FEFF}" {
      parser.advance()
      parser.skipWhitespace()
    }
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.scalars.count { throw parser.error(trailingText) }
    return value
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    let maximumDepth: Int
    var index = 0
    var line = 1
    var column = 1

    init(scalars: [Unicode.Scalar], maximumDepth: Int) {
      self.scalars = scalars
      self.maximumDepth = maximumDepth
    }

    func error(_ message: String) -> SyntaxError {
      SyntaxError(line: line, column: column, message: message)
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func advance() {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }

    mutating func skipWhitespace() {
      while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) { advance() }
    }

    func found() -> String {
      guard let scalar = current else { return "the end of the file" }
      return "'\(scalar)'"
    }

    mutating func parseValue(depth: Int) throws(PositionedJSON.SyntaxError) -> PositionedJSON {
      guard depth <= maximumDepth else {
        throw error("arrays and objects nest deeper than \(maximumDepth) levels")
      }
      let (startLine, startColumn) = (line, column)
      func made(_ value: Value) -> PositionedJSON {
        PositionedJSON(value: value, line: startLine, column: startColumn)
      }
      switch current {
      case "{": return made(try parseObject(depth: depth))
      case "[":
        advance()
        var items: [PositionedJSON] = []
        skipWhitespace()
        if current == "]" {
          advance()
          return made(.array(items))
        }
        while true {
          skipWhitespace()
          items.append(try parseValue(depth: depth + 1))
          skipWhitespace()
          if current == "," {
            advance()
          } else if current == "]" {
            advance()
            return made(.array(items))
          } else {
            throw error("expected ',' or ']' in an array, found \(found())")
          }
        }
      case "\"": return made(.string(try parseString()))
      case "t": try keyword("true"); return made(.bool(true))
      case "f": try keyword("false"); return made(.bool(false))
      case "n": try keyword("null"); return made(.null)
      case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
        return made(.number(try parseNumber()))
      default:
        throw error(
          "expected a value (object, array, string, number, true, false or null), found \(found())")
      }
    }

    mutating func parseObject(depth: Int) throws(PositionedJSON.SyntaxError) -> Value {
      advance()
      var members: [(key: String, value: PositionedJSON)] = []
      var seen = Set<String>()
      skipWhitespace()
      if current == "}" {
        advance()
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard current == "\"" else {
          throw error("expected a key in double quotes, found \(found())")
        }
        let (keyLine, keyColumn) = (line, column)
        let key = try parseString()
        guard seen.insert(key).inserted else {
          throw SyntaxError(
            line: keyLine, column: keyColumn,
            message: "the key \"\(key)\" appears twice in one object")
        }
        skipWhitespace()
        guard current == ":" else {
          throw error("expected ':' after the key \"\(key)\", found \(found())")
        }
        advance()
        skipWhitespace()
        members.append((key, try parseValue(depth: depth + 1)))
        skipWhitespace()
        if current == "," {
          advance()
        } else if current == "}" {
          advance()
          return .object(members)
        } else {
          throw error("expected ',' or '}' in an object, found \(found())")
        }
      }
    }

    mutating func keyword(_ word: String) throws(PositionedJSON.SyntaxError) {
      for expected in word.unicodeScalars {
        guard current == expected else {
          throw error("expected \(word), found \(found())")
        }
        advance()
      }
    }

    mutating func parseNumber() throws(PositionedJSON.SyntaxError) -> Double {
      var text = ""
      while let scalar = current,
        scalar == "-" || scalar == "+" || scalar == "." || scalar == "e" || scalar == "E"
          || ("0"..."9").contains(scalar)
      {
        text.unicodeScalars.append(scalar)
        advance()
      }
      guard let number = Double(text), number.isFinite, Self.isJSONNumber(text) else {
        throw error("'\(text)' is not a JSON number")
      }
      return number
    }

    /// JSON's number grammar: no leading zeros, no lone dot, no plus sign.
    static func isJSONNumber(_ text: String) -> Bool {
      var rest = Substring(text)
      if rest.first == "-" { rest = rest.dropFirst() }
      let integer = rest.prefix { $0.isASCII && $0.isNumber }
      guard !integer.isEmpty, integer == "0" || integer.first != "0" else { return false }
      rest = rest.dropFirst(integer.count)
      if rest.first == "." {
        rest = rest.dropFirst()
        let fraction = rest.prefix { $0.isASCII && $0.isNumber }
        guard !fraction.isEmpty else { return false }
        rest = rest.dropFirst(fraction.count)
      }
      if rest.first == "e" || rest.first == "E" {
        rest = rest.dropFirst()
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let exponent = rest.prefix { $0.isASCII && $0.isNumber }
        guard !exponent.isEmpty else { return false }
        rest = rest.dropFirst(exponent.count)
      }
      return rest.isEmpty
    }

    mutating func parseString() throws(PositionedJSON.SyntaxError) -> String {
      advance()
      var result = String.UnicodeScalarView()
      while true {
        guard let scalar = current else {
          throw error("a string is not closed before the end of the file")
        }
        if scalar == "\"" {
          advance()
          return String(result)
        }
        if scalar.value < 0x20 {
          throw error(
            "a control character (U+\(String(scalar.value, radix: 16, uppercase: true))) in a string must be escaped"
          )
        }
        if scalar != "\\" {
          result.append(scalar)
          advance()
          continue
        }
        advance()
        guard let escape = current else {
          throw error("a string is not closed before the end of the file")
        }
        advance()
        switch escape {
        case "\"": result.append("\"")
        case "\\": result.append("\\")
        case "/": result.append("/")
        case "b": result.append("\u{8}")
        case "f": result.append("\u{C}")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "u":
          var unit = try hex4()
          if (0xD800..<0xDC00).contains(unit) {
            guard current == "\\" else {
              throw error("a lone surrogate \\u\(String(unit, radix: 16)) in a string")
            }
            advance()
            guard current == "u" else {
              throw error("a lone surrogate \\u\(String(unit, radix: 16)) in a string")
            }
            advance()
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw error("a lone surrogate \\u\(String(unit, radix: 16)) in a string")
            }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let decoded = Unicode.Scalar(unit) else {
            throw error("a lone surrogate \\u\(String(unit, radix: 16)) in a string")
          }
          result.append(decoded)
        default:
          throw error("'\\\(escape)' is not a JSON escape")
        }
      }
    }

    mutating func hex4() throws(PositionedJSON.SyntaxError) -> UInt32 {
      var unit: UInt32 = 0
      for _ in 0..<4 {
        guard let scalar = current, let digit = Int(String(scalar), radix: 16) else {
          throw error("expected four hex digits after \\u, found \(found())")
        }
        unit = unit * 16 + UInt32(digit)
        advance()
      }
      return unit
    }
  }
}
