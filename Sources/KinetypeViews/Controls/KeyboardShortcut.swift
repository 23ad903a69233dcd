public import KinetypeViewGraph

/// A key a shortcut presses, as SwiftUI's `KeyEquivalent`: a character, or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public let character: Character

  /// The key that types `character`.
  public init(_ character: Character) { self.character = character }

  /// The key that types `value`.
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }

  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{8}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// Space.
  public static let space = KeyEquivalent(" ")
  /// Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys held with a key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// The modifiers with `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps lock.
  public static let capsLock = EventModifiers(rawValue: 1)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 2)
  /// Control.
  public static let control = EventModifiers(rawValue: 4)
  /// Option.
  public static let option = EventModifiers(rawValue: 8)
  /// Command.
  public static let command = EventModifiers(rawValue: 16)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 32)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}

/// A key and modifiers that act as a button, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifiers held with it.
  public let modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers` (default: command).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return: a dialog's default button.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: a dialog's cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
  /// Gives the button in this view a keyboard shortcut, as SwiftUI's `keyboardShortcut(_:)`.
  /// Accepted: no keyboard is attached when rendering, so the view is drawn as it is.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

  /// Gives the button in this view the shortcut `key` with `modifiers`, as SwiftUI's
  /// `keyboardShortcut(_:modifiers:)` (accepted; drawn as it is).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  { self }
}
