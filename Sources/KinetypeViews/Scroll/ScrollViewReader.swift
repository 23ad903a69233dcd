import Foundation
import KinetypeCore
public import KinetypeMotion
import KinetypeRendering
public import KinetypeViewGraph

/// A view that lets its content scroll the scroll views inside it from code, as SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView { ForEach(messages) { MessageRow($0).id($0.id) } }
///   Button("Latest") { withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) } }
/// }
/// ```
///
/// `proxy.scrollTo(id, anchor:)` scrolls each scroll view in the reader that holds the view
/// with that `ForEach` id (or `.id(_:)`) to it, as ``ScrollPosition/init(id:anchor:)`` would:
/// the anchor point of the view on the same point of the scroll view, or, with no anchor, the
/// least scroll that shows it whole; clamped to the content. Called inside `withAnimation`,
/// the offset animates from where the previous `scrollTo` put it (the top-leading edge at
/// first) to the new one.
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content
  @State private var requests = ScrollRequests()

  /// A reader whose content is made with a proxy that scrolls it.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, given the proxy.
  public var body: some View {
    ScrollReaderHost(requests: requests, content: content(ScrollViewProxy(requests: $requests)))
  }
}

/// Scrolls the scroll views of a ``ScrollViewReader``, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
  let requests: Binding<ScrollRequests>

  /// Scrolls to the view whose id is `id`, its `anchor` point on the scroll view's (nil: the
  /// least scroll that shows it whole).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    var next = requests.wrappedValue
    next.previous = next.current
    next.current = ScrollRequest(id: AnyHashable(id), anchor: anchor)
    next.generation += 1
    requests.wrappedValue = next
  }
}

/// One `scrollTo`.
struct ScrollRequest: Equatable {
  let id: AnyHashable
  let anchor: UnitPoint?

  static func == (a: ScrollRequest, b: ScrollRequest) -> Bool {
    a.id == b.id && a.anchor?.x == b.anchor?.x && a.anchor?.y == b.anchor?.y
  }
}

/// The last two `scrollTo`s of a reader, and how many there were.
struct ScrollRequests: Equatable {
  var previous: ScrollRequest?
  var current: ScrollRequest?
  var generation = 0
}

/// What the scroll views of a reader are asked: the previous and current targets and how far
/// from one to the other the (animated) scroll is.
struct ScrollReaderState {
  let previous: ScrollRequest?
  let current: ScrollRequest
  let fraction: CGFloat
}

/// Animates the reader's scrolls and hands them to its scroll views.
struct ScrollReaderHost<Content: View>: View, PrimitiveView {
  let requests: ScrollRequests
  let content: Content

  var body: Never { primitiveBody("ScrollViewReader") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    // Animated from the first update, so that the first scrollTo can animate too.
    let generation = CGFloat(requests.generation)
    let animated = context.animated(generation, "scrollTo")
    if let current = requests.current {
      inner.environment.scrollReader = ScrollReaderState(
        previous: requests.previous, current: current, fraction: animated - (generation - 1))
    }
    return inner.resolve(content, component: .child(0))
  }
}

extension EnvironmentValues {
  /// The scrolls asked of the scroll views in a reader.
  var scrollReader: ScrollReaderState? {
    get { self[ScrollReaderKey.self] }
    set { self[ScrollReaderKey.self] = newValue }
  }
}

private struct ScrollReaderKey: EnvironmentKey {
  static var defaultValue: ScrollReaderState? { nil }
}
