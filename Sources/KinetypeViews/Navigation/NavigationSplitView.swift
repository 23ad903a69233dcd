public import Foundation
public import KinetypeViewGraph

/// Columns of navigation, as SwiftUI's `NavigationSplitView`, drawn as an iPhone draws it in
/// portrait: collapsed into one ``NavigationStack`` showing the sidebar (its title, toolbar and
/// list). The detail (and a three-column view's content) column is not shown: on an iPhone
/// it is pushed when the sidebar's selection changes, which Kinetype does not do yet
/// (docs/views.md, "What is missing").
///
/// ```swift
/// NavigationSplitView {
///   List(folders, selection: $folder) { Text($0.name) }
/// } detail: {
///   FolderView(folder: folder)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar

  /// A three-column view of `sidebar`, `content` and `detail`.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  /// A three-column view whose columns' visibility is bound to `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  /// The sidebar in a stack, as an iPhone shows a split view.
  public var body: some View {
    NavigationStack { sidebar }
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column view of `sidebar` and `detail`.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }

  /// A two-column view whose columns' visibility is bound to `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility` (an
/// iPhone shows one column whatever it says).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

extension View {
  /// Sets the width of this split-view column, as SwiftUI's
  /// `navigationSplitViewColumnWidth(_:)` (accepted: an iPhone shows one column).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// Sets the widths of this split-view column, as SwiftUI's
  /// `navigationSplitViewColumnWidth(min:ideal:max:)` (accepted).
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  )
    -> some View
  { self }
}
