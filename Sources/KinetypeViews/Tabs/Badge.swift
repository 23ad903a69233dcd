import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

extension View {
  /// A count shown on this tab's bar item, or at the end of this list row, as SwiftUI's
  /// `badge(_:)`; zero shows no badge.
  ///
  /// On a tab (a view with a `tabItem` in a `TabView`) the badge is iOS's: white 13-point text
  /// on a red capsule at the icon's top-trailing corner. In a list row it is the row's trailing
  /// text in the secondary color.
  public func badge(_ count: Int) -> some View {
    Badged(content: self, label: count == 0 ? nil : Text(verbatim: "\(count)"))
  }

  /// `label` as this tab's or list row's badge; nil shows none.
  public func badge(_ label: Text?) -> some View {
    Badged(content: self, label: label)
  }

  /// The localized `key` as this tab's or list row's badge.
  public func badge(_ key: LocalizedStringKey) -> some View {
    Badged(content: self, label: Text(key))
  }

  /// `label` as this tab's or list row's badge.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S) -> some View {
    Badged(content: self, label: Text(label))
  }
}

/// A view with a badge: in a list row, the row and the badge after it; elsewhere, the view
/// marked with its badge for the tab view around it.
struct Badged<Content: View>: View, PrimitiveView {
  let content: Content
  let label: Text?

  var body: Never { primitiveBody("badge") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    guard let label else { return context.resolve(content, component: .child(0)) }
    if context.environment.isListRow {
      // The content is offered the rest of the row, the badge trailing (as a chevron is).
      return context.resolve(
        HStack {
          content.frame(maxWidth: .infinity, alignment: .leading)
          label.foregroundStyle(Color.secondary)
        },
        component: .child(0))
    }
    return context.resolve(
      content.modifier(MarkModifier(value: BadgeMark(label: label))), component: .child(0))
  }
}

/// A tab's badge, read by its tab view.
struct BadgeMark: ContainerMark {
  let label: Text
  var kind: String { "badge" }
}

extension ViewNode {
  /// The badge on this node or below its modifiers.
  var tabBadge: Text? { behaviorThroughModifiers(MarkBehavior<BadgeMark>.self)?.value.label }
}

/// A tab bar item's badge: white 13-point text on a `systemRed` capsule at least 18 points
/// wide and tall, 5 points of padding beside longer text; placed with its leading edge
/// 4.5 points past the item's centre (the 25-point icon's trailing edge less 8) and its top 2
/// points from the bar's top.
struct TabBarBadge: View {
  let label: Text

  var body: some View {
    label
      .font(.system(size: TabBarBadgeMetrics.fontSize))
      .foregroundStyle(Color.white)
      .lineLimit(1)
      .padding(.horizontal, TabBarBadgeMetrics.padding)
      .frame(minWidth: TabBarBadgeMetrics.height, minHeight: TabBarBadgeMetrics.height)
      .fixedSize()
      .background(Capsule().fill(Color.red))
      .alignmentGuide(HorizontalAlignment.center) { _ in -TabBarBadgeMetrics.leadingPastCentre }
      .alignmentGuide(VerticalAlignment.top) { _ in -TabBarBadgeMetrics.top }
  }
}

/// UITabBarItem's badge (see docs/views.md for the sources).
enum TabBarBadgeMetrics {
  static let height: CGFloat = 18
  static let fontSize: CGFloat = 13
  static let padding: CGFloat = 5
  static let leadingPastCentre: CGFloat = 4.5
  static let top: CGFloat = 2
}
