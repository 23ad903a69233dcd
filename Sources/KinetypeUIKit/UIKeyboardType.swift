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

/// What a text field's content is, as UIKit's `UITextContentType`, which SwiftUI code passes to
/// `textContentType(_:)` for autofill. Nothing offers autofill in a render, so it changes
/// nothing drawn.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  /// The content type's name.
  public let rawValue: String
  /// A content type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// An organization's name.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A country or region.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

extension View {
  /// Says what this view's text field holds, for autofill, as SwiftUI's
  /// `textContentType(_:)` (accepted: no autofill in a render).
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
