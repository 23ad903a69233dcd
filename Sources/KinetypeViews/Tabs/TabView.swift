import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
public import KinetypeViewGraph

/// A view that switches between child views, as SwiftUI's `TabView`.
///
/// ```swift
/// TabView(selection: $tab) {
///   FeedView().tabItem { Label("Feed", systemImage: "house") }.tag(Tab.feed)
///   SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Tab.search)
/// }
/// ```
///
/// Each view of the content is a tab; its `tag(_:)` (or, inside a `ForEach`, its id) is the
/// value `selection` takes when it shows. Without a selection the first tab shows and taps
/// switch tabs. The default style draws the selected tab over an iOS tab bar: 49 points tall
/// on the bar material with a hairline above, each `tabItem` an icon over a 10-point caption
/// in equal columns, the selected one in the accent color and the others in `systemGray`.
/// `tabViewStyle(.page)` shows the selected page filling the view, the others beside it, and
/// the page-indicator dots at the bottom (see ``PageTabViewStyle``); a change of selection
/// made with an animation slides the pages horizontally. A script picks a tab by tapping its
/// caption (``ViewScript/tap(_:at:)``), and a page by tapping `"page 2 of 3"` (VoiceOver's
/// name for a page control's value), or sets the bound selection.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var chosen: AnyHashable? = nil

  /// A tab view bound to `selection`, showing `content`'s tagged views.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// The selected tab, drawn in the environment's tab view style.
  public var body: some View {
    TabContainer(selection: binding, content: content)
  }

  /// The selection as a value of any type: the bound one, or the view's own.
  private var binding: Binding<AnyHashable?> {
    if let selection {
      return Binding(
        get: { AnyHashable(selection.wrappedValue) },
        set: { value, transaction in
          guard let value = value?.base as? SelectionValue else { return }
          selection.transaction(transaction).wrappedValue = value
        })
    }
    return $chosen
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view whose selection is its own (the first tab shows at first).
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension View {
  /// The item this view shows in the tab bar of the `TabView` it is a tab of, as SwiftUI's
  /// `tabItem(_:)`: usually a `Label` (icon over caption) or a `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: AnyView(label())))
  }
}

struct TabItemModifier: NodeModifier {
  let label: AnyView
  func behavior(in context: ResolveContext) -> any NodeBehavior { TabItemBehavior(label: label) }
}

/// A tab's bar item, read by its tab view: lays out and draws as its content.
struct TabItemBehavior: NodeBehavior {
  let label: AnyView
  var kind: String { "tabItem" }
}

/// One tab of a tab view: its value and bar item.
struct TabEntry {
  let tag: AnyHashable
  let item: AnyView?
  let node: ViewNode
}

extension ViewNode {
  /// The tab item on this node or below its modifiers.
  var tabItemLabel: AnyView? { behaviorThroughModifiers(TabItemBehavior.self)?.label }
}

/// Resolves the tabs and draws the style.
struct TabContainer<Content: View>: View, PrimitiveView {
  let selection: Binding<AnyHashable?>
  let content: Content

  var body: Never { primitiveBody("TabView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    let nodes = inner.resolve(content, component: .child(1))
    let tabs = nodes.enumerated().map { index, node in
      TabEntry(
        tag: node.tagValue ?? node.forEachID ?? AnyHashable(index), item: node.tabItemLabel,
        node: node)
    }
    let current = selection.wrappedValue
    let selected = tabs.firstIndex { $0.tag == current } ?? 0
    let binding = selection
    let select: (Int) -> Void = { index in binding.wrappedValue = tabs[index].tag }
    var outer = context
    outer.labels.append("TabView")
    switch context.environment.tabViewStyleKind {
    case .page(let indexMode):
      for index in tabs.indices {
        context.registerControl(
          label: "page \(index + 1) of \(tabs.count)", action: { select(index) })
      }
      // The page shown, animated with the change of selection: pages slide.
      let position = context.animated(CGFloat(selected), "tabViewPage")
      let view = PagedTabs(
        pages: tabs.map(\.node), position: position, indexMode: indexMode,
        background: context.environment.pageIndexBackground)
      return outer.resolve(view, component: .child(0))
    case .automatic:
      let view = VStack(spacing: 0) {
        if tabs.indices.contains(selected) {
          ResolvedNodes(nodes: [tabs[selected].node])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
          Color.clear
        }
        TabBar(
          items: tabs.map(\.item), badges: tabs.map { $0.node.tabBadge }, selected: selected,
          select: select)
      }
      return outer.resolve(view, component: .child(0))
    }
  }
}

/// UITabBar: 49 points, equal columns, the selected item in the accent color, badges at the
/// items' top-trailing corners (``TabBarBadge``).
struct TabBar: View {
  let items: [AnyView?]
  let badges: [Text?]
  let selected: Int
  let select: (Int) -> Void

  var body: some View {
    HStack(spacing: 0) {
      ForEach(Array(items.indices), id: \.self) { index in
        Button {
          select(index)
        } label: {
          (items[index] ?? AnyView(EmptyView()))
            .labelStyle(BuiltInLabelStyle(kind: .tabItem))
            .foregroundStyle(index == selected ? Color.accentColor : TabBar.unselected)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .buttonStyle(.plain)
        .overlay(alignment: .top) {
          if let badge = badges[index] { TabBarBadge(label: badge) }
        }
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: 49)
    .background(Material.bar)
    .overlay(alignment: .top) { Rectangle().fill(SystemColor.barHairline).frame(height: 0.5) }
  }

  /// `systemGray`: #8E8E93, UITabBar's unselected items.
  static let unselected = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}
