import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, hidden }
  let slot: Slot

  /// The platform's choice: the bar's trailing side on iOS.
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  /// The main action: the trailing side.
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  /// A confirming action (Done, Save): the trailing side.
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  /// A cancelling action: the leading side.
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  /// A destructive action: the trailing side.
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  /// The leading side of the navigation bar.
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  /// The trailing side of the navigation bar.
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// The leading side of the navigation bar (SwiftUI's older name).
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  /// The trailing side of the navigation bar (SwiftUI's older name).
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  /// The centre of the bar, in place of the title.
  public static let principal = ToolbarItemPlacement(slot: .principal)
  /// The toolbar at the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
  /// The centre of the bottom toolbar.
  public static let status = ToolbarItemPlacement(slot: .bottom)
  /// Above the keyboard (not drawn: no keyboard is shown).
  public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}

/// One item of a toolbar, as Kinetype keeps it: where it goes and the view it shows.
public struct ToolbarItemSpec {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: ``ToolbarItem``s and
/// ``ToolbarItemGroup``s.
public protocol ToolbarContent {
  /// The items, in order.
  var toolbarItems: [ToolbarItemSpec] { get }
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// The item.
  public var toolbarItems: [ToolbarItemSpec] {
    [ToolbarItemSpec(placement: placement, view: AnyView(content))]
  }
}

extension ToolbarItem where ID == () {
  /// An item showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item identified by `id` showing `content` at `placement`.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// The group as one item (its views side by side).
  public var toolbarItems: [ToolbarItemSpec] {
    [ToolbarItemSpec(placement: placement, view: AnyView(HStack(spacing: 16) { content }))]
  }
}

/// Toolbar items built by ``ToolbarContentBuilder``.
public struct ToolbarItemList: ToolbarContent {
  /// The items, in order.
  public let toolbarItems: [ToolbarItemSpec]
}

/// Builds toolbar content from items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
  /// One item.
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarItemList {
    ToolbarItemList(toolbarItems: content.toolbarItems)
  }
  /// The items in order.
  public static func buildBlock(_ parts: ToolbarItemList...) -> ToolbarItemList {
    ToolbarItemList(toolbarItems: parts.flatMap(\.toolbarItems))
  }
  /// Items shown when a condition holds.
  public static func buildOptional(_ part: ToolbarItemList?) -> ToolbarItemList {
    part ?? ToolbarItemList(toolbarItems: [])
  }
  /// The items of the branch taken.
  public static func buildEither(first: ToolbarItemList) -> ToolbarItemList { first }
  /// The items of the branch taken.
  public static func buildEither(second: ToolbarItemList) -> ToolbarItemList { second }
}

extension View {
  /// Adds `content`'s items to the toolbar of the navigation stack around this view.
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  {
    modifier(MarkModifier(value: NavigationMarker.toolbar(content().toolbarItems)))
  }

  /// Adds `content`'s views to the trailing side of the navigation bar around this view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(
      MarkModifier(
        value: NavigationMarker.toolbar([
          ToolbarItemSpec(placement: .automatic, view: AnyView(HStack(spacing: 16) { content() }))
        ])))
  }
}
