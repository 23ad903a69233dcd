import KinetypeCore

extension Text {
  /// Parses markup: Apple's Markdown extension `^[text](emphasis: true, stagger: 0.08)` for
  /// attributes, `**bold**`, `*italic*`, and backslash escapes (`\*`, `\^`, `\\`).
  ///
  /// Attribute names are looked up first among the built-in styling names (`color` as
  /// `"#rrggbb"`, `weight`, `size`, `italic`, `tracking`, `kerning`, `baselineOffset`,
  /// `language`, `underline`, `strikethrough`, `features` as `{liga: false}`, `font` as a
  /// family name), then in `attributes`. Throws ``MarkupError`` with line and column for bad
  /// syntax, unknown names, values outside their range (see ``TextAttributes/sizeRange`` and its
  /// neighbours) and nesting deeper than ``Limits/nestingDepth`` of `limits`. With `fonts`, a
  /// `font:` family the collection cannot find is an error listing near matches; without, it
  /// falls back at layout with a warning. Markup over ``Limits/textBytes`` is a ``LimitError``
  /// before anything is parsed.
  public init(
    markup: String, attributes: MarkupAttributeRegistry = .default, fonts: FontCollection? = nil,
    limits: Limits = Limits()
  ) throws {
    try limits.check(.textBytes, markup.utf8.count, "the text (\(markup.utf8.count) bytes)")
    var parser = MarkupParser(
      source: markup, registry: attributes, fonts: fonts, nestingLimit: limits.nestingDepth)
    self = try parser.parseDocument()
  }

  /// How deep markup may nest by default: ``Limits/nestingDepth`` (100 levels), counting
  /// `^[…]` spans, `**bold**` and `*italic*`, and arrays and objects in attribute values
  /// together. Deeper markup is a ``MarkupError`` at the opener that goes past the limit, so no
  /// input can exhaust the parser's stack.
  public static var markupNestingLimit: Int { Limits().nestingDepth }
}

/// A recursive-descent parser over the markup's characters.
struct MarkupParser {
  let characters: [Character]
  let registry: MarkupAttributeRegistry
  let fonts: FontCollection?
  /// How many constructs may be open at once (``Limits/nestingDepth``).
  let nestingLimit: Int
  var index = 0
  /// How many nested constructs are open.
  private var depth = 0

  init(
    source: String, registry: MarkupAttributeRegistry, fonts: FontCollection? = nil,
    nestingLimit: Int = Limits().nestingDepth
  ) {
    self.characters = Array(source)
    self.registry = registry
    self.fonts = fonts
    self.nestingLimit = nestingLimit
  }

  mutating func parseDocument() throws -> Text {
    let spans = try parseInline(until: nil, openedAt: 0)
    return Text(spans: spans)
  }

  /// Parses text up to `terminator` (consumed), or the end when nil.
  private mutating func parseInline(until terminator: String?, openedAt opener: Int) throws
    -> [Text.Span]
  {
    var spans: [Text.Span] = []
    var plain = ""
    func flush() {
      if !plain.isEmpty { spans.append(Text.Span(plain)) }
      plain = ""
    }
    while index < characters.count {
      if let terminator, matches(terminator) {
        index += terminator.count
        flush()
        return spans
      }
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, characters[index + 1] != "\n" {
        plain.append(characters[index + 1])
        index += 2
      } else if matches("**"), opensEmphasis(after: 2) {
        flush()
        try enter(at: index)
        index += 2
        let inner = try parseInline(until: "**", openedAt: index - 2)
        depth -= 1
        spans += Text(spans: inner).bold().spans
      } else if matches("**") {
        plain += "**"  // followed by a space: literal, as in Markdown
        index += 2
      } else if character == "*", opensEmphasis(after: 1) {
        flush()
        try enter(at: index)
        index += 1
        let inner = try parseInline(until: "*", openedAt: index - 1)
        depth -= 1
        spans += Text(spans: inner).italic().spans
      } else if matches("^[") {
        flush()
        let open = index
        try enter(at: open)
        index += 2
        let inner = try parseInline(until: "]", openedAt: open)
        guard index < characters.count, characters[index] == "(" else {
          throw error(
            at: index,
            "expected '(' with attributes after ^[…] opened at column \(column(of: open))")
        }
        index += 1
        var text = Text(spans: inner)
        text = try parseAttributes(applyingTo: text)
        depth -= 1
        spans += text.spans
      } else {
        plain.append(character)
        index += 1
      }
    }
    if let terminator {
      throw error(
        at: opener, "unclosed '\(terminator == "]" ? "^[" : terminator)'")
    }
    flush()
    return spans
  }

  /// `text` with the attribute list `source` (`name: value, …`, the inside of `^[…](…)`)
  /// applied; throws a ``MarkupError`` for bad syntax, unknown names or bad values.
  static func apply(attributes source: String, to text: Text, registry: MarkupAttributeRegistry)
    throws -> Text
  {
    var parser = MarkupParser(source: source + ")", registry: registry)
    let result = try parser.parseAttributes(applyingTo: text)
    guard parser.index == parser.characters.count else {
      throw parser.error(at: parser.index, "unexpected text after the attributes")
    }
    return result
  }

  /// Parses `key: value, …)` and applies each attribute.
  private mutating func parseAttributes(applyingTo text: Text) throws -> Text {
    var text = text
    skipSpaces()
    if index < characters.count, characters[index] == ")" {
      index += 1
      return text
    }
    var keys = Set<String>()
    while true {
      skipSpaces()
      let keyStart = index
      let key = try parseKey()
      // `(size: 12, size: 14)` is a mistake, not a choice of the last.
      guard keys.insert(key).inserted else {
        throw error(at: keyStart, "attribute '\(key)' is given twice")
      }
      skipSpaces()
      try expect(":")
      skipSpaces()
      let valueStart = index
      let value = try parseValue()
      text = try apply(key, value, to: text, keyAt: keyStart, valueAt: valueStart)
      skipSpaces()
      if index < characters.count, characters[index] == "," {
        index += 1
        continue
      }
      try expect(")")
      return text
    }
  }

  private mutating func apply(
    _ key: String, _ value: MarkupValue, to text: Text, keyAt: Int, valueAt: Int
  ) throws -> Text {
    do {
      if let styled = try MarkupStyles.apply(key, value, to: text, fonts: fonts) { return styled }
      guard let factory = registry.factory(key) else {
        let known = (MarkupStyles.names + registry.names).sorted().joined(separator: ", ")
        throw error(at: keyAt, "unknown attribute '\(key)' (known: \(known))")
      }
      guard let attribute = try factory(value) else { return text }
      return text.customAttribute(attribute)
    } catch let error as MarkupError {
      throw error
    } catch let limit as LimitError {
      var error = self.error(at: valueAt, "bad value for '\(key)': \(limit)")
      error.limit = limit
      throw error
    } catch {
      throw self.error(at: valueAt, "bad value for '\(key)': \(error)")
    }
  }

  private mutating func parseKey() throws -> String {
    if index < characters.count, characters[index] == "\"" {
      guard case .string(let key) = try parseValue() else {
        throw error(at: index, "expected a name")
      }
      return key
    }
    var key = ""
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        || characters[index] == "-"
    {
      key.append(characters[index])
      index += 1
    }
    guard !key.isEmpty else { throw error(at: index, "expected an attribute name") }
    return key
  }

  private mutating func parseValue() throws -> MarkupValue {
    guard index < characters.count else { throw error(at: index, "expected a value") }
    let character = characters[index]
    switch character {
    case "\"":
      let start = index
      index += 1
      var string = ""
      while index < characters.count, characters[index] != "\"" {
        if characters[index] == "\\", index + 1 < characters.count {
          index += 1
          switch characters[index] {
          case "n": string.append("\n")
          case "t": string.append("\t")
          default: string.append(characters[index])
          }
        } else {
          string.append(characters[index])
        }
        index += 1
      }
      guard index < characters.count else { throw error(at: start, "unclosed string") }
      index += 1
      return .string(string)
    case "{":
      try enter(at: index)
      defer { depth -= 1 }
      index += 1
      var members: [String: MarkupValue] = [:]
      skipSpaces()
      if index < characters.count, characters[index] == "}" {
        index += 1
        return .object(members)
      }
      while true {
        skipSpaces()
        let key = try parseKey()
        skipSpaces()
        try expect(":")
        skipSpaces()
        members[key] = try parseValue()
        skipSpaces()
        if index < characters.count, characters[index] == "," {
          index += 1
          continue
        }
        try expect("}")
        return .object(members)
      }
    case "[":
      try enter(at: index)
      defer { depth -= 1 }
      index += 1
      var values: [MarkupValue] = []
      skipSpaces()
      if index < characters.count, characters[index] == "]" {
        index += 1
        return .array(values)
      }
      while true {
        skipSpaces()
        values.append(try parseValue())
        skipSpaces()
        if index < characters.count, characters[index] == "," {
          index += 1
          continue
        }
        try expect("]")
        return .array(values)
      }
    default:
      let start = index
      var word = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber
          || "+-.".contains(characters[index])
      {
        word.append(characters[index])
        index += 1
      }
      switch word {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "null": return .null
      default:
        if let number = Double(word), number.isFinite { return .number(number) }
        if word.isEmpty { throw error(at: start, "expected a value") }
        if Double(word) != nil {
          throw error(at: start, "bad value '\(word)': numbers must be finite")
        }
        throw error(
          at: start,
          "bad value '\(word)' (values are numbers, \"strings\", true, false, null, [arrays] "
            + "and {objects})")
      }
    }
  }

  /// Whether the delimiter run of `length` stars at `index` opens emphasis: as in Markdown,
  /// only when a non-space character follows (so "2 * 3" stays text).
  private func opensEmphasis(after length: Int) -> Bool {
    let next = index + length
    return next < characters.count && !characters[next].isWhitespace
  }

  private func matches(_ string: String) -> Bool {
    var position = index
    for character in string {
      guard position < characters.count, characters[position] == character else { return false }
      position += 1
    }
    return true
  }

  private mutating func expect(_ character: Character) throws {
    guard index < characters.count, characters[index] == character else {
      let found = index < characters.count ? "'\(characters[index])'" : "end of text"
      throw error(at: index, "expected '\(character)', found \(found)")
    }
    index += 1
  }

  private mutating func skipSpaces() {
    while index < characters.count, characters[index] == " " || characters[index] == "\t" {
      index += 1
    }
  }

  /// Opens one nested construct at `position`, refusing to go past the nesting limit.
  private mutating func enter(at position: Int) throws {
    guard depth < nestingLimit else {
      throw error(
        at: position,
        "markup nests deeper than \(nestingLimit) levels, the nesting-depth limit (spans, "
          + "bold, italic, arrays and objects together)")
    }
    depth += 1
  }

  private func column(of position: Int) -> Int { location(of: position).column }

  private func location(of position: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for character in characters.prefix(position) {
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  private func error(at position: Int, _ message: String) -> MarkupError {
    let (line, column) = location(of: position)
    return MarkupError(line: line, column: column, message: message)
  }
}
