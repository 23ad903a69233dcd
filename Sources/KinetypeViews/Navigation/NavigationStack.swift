import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeText
public import KinetypeViewGraph

/// A view with a navigation bar over its root view, and the screens pushed on it, as SwiftUI's
/// `NavigationStack`, drawn as iOS draws it (scrolled to the top).
///
/// ```swift
/// NavigationStack {
///   List(recipes) { recipe in
///     NavigationLink(recipe.name, value: recipe)
///   }
///   .navigationTitle("Recipes")
///   .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
/// }
/// ```
///
/// The title and toolbar of each screen come from `navigationTitle(_:)`,
/// `navigationBarTitleDisplayMode(_:)` and `toolbar(content:)` inside it (the outermost of
/// each). UINavigationBar's metrics: the bar is 44 points tall; an inline title is 17-point
/// semibold (`.headline`), centred; a large title (the default at the root; a pushed screen
/// inherits the mode of the screen under it, as `.automatic` does in SwiftUI) is 34-point bold
/// (`.largeTitle`), 16 points from the leading edge in a 52-point band under the bar (96
/// points in all). Bar items are 16 points in from the sides, 16 apart, in the accent color.
/// At rest the bar has the content's background and no hairline (iOS 15's scroll-edge
/// appearance); a bottom toolbar is 44 points on the bar material with a hairline above. No
/// status bar is drawn: the bar starts at the top of the frame.
///
/// A `NavigationLink` tapped (in a ``ViewScript``), a value appended to a bound path, pushes
/// a screen: it slides in from the trailing edge over half a second while the screen under it
/// moves 30 % of the width towards the leading edge and darkens by 7 %; its bar shows its
/// title and a back button, "‹" and the title of the screen under it ("Back" when it has
/// none). Tapping the back button (by that title), `dismiss()` or a shorter path pops it.
public struct NavigationStack<Root: View>: View {
  let root: Root
  let boundPath: NavigationPathAccess?
  @State private var stack = NavigationStackState()

  /// A stack showing `root`, pushed on by its `NavigationLink`s.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.boundPath = nil
  }

  /// A stack showing `root` and a screen for each value of `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.boundPath = NavigationPathAccess(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue.elements = $0 })
  }

  /// A stack showing `root` and a screen for each element of `path`.
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.boundPath = NavigationPathAccess(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
  }

  /// The root and the pushed screens, with their bars.
  public var body: some View {
    let values = boundPath?.get() ?? []
    let fromPath = values.enumerated().map { index, value in
      NavigationEntry(id: "path-\(index):\(value)", content: .value(value))
    }
    let state = $stack
    let path = boundPath
    let navigator = Navigator(
      push: { content in
        if let path, state.wrappedValue.entries.isEmpty, case .value(let value) = content {
          path.set(path.get() + [value])
          return
        }
        state.wrappedValue.push(content)
      },
      pop: { depth in
        let count = path?.get().count ?? 0
        if depth >= count {
          state.wrappedValue.entries = Array(state.wrappedValue.entries.prefix(depth - count))
        } else {
          state.wrappedValue.entries = []
          if let path { path.set(Array(path.get().prefix(depth))) }
        }
      })
    NavigationContainer(root: root, entries: fromPath + stack.entries, navigator: navigator)
  }
}

/// The navigation stack's older form, as SwiftUI's `NavigationView`: a ``NavigationStack``.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The stack.
  public var body: some View { NavigationStack { content } }
}

/// How a stack reads and writes the path it is bound to.
struct NavigationPathAccess {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
}

/// The screens pushed by links (after the bound path's), kept as the stack's state.
struct NavigationStackState {
  var entries: [NavigationEntry] = []
  var serial = 0

  mutating func push(_ content: NavigationEntry.Content) {
    serial += 1
    entries.append(NavigationEntry(id: "link-\(serial)", content: content))
  }
}

/// One pushed screen: a value for a `navigationDestination`, or a link's destination view.
struct NavigationEntry {
  enum Content {
    case value(AnyHashable)
    case view(AnyView)
  }
  let id: String
  let content: Content
}

/// What links and `dismiss` do to the stack around them.
struct Navigator {
  let push: (NavigationEntry.Content) -> Void
  /// Pops to `depth` pushed screens (0: the root).
  let pop: (Int) -> Void
}

extension EnvironmentValues {
  var navigator: Navigator? {
    get { self[NavigatorKey.self] }
    set { self[NavigatorKey.self] = newValue }
  }

  /// Which screen of its stack a view is on (0: the root).
  var navigationLevel: Int {
    get { self[NavigationLevelKey.self] }
    set { self[NavigationLevelKey.self] = newValue }
  }
}

private struct NavigationLevelKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

private struct NavigatorKey: EnvironmentKey {
  static var defaultValue: Navigator? { nil }
}

/// The push's timing: Flutter's iOS page route (`CupertinoPageRoute`, 500 ms,
/// `Curves.linearToEaseOut`, a cubic Bézier (0.35, 0.91) (0.33, 0.97)).
let navigationPushAnimation = Animation.timingCurve(0.35, 0.91, 0.33, 0.97, duration: 0.5)

/// The screens, one over the other, and the sheets and alerts their views present.
struct NavigationContainer<Root: View>: View, PrimitiveView {
  let root: Root
  let entries: [NavigationEntry]
  let navigator: Navigator

  var body: Never { primitiveBody("NavigationContainer") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let chain = NavigationChain()
    var screens = [
      NavigationScreen(
        level: 0, id: "root", content: .root(AnyView(root)), depth: entries.count, chain: chain,
        navigator: navigator)
    ]
    for (index, entry) in entries.enumerated() {
      let content: NavigationScreen.Content =
        switch entry.content {
        case .value(let value): .value(value)
        case .view(let view): .root(view)
        }
      screens.append(
        NavigationScreen(
          level: index + 1, id: entry.id, content: content, depth: entries.count, chain: chain,
          navigator: navigator))
    }
    let stack = ZStack {
      ForEach(screens, id: \.id) { $0 }
    }
    .animation(navigationPushAnimation, value: entries.count)
    .clipped()
    var outer = context
    outer.labels.append("NavigationStack")
    outer.environment.navigator = navigator
    return outer.resolve(
      PresentationLayer(base: AnyView(stack), isOpaque: true),
      component: .child(0))
  }
}

/// What the screens of one stack learn from each other as they are resolved, in order: each
/// screen's title and display mode (for the back button and the next screen's mode), and the
/// destinations declared.
final class NavigationChain {
  var titles: [Int: Text] = [:]
  var modes: [Int: Bool] = [:]
  var destinations: [NavigationDestination] = []

  func destination(for value: AnyHashable) -> AnyView? {
    for destination in destinations.reversed() {
      if let view = destination.make(value) { return view }
    }
    return nil
  }
}

/// A `navigationDestination(for:destination:)`: the view for values of one type.
struct NavigationDestination {
  let make: (AnyHashable) -> AnyView?
}

extension View {
  /// Declares the view shown for values of `data` pushed on the stack around this view (by a
  /// `NavigationLink(value:)` or a bound path).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      MarkModifier(
        value: NavigationMarker.destination(
          NavigationDestination { value in
            (value.base as? D).map { AnyView(destination($0)) }
          })))
  }
}
