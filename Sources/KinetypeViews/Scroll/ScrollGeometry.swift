public import Foundation
public import KinetypeCore
public import KinetypeViewGraph

/// Where a scroll view is scrolled to and how large its content is, as SwiftUI's
/// `ScrollGeometry`.
public struct ScrollGeometry: Equatable, Sendable {
  /// The offset of the content's top-leading corner from the visible region's.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets of the content (none: Kinetype has no safe area to add).
  public var contentInsets: EdgeInsets
  /// The size of the scroll view: its visible region.
  public var containerSize: CGSize

  /// The visible region in the content's coordinates.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The bounds of the scroll view in the content's coordinates (its visible region).
  public var bounds: CGRect { visibleRect }

  /// A scroll geometry.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

/// What a scroll view is doing, as SwiftUI's `ScrollPhase`. A rendered scroll view is always
/// `.idle`: no finger scrolls it.
public enum ScrollPhase: Hashable, Sendable {
  /// Not scrolling.
  case idle
  /// A finger is down but has not moved yet.
  case tracking
  /// A finger is scrolling it.
  case interacting
  /// Moving on after the finger lifted.
  case decelerating
  /// Scrolling programmatically, animated.
  case animating

  /// Whether it is scrolling.
  public var isScrolling: Bool { self != .idle }
}

/// The context of a scroll phase change, as SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext {
  /// The scroll view's geometry when the phase changed.
  public var geometry: ScrollGeometry
  /// How fast it was scrolling, in points per second, if known.
  public var velocity: CGVector?
}

extension View {
  /// Runs `action` with the value before and after when a value read from the geometry of the
  /// scroll view in this view changes, as SwiftUI's `onScrollGeometryChange(for:of:action:)`:
  ///
  /// ```swift
  /// ScrollView { feed }
  ///   .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 200 } action: { _, isFar in
  ///     showsBackToTop = isFar
  ///   }
  /// ```
  ///
  /// The geometry is read once each update has laid the views out (the scroll view's
  /// offset set by `scrollPosition`, `defaultScrollAnchor` or a `ScrollViewReader`); `action`
  /// runs after the update when the value differs from the previous update's.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(
      ScrollGeometryChangeModifier(transform: transform) { old, new in
        if let old { action(old, new) }
      })
  }

  /// Runs `action` when the scroll view in this view starts or stops scrolling, as SwiftUI's
  /// `onScrollPhaseChange(_:)`. A rendered scroll view stays `.idle` (no finger scrolls it),
  /// so `action` does not run.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View { self }

  /// As ``onScrollPhaseChange(_:)-(_)`` with the change's context.
  public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View { self }

  /// Runs `action` when at least `threshold` of this view becomes visible in the scroll view
  /// it is in (true), or stops being (false), as SwiftUI's
  /// `onScrollVisibilityChange(threshold:_:)`; also when it appears visible. Read once each
  /// update has laid the views out; a view in no scroll view is measured against the root.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (_ isVisible: Bool) -> Void
  ) -> some View {
    modifier(
      GeometryChangeModifier(transform: { $0.isVisible(threshold: threshold) }) { old, new in
        if old != nil || new { action(new) }
      })
  }
}

extension GeometryProxy {
  /// Whether at least `threshold` of the view's area shows in its scroll view's visible
  /// region (for an empty view: whether its origin does).
  func isVisible(threshold: Double) -> Bool {
    guard let region = scrollContainer?.visibleRegion else { return true }
    let area = globalFrame.width * globalFrame.height
    guard area > 0 else { return region.contains(globalFrame.origin) }
    let shown = region.intersection(globalFrame)
    let fraction = shown.isNull ? 0 : shown.width * shown.height / area
    return Double(fraction) >= min(max(threshold, 0), 1)
  }
}

/// `onScrollGeometryChange`: reads the first scroll view's geometry after layout.
struct ScrollGeometryChangeModifier<T: Equatable>: PrimitiveModifier, ViewModifier {
  let transform: (ScrollGeometry) -> T
  let action: (T?, T) -> Void

  func body(content: Content) -> Never { primitiveBody("onScrollGeometryChange") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content, component: nil)
    let transform = self.transform
    context.noteChangeAfterLayout(
      "onScrollGeometryChange", readsGeometry: true,
      read: { ScrollGeometry(firstIn: nodes).map(transform) },
      action: action)
    return nodes
  }
}

extension ScrollGeometry {
  /// The geometry of the first scroll view, depth first, among `nodes` and their
  /// descendants, once placed; nil when there is none.
  init?(firstIn nodes: [ViewNode]) {
    var stack = Array(nodes.reversed())
    while let node = stack.popLast() {
      if node.behavior is ScrollViewBehavior {
        guard node.isPlaced, let content = node.children.first, content.isPlaced else {
          return nil
        }
        self.init(
          contentOffset: CGPoint(
            x: node.frame.minX - content.frame.minX, y: node.frame.minY - content.frame.minY),
          contentSize: content.frame.size, contentInsets: EdgeInsets(),
          containerSize: node.frame.size)
        return
      }
      stack += node.children.reversed()
    }
    return nil
  }
}
