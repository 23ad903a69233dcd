public import Foundation
public import KinetypeViewGraph

// Modifiers about touches, pointers, haptics and the system's chrome: they change nothing a
// rendered frame shows, so Kinetype accepts them and draws the view as it is.

/// What a content shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  /// The kinds' bits.
  public let rawValue: Int
  /// Kinds from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Hit testing.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// Drag previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// Context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

/// The effect a pointer hovering a view has, as SwiftUI's `HoverEffect`.
public struct HoverEffect: Hashable, Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight behind the view.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts.
  public static let lift = HoverEffect(name: "lift")
}

/// A haptic or audible feedback, as SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Something started.
  public static let start = SensoryFeedback(name: "start")
  /// Something stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact's weight.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// Light.
    public static let light = Weight(name: "light")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
  }

  /// An impact's flexibility.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    /// Rigid.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid.
    public static let solid = Flexibility(name: "solid")
    /// Soft.
    public static let soft = Flexibility(name: "soft")
  }

  /// An impact of `weight` at `intensity` (0…1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }

  /// An impact of `flexibility` at `intensity` (0…1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
}

extension View {
  /// The shape that takes touches, as SwiftUI's `contentShape(_:eoFill:)` (accepted: a
  /// script's tap reaches the view by its text or body, not by hit testing).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

  /// The shape for `kinds` of interaction, as SwiftUI's `contentShape(_:_:eoFill:)`
  /// (accepted).
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  { self }

  /// Whether this view takes touches, as SwiftUI's `allowsHitTesting(_:)` (accepted: drawn as
  /// it is).
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Runs `action` when a pointer enters or leaves this view, as SwiftUI's `onHover(perform:)`
  /// (no pointer hovers a rendered frame: it never runs).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

  /// The effect of a pointer hovering this view, as SwiftUI's `hoverEffect(_:isEnabled:)`
  /// (accepted).
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    self
  }

  /// Whether this view can take focus, as SwiftUI's `focusable(_:)` (accepted: focus draws
  /// nothing on iPhone).
  public func focusable(_ isFocusable: Bool = true) -> some View { self }

  /// Plays `feedback` when `trigger` changes, as SwiftUI's `sensoryFeedback(_:trigger:)`
  /// (accepted: frames have no haptics or sound).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }

  /// Plays `feedback` when `trigger` changes and `condition` holds (accepted).
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }

  /// Plays the feedback `feedback` returns when `trigger` changes (accepted).
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View { self }

  /// Runs `action` when the app is asked to open a URL, as SwiftUI's `onOpenURL(perform:)`
  /// (a render opens none: it never runs).
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  /// Hides the status bar, as SwiftUI's `statusBarHidden(_:)` (accepted: Kinetype draws no
  /// status bar).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Whether the system's overlays (the home indicator) show, as SwiftUI's
  /// `persistentSystemOverlays(_:)` (accepted: none is drawn).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

  /// Marks this view's content private, as SwiftUI's `privacySensitive(_:)`: it is redacted
  /// only when the environment asks for privacy, which a render does not (drawn as it is).
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

  /// Runs `action` after a press held for `minimumDuration` seconds, as SwiftUI's
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`. A
  /// ``ViewScript``'s tap on the view is such a press.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        .onEnded { _ in action() })
  }

  /// As ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``, in
  /// the iOS 13 order (`pressing:` before `perform:`).
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }
}
