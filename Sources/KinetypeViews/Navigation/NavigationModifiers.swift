import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// How a navigation title shows, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
  /// The title's size.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// The platform's choice: large at the root of a stack.
    case automatic
    /// Small and centred in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

extension View {
  /// The title of the navigation stack around this view.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(MarkModifier(value: NavigationMarker.title(Text(String(title)))))
  }

  /// The title of the navigation stack around this view.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(MarkModifier(value: NavigationMarker.title(title)))
  }

  /// How the title of the navigation stack around this view shows.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    modifier(MarkModifier(value: NavigationMarker.displayMode(mode)))
  }

  /// The title of the navigation stack around this view, as SwiftUI's (deprecated)
  /// `navigationBarTitle(_:)`: the same as `navigationTitle(_:)`.
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// The title of the navigation stack around this view (deprecated in SwiftUI).
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// The title and how it shows, as SwiftUI's (deprecated)
  /// `navigationBarTitle(_:displayMode:)`.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// The title and how it shows, as SwiftUI's (deprecated)
  /// `navigationBarTitle(_:displayMode:)` with a `Text`.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Hides (or shows) the back button of the pushed screen this view is in.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(MarkModifier(value: NavigationMarker.backButtonHidden(hidesBackButton)))
  }
}

/// What a view tells the navigation stack around it.
enum NavigationMarker {
  case title(Text)
  case displayMode(NavigationBarItem.TitleDisplayMode)
  case toolbar([ToolbarItemSpec])
  case destination(NavigationDestination)
  case backButtonHidden(Bool)
}

extension NavigationMarker: ContainerMark {
  var kind: String {
    switch self {
    case .title: "navigationTitle"
    case .displayMode: "navigationBarTitleDisplayMode"
    case .toolbar: "toolbar"
    case .destination: "navigationDestination"
    case .backButtonHidden: "navigationBarBackButtonHidden"
    }
  }
}

/// What a view tells a container that resolves it (a navigation stack, a sheet, a
/// presentation host).
protocol ContainerMark {
  /// The mark's name in layout dumps.
  var kind: String { get }
}

/// Puts `value` on a view for the container around it to find.
struct MarkModifier<Value: ContainerMark>: NodeModifier {
  let value: Value
  func behavior(in context: ResolveContext) -> any NodeBehavior { MarkBehavior(value: value) }
}

/// A mark a container reads (`descendants(MarkBehavior<Value>.self)`): lays out and draws as
/// its content.
struct MarkBehavior<Value: ContainerMark>: NodeBehavior {
  let value: Value
  var kind: String { value.kind }
}
