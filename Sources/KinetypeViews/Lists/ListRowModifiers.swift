public import Foundation
public import KinetypeCore
public import KinetypeViewGraph

/// How prominent a section's header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
  /// The platform's footnote header.
  case standard
  /// A larger header (accepted: drawn as `.standard`).
  case increased
}

/// The space between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable {
  let points: CGFloat?
  /// The platform's default: 35 points in an inset-grouped list.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Less than the default.
  public static let compact = ListSectionSpacing(points: nil)
  /// `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: spacing)
  }
}

extension View {
  /// The insets of this list row's content, as SwiftUI's `listRowInsets(_:)`. Accepted: rows
  /// keep the list's 20-point inset.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// The background of this list row, as SwiftUI's `listRowBackground(_:)`: a `Color` fills
  /// the row's part of the card instead of the card's color (`Color.clear` lets the list's
  /// background show through), within the card's rounded corners. Another view is not drawn
  /// (the row keeps the card) and a warning says so; nil keeps the card.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    let color = view as? Color
    return WarningView(
      content: modifier(MarkModifier(value: ListRowBackground(color: color))),
      message: view == nil || color != nil
        ? nil : "listRowBackground(_:) draws colors only; the row keeps the list's card")
  }

  /// Whether this row's separators show, as SwiftUI's `listRowSeparator(_:edges:)`. Accepted:
  /// separators are drawn as the list draws them.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }

  /// The color of this row's separators, as SwiftUI's `listRowSeparatorTint(_:edges:)`
  /// (accepted; the separator keeps the system color).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    self
  }

  /// Whether this section's separators show, as SwiftUI's `listSectionSeparator(_:edges:)`
  /// (accepted; drawn as the list draws them).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }

  /// How prominent the headers of sections in this view are, as SwiftUI's
  /// `headerProminence(_:)` (accepted; headers are drawn standard).
  public func headerProminence(_ prominence: Prominence) -> some View { self }

  /// The space between the sections of lists in this view, as SwiftUI's
  /// `listSectionSpacing(_:)` (accepted; sections keep the list style's spacing).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

  /// The space between the sections of lists in this view, in points (accepted).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

  /// Whether the background of the lists and scroll views in this view shows, as SwiftUI's
  /// `scrollContentBackground(_:)`: `.hidden` leaves out a list's grouped background, so what
  /// is behind the list shows between its cards.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.hidesScrollContentBackground, visibility == .hidden)
  }
}

/// A row's background color, read by its section when it paints the card (nil: the card's).
struct ListRowBackground: ContainerMark {
  let color: Color?
  var kind: String { "listRowBackground" }
}

extension EnvironmentValues {
  /// The least height of a list row, as SwiftUI's `defaultMinListRowHeight`: rows shorter than
  /// it are made this tall. Default: 44 (UITableView's row height).
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// Whether lists leave out their background (`scrollContentBackground(.hidden)`).
  var hidesScrollContentBackground: Bool {
    get { self[HidesScrollContentBackgroundKey.self] }
    set { self[HidesScrollContentBackgroundKey.self] = newValue }
  }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat { ListMetrics.minRowHeight }
}

private struct HidesScrollContentBackgroundKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
