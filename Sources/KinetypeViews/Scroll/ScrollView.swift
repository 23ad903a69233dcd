import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

/// A scrollable view, as SwiftUI's `ScrollView`: its content is laid out unbounded along the
/// scroll axes and shown clipped to the scroll view's frame, at a scroll offset.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack(spacing: 16) { ForEach(photos) { PhotoCard(photo: $0) } }
/// }
/// .scrollPosition(ScrollPosition(x: 120))  // render scrolled by 120 points
/// ```
///
/// Layout, as SwiftUI's: the content is proposed nil (its ideal size) along the scroll axes
/// and the scroll view's proposal across them; the scroll view takes its proposal along the
/// scroll axes (the content's size when none) and the content's size across them (objc.io,
/// *Thinking in SwiftUI*, 2023). Several views of content are an implicit `VStack`. Content
/// shorter than the scroll view sits at its top-leading edge.
///
/// **The offset.** A rendered frame has no finger to scroll it: the offset is 0 (the top
/// or leading edge) unless `scrollPosition(_:anchor:)` or `defaultScrollAnchor(_:)` above the
/// scroll view says otherwise; it is clamped to the content, as SwiftUI clamps programmatic
/// scrolls. Views inside report their scrolled frames (`GeometryProxy`, `visualEffect`,
/// layout dumps), and `scrollTransition` phases follow the offset. Scroll indicators are not
/// drawn (iOS hides them at rest); `scrollClipDisabled()` lets content draw outside the frame.
public struct ScrollView<Content: View>: View, PrimitiveView {
  /// The content.
  public var content: Content
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Whether indicators show while scrolling (accepted; never drawn in a still frame).
  public var showsIndicators: Bool

  /// A scroll view over `content` along `axes` (default: vertical).
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// A scroll view draws its content.
  public var body: Never { primitiveBody("ScrollView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let settings = context.environment.scrollSettings
    let reader = context.environment.scrollReader
    let box = ScrollContainerBox(axes: axes, outer: context.environment.scrollContainer)
    var inner = context
    inner.labels = []
    // The settings are this scroll view's: nested scroll views start afresh.
    inner.environment.scrollSettings = ScrollSettings()
    inner.environment.scrollContainer = box
    // `contentMargins` set around the scroll view inset its content (not nested ones).
    let margins = context.environment.scrollContentMargins
    inner.environment.scrollContentMargins = nil
    let child =
      margins.map { inner.resolveSingle(content.padding($0), component: .child(0)) }
      ?? inner.resolveSingle(content, component: .child(0))
    let node = ViewNode(
      identity: context.identity, labels: context.labels, environment: context.environment,
      behavior: ScrollViewBehavior(
        axes: axes, settings: settings, reader: reader, container: box),
      children: [child],
      graph: context.graph)
    box.node = node
    return [node]
  }
}

/// The scroll view a view is inside, for its scroll transitions.
final class ScrollContainerBox {
  let axes: Axis.Set
  /// The scroll view this one is inside, if any.
  let outer: ScrollContainerBox?
  weak var node: ViewNode?

  /// The scroll view's visible size as last proposed, for `containerRelativeFrame`s inside.
  var viewport: CGSize?
  /// Whether a view inside sizes itself by the visible size (`containerRelativeFrame`).
  var hasRelativeFrames = false

  init(axes: Axis.Set, outer: ScrollContainerBox? = nil) {
    self.axes = axes
    self.outer = outer
  }

  /// Notes the visible size the scroll view is proposed (a nil side keeps what was known);
  /// when views inside size themselves by it and it changed, the sizes they chose for the old
  /// one are forgotten.
  func noteViewport(_ proposal: ProposedViewSize, content: ViewNode) {
    guard hasRelativeFrames else { return }
    let size = CGSize(
      width: proposal.width ?? viewport?.width ?? 0,
      height: proposal.height ?? viewport?.height ?? 0)
    guard viewport != size else { return }
    viewport = size
    content.forgetSizes()
  }

  /// The visible region in root points, once the scroll view is placed.
  var visibleRegion: CGRect? {
    guard let node, node.isPlaced else { return nil }
    return node.frame
  }
}

/// Lays the content out unbounded along the scroll axes, places it at minus the offset, and
/// clips it to the frame.
struct ScrollViewBehavior: NodeBehavior {
  let axes: Axis.Set
  let settings: ScrollSettings
  /// The `scrollTo`s of the `ScrollViewReader` around, if any.
  var reader: ScrollReaderState? = nil
  /// What the views inside learn of this scroll view.
  var container: ScrollContainerBox? = nil

  var kind: String { "ScrollView" }
  var details: String {
    var parts = [
      axes == [.horizontal, .vertical]
        ? "both" : axes.contains(.horizontal) ? "horizontal" : "vertical"
    ]
    if let position = settings.position { parts.append("position: \(position)") }
    if let anchor = settings.defaultAnchor {
      parts.append("anchor: (\(ViewFormat.number(anchor.x)), \(ViewFormat.number(anchor.y)))")
    }
    return parts.joined(separator: ", ")
  }
  var isUnaryModifier: Bool { false }

  private func scrolls(_ axis: Axis) -> Bool {
    axes.contains(axis == .horizontal ? .horizontal : .vertical)
  }

  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: scrolls(.horizontal) ? nil : proposal.width,
      height: scrolls(.vertical) ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let content = node.children.first else {
      return proposal.replacingUnspecifiedDimensions()
    }
    container?.noteViewport(proposal, content: content)
    let size = content.size(for: contentProposal(proposal))
    return CGSize(
      width: scrolls(.horizontal) ? proposal.width ?? size.width : size.width,
      height: scrolls(.vertical) ? proposal.height ?? size.height : size.height)
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    guard let content = node.children.first else { return [] }
    container?.noteViewport(ProposedViewSize(size), content: content)
    let inner = contentProposal(proposal)
    let contentSize = content.size(for: inner)
    let offset = self.offset(
      viewport: size, contentSize: contentSize, content: content, proposal: inner, node: node)
    return [
      ChildPlacement(child: content, origin: CGPoint(x: -offset.x, y: -offset.y), proposal: inner)
    ]
  }

  /// The scroll offset: the requested one, clamped to the content along the scroll axes,
  /// zero across them.
  func offset(
    viewport: CGSize, contentSize: CGSize, content: ViewNode, proposal: ProposedViewSize,
    node: ViewNode
  ) -> CGPoint {
    let maximum = CGPoint(
      x: max(0, contentSize.width - viewport.width),
      y: max(0, contentSize.height - viewport.height))
    var requested = CGPoint.zero
    if settings.position == nil, let reader {
      requested = readerOffset(
        reader, viewport: viewport, maximum: maximum, content: content, proposal: proposal,
        node: node)
    } else if let position = settings.position {
      requested = position.requestedOffset(
        viewport: viewport, maximum: maximum, anchor: settings.positionAnchor
      ) { id in
        // Lay the content out unscrolled to find where the view with that id is.
        content.place(at: node.frame.origin, proposal: proposal)
        guard let target = content.firstDescendant(withID: id) else {
          node.graph.warn(
            "scrollPosition: no view with the id \(id.base) in the scroll view; it is not scrolled",
            at: node)
          return nil
        }
        return target.frame.offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
      }
    } else if let anchor = settings.defaultAnchor {
      requested = CGPoint(x: CGFloat(anchor.x) * maximum.x, y: CGFloat(anchor.y) * maximum.y)
    }
    func clamp(_ value: CGFloat, _ upper: CGFloat) -> CGFloat {
      value.isFinite ? min(upper, max(0, value)) : 0
    }
    return CGPoint(
      x: scrolls(.horizontal) ? clamp(requested.x, maximum.x) : 0,
      y: scrolls(.vertical) ? clamp(requested.y, maximum.y) : 0)
  }

  /// The offset a reader's `scrollTo`s ask for: between the previous target's offset (the
  /// default one before the first) and the current one's, `fraction` of the way. A scroll
  /// view without the id (another one in the reader) stays where it was asked before.
  func readerOffset(
    _ reader: ScrollReaderState, viewport: CGSize, maximum: CGPoint, content: ViewNode,
    proposal: ProposedViewSize, node: ViewNode
  ) -> CGPoint {
    func frame(_ id: AnyHashable) -> CGRect? {
      content.place(at: node.frame.origin, proposal: proposal)
      return content.firstDescendant(withID: id)?.frame
        .offsetBy(dx: -node.frame.minX, dy: -node.frame.minY)
    }
    let start: CGPoint =
      settings.defaultAnchor.map {
        CGPoint(x: CGFloat($0.x) * maximum.x, y: CGFloat($0.y) * maximum.y)
      } ?? .zero
    /// The offset `request` asks for from `current`: with no anchor, the least scroll from
    /// there that shows the view whole (none when it shows), as SwiftUI's proxy scrolls.
    func target(_ request: ScrollRequest, from current: CGPoint) -> CGPoint? {
      guard let found = frame(request.id) else { return nil }
      var offset: CGPoint
      if let anchor = request.anchor {
        offset = ScrollPosition.offset(showing: found, viewport: viewport, anchor: anchor)
      } else {
        func least(_ low: CGFloat, _ high: CGFloat, _ at: CGFloat, _ length: CGFloat) -> CGFloat {
          if low < at || high - low > length { return low }
          return high > at + length ? high - length : at
        }
        offset = CGPoint(
          x: least(found.minX, found.maxX, current.x, viewport.width),
          y: least(found.minY, found.maxY, current.y, viewport.height))
      }
      // Clamped before blending, as the scroll view never goes past its content.
      return CGPoint(x: min(maximum.x, max(0, offset.x)), y: min(maximum.y, max(0, offset.y)))
    }
    // The previous request is taken from the start (its own previous is not kept).
    let from = reader.previous.flatMap { target($0, from: start) } ?? start
    guard let to = target(reader.current, from: from) else { return from }
    let t = reader.fraction
    return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    if !settings.clipDisabled {
      context.clip(to: Path(pass.pixelFrame(of: node)))
    }
    pass.drawChildren(of: node, in: &context)
  }
}

extension ViewNode {
  /// The first node, depth first, whose identity ends in the `ForEach` or `.id` value `id`.
  func firstDescendant(withID id: AnyHashable) -> ViewNode? {
    var stack: [ViewNode] = [self]
    while let node = stack.popLast() {
      if node.identity.component == .id(id) { return node }
      stack += node.children.reversed()
    }
    return nil
  }
}
