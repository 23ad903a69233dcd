import Foundation
import KinetypeCore
import KinetypeViewGraph

/// How tab views draw, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}

enum TabViewStyleKind: Sendable, Equatable {
  case automatic
  case page(PageTabViewStyle.IndexDisplayMode)
}

/// The platform's tab view style: a tab bar on iOS.
public struct DefaultTabViewStyle: TabViewStyle, Sendable {
  /// The default style.
  public init() {}
}

/// Pages side by side, one showing, with page-indicator dots, as SwiftUI's
/// `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle, Sendable {
  /// When the index dots show.
  public enum IndexDisplayMode: Sendable, Equatable {
    /// When there is more than one page.
    case automatic
    /// Always, even for one page.
    case always
    /// Never.
    case never
  }

  let indexDisplayMode: IndexDisplayMode

  /// The page style, showing the dots as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages, with the dots when there is more than one.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages, with the dots as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How page indexes draw, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// The page index's dots, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
  /// When a capsule is drawn behind the dots.
  public enum BackgroundDisplayMode: Sendable, Equatable {
    /// While the dots are touched (never in a rendered frame).
    case automatic
    /// While the dots are touched (never in a rendered frame).
    case interactive
    /// Always.
    case always
    /// Never.
    case never
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// Dots with a background as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Dots without a background at rest.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Dots with a background as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// Draws the tab views in this view as the tab bar.
  public func tabViewStyle(_ style: DefaultTabViewStyle) -> some View {
    environment(\.tabViewStyleKind, .automatic)
  }

  /// Draws the tab views in this view as pages.
  public func tabViewStyle(_ style: PageTabViewStyle) -> some View {
    environment(\.tabViewStyleKind, .page(style.indexDisplayMode))
  }

  /// Draws the page indexes of the tab views in this view in `style`.
  public func indexViewStyle(_ style: PageIndexViewStyle) -> some View {
    environment(\.pageIndexBackground, style.backgroundDisplayMode)
  }
}

extension EnvironmentValues {
  var tabViewStyleKind: TabViewStyleKind {
    get { self[TabViewStyleKindKey.self] }
    set { self[TabViewStyleKindKey.self] = newValue }
  }

  var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }
}

private struct TabViewStyleKindKey: EnvironmentKey {
  static var defaultValue: TabViewStyleKind { .automatic }
}

private struct PageIndexBackgroundKey: EnvironmentKey {
  static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
}
