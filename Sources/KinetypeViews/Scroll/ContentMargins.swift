public import Foundation
public import KinetypeCore
public import KinetypeViewGraph

/// What a content margin applies to, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// The platform's choice: the scroll view's content.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scroll view's content.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators (not drawn: the margin changes nothing drawn).
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
  /// Insets the content of the scroll views in this view by `length` on `edges` (nil: the
  /// platform's 16 points), as SwiftUI's `contentMargins(_:_:for:)`: the content scrolls
  /// with the margin around it.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let value = length ?? 16
    return contentMargins(
      EdgeInsets(
        top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
        bottom: edges.contains(.bottom) ? value : 0,
        trailing: edges.contains(.trailing) ? value : 0),
      for: placement)
  }

  /// Insets the content of the scroll views in this view by `length` on every edge, as
  /// SwiftUI's `contentMargins(_:for:)`.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }

  /// Insets the content of the scroll views in this view by `insets`, as SwiftUI's
  /// `contentMargins(_:for:)`.
  public func contentMargins(
    _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  )
    -> some View
  {
    transformEnvironment(\.scrollContentMargins) { margins in
      guard placement != .scrollIndicators else { return }
      margins = insets
    }
  }
}

extension EnvironmentValues {
  /// The margins `contentMargins` sets for the scroll views in this view.
  var scrollContentMargins: EdgeInsets? {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets? { nil }
}
