import Foundation
import KinetypeCore

/// Inline Markdown, the one reader of both `Text(markup:)` and a ``LocalizedStringKey``:
/// `**strong**` (bold), `*emphasis*` (italic), backslash escapes of ASCII punctuation and
/// Apple's `^[text](name: value)` attributes, plus, for SwiftUI's syntax, `__strong__`,
/// `_emphasis_`, `` `code` `` (monospaced), `~~strike~~` and `[links](https://…)`.
///
/// It reads as CommonMark's inline algorithm does (what `AttributedString(markdown:)` does):
/// one pass left to right that keeps delimiter runs and brackets on stacks, emphasis paired by
/// the delimiter-run rules (left- and right-flanking runs, the rule of three) when a bracket
/// closes and at the end, so `2 * 3 * 4`, `snake_case_name` and `**` alone stay text. Nothing
/// recurses on the input, and the pass is linear (a failed search for an opener or a closing
/// backtick run is not repeated).
///
/// The two modes are the same parse. ``Mode/lenient`` shows what does not close or does not
/// parse as typed, as SwiftUI does; ``Mode/strict`` stops at the first such place with a
/// ``MarkupError`` giving its line and column: an unclosed `**`, `*` or `^[`, a `^[…]` without
/// `(…)`, an attribute list that does not parse, or nesting past the limit. Whatever parses
/// strictly reads the same leniently.
///
/// Interpolated values are atoms: their characters are never read as Markdown, but delimiters
/// around them apply (`"**\(name)**"` is a bold name).
struct Markdown {
  /// The syntax read besides `**`, `*`, escapes and `^[…](…)`.
  struct Syntax: OptionSet {
    let rawValue: Int
    /// `__strong__` and `_emphasis_`.
    static let underscores = Syntax(rawValue: 1 << 0)
    /// `~~strike~~` (GitHub's extension: one or two tildes, paired with as many).
    static let strikethrough = Syntax(rawValue: 1 << 1)
    /// `` `code` ``.
    static let code = Syntax(rawValue: 1 << 2)
    /// `[text](destination)`.
    static let links = Syntax(rawValue: 1 << 3)
    /// Kinetype's markup, `Text(markup:)`: only the common syntax.
    static let markup: Syntax = []
    /// SwiftUI's inline Markdown, `Text("…")` from a literal.
    static let swiftUI: Syntax = [.underscores, .strikethrough, .code, .links]
  }

  /// What a problem does: stops the parse, or is shown as typed.
  enum Mode {
    case strict, lenient
  }

  /// A style a node applies to its children.
  enum Style {
    case strong, emphasis, strikethrough, code
    case link(URL)
    /// Apple's `^[…](…)`: the list read, where it starts (after the `(`), and how deep its
    /// values nest (arrays and objects).
    case attributes([MarkupParser.Attribute], start: Int, valueDepth: Int)
  }

  /// The source; an interpolated value's place holds U+FFFC.
  let characters: [Character]
  /// The interpolated value at each place that holds one.
  let atoms: [Int: Int]
  let syntax: Syntax
  let mode: Mode
  /// The attribute names `^[…](…)` understands.
  let registry: MarkupAttributeRegistry
  /// The fonts a `font:` family must be found in (none: any name).
  let fonts: FontCollection?
  /// How many constructs may enclose one another (``Limits/nestingDepth``).
  let nestingLimit: Int

  // The parse: the nodes (a tree of linked lists), the delimiter runs waiting for a partner,
  // the open brackets, and text not yet in a node.
  var nodes: [Node] = []
  var head = -1
  var tail = -1
  var delimiters: [Delimiter] = []
  var delimiterTop = -1
  var brackets: [Bracket] = []
  /// How many of `brackets` open `^[…]` spans.
  var openSpans = 0
  var buffer = ""
  var bufferStart = 0
  /// Where each backtick run starts, by length (read once, at the first backtick), and how
  /// many of those the pass has gone by.
  var backtickRuns: [Int: [Int]]?
  var backtickRunsPassed: [Int: Int] = [:]

  /// A reader of `characters`, `atoms` giving the interpolated value at each place that holds
  /// one.
  init(
    characters: [Character], atoms: [Int: Int] = [:], syntax: Syntax, mode: Mode,
    registry: MarkupAttributeRegistry, fonts: FontCollection? = nil,
    nestingLimit: Int = Limits().nestingDepth
  ) {
    self.characters = characters
    self.atoms = atoms
    self.syntax = syntax
    self.mode = mode
    self.registry = registry
    self.fonts = fonts
    self.nestingLimit = nestingLimit
  }

  /// The text the source reads as, with `values` for the interpolated values; in strict mode,
  /// the first problem instead.
  mutating func text(values: [Text] = []) throws(MarkupError) -> Text {
    try parse()
    return text(from: head, values: values)
  }

  /// A problem at `position`: an error in strict mode; in lenient mode nothing, and the caller
  /// reads the place as typed.
  func problem(_ error: @autoclosure () -> MarkupError) throws(MarkupError) {
    if mode == .strict { throw error() }
  }

  func error(at position: Int, _ message: String) -> MarkupError {
    MarkupParser.error(at: position, in: characters, message)
  }

  func isAtom(_ position: Int) -> Bool { !atoms.isEmpty && atoms[position] != nil }

  /// Whether the character at `position` is `character` (never an atom).
  func has(_ character: Character, at position: Int) -> Bool {
    position < characters.count && characters[position] == character && !isAtom(position)
  }

  // MARK: The pass

  private mutating func parse() throws(MarkupError) {
    var index = 0
    while index < characters.count {
      if let atom = atoms.isEmpty ? nil : atoms[index] {
        flush()
        append(Node(.atom(atom), at: index))
        index += 1
        continue
      }
      let character = characters[index]
      switch character {
      case "\\":
        let next = index + 1
        if next < characters.count, !isAtom(next), characters[next].isASCII,
          characters[next].isPunctuation || characters[next].isSymbol
        {
          addText(characters[next], at: index)
          index += 2
        } else {
          addText(character, at: index)
          index += 1
        }
      case "`" where syntax.contains(.code):
        index = codeSpan(at: index)
      case "*":
        index = delimiterRun(at: index)
      case "_" where syntax.contains(.underscores):
        index = delimiterRun(at: index)
      case "~" where syntax.contains(.strikethrough):
        index = delimiterRun(at: index)
      case "^" where has("[", at: index + 1):
        flush()
        try problemIfTooDeep(openingAt: index)
        let caret = append(Node(.text("^"), at: index))
        let bracket = append(Node(.text("["), at: index + 1))
        brackets.append(
          Bracket(
            node: bracket, caret: caret, position: index, isSpan: true,
            delimiterBottom: delimiterTop))
        openSpans += 1
        index += 2
      case "[":
        flush()
        let bracket = append(Node(.text("["), at: index))
        brackets.append(
          Bracket(
            node: bracket, caret: nil, position: index, isSpan: false,
            delimiterBottom: delimiterTop))
        index += 1
      case "]":
        index = try closeBracket(at: index)
      default:
        addText(character, at: index)
        index += 1
      }
    }
    flush()
    // What is still open: the innermost unclosed construct is the one reported.
    let span = brackets.last(where: \.isSpan)
    let unclosed = try processEmphasis(above: -1, enclosing: 0).unclosed
    if let span, span.position > (unclosed?.position ?? -1) {
      try problem(error(at: span.position, "unclosed '^['"))
    }
    if let unclosed { try problem(error(at: unclosed.position, "unclosed '\(unclosed.text)'")) }
  }

  /// A `^[` at `position` would open one construct more than the limit allows.
  private func problemIfTooDeep(openingAt position: Int) throws(MarkupError) {
    guard openSpans >= nestingLimit else { return }
    try problem(MarkupParser.nestingError(at: position, in: characters, limit: nestingLimit))
  }

  mutating func addText(_ character: Character, at position: Int) {
    if buffer.isEmpty { bufferStart = position }
    buffer.append(character)
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    append(Node(.text(buffer), at: bufferStart))
    buffer = ""
  }

  // MARK: Brackets

  /// An open `[` or `^[`.
  struct Bracket {
    /// The `[` node.
    let node: Int
    /// The `^` node of a span.
    let caret: Int?
    /// Where it opens (the `^` of a span).
    let position: Int
    /// Whether it opens `^[…](…)` rather than a link.
    let isSpan: Bool
    /// The delimiter run on top when it opened: emphasis inside pairs only above it.
    let delimiterBottom: Int
    /// False once a link before it closed (links do not contain links).
    var isActive = true
    /// The greatest height among the nodes after it so far, kept as they come so that closing
    /// it does not walk them again.
    var contentHeight = 0
  }

  /// The `]` at `index` closes the innermost open bracket if what follows makes it a span or
  /// a link; else it is text. Returns the index after what was read.
  private mutating func closeBracket(at index: Int) throws(MarkupError) -> Int {
    flush()
    guard let bracket = brackets.last, bracket.isActive else {
      if !brackets.isEmpty { popBracket() }
      addText("]", at: index)
      return index + 1
    }
    if bracket.isSpan, let end = try span(bracket, closingAt: index) { return end }
    if syntax.contains(.links), let end = try link(bracket, closingAt: index) { return end }
    popBracket()
    addText("]", at: index)
    return index + 1
  }

  /// Takes the innermost bracket off the stack; what followed it now follows the one before.
  private mutating func popBracket() {
    let bracket = brackets.removeLast()
    if bracket.isSpan { openSpans -= 1 }
    raiseContentHeight(to: bracket.contentHeight)
  }

  /// Notes a node of `height` after the innermost open bracket.
  mutating func raiseContentHeight(to height: Int) {
    guard !brackets.isEmpty else { return }
    brackets[brackets.count - 1].contentHeight = max(
      brackets[brackets.count - 1].contentHeight, height)
  }

  /// `^[…](attributes)` closing at `index`: the index after its `)`, or nil when the list does
  /// not parse.
  private mutating func span(_ bracket: Bracket, closingAt index: Int) throws(MarkupError)
    -> Int?
  {
    guard has("(", at: index + 1) else {
      let column = MarkupParser.location(of: bracket.position, in: characters).column
      try problem(
        error(at: index + 1, "expected '(' with attributes after ^[…] opened at column \(column)"))
      return nil
    }
    let start = index + 2
    var parser = MarkupParser(
      characters: characters, start: start, depth: openSpans, registry: registry, fonts: fonts,
      nestingLimit: nestingLimit)
    let attributes: [MarkupParser.Attribute]
    do {
      attributes = try parser.parseAttributes()
    } catch let error as MarkupError {
      try problem(error)
      return nil
    } catch {
      try problem(self.error(at: start, "\(error)"))
      return nil
    }
    // An interpolated value is never part of an attribute list.
    if !atoms.isEmpty, (start..<parser.index).contains(where: isAtom) { return nil }
    let valueDepth = parser.deepest - openSpans
    let style = Style.attributes(attributes, start: start, valueDepth: valueDepth)
    guard try close(bracket, as: style, valueDepth: valueDepth) else { return nil }
    return parser.index
  }

  /// `[text](destination)` closing at `index`: the index after its `)`, or nil.
  private mutating func link(_ bracket: Bracket, closingAt index: Int) throws(MarkupError) -> Int? {
    guard has("(", at: index + 1), let (inside, end) = parenthesized(from: index + 2),
      let url = Markdown.destination(inside), try close(bracket, as: .link(url), valueDepth: 0)
    else { return nil }
    // Links do not contain links: earlier `[`s no longer open one.
    for position in brackets.indices.reversed() where !brackets[position].isSpan {
      if !brackets[position].isActive { break }
      brackets[position].isActive = false
    }
    return end
  }

  /// Makes what follows `bracket` the children of a node of `style`, pairing the emphasis
  /// inside first; false (nothing changed but the emphasis) when the node would nest too deep.
  private mutating func close(_ bracket: Bracket, as style: Style, valueDepth: Int)
    throws(MarkupError) -> Bool
  {
    let enclosing = openSpans - (bracket.isSpan ? 1 : 0)
    let emphasis = try processEmphasis(above: bracket.delimiterBottom, enclosing: enclosing + 1)
    if let unclosed = emphasis.unclosed {
      try problem(error(at: unclosed.position, "unclosed '\(unclosed.text)'"))
    }
    raiseContentHeight(to: emphasis.height)
    let first = nodes[bracket.node].next
    let height = 1 + max(valueDepth, brackets[brackets.count - 1].contentHeight)
    if enclosing + height > nestingLimit {
      try problem(
        tooDeep(at: bracket.position, style: style, children: first, depth: enclosing + 1))
      return false
    }
    popBracket()
    raiseContentHeight(to: height)
    // The `[` (or the `^` of `^[`) becomes the node; what follows it, its children.
    let node = bracket.caret ?? bracket.node
    detachChildren(from: first)
    if let caret = bracket.caret {
      nodes[caret].next = -1
      tail = caret
    }
    nodes[node].content = .styled(style)
    nodes[node].first = first
    nodes[node].height = height
    nodes[node].position = bracket.position
    nodes[node].next = -1
    tail = node
    return true
  }

  // MARK: Code spans

  /// A code span at `index` if a run of as many backticks closes it, else the run as text.
  private mutating func codeSpan(at index: Int) -> Int {
    let run = runLength(of: "`", at: index)
    guard let close = closingBackticks(run, after: index + run) else {
      for offset in 0..<run { addText("`", at: index + offset) }
      return index + run
    }
    flush()
    var node = Node(.styled(.code), at: index)
    node.first = codeContent(index + run..<close)
    node.height = 1
    append(node)
    return close + run
  }

  func runLength(of character: Character, at index: Int) -> Int {
    var end = index
    while has(character, at: end) { end += 1 }
    return end - index
  }

  /// The first run of `length` backticks from `start`, which ends a run (the pass asks in
  /// reading order, so each list of runs is walked once).
  private mutating func closingBackticks(_ length: Int, after start: Int) -> Int? {
    if backtickRuns == nil {
      var runs: [Int: [Int]] = [:]
      var index = 0
      while index < characters.count {
        let run = runLength(of: "`", at: index)
        if run > 0 { runs[run, default: []].append(index) }
        index += max(run, 1)
      }
      backtickRuns = runs
    }
    guard let starts = backtickRuns?[length] else { return nil }
    var passed = backtickRunsPassed[length] ?? 0
    while passed < starts.count, starts[passed] < start { passed += 1 }
    backtickRunsPassed[length] = passed
    return passed < starts.count ? starts[passed] : nil
  }

  /// A code span's content as a list of nodes (its first, or -1): no escapes, line breaks as
  /// spaces, one space stripped from each end when both ends have one and the content is not
  /// all spaces.
  private mutating func codeContent(_ range: Range<Int>) -> Int {
    var range = range
    let reader = self
    let isSpace = { (position: Int) in reader.has(" ", at: position) }
    if range.count >= 2, isSpace(range.lowerBound), isSpace(range.upperBound - 1),
      !range.allSatisfy(isSpace)
    {
      range = range.lowerBound + 1..<range.upperBound - 1
    }
    var first = -1
    var last = -1
    func add(_ node: Node) {
      nodes.append(node)
      let index = nodes.count - 1
      if last >= 0 { nodes[last].next = index } else { first = index }
      nodes[index].previous = last
      last = index
    }
    var text = ""
    var textStart = range.lowerBound
    for position in range {
      if let atom = atoms.isEmpty ? nil : atoms[position] {
        if !text.isEmpty { add(Node(.text(text), at: textStart)) }
        text = ""
        add(Node(.atom(atom), at: position))
      } else {
        if text.isEmpty { textStart = position }
        text.append(characters[position].isNewline ? " " : characters[position])
      }
    }
    if !text.isEmpty { add(Node(.text(text), at: textStart)) }
    return first
  }

  // MARK: Link destinations

  /// The characters up to the `)` that closes a parenthesis opened just before `start`
  /// (nested parentheses and quoted strings skipped), and the index after it. Atoms are not
  /// allowed inside.
  private func parenthesized(from start: Int) -> (String, Int)? {
    var depth = 1
    var quote: Character?
    var text = ""
    var index = start
    while index < characters.count {
      guard !isAtom(index) else { return nil }
      let character = characters[index]
      if let open = quote {
        if character == "\\", index + 1 < characters.count, !isAtom(index + 1) {
          text.append(character)
          text.append(characters[index + 1])
          index += 2
          continue
        }
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "(" {
        depth += 1
      } else if character == ")" {
        depth -= 1
        if depth == 0 { return (text, index + 1) }
      }
      text.append(character)
      index += 1
    }
    return nil
  }

  /// A link's destination from the inside of its parentheses: `<url>` or a URL without
  /// spaces, then an optional quoted title.
  static func destination(_ inside: String) -> URL? {
    let trimmed = inside.trimmingCharacters(in: .whitespaces)
    var target: Substring
    if trimmed.hasPrefix("<") {
      guard let end = trimmed.firstIndex(of: ">") else { return nil }
      target = trimmed[trimmed.index(after: trimmed.startIndex)..<end]
    } else {
      target = trimmed.prefix { !$0.isWhitespace }
      let rest = trimmed.dropFirst(target.count).trimmingCharacters(in: .whitespaces)
      guard rest.isEmpty || rest.first == "\"" || rest.first == "'" || rest.first == "(" else {
        return nil
      }
    }
    guard !target.isEmpty else { return nil }
    return URL(string: String(target))
  }
}
