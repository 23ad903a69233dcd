public import Foundation
public import KinetypeMotion
import KinetypeRendering
import KinetypeText

/// A proxy for one subview of a custom `Layout`, as SwiftUI's `LayoutSubview`: ask it for its
/// size and guides, then place it.
public struct LayoutSubview: Equatable {
  package let node: ViewNode
  package let index: Int
  let sink: PlacementSink
  package let stackOrientation: Axis?

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.size(for: proposal)
  }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(for: proposal)
  }

  /// The subview's layout priority (`layoutPriority(_:)`; default 0).
  public var priority: Double { node.traits.layoutPriority }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { node.spacing }

  /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Places the subview so that its `anchor` point is at `position`, proposing `proposal`.
  ///
  /// A NaN or infinite position is replaced by the layout's origin, with a warning.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    var position = position
    if !position.x.isFinite || !position.y.isFinite {
      node.graph.warn(
        "a Layout placed a subview at (\(ViewFormat.number(position.x)), "
          + "\(ViewFormat.number(position.y))); (0, 0) is used",
        at: node)
      position = .zero
    }
    let size = node.size(for: proposal)
    let origin = CGPoint(
      x: position.x - CGFloat(anchor.x) * size.width,
      y: position.y - CGFloat(anchor.y) * size.height)
    sink.placements[index] = (origin, proposal.sanitized)
  }

  /// Proxies for the same view in the same layout pass are equal.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node && lhs.index == rhs.index
  }
}

/// The subviews of a custom `Layout`, in the order they were built, as SwiftUI's
/// `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let storage: [LayoutSubview]
  /// The positions of this collection within the container's subviews.
  public let startIndex: Int
  /// The position after the last subview.
  public let endIndex: Int

  package init(
    storage: [LayoutSubview], range: Range<Int>? = nil,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.storage = storage
    startIndex = range?.lowerBound ?? 0
    endIndex = range?.upperBound ?? storage.count
    self.layoutDirection = layoutDirection
  }

  /// The layout direction of the container's environment, as SwiftUI's: a layout rarely needs
  /// it, because the x position of each subview it places is mirrored within the container
  /// in a right-to-left environment.
  public var layoutDirection: LayoutDirection

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { storage[index] }

  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(storage: storage, range: bounds, layoutDirection: layoutDirection)
  }

  /// Same subviews in the same range.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
      && lhs.storage == rhs.storage
  }

  /// The same subviews placing into a fresh recording.
  func recording() -> (subviews: LayoutSubviews, sink: PlacementSink) {
    let sink = PlacementSink()
    let proxies = storage.map {
      LayoutSubview(
        node: $0.node, index: $0.index, sink: sink, stackOrientation: $0.stackOrientation)
    }
    return (
      LayoutSubviews(
        storage: proxies, range: startIndex..<endIndex, layoutDirection: layoutDirection),
      sink
    )
  }
}

/// Where a layout pass placed each subview (by index), and with what proposal.
final class PlacementSink {
  var placements: [Int: (origin: CGPoint, proposal: ProposedViewSize)] = [:]
}
