public import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// How a toolbar's title shows, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  /// The platform's choice: large at the root of a stack.
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  /// Large, under the bar.
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  /// Large and inline in the bar (drawn as `.large`).
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
  /// Small and centred in the bar.
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
}

/// The bars a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ToolbarRole(name: "automatic")
  /// Navigation.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor (on iPhone, the title moves leading).
  public static let editor = ToolbarRole(name: "editor")
}

/// How a navigation view shows its columns, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}

/// One column at a time, as SwiftUI's `StackNavigationViewStyle`: an iPhone's only style.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
  /// The style.
  public init() {}
}

/// The platform's style, as SwiftUI's `DefaultNavigationViewStyle` (a stack on iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
  /// The style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One column at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
  /// How the title of the navigation stack around this view shows, as SwiftUI's
  /// `toolbarTitleDisplayMode(_:)`: the same as `navigationBarTitleDisplayMode(_:)`
  /// (`.inlineLarge` is drawn as `.large`).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }

  /// Shows or hides the bars `bars`, as SwiftUI's `toolbar(_:for:)`. Accepted: bars are drawn
  /// as they are.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }

  /// Whether the background of the bars `bars` shows, as SwiftUI's
  /// `toolbarBackground(_:for:)`. Accepted: bars keep their background.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { self }

  /// The background style of the bars `bars`, as SwiftUI's `toolbarBackground(_:for:)`.
  /// Accepted: bars keep their background.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { self }

  /// The color scheme of the bars `bars`, as SwiftUI's `toolbarColorScheme(_:for:)`.
  /// Accepted: bars are drawn in the view's scheme.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  { self }

  /// Hides the navigation bar, as SwiftUI's (deprecated) `navigationBarHidden(_:)`.
  /// Accepted: the bar is drawn.
  public func navigationBarHidden(_ hidden: Bool) -> some View { self }

  /// Items at the leading and trailing ends of the navigation bar, as SwiftUI's (deprecated)
  /// `navigationBarItems(leading:trailing:)`: the same as a toolbar with those placements.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .topBarLeading) { leading }
      ToolbarItem(placement: .topBarTrailing) { trailing }
    }
  }

  /// An item at the leading end of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
  }

  /// An item at the trailing end of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
  }

  /// What the toolbar is for, as SwiftUI's `toolbarRole(_:)`. Accepted: the bar is drawn as
  /// a navigation bar.
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }

  /// A subtitle under the navigation title, as SwiftUI's `navigationSubtitle(_:)` (shown on
  /// macOS and Mac Catalyst only; not on an iPhone, so not drawn).
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

  /// A subtitle under the navigation title (not shown on an iPhone).
  public func navigationSubtitle(_ subtitle: Text) -> some View { self }

  /// How navigation views in this view show their columns, as SwiftUI's
  /// `navigationViewStyle(_:)`: an iPhone shows one column at a time whatever the style.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
