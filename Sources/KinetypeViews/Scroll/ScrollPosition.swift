public import Foundation
public import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

/// Where a scroll view is scrolled, as SwiftUI's `ScrollPosition` (iOS 18): an edge, a point,
/// or the view with an identity.
///
/// ```swift
/// ScrollView(.horizontal) { … }
///   .scrollPosition(ScrollPosition(x: 240))
/// ```
///
/// Bind it with `scrollPosition($position)` and scroll from code, as in SwiftUI:
/// `withAnimation { position.scrollTo(x: 240) }` scrolls there, animated (a rendered frame has
/// no user, so the position never changes by itself and ``isPositionedByUser`` is false). A
/// plain value, `scrollPosition(ScrollPosition(x: 240))`, renders scrolled there. Offsets are
/// clamped to the content, as SwiftUI clamps them.
public struct ScrollPosition: Sendable, CustomStringConvertible {
  enum Target: Sendable {
    case automatic
    case edge(Edge)
    case offset(x: CGFloat?, y: CGFloat?)
    case view(id: any Hashable & Sendable, anchor: UnitPoint?)
  }

  var target: Target = .automatic

  /// A position not set yet (the scroll view's default: its top-leading edge). `idType` is
  /// accepted for SwiftUI compatibility.
  public init(idType: (some Hashable & Sendable).Type = Never.self) {}

  /// Scrolled to `edge`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
    target = .edge(edge)
  }

  /// Scrolled so that `point` of the content is at the top-leading corner.
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    target = .offset(x: point.x, y: point.y)
  }

  /// Scrolled horizontally to `x`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
    target = .offset(x: x, y: nil)
  }

  /// Scrolled vertically to `y`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
    target = .offset(x: nil, y: y)
  }

  /// Scrolled to the view whose `ForEach` id (or `.id(_:)`) is `id`: its `anchor` point on
  /// the scroll view's same point, or, with no anchor, by the least scroll that shows it
  /// whole.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    target = .view(id: id, anchor: anchor)
  }

  /// Scrolls to the view with `id` (see ``init(id:anchor:)``).
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    target = .view(id: id, anchor: anchor)
  }

  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) { target = .edge(edge) }

  /// Scrolls so that `point` is at the top-leading corner.
  public mutating func scrollTo(point: CGPoint) { target = .offset(x: point.x, y: point.y) }

  /// Scrolls horizontally to `x`, keeping the vertical offset.
  public mutating func scrollTo(x: CGFloat) {
    if case .offset(_, let y) = target {
      target = .offset(x: x, y: y)
    } else {
      target = .offset(x: x, y: nil)
    }
  }

  /// Scrolls vertically to `y`, keeping the horizontal offset.
  public mutating func scrollTo(y: CGFloat) {
    if case .offset(let x, _) = target {
      target = .offset(x: x, y: y)
    } else {
      target = .offset(x: nil, y: y)
    }
  }

  /// Scrolls to `x`, `y`.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .offset(x: x, y: y) }

  /// The edge scrolled to, if the position is an edge.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The point scrolled to, if the position is an offset (a missing axis is 0).
  public var point: CGPoint? {
    if case .offset(let x, let y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
    return nil
  }

  /// The id of the view scrolled to, if the position is a view.
  public var viewID: (any Hashable & Sendable)? {
    if case .view(let id, _) = target { return id }
    return nil
  }

  /// The id of the view scrolled to, if it is a `T`.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    (viewID as? BoundViewID)?.id.base as? T ?? viewID as? T
  }

  /// Whether the user scrolled (never, in a rendered frame).
  public var isPositionedByUser: Bool { false }

  /// The position in words, for dumps.
  public var description: String {
    switch target {
    case .automatic: "automatic"
    case .edge(let edge): "edge \(edge)"
    case .offset(let x, let y):
      "x: \(x.map { ViewFormat.number($0) } ?? "-"), y: \(y.map { ViewFormat.number($0) } ?? "-")"
    case .view(let id, _): "id \(id)"
    }
  }

  /// The offset this position asks for in a viewport of `viewport` whose content can scroll
  /// up to `maximum`; `frameOfView` gives the frame (in the scroll view's coordinates,
  /// unscrolled) of the view with an id, or nil when there is none.
  func requestedOffset(
    viewport: CGSize, maximum: CGPoint, anchor: UnitPoint?,
    frameOfView: (AnyHashable) -> CGRect?
  ) -> CGPoint {
    switch target {
    case .automatic:
      guard let anchor else { return .zero }
      return CGPoint(x: CGFloat(anchor.x) * maximum.x, y: CGFloat(anchor.y) * maximum.y)
    case .edge(let edge):
      switch edge {
      case .top, .leading: return .zero
      case .bottom: return CGPoint(x: 0, y: maximum.y)
      case .trailing: return CGPoint(x: maximum.x, y: 0)
      }
    case .offset(let x, let y):
      return CGPoint(x: x ?? 0, y: y ?? 0)
    case .view(let id, let viewAnchor):
      let key = (id as? BoundViewID)?.id ?? AnyHashable(id)
      guard let frame = frameOfView(key) else { return .zero }
      return Self.offset(showing: frame, viewport: viewport, anchor: viewAnchor ?? anchor)
    }
  }

  /// The offset that shows a view at `frame` (unscrolled) in `viewport`: its `anchor` point
  /// on the viewport's, or with no anchor the least scroll that shows it whole (its
  /// leading/top edge if it is larger).
  static func offset(showing frame: CGRect, viewport: CGSize, anchor: UnitPoint?) -> CGPoint {
    guard let anchor else {
      func least(_ low: CGFloat, _ high: CGFloat, _ length: CGFloat) -> CGFloat {
        high > length && low > 0 ? min(low, high - length) : 0
      }
      return CGPoint(
        x: least(frame.minX, frame.maxX, viewport.width),
        y: least(frame.minY, frame.maxY, viewport.height))
    }
    return CGPoint(
      x: frame.minX + CGFloat(anchor.x) * (frame.width - viewport.width),
      y: frame.minY + CGFloat(anchor.y) * (frame.height - viewport.height))
  }
}

extension View {
  /// Scrolls the scroll views in this view to where `position` says, as SwiftUI's
  /// `scrollPosition(_:anchor:)`: set it from code (`position.scrollTo(x: 240)`) and the
  /// scroll view follows; a change made with an animation scrolls animated between positions
  /// known before layout (the default top-leading one, the top and leading edges, a point:
  /// `scrollTo(x:)`, `scrollTo(y:)`, `scrollTo(point:)`), and jumps to the bottom or trailing
  /// edge or a view's id. `anchor` is where an id's view (or the default position)
  /// lines up. Apply it to the `ScrollView` (or a view above it).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(ScrollPositionModifier(position: { position.wrappedValue }, anchor: anchor))
  }

  /// Renders the scroll views in this view scrolled to `position`, as
  /// ``scrollPosition(_:anchor:)-(Binding<ScrollPosition>,_)`` does with a binding that never
  /// changes: a still frame of a scrolled view. A position that changes between updates
  /// animates as the binding's does.
  public func scrollPosition(_ position: ScrollPosition, anchor: UnitPoint? = nil) -> some View {
    modifier(ScrollPositionModifier(position: { position }, anchor: anchor))
  }

  /// The part of the content a scroll view shows when nothing else sets its position, as
  /// SwiftUI's `defaultScrollAnchor(_:)`: `.bottom` shows the end of a vertical scroll view,
  /// `.trailing` of a horizontal one; the anchor's point of the content lines up with the same
  /// point of the scroll view. Nil is the top-leading edge.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    modifier(ScrollSettingsModifier { $0.defaultAnchor = anchor })
  }

  /// Lets the content of scroll views in this view draw outside their frames, as SwiftUI's
  /// `scrollClipDisabled(_:)`.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    modifier(ScrollSettingsModifier { $0.clipDisabled = disabled })
  }
}

/// What the modifiers above a scroll view set for it.
struct ScrollSettings {
  var position: ScrollPosition?
  var positionAnchor: UnitPoint?
  var defaultAnchor: UnitPoint?
  var clipDisabled = false
}

/// `scrollPosition(_:anchor:)`: the position read when the views resolve; a point or offset
/// animates with the transaction of its change.
struct ScrollPositionModifier: EnvironmentModifier {
  let position: () -> ScrollPosition
  let anchor: UnitPoint?

  func modify(_ environment: inout EnvironmentValues) {
    environment.scrollSettings.position = position()
    environment.scrollSettings.positionAnchor = anchor
  }

  func modify(_ environment: inout EnvironmentValues, in context: ResolveContext) {
    var value = position()
    // The offsets known before layout animate (the top-leading default, its edges, a point);
    // an edge at the end or a view's id needs the layout, and jumps.
    let requested: CGPoint? =
      switch value.target {
      case .automatic where anchor == nil && environment.scrollSettings.defaultAnchor == nil:
        .zero
      case .edge(.top), .edge(.leading): .zero
      case .offset(let x, let y): CGPoint(x: x ?? 0, y: y ?? 0)
      default: nil
      }
    if let requested {
      let animated = context.animated(AnimatablePair(requested.x, requested.y), "scrollPosition")
      if animated.first != requested.x || animated.second != requested.y {
        value.target = .offset(x: animated.first, y: animated.second)
      }
    }
    environment.scrollSettings.position = value
    environment.scrollSettings.positionAnchor = anchor
  }
}

struct ScrollSettingsModifier: EnvironmentModifier {
  let change: (inout ScrollSettings) -> Void
  func modify(_ environment: inout EnvironmentValues) { change(&environment.scrollSettings) }
}

extension EnvironmentValues {
  /// The settings the next scroll view down takes.
  var scrollSettings: ScrollSettings {
    get { self[ScrollSettingsKey.self] }
    set { self[ScrollSettingsKey.self] = newValue }
  }

  /// The innermost scroll view around a view.
  var scrollContainer: ScrollContainerBox? {
    get { self[ScrollContainerKey.self] }
    set { self[ScrollContainerKey.self] = newValue }
  }
}

private struct ScrollSettingsKey: EnvironmentKey {
  static var defaultValue: ScrollSettings { ScrollSettings() }
}

private struct ScrollContainerKey: EnvironmentKey {
  static var defaultValue: ScrollContainerBox? { nil }
}

/// The id of `scrollPosition(id:anchor:)`'s binding, which SwiftUI types only `Hashable`: the
/// binding is read on the view's thread only, so it is held as unchecked `Sendable`.
struct BoundViewID: Hashable, @unchecked Sendable {
  let id: AnyHashable
}
