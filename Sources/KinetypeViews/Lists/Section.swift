import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// A group of rows in a list or form, as SwiftUI's `Section`: a card of rows with an optional
/// header above and footer below (metrics: ``List``). Outside a list, its header, rows and
/// footer stand one under another.
///
/// ```swift
/// Section("Style") { Picker("Font", selection: $font) { … } }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent?
  let content: Content
  let footer: Footer?
  /// Whether its rows are hidden (`isExpanded` false): the header stays.
  var isCollapsed = false

  /// A section of `content` with `header` and `footer`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// The section draws its card.
  public var body: Never { primitiveBody("Section") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    guard context.environment.isListRow else {
      return context.resolve(
        VStack(alignment: .leading) {
          if let header { header }
          if !isCollapsed { content }
          if let footer { footer }
        }, component: .child(0))
    }
    var inner = context.forContainerContent
    inner.labels = []
    var children: [ViewNode] = []
    var caption = inner
    caption.environment.isListRow = false
    caption.environment.font = .footnote
    caption.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
    if let header { children.append(caption.resolveSingle(header, component: .child(0))) }
    if !isCollapsed { children += inner.resolve(content, component: .child(1)) }
    if let footer { children.append(caption.resolveSingle(footer, component: .child(2))) }
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: SectionBehavior(
          hasHeader: header != nil, hasFooter: footer != nil, look: context.environment.listLook,
          minRowHeight: context.environment.defaultMinListRowHeight),
        children: children, graph: context.graph)
    ]
  }
}

extension Section where Footer == EmptyView {
  /// A section whose rows show while `isExpanded` is true, under `header`, as SwiftUI's
  /// `init(isExpanded:content:header:)` (iOS 17). A collapsed section keeps its header.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header, footer: { EmptyView() })
    isCollapsed = !isExpanded.wrappedValue
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled `title` whose rows show while `isExpanded` is true, as SwiftUI's
  /// `init(_:isExpanded:content:)`.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(String(title)) }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of `content`, without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    footer = nil
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` under `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    footer = nil
  }

  /// A section of `content` under `header` (SwiftUI's `header:` argument form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    footer = nil
  }
}

extension Section {
  /// A section of `content` with the views `header` and `footer`, as SwiftUI's (deprecated
  /// but common) `Section(header:footer:content:)`.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Parent == EmptyView {
  /// A section of `content` over the view `footer`, as SwiftUI's (deprecated but common)
  /// `Section(footer:content:)`.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    self.footer = footer
  }

  /// A section of `content` over `footer`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    header = nil
    self.content = content()
    self.footer = footer()
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section of `content` titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    header = Text(String(title))
    self.content = content()
    footer = nil
  }
}

/// A section's card: header, rows (at least 44 points tall, hairlines between), footer.
struct SectionBehavior: NodeBehavior {
  let hasHeader: Bool
  let hasFooter: Bool
  let look: ListLook
  /// The least height of a row (`\.defaultMinListRowHeight`). Default: 44.
  var minRowHeight: CGFloat = ListMetrics.minRowHeight
  var kind: String { "Section" }
  var isUnaryModifier: Bool { false }

  struct Frames {
    var origins: [CGPoint]
    var proposals: [ProposedViewSize]
    var card: CGRect
    var rowBottoms: [CGFloat]
    var height: CGFloat
  }

  func frames(width: CGFloat, node: ViewNode) -> Frames {
    let cardWidth = max(0, width - 2 * look.cardInset)
    let contentWidth = max(0, cardWidth - 2 * ListMetrics.rowInset)
    let textX = look.cardInset + ListMetrics.rowInset
    let proposal = ProposedViewSize(width: contentWidth, height: nil)
    var frames = Frames(origins: [], proposals: [], card: .zero, rowBottoms: [], height: 0)
    var y: CGFloat = 0
    let rows = node.children.indices.dropFirst(hasHeader ? 1 : 0).dropLast(hasFooter ? 1 : 0)
    if hasHeader {
      let size = node.children[0].size(for: proposal)
      frames.origins.append(CGPoint(x: textX, y: 0))
      frames.proposals.append(proposal)
      y = size.height + ListMetrics.headerGap
    }
    let cardTop = y
    for index in rows {
      let size = node.children[index].size(for: proposal)
      let height = max(minRowHeight, size.height + 2 * ListMetrics.rowPadding)
      frames.origins.append(CGPoint(x: textX, y: y + (height - size.height) / 2))
      frames.proposals.append(proposal)
      y += height
      frames.rowBottoms.append(y)
    }
    frames.card = CGRect(
      x: look.cardInset, y: cardTop, width: cardWidth, height: y - cardTop)
    if hasFooter, let last = node.children.last {
      y += ListMetrics.headerGap
      frames.origins.append(CGPoint(x: textX, y: y))
      frames.proposals.append(proposal)
      y += last.size(for: proposal).height
    }
    frames.height = y
    return frames
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let width = proposal.width ?? 390
    return CGSize(width: width, height: frames(width: width, node: node).height)
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    let frames = frames(width: size.width, node: node)
    return node.children.indices.map {
      ChildPlacement(
        child: node.children[$0], origin: frames.origins[$0], proposal: frames.proposals[$0])
    }
  }

  func spacing(node: ViewNode) -> ViewSpacing { .zero }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    let layout = frames(width: frame.width, node: node)
    let card = layout.card.offsetBy(dx: frame.minX, dy: frame.minY)
    if card.height > 0 {
      // Row by row on the card's outline: each row's `listRowBackground` color, else the card's.
      var cardContext = context
      cardContext.clip(to: Path(roundedRect: card, cornerRadius: Double(look.cornerRadius)))
      let rows = node.children.dropFirst(hasHeader ? 1 : 0).dropLast(hasFooter ? 1 : 0)
      var top = card.minY
      for (row, bottom) in zip(rows, layout.rowBottoms) {
        let color = row.behaviorThroughModifiers(MarkBehavior<ListRowBackground>.self)?.value.color
        let rect = CGRect(
          x: card.minX, y: top, width: card.width, height: frame.minY + bottom - top)
        cardContext.fill(Path(rect), with: .color(color ?? look.card))
        top = frame.minY + bottom
      }
    }
    let hairline = 1 / pass.scale
    for bottom in look.separatesLastRow ? layout.rowBottoms : layout.rowBottoms.dropLast() {
      let line = CGRect(
        x: card.minX + ListMetrics.rowInset, y: frame.minY + bottom - hairline,
        width: card.width - ListMetrics.rowInset, height: hairline)
      context.fill(Path(line), with: .color(SystemColor.separator))
    }
    pass.drawChildren(of: node, in: &context)
  }
}
