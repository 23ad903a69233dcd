import Foundation
import KinetypeRendering
import KinetypeText

/// One resolved view: its identity, environment, behavior (how it sizes, places, aligns and
/// draws) and children, with its layout cached per proposal and its frame once placed.
///
/// Nodes are made fresh for each render; identity is what stays the same between renders.
package final class ViewNode {
  package let identity: ViewIdentity
  /// The composite views (and user modifiers) whose bodies produced this node, outermost
  /// first: `["Badge"]` for the capsule a `Badge` view draws.
  package let labels: [String]
  package let environment: EnvironmentValues
  package let behavior: any NodeBehavior
  package var children: [ViewNode]
  /// Layout priority and layout values, read by the container this node is a child of.
  var traits: ViewTraits
  package unowned let graph: ViewGraph

  private var sizes: [ProposedViewSize: CGSize] = [:]
  private var alignments: [AlignmentQuery: CGFloat?] = [:]

  /// The frame in root coordinates (points, unrounded), once placed.
  package private(set) var frame: CGRect = .zero
  /// The proposal the node was placed with.
  package private(set) var placedProposal: ProposedViewSize = .unspecified
  /// Whether layout has placed the node (a `Layout` may leave a child unplaced).
  package private(set) var isPlaced = false

  package init(
    identity: ViewIdentity, labels: [String], environment: EnvironmentValues,
    behavior: any NodeBehavior, children: [ViewNode], graph: ViewGraph
  ) {
    self.identity = identity
    self.labels = labels
    self.environment = environment
    self.behavior = behavior
    self.children = children
    self.graph = graph
    // A modifier's node stands where its content stood in the parent's list, so it keeps the
    // content's traits (`.layoutPriority(1).padding()` keeps the priority).
    traits = behavior.isUnaryModifier ? children.first?.traits ?? ViewTraits() : ViewTraits()
    if !behavior.isUnaryModifier {
      for child in children { child.setStackOrientation(behavior.childStackOrientation) }
    }
  }

  /// The axis of the stack this node is a child of (nil outside stacks), which a `Spacer` or
  /// `Divider` follows, also through the modifiers wrapping it.
  package private(set) var stackOrientation: Axis?

  private func setStackOrientation(_ axis: Axis?) {
    var node: ViewNode? = self
    while let current = node {
      current.stackOrientation = axis
      node =
        current.behavior.isUnaryModifier && current.children.count == 1
        ? current.children[0] : nil
    }
  }

  // MARK: Sizing

  /// The size the node chooses for `proposal` (cached). A NaN or negative size from a
  /// user's `Layout` or `Shape` becomes zero with a warning.
  package func size(for proposal: ProposedViewSize) -> CGSize {
    let proposal = proposal.sanitized
    if let cached = sizes[proposal] { return cached }
    var size = behavior.sizeThatFits(proposal, node: self)
    if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
      graph.warn(
        "\(behavior.kind) chose the size \(ViewFormat.size(size)) for \(proposal); "
          + "NaN and negative sides are taken as 0",
        at: self)
      size = CGSize(
        width: size.width.isNaN ? 0 : max(0, size.width),
        height: size.height.isNaN ? 0 : max(0, size.height))
    }
    sizes[proposal] = size
    return size
  }

  /// Forgets the sizes and guides this node and its descendants chose, for a layout that
  /// depends on more than the proposal (a `containerRelativeFrame` inside a scroll view whose
  /// visible size changed).
  package func forgetSizes() {
    sizes.removeAll()
    alignments.removeAll()
    for child in children { child.forgetSizes() }
  }

  /// The node's dimensions (size and guides) for `proposal`.
  package func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
    let size = size(for: proposal)
    return ViewDimensions(size: size) { key in
      self.explicitAlignment(key, size: size, proposal: proposal)
    }
  }

  /// The node's explicit value for the guide `key` at `size`, in its own coordinates, or nil
  /// (cached). A NaN value is dropped with a warning, so the guide's default applies.
  package func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    let query = AlignmentQuery(key: key, proposal: proposal.sanitized, size: size)
    if let cached = alignments[query] { return cached }
    var value = behavior.explicitAlignment(key, size: size, proposal: query.proposal, node: self)
    if let found = value, !found.isFinite {
      graph.warn(
        "the alignment guide \(key) is \(ViewFormat.number(found)); the default guide is used",
        at: self)
      value = nil
    }
    alignments[query] = value
    return value
  }

  /// How much space the node wants next to its neighbours in a stack.
  package var spacing: ViewSpacing { behavior.spacing(node: self) }

  // MARK: Placement

  /// Places the node with its top-left corner at `origin` (root coordinates) and lays out
  /// its children.
  ///
  /// In a right-to-left environment each child's x is mirrored within this node, as SwiftUI
  /// does ("SwiftUI horizontally flips the x position of each view within its parent",
  /// `LayoutDirection`'s documentation): behaviors place children left to right, leading
  /// first, and the mirror puts leading on the right. Drawing is not mirrored (text keeps its
  /// own direction) unless a view asks, with `flipsForRightToLeftLayoutDirection(true)`.
  ///
  /// `size` overrides the size the node chooses (a layout glide passes the frame between the
  /// old one and the new): its children are placed within that size.
  package func place(at origin: CGPoint, proposal: ProposedViewSize, size: CGSize? = nil) {
    let proposal = proposal.sanitized
    let size = size ?? self.size(for: proposal)
    frame = CGRect(origin: origin, size: size)
    placedProposal = proposal
    isPlaced = true
    let mirrors = environment.layoutDirection == .rightToLeft
    for placement in behavior.placements(size: size, proposal: proposal, node: self) {
      var x = placement.origin.x
      if mirrors {
        x = size.width - x - placement.child.size(for: placement.proposal).width
      }
      let childOrigin = CGPoint(x: origin.x + x, y: origin.y + placement.origin.y)
      placement.child.place(at: childOrigin, proposal: placement.proposal)
    }
  }
}

/// One child's place in its parent: origin relative to the parent's top-left corner, and
/// the size proposed to it.
package struct ChildPlacement {
  package let child: ViewNode
  package var origin: CGPoint
  package var proposal: ProposedViewSize

  /// `child` at `origin`, proposed `proposal`.
  package init(child: ViewNode, origin: CGPoint, proposal: ProposedViewSize) {
    self.child = child
    self.origin = origin
    self.proposal = proposal
  }
}

/// A cache key for explicit alignment queries.
struct AlignmentQuery: Hashable {
  let key: AlignmentKey
  let proposal: ProposedViewSize
  let size: CGSize

  func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(proposal)
    hasher.combine(size.width)
    hasher.combine(size.height)
  }

  static func == (lhs: AlignmentQuery, rhs: AlignmentQuery) -> Bool {
    lhs.key == rhs.key && lhs.proposal == rhs.proposal && lhs.size == rhs.size
  }
}

/// Properties a view carries for its container: layout priority, layout values, z-index.
struct ViewTraits {
  /// The stack priority; higher goes first. Default 0.
  var layoutPriority: Double = 0
  /// Values set with `layoutValue(key:value:)`, by key type.
  var layoutValues: [ObjectIdentifier: Any] = [:]
  /// The drawing order among siblings; higher draws later. Default 0.
  var zIndex: Double = 0
}
