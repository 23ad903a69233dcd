import KinetypeCore

extension Markdown {
  /// A piece of the parse: text, an interpolated value, or a style over children. Siblings
  /// form a doubly linked list, so pairing emphasis moves a stretch of nodes under a new one
  /// without copying.
  struct Node {
    enum Content {
      case text(String)
      case atom(Int)
      case styled(Style)
    }

    var content: Content
    /// Where it starts in the source (a style: its opening delimiter).
    var position: Int
    /// How many styles nest in it, itself included (with a span's values).
    var height = 0
    var first = -1
    var previous = -1
    var next = -1

    init(_ content: Content, at position: Int) {
      self.content = content
      self.position = position
    }
  }

  /// Appends `node` to the top-level list; returns its index.
  @discardableResult
  mutating func append(_ node: Node) -> Int {
    nodes.append(node)
    let index = nodes.count - 1
    nodes[index].previous = tail
    if tail >= 0 { nodes[tail].next = index } else { head = index }
    tail = index
    raiseContentHeight(to: node.height)
    return index
  }

  /// Unlinks `index` from the top-level list.
  mutating func remove(_ index: Int) {
    let node = nodes[index]
    if node.previous >= 0 { nodes[node.previous].next = node.next } else { head = node.next }
    if node.next >= 0 { nodes[node.next].previous = node.previous } else { tail = node.previous }
  }

  /// Makes `first` the start of a list of its own (it and what follows it leave their
  /// previous node).
  mutating func detachChildren(from first: Int) {
    guard first >= 0 else { return }
    let previous = nodes[first].previous
    if previous >= 0 { nodes[previous].next = -1 }
    nodes[first].previous = -1
  }

  /// Puts the nodes strictly between `before` and `after` under a new node of `style`, which
  /// takes their place; returns it.
  mutating func wrap(after before: Int, before after: Int, style: Style, at position: Int)
    -> Int
  {
    let first = nodes[before].next
    var node = Node(.styled(style), at: position)
    if first != after {
      let last = nodes[after].previous
      nodes[first].previous = -1
      nodes[last].next = -1
      node.first = first
    }
    nodes.append(node)
    let index = nodes.count - 1
    nodes[index].previous = before
    nodes[index].next = after
    nodes[before].next = index
    nodes[after].previous = index
    return index
  }

  /// The greatest height among `first` and the nodes after it, up to `end` (excluded; -1:
  /// the list's end).
  func maximumHeight(from first: Int, to end: Int) -> Int {
    var height = 0
    var node = first
    while node >= 0, node != end {
      height = max(height, nodes[node].height)
      node = nodes[node].next
    }
    return height
  }

  /// The error for a node of `style` at `position`, `depth` levels deep, whose children
  /// (`children` up to `end`) nest past the limit: as the limit counts from the outside in,
  /// the first construct (in reading order) past it is named, or the value past it in a span's
  /// attributes.
  func tooDeep(at position: Int, style: Style, children: Int, depth: Int, end: Int = -1)
    -> MarkupError
  {
    var position = position
    var style = style
    var children = children
    var end = end
    var depth = depth
    while depth <= nestingLimit {
      var child = children
      while child >= 0, child != end, depth + nodes[child].height <= nestingLimit {
        child = nodes[child].next
      }
      guard child >= 0, child != end, case .styled(let inner) = nodes[child].content else {
        // Not a child: the node's own values go past the limit.
        if case .attributes(_, let start, _) = style {
          var parser = MarkupParser(
            characters: characters, start: start, depth: depth, registry: registry,
            fonts: fonts, nestingLimit: nestingLimit)
          do { _ = try parser.parseAttributes() } catch let error as MarkupError {
            return error
          } catch {}
        }
        break
      }
      position = nodes[child].position
      style = inner
      children = nodes[child].first
      end = -1
      depth += 1
    }
    return MarkupParser.nestingError(at: position, in: characters, limit: nestingLimit)
  }

  /// The text of the list starting at `first`, `values` standing for the interpolated values.
  /// Neighbouring text nodes make one span.
  func text(from first: Int, values: [Text]) -> Text {
    var spans: [Text.Span] = []
    var pending = ""
    func flush() {
      if !pending.isEmpty { spans.append(Text.Span(pending)) }
      pending = ""
    }
    var node = first
    while node >= 0 {
      switch nodes[node].content {
      case .text(let string): pending += string
      case .atom(let index):
        flush()
        spans += values[index].spans
      case .styled(let style):
        flush()
        spans += styled(text(from: nodes[node].first, values: values), style).spans
      }
      node = nodes[node].next
    }
    flush()
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
    case .attributes(let attributes, _, _):
      // Checked as they were read, so applying them again cannot fail.
      let parser = MarkupParser(
        characters: characters, start: 0, depth: 0, registry: registry, fonts: fonts,
        nestingLimit: nestingLimit)
      return (try? parser.apply(attributes, to: text)) ?? text
    }
  }
}
