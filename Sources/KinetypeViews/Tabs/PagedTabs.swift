import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeViewGraph

/// The page style's face: the pages side by side, the index dots over their bottom edge.
struct PagedTabs: View {
  let pages: [ViewNode]
  let position: CGFloat
  let indexMode: PageTabViewStyle.IndexDisplayMode
  let background: PageIndexViewStyle.BackgroundDisplayMode

  var showsDots: Bool {
    switch indexMode {
    case .always: true
    case .never: false
    case .automatic: pages.count > 1
    }
  }

  var body: some View {
    Pager(pages: pages, position: position)
      .overlay(alignment: .bottom) {
        if showsDots {
          PageDots(
            count: pages.count, selected: Int(position.rounded()),
            hasBackground: background == .always)
        }
      }
  }
}

/// The pages in a row, each the pager's size, the one at `position` showing.
struct Pager: View, PrimitiveView {
  let pages: [ViewNode]
  let position: CGFloat

  var body: Never { primitiveBody("Pager") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: PagerBehavior(position: position), children: pages, graph: context.graph)
    ]
  }
}

/// Takes its proposal; each page is proposed the whole size and centred in its slot, the
/// slots one width apart, the one at `position` over the frame; drawn clipped to the frame.
struct PagerBehavior: NodeBehavior {
  let position: CGFloat

  var kind: String { "TabView.page" }
  var details: String { "page \(ViewFormat.number(position))" }
  var isUnaryModifier: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    let inner = ProposedViewSize(size)
    return node.children.enumerated().map { index, page in
      let pageSize = page.size(for: inner)
      let slot = (CGFloat(index) - position) * size.width
      return ChildPlacement(
        child: page,
        origin: CGPoint(
          x: slot + (size.width - pageSize.width) / 2, y: (size.height - pageSize.height) / 2),
        proposal: inner)
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    context.clip(to: Path(frame))
    // Only the pages that overlap the frame are drawn.
    for page in node.children where page.frame.intersects(node.frame) {
      pass.draw(page, in: context)
    }
  }
}

/// UIPageControl at rest: a row of white dots, the current page's opaque.
///
/// Dots are 8 points across, 16 apart centre to centre, in a row 26 points tall at the
/// bottom; with a background, a capsule of black at 20% behind them, 12 points beyond the
/// outer dots' edges (see docs/views.md, "TabView", for where each number comes from).
struct PageDots: View {
  let count: Int
  let selected: Int

  let hasBackground: Bool

  static let diameter: CGFloat = 8
  static let pitch: CGFloat = 16
  static let height: CGFloat = 26
  static let unselectedOpacity = 0.3

  var body: some View {
    HStack(spacing: PageDots.pitch - PageDots.diameter) {
      ForEach(Array(0..<count), id: \.self) { index in
        Circle()
          .fill(Color.white.opacity(index == selected ? 1 : PageDots.unselectedOpacity))
          .frame(width: PageDots.diameter, height: PageDots.diameter)
      }
    }
    .padding(.horizontal, 12)
    .frame(height: PageDots.height)
    .background {
      if hasBackground { Capsule().fill(Color.black.opacity(0.2)) }
    }
  }
}
