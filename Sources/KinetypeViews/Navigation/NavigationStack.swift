import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// A view with a navigation bar over its root view, as SwiftUI's `NavigationStack`, drawn as
/// iOS draws it at rest (scrolled to the top).
///
/// ```swift
/// NavigationStack {
///   List { … }
///     .navigationTitle("Effects")
///     .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Play") { … } } }
/// }
/// ```
///
/// The title and toolbar come from `navigationTitle(_:)`, `navigationBarTitleDisplayMode(_:)`
/// and `toolbar(content:)` inside it (the outermost of each). UINavigationBar's metrics: the
/// bar is 44 points tall; an inline title is 17-point semibold (`.headline`), centred; a large
/// title (the default at the root) is 34-point bold (`.largeTitle`), 16 points from the
/// leading edge in a 52-point band under the bar (96 points in all). Bar items are 16 points in
/// from the sides, 16 apart, in the accent color. At rest the bar has the content's background
/// and no hairline (iOS 15's scroll-edge appearance); a bottom toolbar is 44 points on the bar
/// material with a hairline above. No status bar is drawn: the bar starts at the top of the
/// frame. Only the root view shows; pushing destinations is not modelled.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  let root: Root

  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// The stack draws its bar and root view.
  public var body: Never { primitiveBody("NavigationStack") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    NavigationContainer(root: root).makeNodes(in: context)
  }
}

/// The navigation stack's older form, as SwiftUI's `NavigationView`: drawn as a
/// ``NavigationStack``.
public struct NavigationView<Content: View>: View, PrimitiveView {
  let content: Content

  /// A navigation view showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The view draws its bar and content.
  public var body: Never { primitiveBody("NavigationView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    NavigationContainer(root: content).makeNodes(in: context)
  }
}

/// The shared drawing of ``NavigationStack`` and ``NavigationView``.
struct NavigationContainer<Root: View> {
  let root: Root

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    let nodes = inner.resolve(root, component: .child(1))
    var title: Text?
    var mode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarItemSpec] = []
    var isGrouped = false
    for node in nodes {
      for (_, marker) in node.descendants(NavigationMarkerBehavior.self) {
        switch marker.marker {
        case .title(let text): title = title ?? text
        case .displayMode(let value): mode = mode ?? value
        case .toolbar(let list): items += list
        }
      }
      if !node.descendants(ListBehavior.self).isEmpty { isGrouped = true }
    }
    let background = isGrouped ? SystemColor.groupedBackground : Color.white
    let large = (mode ?? .automatic) != .inline && title != nil
    let view = VStack(spacing: 0) {
      NavigationBar(title: title, isLarge: large, items: items)
      ResolvedNodes(nodes: nodes)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      let bottom = items.filter { $0.placement.slot == .bottom }
      if !bottom.isEmpty {
        HStack(spacing: 16) {
          ForEach(Array(bottom.indices), id: \.self) { bottom[$0].view }
        }
        .frame(maxWidth: .infinity, minHeight: 44)
        .padding(.horizontal, 16)
        .background(SystemColor.barBackground)
        .overlay(alignment: .top) { Rectangle().fill(SystemColor.barHairline).frame(height: 0.5) }
      }
    }
    .background(background)
    var outer = context
    outer.labels.append("NavigationStack")
    return outer.resolve(view, component: .child(0))
  }
}

/// The 44-point bar, and the large title's band under it.
struct NavigationBar: View {
  let title: Text?
  let isLarge: Bool
  let items: [ToolbarItemSpec]

  func views(_ slot: ToolbarItemPlacement.Slot) -> [AnyView] {
    items.filter { $0.placement.slot == slot }.map(\.view)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        HStack(spacing: 16) {
          ForEach(Array(views(.leading).indices), id: \.self) { views(.leading)[$0] }
          Spacer(minLength: 0)
          ForEach(Array(views(.trailing).indices), id: \.self) { views(.trailing)[$0] }
        }
        .padding(.horizontal, 16)
        if let principal = views(.principal).first {
          principal
        } else if !isLarge, let title {
          title.font(.headline).lineLimit(1)
        }
      }
      .frame(maxWidth: .infinity)
      .frame(height: 44)
      if isLarge, let title {
        title.font(.largeTitle.bold()).lineLimit(1)
          .padding(.leading, 16)
          .padding(.bottom, 8)
          .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .bottomLeading)
      }
    }
  }
}

/// A button that pushes a destination, as SwiftUI's `NavigationLink`: drawn as its label, in
/// a list row followed by a chevron. Following the link is not modelled: a tap does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  @Environment(\.isListRow) private var isListRow

  /// A link showing `label` to `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// The label, with a chevron in a list row.
  public var body: some View {
    if isListRow {
      HStack {
        label
        Spacer()
        Chevron().foregroundStyle(SystemColor.placeholder)
      }
    } else {
      label.foregroundStyle(Color.accentColor)
    }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` to `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(String(title)) }
  }
}

extension NavigationLink where Destination == EmptyView {
  /// A link presenting `value` (the stack's `navigationDestination` would show it).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
  /// A link titled `title` presenting `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.label = Text(String(title))
  }
}

extension View {
  /// Declares the view shown for values of `data` pushed on the stack (accepted; pushing is
  /// not modelled).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
}

/// A list row's disclosure chevron (SF Symbols' `chevron.forward`, drawn here: 7 × 12).
struct Chevron: View {
  var body: some View {
    Canvas { context, _ in
      var path = Path()
      path.move(to: CGPoint(x: 1.5, y: 1))
      path.addLine(to: CGPoint(x: 6, y: 6))
      path.addLine(to: CGPoint(x: 1.5, y: 11))
      context.stroke(
        path, with: .foreground,
        style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
    }
    .frame(width: 7, height: 12)
  }
}
