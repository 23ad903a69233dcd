import KinetypeCore

extension Text {
  /// Parses markup: Apple's Markdown extension `^[text](emphasis: true, stagger: 0.08)` for
  /// attributes, `**bold**`, `*italic*`, and backslash escapes of ASCII punctuation (`\*`,
  /// `\^`, `\\`).
  ///
  /// The same reader as a ``LocalizedStringKey``'s Markdown (CommonMark's emphasis rules), in
  /// its strict mode: what a literal would show as typed is an error here. Attribute names are
  /// looked up first among the built-in styling names (`color` as `"#rrggbb"`, `weight`,
  /// `size`, `italic`, `tracking`, `kerning`, `baselineOffset`, `language`, `underline`,
  /// `strikethrough`, `features` as `{liga: false}`, `font` as a family name), then in
  /// `attributes`. Throws ``MarkupError`` with line and column for bad syntax (an unclosed
  /// `**`, `*` or `^[`, a `^[…]` without attributes), unknown names, values outside their range
  /// (see ``TextAttributes/sizeRange`` and its neighbours) and nesting deeper than
  /// ``Limits/nestingDepth`` of `limits`. With `fonts`, a `font:` family the collection cannot
  /// find is an error listing near matches; without, it falls back at layout with a warning.
  /// Markup over ``Limits/textBytes`` is a ``LimitError`` before anything is parsed.
  public init(
    markup: String, attributes: MarkupAttributeRegistry = .default, fonts: FontCollection? = nil,
    limits: Limits = Limits()
  ) throws {
    try limits.check(.textBytes, markup.utf8.count, "the text (\(markup.utf8.count) bytes)")
    var reader = Markdown(
      characters: Array(markup), syntax: .markup, mode: .strict, registry: attributes,
      fonts: fonts, nestingLimit: limits.nestingDepth)
    self = try reader.text()
  }

  /// How deep markup may nest by default: ``Limits/nestingDepth`` (100 levels), counting
  /// `^[…]` spans, `**bold**` and `*italic*`, and arrays and objects in attribute values
  /// together. Deeper markup is a ``MarkupError`` at the opener that goes past the limit, so no
  /// input can exhaust the parser's stack.
  public static var markupNestingLimit: Int { Limits().nestingDepth }
}

/// The attribute list of `^[text](name: value, …)`: a recursive-descent parser over the
/// markup's characters, from just after the `(` to the `)` that closes the list.
///
/// Values are JSON-like (``MarkupValue``). Errors name the line and column in the whole
/// markup; nesting (arrays and objects) counts on from the depth of the span the list belongs
/// to.
struct MarkupParser {
  /// One `name: value` of a list, with where its name and value start.
  struct Attribute {
    let key: String
    let value: MarkupValue
    let keyAt: Int
    let valueAt: Int
  }

  let characters: [Character]
  let registry: MarkupAttributeRegistry
  let fonts: FontCollection?
  /// How many constructs may be open at once (``Limits/nestingDepth``).
  let nestingLimit: Int
  var index: Int
  /// How many nested constructs are open.
  private var depth: Int
  /// The most constructs open at once so far.
  private(set) var deepest: Int

  /// A parser of the list starting at `start` in `characters`, inside `depth` open
  /// constructs.
  init(
    characters: [Character], start: Int, depth: Int, registry: MarkupAttributeRegistry,
    fonts: FontCollection?, nestingLimit: Int
  ) {
    self.characters = characters
    self.index = start
    self.depth = depth
    self.deepest = depth
    self.registry = registry
    self.fonts = fonts
    self.nestingLimit = nestingLimit
  }

  /// Parses `key: value, …)`, checking each attribute as it is read (an unknown name or a bad
  /// value is an error at once, before any later syntax error), and returns the list. The
  /// index ends after the `)`.
  mutating func parseAttributes() throws -> [Attribute] {
    var attributes: [Attribute] = []
    skipSpaces()
    if index < characters.count, characters[index] == ")" {
      index += 1
      return attributes
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
      let attribute = Attribute(key: key, value: value, keyAt: keyStart, valueAt: valueStart)
      _ = try apply(attribute, to: Text(spans: []))
      attributes.append(attribute)
      skipSpaces()
      if index < characters.count, characters[index] == "," {
        index += 1
        continue
      }
      try expect(")")
      return attributes
    }
  }

  /// `text` with `attributes` applied in order; throws a ``MarkupError`` for an unknown name or
  /// a bad value.
  func apply(_ attributes: [Attribute], to text: Text) throws -> Text {
    var text = text
    for attribute in attributes { text = try apply(attribute, to: text) }
    return text
  }

  private func apply(_ attribute: Attribute, to text: Text) throws -> Text {
    let key = attribute.key
    do {
      if let styled = try MarkupStyles.apply(key, attribute.value, to: text, fonts: fonts) {
        return styled
      }
      guard let factory = registry.factory(key) else {
        let known = (MarkupStyles.names + registry.names).sorted().joined(separator: ", ")
        throw error(at: attribute.keyAt, "unknown attribute '\(key)' (known: \(known))")
      }
      guard let custom = try factory(attribute.value) else { return text }
      return text.customAttribute(custom)
    } catch let error as MarkupError {
      throw error
    } catch let limit as LimitError {
      var error = self.error(at: attribute.valueAt, "bad value for '\(key)': \(limit)")
      error.limit = limit
      throw error
    } catch {
      throw self.error(at: attribute.valueAt, "bad value for '\(key)': \(error)")
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
      throw Self.nestingError(at: position, in: characters, limit: nestingLimit)
    }
    depth += 1
    deepest = max(deepest, depth)
  }

  /// The line and column of `position` in `characters`, counting from 1.
  static func location(of position: Int, in characters: [Character]) -> (line: Int, column: Int) {
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

  /// An error at `position` of `characters`.
  static func error(at position: Int, in characters: [Character], _ message: String)
    -> MarkupError
  {
    let (line, column) = location(of: position, in: characters)
    return MarkupError(line: line, column: column, message: message)
  }

  private func error(at position: Int, _ message: String) -> MarkupError {
    Self.error(at: position, in: characters, message)
  }

  /// The error for a construct opened at `position` past `limit` levels.
  static func nestingError(at position: Int, in characters: [Character], limit: Int)
    -> MarkupError
  {
    error(
      at: position, in: characters,
      "markup nests deeper than \(limit) levels, the nesting-depth limit (spans, bold, italic, "
        + "arrays and objects together)")
  }
}
