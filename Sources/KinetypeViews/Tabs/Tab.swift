import Foundation
import KinetypeCore
import KinetypeText
public import KinetypeViewGraph

/// A tab of a `TabView`, as iOS 18's `Tab`: its content, its tab bar item and, with `value:`,
/// the selection that shows it.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Home", systemImage: "house", value: 0) { HomeView() }
///   Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }.badge(2)
/// }
/// ```
///
/// A tab is the content with a `tabItem` (icon over title) and, with a value, a `tag`: the
/// tab view draws it as it draws those (see ``TabView``). Without a value the tab is selected
/// by its position, as SwiftUI's `Tab` whose value is `Never`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  /// A tab of `content` with the tab bar item `label`, shown when the selection is `value`.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  /// The content, marked as a tab.
  public var body: some View {
    if let value {
      content.tabItem { label }.tag(value)
    } else {
      content.tabItem { label }
    }
  }
}

extension Tab where Value == Never {
  /// A tab of `content` with the tab bar item `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    value = nil
    self.content = content()
    self.label = label()
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab titled `title` with the SF Symbol `systemImage`, shown when the selection is
  /// `value`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(String(title)), systemImage: systemImage)
    }
  }

  /// A tab titled `title` with the image named `image`, shown when the selection is `value`.
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(String(title)), image: image)
    }
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled `title` with the SF Symbol `systemImage`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) {
      DefaultTabLabel(title: Text(String(title)), systemImage: systemImage)
    }
  }

  /// A tab titled `title` with the image named `image`.
  public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { DefaultTabLabel(title: Text(String(title)), image: image) }
  }
}

/// A tab's bar item made from a title and an image, as SwiftUI's `DefaultTabLabel`: a
/// `Label` (the tab bar draws the icon over the title).
public struct DefaultTabLabel: View {
  let title: Text
  let icon: Image

  init(title: Text, systemImage: String) {
    self.title = title
    icon = Image(systemName: systemImage)
  }

  init(title: Text, image: String) {
    self.title = title
    icon = Image(image)
  }

  /// The title with its icon.
  public var body: some View {
    KinetypeViews.Label {
      title
    } icon: {
      icon
    }
  }
}

/// A tab view style that shows a sidebar where there is room, as SwiftUI's
/// `SidebarAdaptableTabViewStyle`: a tab bar on an iPhone, as drawn here.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Sendable {
  /// The style.
  public init() {}
}

/// A tab view style that is always a tab bar, as SwiftUI's `TabBarOnlyTabViewStyle`.
public struct TabBarOnlyTabViewStyle: TabViewStyle, Sendable {
  /// The style.
  public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A sidebar where there is room; on an iPhone, the tab bar.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// The tab bar.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension View {
  /// Draws the tab views in this view as an iPhone draws `.sidebarAdaptable`: the tab bar.
  public func tabViewStyle(_ style: SidebarAdaptableTabViewStyle) -> some View {
    environment(\.tabViewStyleKind, .automatic)
  }

  /// Draws the tab views in this view as the tab bar.
  public func tabViewStyle(_ style: TabBarOnlyTabViewStyle) -> some View {
    environment(\.tabViewStyleKind, .automatic)
  }
}
