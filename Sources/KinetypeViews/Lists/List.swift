import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// A list of rows in sections, as SwiftUI's `List`, drawn in iOS's inset-grouped look (the
/// default list style on iOS since 15, and `Form`'s).
///
/// ```swift
/// List {
///   Section("Playback") {
///     Toggle("Loop", isOn: $loops)
///     Slider(value: $speed)
///   }
/// }
/// ```
///
/// Metrics (iOS 17, iPhone in portrait; the numbers not from UIKit's documentation are read
/// off simulator screenshots and marked so in docs/views.md): the list fills the space offered
/// on `systemGroupedBackground`; each section is a white card with a 10-point corner radius,
/// 16 points in from the list's sides; rows are at least 44 points tall (SwiftUI's
/// `defaultMinListRowHeight`), their content 20 points in from the card's sides and centred
/// vertically, with 11 points above and below; rows are separated by hairlines from the
/// content's leading edge to the card's trailing edge. A section header is footnote text in
/// the secondary color, 7 points above its card; a footer likewise 7 points below; sections
/// are 35 points apart, and the first card starts 35 points down (or after its header).
/// Rows that do not fit are clipped: the list is not scrolled.
///
/// `SelectionValue` is the type of the rows' ids a selection binds (`Never` for a list without
/// one), as in SwiftUI. A selection is kept and never drawn: on an iPhone, a selected row is
/// highlighted only while a finger is on it, and checkmarks show only in edit mode, which
/// offline rendering never enters.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content

  init(rows content: Content) { self.content = content }

  /// The list draws its sections.
  public var body: Never { primitiveBody("List") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ListBehavior.makeNode(content, kind: "List", in: context)]
  }
}

extension List where SelectionValue == Never {
  /// A list of `content`'s rows and sections.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A list of `data`'s rows.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of `data`'s identifiable rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list of a constant range's rows, each identified by its integer.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}

/// A container of grouped controls, as SwiftUI's `Form`: on iOS, a list in the inset-grouped
/// look (``List``).
public struct Form<Content: View>: View, PrimitiveView {
  let content: Content

  /// A form of `content`'s rows and sections.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The form draws its sections.
  public var body: Never { primitiveBody("Form") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ListBehavior.makeNode(content, kind: "Form", in: context)]
  }
}

/// The numbers every list style shares (see ``List``; the style's own: ``ListLook``).
enum ListMetrics {
  static let rowInset: CGFloat = 20
  static let minRowHeight: CGFloat = 44
  static let rowPadding: CGFloat = 11
  static let headerGap: CGFloat = 7
}

/// The list: its sections one under another on the grouped background, clipped to its frame.
struct ListBehavior: NodeBehavior {
  let kind: String
  let look: ListLook
  /// Whether the list's background is drawn (not after `scrollContentBackground(.hidden)`).
  let showsBackground: Bool
  var isUnaryModifier: Bool { false }

  static func makeNode<Content: View>(_ content: Content, kind: String, in context: ResolveContext)
    -> ViewNode
  {
    var inner = context.forContainerContent
    inner.labels = []
    inner.environment.isListRow = true
    let look = context.environment.listLook
    let nodes = inner.resolve(content, component: .child(0))
    // Loose rows between sections form sections of their own.
    var sections: [ViewNode] = []
    var loose: [ViewNode] = []
    func flush() {
      guard !loose.isEmpty else { return }
      sections.append(
        ViewNode(
          identity: loose[0].identity, labels: [], environment: inner.environment,
          behavior: SectionBehavior(
            hasHeader: false, hasFooter: false, look: look,
            minRowHeight: inner.environment.defaultMinListRowHeight),
          children: loose,
          graph: context.graph))
      loose = []
    }
    for node in nodes {
      if node.behavior is SectionBehavior {
        flush()
        sections.append(node)
      } else {
        loose.append(node)
      }
    }
    flush()
    return ViewNode(
      identity: context.identity, labels: context.labels, environment: context.environment,
      behavior: ListBehavior(
        kind: kind, look: look,
        showsBackground: !context.environment.hidesScrollContentBackground),
      children: sections, graph: context.graph)
  }

  func layout(width: CGFloat, node: ViewNode) -> (origins: [CGFloat], height: CGFloat) {
    var y: CGFloat = 0
    var origins: [CGFloat] = []
    for section in node.children {
      let hasHeader = (section.behavior as? SectionBehavior)?.hasHeader ?? false
      let gap = look.sectionGap
      y += hasHeader ? max(ListMetrics.headerGap, gap - ListMetrics.headerGap - 16) : gap
      origins.append(y)
      y += section.size(for: ProposedViewSize(width: width, height: nil)).height
    }
    return (origins, y + look.sectionGap)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let width = proposal.width ?? 390
    return CGSize(width: width, height: proposal.height ?? layout(width: width, node: node).height)
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    let origins = layout(width: size.width, node: node).origins
    return zip(node.children, origins).map {
      ChildPlacement(
        child: $0, origin: CGPoint(x: 0, y: $1),
        proposal: ProposedViewSize(width: size.width, height: nil))
    }
  }

  func spacing(node: ViewNode) -> ViewSpacing { .zero }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    if showsBackground { context.fill(Path(frame), with: .color(look.background)) }
    context.clip(to: Path(frame))
    pass.drawChildren(of: node, in: &context)
  }
}
