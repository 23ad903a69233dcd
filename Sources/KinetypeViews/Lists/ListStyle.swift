public import Foundation
import KinetypeCore
public import KinetypeViewGraph

/// How a list draws its rows, as SwiftUI's `ListStyle`: inset grouped (iOS's default),
/// grouped, plain and inset are drawn; a sidebar is drawn inset grouped, with an
/// `unsupported-feature` warning naming it.
public protocol ListStyle {}

/// The list styles' names, for the warning.
package protocol NamedListStyle: ListStyle {
  /// The style's name as written after the dot (`plain`).
  var name: String { get }
}

/// iOS's default list style: inset grouped.
public struct DefaultListStyle: NamedListStyle {
  /// Creates the style.
  public init() {}
  package var name: String { "automatic" }
}

/// Rows in cards inset from the sides (iOS's default).
public struct InsetGroupedListStyle: NamedListStyle {
  /// Creates the style.
  public init() {}
  package var name: String { "insetGrouped" }
}

/// Rows edge to edge with no cards.
public struct PlainListStyle: NamedListStyle {
  /// Creates the style.
  public init() {}
  package var name: String { "plain" }
}

/// Sections in full-width groups.
public struct GroupedListStyle: NamedListStyle {
  /// Creates the style.
  public init() {}
  package var name: String { "grouped" }
}

/// Rows inset from the sides, without group backgrounds.
public struct InsetListStyle: NamedListStyle {
  /// Creates the style.
  public init() {}
  package var name: String { "inset" }
}

/// A sidebar's list, with collapsible sections.
public struct SidebarListStyle: NamedListStyle {
  /// Creates the style.
  public init() {}
  package var name: String { "sidebar" }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default (inset grouped on iOS).
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Inset grouped.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Plain.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Grouped.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Inset.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// Sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets the style of the lists in this view, as SwiftUI's `listStyle(_:)`: `.insetGrouped`
  /// (iOS's default), `.grouped`, `.plain` and `.inset` are drawn as iOS draws them
  /// (``ListLook``); another style is drawn inset grouped with an `unsupported-feature` warning.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let name = (style as? any NamedListStyle)?.name ?? "\(S.self)"
    let look = ListLook.named(name)
    return WarningView(
      content: environment(\.listLook, look ?? .insetGrouped),
      message: look != nil ? nil : "the list style .\(name) is drawn as .insetGrouped")
  }

  /// Sets the space between a list's rows, as SwiftUI's `listRowSpacing(_:)`. Kinetype's rows
  /// sit as the inset-grouped list places them; the spacing is not applied and a warning says
  /// so.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    WarningView(
      content: self,
      message: spacing == nil ? nil : "listRowSpacing(_:) is not applied; rows keep their places")
  }
}

/// A view drawn as its content, with an `unsupported-feature` warning when `message` is set:
/// for modifiers Kinetype accepts but does not apply.
struct WarningView<Content: View>: View, PrimitiveView {
  let content: Content
  let message: String?

  var body: Never { primitiveBody("WarningView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    if let message { context.graph.warn(message, at: context, kind: .unsupportedFeature) }
    return context.resolve(content, component: .child(0))
  }
}
