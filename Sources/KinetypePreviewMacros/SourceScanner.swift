/// A cursor over Swift source bytes that knows just enough of Swift's lexical structure to
/// find where a bracketed group ends: string literals (with interpolations, multi-line and raw
/// forms) and comments (nested block comments too) are skipped, so a `}` inside them does not
/// close anything.
struct SourceScanner {
  /// The source, as UTF-8.
  let bytes: [UInt8]
  /// The position of the next byte to read.
  var index: Int

  init(_ text: String, index: Int = 0) {
    self.bytes = Array(text.utf8)
    self.index = index
  }

  /// Whether every byte was read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The byte at `index + offset`, or 0 past the end.
  func peek(_ offset: Int = 0) -> UInt8 {
    index + offset < bytes.count ? bytes[index + offset] : 0
  }

  /// The text of `range`.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Skips spaces, newlines and comments.
  mutating func skipTrivia() {
    while !isAtEnd {
      let byte = peek()
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == 0x2F, peek(1) == 0x2F {
        skipLineComment()
      } else if byte == 0x2F, peek(1) == 0x2A {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  /// Skips one lexical element that may contain brackets of its own (a comment or a string
  /// literal) and returns true, or returns false when none starts at `index`.
  mutating func skipOpaqueElement() -> Bool {
    let byte = peek()
    if byte == 0x2F, peek(1) == 0x2F {
      skipLineComment()
      return true
    }
    if byte == 0x2F, peek(1) == 0x2A {
      skipBlockComment()
      return true
    }
    if byte == 0x22 || (byte == 0x23 && startsRawString()) {
      skipStringLiteral()
      return true
    }
    return false
  }

  /// Reads from an opening `(`, `[` or `{` at `index` to just past its matching closer, and
  /// returns the range of the bytes between them; nil when the source ends first.
  mutating func readGroup() -> Range<Int>? {
    let open = peek()
    let close: UInt8 = open == 0x28 ? 0x29 : open == 0x5B ? 0x5D : 0x7D
    index += 1
    let start = index
    var depth = 0
    while !isAtEnd {
      if skipOpaqueElement() { continue }
      let byte = peek()
      if byte == 0x28 || byte == 0x5B || byte == 0x7B {
        depth += 1
      } else if byte == 0x29 || byte == 0x5D || byte == 0x7D {
        if depth == 0 {
          guard byte == close else { return nil }
          let end = index
          index += 1
          return start..<end
        }
        depth -= 1
      }
      index += 1
    }
    return nil
  }

  /// The ranges of `range`'s statements at its top level: split at newlines and semicolons
  /// outside brackets, strings and comments; empty statements left out.
  func topLevelStatements(in range: Range<Int>) -> [Range<Int>] {
    var scanner = self
    scanner.index = range.lowerBound
    var statements: [Range<Int>] = []
    var start = range.lowerBound
    var depth = 0
    func finish(at end: Int) {
      if bytes[start..<end].contains(where: { $0 > 0x20 }) { statements.append(start..<end) }
    }
    while scanner.index < range.upperBound {
      if scanner.skipOpaqueElement() { continue }
      let byte = scanner.peek()
      if byte == 0x28 || byte == 0x5B || byte == 0x7B {
        depth += 1
      } else if byte == 0x29 || byte == 0x5D || byte == 0x7D {
        depth -= 1
      } else if depth == 0, byte == 0x0A || byte == 0x3B {
        // A line that ends in an operator or a dot, or a next line starting with one,
        // continues the statement (`Text("a")\n  .bold()`).
        if byte == 0x0A, continues(after: scanner.index, before: range.upperBound, from: start) {
          scanner.index += 1
          continue
        }
        finish(at: scanner.index)
        start = scanner.index + 1
      }
      scanner.index += 1
    }
    finish(at: range.upperBound)
    return statements
  }

  /// Whether the statement running from `start` continues past the newline at `newline`:
  /// the next non-blank character is `.` (a member chain) or the statement so far ends in
  /// `=`, `,` or an infix operator.
  private func continues(after newline: Int, before end: Int, from start: Int) -> Bool {
    var next = newline + 1
    while next < end, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0A {
      next += 1
    }
    if next < end, bytes[next] == 0x2E, next + 1 < end, bytes[next + 1] != 0x2E {
      return true
    }
    var last = newline - 1
    while last >= start, bytes[last] == 0x20 || bytes[last] == 0x09 || bytes[last] == 0x0D {
      last -= 1
    }
    guard last >= start else { return false }
    return [0x3D, 0x2C, 0x2B, 0x2D, 0x2A, 0x7C, 0x26].contains(bytes[last])
  }

  private mutating func skipLineComment() {
    while !isAtEnd, peek() != 0x0A { index += 1 }
  }

  private mutating func skipBlockComment() {
    index += 2
    var depth = 1
    while !isAtEnd, depth > 0 {
      if peek() == 0x2F, peek(1) == 0x2A {
        depth += 1
        index += 2
      } else if peek() == 0x2A, peek(1) == 0x2F {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    }
  }

  private func startsRawString() -> Bool {
    var offset = 0
    while peek(offset) == 0x23 { offset += 1 }
    return peek(offset) == 0x22
  }

  /// Skips a string literal starting at `index` (`"…"`, `"""…"""`, `#"…"#`), its
  /// interpolations included.
  private mutating func skipStringLiteral() {
    var hashes = 0
    while peek() == 0x23 {
      hashes += 1
      index += 1
    }
    let multiline = peek() == 0x22 && peek(1) == 0x22 && peek(2) == 0x22
    index += multiline ? 3 : 1
    while !isAtEnd {
      let byte = peek()
      if byte == 0x5C, (0..<hashes).allSatisfy({ peek(1 + $0) == 0x23 }) {
        index += 1 + hashes
        if peek() == 0x28 {
          _ = readGroup()
        } else {
          index += 1
        }
        continue
      }
      if byte == 0x22 {
        let quotes = multiline ? 3 : 1
        if (0..<quotes).allSatisfy({ peek($0) == 0x22 }),
          (0..<hashes).allSatisfy({ peek(quotes + $0) == 0x23 })
        {
          index += quotes + hashes
          return
        }
      }
      if byte == 0x0A, !multiline { return }
      index += 1
    }
  }
}
