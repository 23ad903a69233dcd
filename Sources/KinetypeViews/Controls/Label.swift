import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// A title with an icon, as SwiftUI's `Label`: the icon before the title, centred on it.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// ```
///
/// The icon and title sit 8 points apart (the default spacing, SwiftUI's `DefaultLabelStyle`
/// on iOS puts them in an `HStack`); `labelStyle(.titleOnly)` and `.iconOnly` keep one of them.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyleKind) private var style

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and title as the environment's label style shows them.
  public var body: some View {
    switch style {
    case .titleOnly: AnyView(title)
    case .iconOnly: AnyView(icon)
    case .titleAndIcon:
      AnyView(
        HStack {
          icon; title
        })
    case .tabItem:
      // A tab bar item: the icon over a 10-point medium caption (UITabBarItem's layout).
      AnyView(
        VStack(spacing: 2) {
          icon.font(.system(size: 22))
          title.font(.system(size: 10, weight: .medium)).lineLimit(1)
        })
    case .contentUnavailable:
      // A `ContentUnavailableView`'s label: a 48-point secondary icon over a `.title2` bold
      // title.
      AnyView(
        VStack(spacing: 8) {
          icon.font(.system(size: 48)).foregroundStyle(.secondary)
          title.font(.title2.bold()).multilineTextAlignment(.center)
        })
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with the SF Symbol `systemImage` (drawn as its Material Icons
  /// substitute).
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(systemName: systemImage) })
  }

  /// A label titled `title` with the image named `image`.
  public init<S: StringProtocol>(_ title: S, image: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(image) })
  }
}

/// How labels show their title and icon, as SwiftUI's `LabelStyle`.
public protocol LabelStyle {}

/// The kinds of label style Kinetype draws.
enum LabelStyleKind: Sendable {
  case titleAndIcon, titleOnly, iconOnly, tabItem, contentUnavailable
}

/// A label style: title and icon, title only, or icon only.
public struct BuiltInLabelStyle: LabelStyle, Sendable {
  let kind: LabelStyleKind
}

extension LabelStyle where Self == BuiltInLabelStyle {
  /// The title and the icon (the default on iOS).
  public static var automatic: BuiltInLabelStyle { BuiltInLabelStyle(kind: .titleAndIcon) }
  /// The title and the icon.
  public static var titleAndIcon: BuiltInLabelStyle { BuiltInLabelStyle(kind: .titleAndIcon) }
  /// The title alone.
  public static var titleOnly: BuiltInLabelStyle { BuiltInLabelStyle(kind: .titleOnly) }
  /// The icon alone.
  public static var iconOnly: BuiltInLabelStyle { BuiltInLabelStyle(kind: .iconOnly) }
}

extension View {
  /// Shows the labels in this view in `style`.
  public func labelStyle(_ style: BuiltInLabelStyle) -> some View {
    environment(\.labelStyleKind, style.kind)
  }
}

extension EnvironmentValues {
  var labelStyleKind: LabelStyleKind {
    get { self[LabelStyleKindKey.self] }
    set { self[LabelStyleKindKey.self] = newValue }
  }
}

private struct LabelStyleKindKey: EnvironmentKey {
  static var defaultValue: LabelStyleKind { .titleAndIcon }
}
