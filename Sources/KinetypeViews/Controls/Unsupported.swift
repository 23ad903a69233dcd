import Foundation
public import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A labelled box standing for a control Kinetype does not draw, with an
/// `unsupported-feature` warning naming it: the file compiles and the snapshot shows where it
/// goes.
struct UnsupportedControl: View, PrimitiveView {
  let name: String
  let label: String

  var body: Never { primitiveBody(name) }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.graph.warn(
      "\(name) is not drawn by Kinetype; a labelled placeholder stands in its place",
      at: context, kind: .unsupportedFeature)
    return context.resolve(
      Text(label.isEmpty ? name : "\(label) (\(name))")
        .font(.footnote)
        .foregroundStyle(Color.secondary)
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, minHeight: 32)
        .background(SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 8)),
      component: .child(0))
  }
}

/// A control for choosing a color, as SwiftUI's `ColorPicker`: drawn as a labelled
/// placeholder, with a warning.
public struct ColorPicker: View {
  let title: String

  /// A picker titled `title` bound to `selection`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.title = String(title)
  }

  /// The placeholder.
  public var body: some View { UnsupportedControl(name: "ColorPicker", label: title) }
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement` (accepted: the field is not
/// drawn).
public struct SearchFieldPlacement: Sendable {
  let name: String
  /// The platform's choice: the navigation bar's drawer on iPhone.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// The toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// The sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// The navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// The navigation bar's drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  { navigationBarDrawer }

  /// When a search field in the navigation bar's drawer shows, as SwiftUI's
  /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    /// The platform's choice: hidden under the bar until scrolled.
    case automatic
    /// Always.
    case always
  }
}

extension View {
  /// A search field in the navigation bar, as SwiftUI's `searchable(text:placement:prompt:)`
  /// (accepted; not drawn: an empty field scrolled under the bar is not seen at rest).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { self }

  /// A search field with a prompt written as a string (accepted; not drawn).
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { self }

  /// A search field with suggestions, as SwiftUI's iOS 15
  /// `searchable(text:placement:prompt:suggestions:)` (accepted; not drawn, and no search is
  /// under way offline, so no suggestion shows).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View { self }

  /// A search field with a string prompt and suggestions (accepted; not drawn).
  public func searchable<P: StringProtocol, S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
    @ViewBuilder suggestions: () -> S
  ) -> some View { self }

  /// The text a suggestion puts in the search field when chosen, as SwiftUI's
  /// `searchCompletion(_:)` (accepted: no suggestion is chosen offline).
  public func searchCompletion(_ completion: String) -> some View { self }

  /// Suggestions shown while searching, as SwiftUI's `searchSuggestions(_:)` (accepted; no
  /// search is under way offline, so none show).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    self
  }

  /// A menu that opens on a long press, as SwiftUI's `contextMenu(menuItems:)`: the view is
  /// drawn as it is (the menu shows only while pressed, which no script does).
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }

  /// A menu that opens on a long press, as SwiftUI's deprecated `contextMenu(_:)` taking a
  /// ``ContextMenu`` (nil: none): the view is drawn as it is.
  public func contextMenu<M: View>(_ contextMenu: ContextMenu<M>?) -> some View { self }

  /// A menu with a preview that opens on a long press, as SwiftUI's
  /// `contextMenu(menuItems:preview:)`: the view is drawn as it is.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View { self }

  /// Pull to refresh (accepted; the view is never pulled offline).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// A context menu's items, as SwiftUI's deprecated `ContextMenu`
/// (`.contextMenu(ContextMenu { Button("Copy") {} })`).
public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems

  /// A menu of `menuItems`.
  public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}
