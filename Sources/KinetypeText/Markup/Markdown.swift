import Foundation
import KinetypeCore

/// Inline Markdown as SwiftUI reads it from a `LocalizedStringKey`: `**strong**` and `__strong__`
/// (bold), `*emphasis*` and `_emphasis_` (italic), `` `code` `` (monospaced), `~~strike~~`,
/// `[links](https://…)`, backslash escapes, and Apple's `^[text](name: value)` attributes. Only
/// inline syntax: line breaks and everything else stay as written.
///
/// Emphasis follows CommonMark's delimiter-run rules (left- and right-flanking runs, the rule
/// of three), so `2 * 3 * 4`, `snake_case_name` and `**` alone stay text. Nothing is an error:
/// syntax that does not close is shown as typed, as in SwiftUI. Interpolated values are atoms:
/// their characters are never read as Markdown, but delimiters around them apply
/// (`"**\(name)**"` is a bold name).
struct Markdown {
  /// A piece of source: a character, or the interpolated value with that index.
  enum Token: Equatable {
    case character(Character)
    case atom(Int)
  }

  /// What a parsed stretch is.
  indirect enum Node {
    case text(String)
    case atom(Int)
    case styled(Style, [Node])
  }

  /// A style Markdown applies.
  enum Style {
    case strong, emphasis, strikethrough, code
    case link(URL)
    /// Apple's `^[…](…)`: the source of the attribute list, without its parentheses.
    case attributes(String)
  }

  /// A run of `*`, `_` or `~` waiting for its partner.
  struct Delimiter {
    let character: Character
    var count: Int
    let originalCount: Int
    let canOpen: Bool
    let canClose: Bool
  }

  enum Item {
    case node(Node)
    case delimiter(Delimiter)
  }

  let tokens: [Token]
  /// The attribute names `^[…](…)` understands.
  let registry: MarkupAttributeRegistry

  /// The nodes of `tokens[range]`.
  func parse(_ range: Range<Int>) -> [Node] {
    var items: [Item] = []
    var buffer = ""
    func flush() {
      if !buffer.isEmpty { items.append(.node(.text(buffer))) }
      buffer = ""
    }
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      guard case .character(let character) = token else {
        if case .atom(let atom) = token {
          flush()
          items.append(.node(.atom(atom)))
        }
        index += 1
        continue
      }
      switch character {
      case "\\":
        if index + 1 < range.upperBound, case .character(let next) = tokens[index + 1],
          next.isASCII, next.isPunctuation || next.isSymbol
        {
          buffer.append(next)
          index += 2
        } else {
          buffer.append(character)
          index += 1
        }
      case "`":
        let run = runLength(of: "`", at: index, in: range)
        if let close = closingBackticks(length: run, after: index + run, in: range) {
          flush()
          items.append(.node(.styled(.code, codeContent(index + run..<close))))
          index = close + run
        } else {
          buffer += String(repeating: "`", count: run)
          index += run
        }
      case "*", "_", "~":
        let run = runLength(of: character, at: index, in: range)
        flush()
        items.append(.delimiter(delimiter(character, at: index, length: run, in: range)))
        index += run
      case "[", "^":
        let start = character == "^" ? index + 1 : index
        guard start < range.upperBound, tokens[start] == .character("["),
          let (node, end) = bracketed(opening: start, isAttribute: character == "^", in: range)
        else {
          buffer.append(character)
          index += 1
          continue
        }
        flush()
        items.append(.node(node))
        index = end
      default:
        buffer.append(character)
        index += 1
      }
    }
    flush()
    return Markdown.resolveEmphasis(items)
  }

  // MARK: Delimiter runs

  private func runLength(of character: Character, at index: Int, in range: Range<Int>) -> Int {
    var end = index
    while end < range.upperBound, tokens[end] == .character(character) { end += 1 }
    return end - index
  }

  /// Whether a neighbour is white space (the text's ends count as white space).
  private enum Kind { case space, punctuation, other }

  private func kind(at index: Int, in range: Range<Int>) -> Kind {
    guard range.contains(index), case .character(let character) = tokens[index] else {
      return range.contains(index) ? .other : .space  // an atom reads as a letter
    }
    if character.isWhitespace { return .space }
    if character.isPunctuation || character.isSymbol { return .punctuation }
    return .other
  }

  /// The run at `index` with CommonMark's flanking rules.
  private func delimiter(_ character: Character, at index: Int, length: Int, in range: Range<Int>)
    -> Delimiter
  {
    let before = kind(at: index - 1, in: range)
    let after = kind(at: index + length, in: range)
    let leftFlanking =
      after != .space && (after != .punctuation || before == .space || before == .punctuation)
    let rightFlanking =
      before != .space && (before != .punctuation || after == .space || after == .punctuation)
    var canOpen = leftFlanking
    var canClose = rightFlanking
    if character == "_" {
      canOpen = leftFlanking && (!rightFlanking || before == .punctuation)
      canClose = rightFlanking && (!leftFlanking || after == .punctuation)
    }
    if character == "~" && length > 2 { (canOpen, canClose) = (false, false) }
    return Delimiter(
      character: character, count: length, originalCount: length, canOpen: canOpen,
      canClose: canClose)
  }

  /// Pairs openers with closers (CommonMark's "process emphasis"), wrapping what lies between.
  static func resolveEmphasis(_ input: [Item]) -> [Node] {
    var items = input
    var closerIndex = 0
    while closerIndex < items.count {
      guard case .delimiter(var closer) = items[closerIndex], closer.canClose, closer.count > 0
      else {
        closerIndex += 1
        continue
      }
      var found: Int?
      var openerIndex = closerIndex - 1
      while openerIndex >= 0 {
        if case .delimiter(let opener) = items[openerIndex], opener.character == closer.character,
          opener.canOpen, opener.count > 0, pairs(opener, closer)
        {
          found = openerIndex
          break
        }
        openerIndex -= 1
      }
      guard let openerIndex = found, case .delimiter(var opener) = items[openerIndex] else {
        closerIndex += 1
        continue
      }
      let used: Int
      let style: Style
      if closer.character == "~" {
        used = closer.count
        style = .strikethrough
      } else {
        used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
        style = used == 2 ? .strong : .emphasis
      }
      let inner = merged(items[(openerIndex + 1)..<closerIndex].map(node))
      opener.count -= used
      closer.count -= used
      var replacement: [Item] = []
      if opener.count > 0 { replacement.append(.delimiter(opener)) }
      replacement.append(.node(.styled(style, inner)))
      if closer.count > 0 { replacement.append(.delimiter(closer)) }
      items.replaceSubrange(openerIndex...closerIndex, with: replacement)
      // Continue with the same closer if it has delimiters left, else after the new node.
      closerIndex = openerIndex + replacement.count - (closer.count > 0 ? 1 : 0)
    }
    return merged(items.map(node))
  }

  /// Whether `opener` and `closer` may pair: same length for `~`, CommonMark's rule of three
  /// for `*` and `_`.
  private static func pairs(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
    if opener.character == "~" { return opener.count == closer.count }
    if opener.canClose || closer.canOpen {
      let sum = opener.originalCount + closer.originalCount
      return sum % 3 != 0 || (opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
    }
    return true
  }

  private static func node(_ item: Item) -> Node {
    switch item {
    case .node(let node): node
    case .delimiter(let delimiter):
      .text(String(repeating: delimiter.character, count: delimiter.count))
    }
  }

  /// Neighbouring text nodes joined.
  private static func merged(_ nodes: [Node]) -> [Node] {
    var result: [Node] = []
    for node in nodes {
      if case .text(let text) = node, case .text(let previous)? = result.last {
        result[result.count - 1] = .text(previous + text)
      } else {
        result.append(node)
      }
    }
    return result
  }

  // MARK: Code spans

  private func closingBackticks(length: Int, after start: Int, in range: Range<Int>) -> Int? {
    var index = start
    while index < range.upperBound {
      if tokens[index] == .character("`") {
        let run = runLength(of: "`", at: index, in: range)
        if run == length { return index }
        index += run
      } else {
        index += 1
      }
    }
    return nil
  }

  /// A code span's content: no escapes, line breaks as spaces, one space stripped from each
  /// end when both ends have one and the content is not all spaces.
  private func codeContent(_ range: Range<Int>) -> [Node] {
    var pieces = Array(tokens[range])
    let isSpace: (Token) -> Bool = { $0 == .character(" ") }
    if pieces.count >= 2, isSpace(pieces[0]), isSpace(pieces[pieces.count - 1]),
      !pieces.allSatisfy(isSpace)
    {
      pieces = Array(pieces.dropFirst().dropLast())
    }
    var nodes: [Node] = []
    var text = ""
    for piece in pieces {
      switch piece {
      case .character(let character): text.append(character.isNewline ? " " : character)
      case .atom(let atom):
        if !text.isEmpty { nodes.append(.text(text)) }
        text = ""
        nodes.append(.atom(atom))
      }
    }
    if !text.isEmpty { nodes.append(.text(text)) }
    return nodes
  }

  // MARK: Links and attributes

  /// `[text](destination)` or `^[text](attributes)` starting at the `[` at `opening`: the node
  /// and the index after the closing parenthesis, or nil when it does not close.
  private func bracketed(opening: Int, isAttribute: Bool, in range: Range<Int>) -> (Node, Int)? {
    guard let close = closingBracket(after: opening, in: range), close + 1 < range.upperBound,
      tokens[close + 1] == .character("("),
      let (inside, end) = parenthesized(from: close + 2, in: range)
    else { return nil }
    let children = parse((opening + 1)..<close)
    if isAttribute {
      let empty = Text(verbatim: "")
      guard (try? MarkupParser.apply(attributes: inside, to: empty, registry: registry)) != nil
      else { return nil }
      return (.styled(.attributes(inside), children), end)
    }
    guard let url = Markdown.destination(inside) else { return nil }
    return (.styled(.link(url), children), end)
  }

  /// The `]` matching the `[` at `opening`, skipping escaped brackets and code spans.
  private func closingBracket(after opening: Int, in range: Range<Int>) -> Int? {
    var depth = 0
    var index = opening
    while index < range.upperBound {
      switch tokens[index] {
      case .character("\\"): index += 1
      case .character("`"):
        let run = runLength(of: "`", at: index, in: range)
        if let close = closingBackticks(length: run, after: index + run, in: range) {
          index = close + run - 1
        } else {
          index += run - 1
        }
      case .character("["): depth += 1
      case .character("]"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The characters up to the `)` that closes a parenthesis opened just before `start`
  /// (nested parentheses and quoted strings skipped), and the index after it. Atoms are not
  /// allowed inside.
  private func parenthesized(from start: Int, in range: Range<Int>) -> (String, Int)? {
    var depth = 1
    var quote: Character?
    var text = ""
    var index = start
    while index < range.upperBound {
      guard case .character(let character) = tokens[index] else { return nil }
      if let open = quote {
        if character == "\\", index + 1 < range.upperBound,
          case .character(let next) = tokens[index + 1]
        {
          text.append(character)
          text.append(next)
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

extension Markdown {
  /// The text of `nodes`, with `atoms` for interpolated values.
  func text(_ nodes: [Node], atoms: [Text]) -> Text {
    var spans: [Text.Span] = []
    for node in nodes {
      switch node {
      case .text(let string): spans += Text(verbatim: string).spans
      case .atom(let index): spans += atoms[index].spans
      case .styled(let style, let children):
        spans += styled(text(children, atoms: atoms), style).spans
      }
    }
    return Text(spans: spans)
  }

  private func styled(_ text: Text, _ style: Style) -> Text {
    switch style {
    case .strong: return text.bold()
    case .emphasis: return text.italic()
    case .strikethrough: return text.strikethrough()
    case .code: return text.monospaced()
    case .link(let url):
      return text.modified {
        $0.link = url
        $0.foregroundColor = .blue
      }
    case .attributes(let source):
      return (try? MarkupParser.apply(attributes: source, to: text, registry: registry)) ?? text
    }
  }
}
