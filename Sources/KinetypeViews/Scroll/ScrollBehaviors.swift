public import KinetypeMotion
public import KinetypeViewGraph

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`. Indicators are
/// never drawn in a rendered frame (iOS hides them at rest), so every value draws the same.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown while scrolling.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden unless the platform needs them.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior` (a still
/// frame does not bounce: accepted).
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// The platform's choice: always.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is larger than the scroll view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode` (no
/// keyboard is drawn: accepted).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Following the finger.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// Sets whether the scroll views in this view show indicators, as SwiftUI's
  /// `scrollIndicators(_:axes:)`: accepted, as indicators are not drawn at rest.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility,
    axes: Axis.Set = [
      .vertical, .horizontal,
    ]
  ) -> some View { self }

  /// Sets whether the scroll views in this view bounce, as SwiftUI's
  /// `scrollBounceBehavior(_:axes:)`: accepted, as a rendered frame does not bounce.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  { self }

  /// Sets how scrolling dismisses the keyboard, as SwiftUI's `scrollDismissesKeyboard(_:)`:
  /// accepted.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Stops people scrolling the scroll views in this view, as SwiftUI's `scrollDisabled(_:)`:
  /// accepted, as no finger scrolls a rendered scroll view (positions set in code still
  /// apply).
  public func scrollDisabled(_ disabled: Bool) -> some View { self }

  /// Scrolls the scroll view in this view to the view whose id is in `id`, as SwiftUI's
  /// `scrollPosition(id:anchor:)`: setting the binding scrolls there (an animated change
  /// jumps at once); nil leaves the scroll view at its default position. A rendered scroll
  /// view is not scrolled by a finger, so it never writes the binding back.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(
      ScrollPositionModifier(
        position: {
          id.wrappedValue.map {
            ScrollPosition(id: BoundViewID(id: AnyHashable($0)), anchor: anchor)
          }
            ?? ScrollPosition()
        }, anchor: anchor))
  }
}
