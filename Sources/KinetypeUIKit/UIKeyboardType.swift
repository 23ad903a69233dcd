public import KinetypeViewGraph

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`, which SwiftUI code passes
/// to `keyboardType(_:)`. No keyboard is drawn, so it changes nothing drawn.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters and punctuation, ASCII only.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  case URL
  /// Digits.
  case numberPad
  /// A phone pad.
  case phonePad
  /// A phone pad with names.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For Twitter handles and hashtags.
  case twitter
  /// For web searches.
  case webSearch
  /// Digits, ASCII only.
  case asciiCapableNumberPad
}

extension View {
  /// Asks for `type` of keyboard when this view's text field is edited, as SwiftUI's
  /// `keyboardType(_:)` (accepted: no keyboard is drawn).
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
