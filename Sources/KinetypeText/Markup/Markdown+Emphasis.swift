extension Markdown {
  /// A run of `*`, `_` or `~` waiting for its partner, on the delimiter stack.
  struct Delimiter {
    let character: Character
    /// The characters left (the node's text).
    var count: Int
    /// The run's length as read: the rule of three counts it.
    let originalCount: Int
    let canOpen: Bool
    let canClose: Bool
    /// The text node holding the characters left.
    let node: Int
    /// Where the characters left start.
    var position: Int
    var previous = -1
    var next = -1
  }

  /// Whether a neighbour is white space (the text's ends count as white space).
  private enum Neighbour { case space, punctuation, other }

  private func neighbour(at index: Int) -> Neighbour {
    guard index >= 0, index < characters.count else { return .space }
    if isAtom(index) { return .other }  // an interpolated value reads as a letter
    let character = characters[index]
    if character.isWhitespace { return .space }
    if character.isPunctuation || character.isSymbol { return .punctuation }
    return .other
  }

  /// Reads the run of the delimiter character at `index` (CommonMark's flanking rules say
  /// whether it may open or close) and pushes it; returns the index after it.
  mutating func delimiterRun(at index: Int) -> Int {
    let character = characters[index]
    let length = runLength(of: character, at: index)
    let before = neighbour(at: index - 1)
    let after = neighbour(at: index + length)
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
    flush()
    let node = append(Node(.text(String(repeating: character, count: length)), at: index))
    delimiters.append(
      Delimiter(
        character: character, count: length, originalCount: length, canOpen: canOpen,
        canClose: canClose, node: node, position: index, previous: delimiterTop))
    let pushed = delimiters.count - 1
    if delimiterTop >= 0 { delimiters[delimiterTop].next = pushed }
    delimiterTop = pushed
    return index + length
  }

  /// Pairs the runs above `bottom` (CommonMark's "process emphasis"), wrapping what lies
  /// between an opener and its closer in a node, then takes every run above `bottom` off the
  /// stack. `enclosing` constructs enclose the nodes made. Returns the last run left that
  /// could have opened (strict mode reports it unclosed) and the greatest height of the nodes
  /// made.
  mutating func processEmphasis(above bottom: Int, enclosing: Int) throws(MarkupError)
    -> (unclosed: (position: Int, text: String)?, height: Int)
  {
    var made = 0
    // Where a search for an opener of each kind of closer already failed.
    var openersBottom: [Int: Int] = [:]
    var current = -1
    var below = delimiterTop
    while below != bottom {
      current = below
      below = delimiters[below].previous
    }
    while current >= 0 {
      let closer = delimiters[current]
      guard closer.canClose else {
        current = closer.next
        continue
      }
      let kind =
        Int(closer.character.asciiValue ?? 0) * 8 + (closer.canOpen ? 4 : 0)
        + closer.originalCount % 3
      let floor = openersBottom[kind] ?? Int.min
      var opener = closer.previous
      while opener >= 0, opener != bottom, delimiters[opener].position >= floor {
        let candidate = delimiters[opener]
        if candidate.character == closer.character, candidate.canOpen,
          Self.pairs(candidate, closer)
        {
          break
        }
        opener = candidate.previous
      }
      if opener >= 0, opener != bottom, delimiters[opener].position >= floor,
        let height = try pair(opener, current, enclosing: enclosing)
      {
        made = max(made, height)
        if delimiters[current].count == 0 {
          let next = delimiters[current].next
          removeDelimiter(current, dropText: true)
          current = next
        }
        continue
      }
      openersBottom[kind] = closer.position
      let next = closer.next
      if !closer.canOpen { removeDelimiter(current, dropText: false) }
      current = next
    }
    var unclosed: (position: Int, text: String)?
    while delimiterTop != bottom {
      let left = delimiters[delimiterTop]
      if unclosed == nil, left.canOpen, left.count > 0 {
        unclosed = (left.position, String(repeating: left.character, count: left.count))
      }
      removeDelimiter(delimiterTop, dropText: false)
    }
    return (unclosed, made)
  }

  /// Whether `opener` and `closer` may pair: as many tildes for `~`, CommonMark's rule of three
  /// for `*` and `_`.
  private static func pairs(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
    if opener.character == "~" { return opener.count == closer.count }
    if opener.canClose || closer.canOpen {
      let sum = opener.originalCount + closer.originalCount
      return sum % 3 != 0 || (opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
    }
    return true
  }

  /// Wraps the nodes between `openerIndex` and `closerIndex` in a strong, emphasis or
  /// strikethrough node, using the delimiters next to them; returns its height, or nil when
  /// it would nest deeper than the limit (and nothing changed).
  private mutating func pair(_ openerIndex: Int, _ closerIndex: Int, enclosing: Int)
    throws(MarkupError) -> Int?
  {
    let opener = delimiters[openerIndex]
    let closer = delimiters[closerIndex]
    let used: Int
    let style: Style
    if closer.character == "~" {
      used = closer.count
      style = .strikethrough
    } else {
      used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
      style = used == 2 ? .strong : .emphasis
    }
    let first = nodes[opener.node].next
    let end = closer.node
    let height = 1 + maximumHeight(from: first == end ? -1 : first, to: end)
    // The delimiters used are those next to the content: the opener's last ones.
    let position = opener.position + opener.count - used
    if enclosing + height > nestingLimit {
      try problem(
        tooDeep(
          at: position, style: style, children: first == end ? -1 : first,
          depth: enclosing + 1, end: end))
      return nil
    }
    // The runs between can no longer pair.
    var between = closer.previous
    while between != openerIndex {
      let previous = delimiters[between].previous
      removeDelimiter(between, dropText: false)
      between = previous
    }
    let node = wrap(after: opener.node, before: closer.node, style: style, at: position)
    nodes[node].height = height
    delimiters[openerIndex].count -= used
    setText(of: openerIndex)
    delimiters[closerIndex].count -= used
    delimiters[closerIndex].position += used
    setText(of: closerIndex)
    if delimiters[openerIndex].count == 0 { removeDelimiter(openerIndex, dropText: true) }
    return height
  }

  private mutating func setText(of delimiter: Int) {
    let run = delimiters[delimiter]
    nodes[run.node].content = .text(String(repeating: run.character, count: run.count))
  }

  /// Takes `index` off the delimiter stack; with `dropText`, its (empty) node off the list.
  private mutating func removeDelimiter(_ index: Int, dropText: Bool) {
    let run = delimiters[index]
    if run.previous >= 0 { delimiters[run.previous].next = run.next }
    if run.next >= 0 {
      delimiters[run.next].previous = run.previous
    } else {
      delimiterTop = run.previous
    }
    if dropText { remove(run.node) }
  }
}
