public import KinetypeText
public import KinetypeViewGraph

// VoiceOver's labels, hints and traits describe a view to assistive technologies; they change
// nothing drawn. Kinetype accepts them so screens written with them compile and render as
// they look.

/// Traits that describe a view to assistive technologies, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt32
  /// Traits from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A heading.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Plays its own sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// A keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// A summary of the app's state when it starts.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// A value that changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes direct touches.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// Modal: assistive technologies ignore what is behind it.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// A tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How a view's children are presented to assistive technologies, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  /// Children are ignored.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Children stay separate elements inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Children are merged into this element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// A standard accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The default action (activating the element).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape: dismiss or go back.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Shows a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  private init(name: String) { self.name = name }
  /// Creates an action kind named `name`.
  public init(named name: Text) { self.name = "named" }
}

/// The direction of an adjustable element's change, as SwiftUI's
/// `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up: a larger value.
  case increment
  /// Down: a smaller value.
  case decrement
}

extension View {
  /// Describes this view to assistive technologies, as SwiftUI's `accessibilityLabel(_:)`
  /// (accepted: nothing drawn changes).
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// Describes this view to assistive technologies (accepted).
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
  /// Describes this view to assistive technologies (accepted).
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// Says what activating this view does, as SwiftUI's `accessibilityHint(_:)` (accepted).
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// Says what activating this view does (accepted).
  public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
  /// Says what activating this view does (accepted).
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// This view's value for assistive technologies, as SwiftUI's `accessibilityValue(_:)`
  /// (accepted).
  public func accessibilityValue(_ value: Text) -> some View { self }
  /// This view's value for assistive technologies (accepted).
  public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
  /// This view's value for assistive technologies (accepted).
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// Adds traits, as SwiftUI's `accessibilityAddTraits(_:)` (accepted).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Removes traits, as SwiftUI's `accessibilityRemoveTraits(_:)` (accepted).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Hides this view from assistive technologies, as SwiftUI's `accessibilityHidden(_:)`
  /// (accepted).
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// Makes this view an accessibility element, as SwiftUI's
  /// `accessibilityElement(children:)` (accepted).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
  /// Identifies this view to UI tests, as SwiftUI's `accessibilityIdentifier(_:)` (accepted).
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  /// The order assistive technologies read this view in, as SwiftUI's
  /// `accessibilitySortPriority(_:)` (accepted).
  public func accessibilitySortPriority(_ priority: Double) -> some View { self }
  /// Other names voice control accepts for this view, as SwiftUI's
  /// `accessibilityInputLabels(_:)` (accepted).
  public func accessibilityInputLabels(_ labels: [Text]) -> some View { self }
  /// Adds a standard action, as SwiftUI's `accessibilityAction(_:_:)` (accepted: assistive
  /// technologies do not run in a render).
  public func accessibilityAction(
    _ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }
  /// Adds a named action, as SwiftUI's `accessibilityAction(named:_:)` (accepted).
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    self
  }
  /// Adds a named action (accepted).
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View { self }
  /// Makes this view adjustable, as SwiftUI's `accessibilityAdjustableAction(_:)`
  /// (accepted).
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View { self }
  /// Marks this view a heading of `level`, as SwiftUI's `accessibilityHeading(_:)` (accepted).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
  /// Lets the large content viewer show this view, as SwiftUI's
  /// `accessibilityShowsLargeContentViewer()` (accepted).
  public func accessibilityShowsLargeContentViewer() -> some View { self }
  /// Shows `text` as a tooltip, as SwiftUI's `help(_:)` (accepted: iPhones show no tooltips).
  public func help(_ text: Text) -> some View { self }
  /// Shows `text` as a tooltip (accepted).
  public func help(_ text: LocalizedStringKey) -> some View { self }
  /// Shows `text` as a tooltip (accepted).
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { self }
}

/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  /// No level given.
  case unspecified
  /// Level 1.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6
}
