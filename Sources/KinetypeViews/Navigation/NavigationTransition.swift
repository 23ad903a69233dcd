public import Foundation
public import KinetypeCore
public import KinetypeViewGraph

/// How a pushed or presented screen moves in, as SwiftUI's `NavigationTransition`:
/// `.automatic` or `.zoom(sourceID:in:)`. A still frame shows the screen at rest, so every
/// transition draws the same; pushes play the stack's own slide.
public protocol NavigationTransition {}

/// The platform's push or presentation, as SwiftUI's `AutomaticNavigationTransition`.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A screen that zooms out of the view marked with `matchedTransitionSource(id:in:)`, as
/// SwiftUI's `ZoomNavigationTransition` (drawn as the platform's push).
public struct ZoomNavigationTransition: NavigationTransition {
  let sourceID: AnyHashable
  let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's push or presentation.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// Zooms from the view marked with `sourceID` in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  { ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace) }
}

/// The look of a transition's source while it zooms, as SwiftUI's
/// `EmptyMatchedTransitionSourceConfiguration` (accepted).
public struct EmptyMatchedTransitionSourceConfiguration {
  /// Rounds the source's corners.
  public func clipShape(_ shape: RoundedRectangle) -> EmptyMatchedTransitionSourceConfiguration {
    self
  }
  /// Sets the source's background.
  public func background(_ style: Color) -> EmptyMatchedTransitionSourceConfiguration { self }
  /// Adds a shadow to the source.
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> EmptyMatchedTransitionSourceConfiguration
  { self }
}

extension View {
  /// How this screen moves in when pushed or presented, as SwiftUI's
  /// `navigationTransition(_:)` (accepted: see ``NavigationTransition``).
  public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

  /// Marks this view as the source a zoom transition with `id` in `namespace` starts from, as
  /// SwiftUI's `matchedTransitionSource(id:in:)` (accepted: the view is drawn as it is).
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
    self
  }

  /// As ``matchedTransitionSource(id:in:)``, with the source's look while it zooms.
  public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration)
      -> EmptyMatchedTransitionSourceConfiguration
  ) -> some View { self }
}
