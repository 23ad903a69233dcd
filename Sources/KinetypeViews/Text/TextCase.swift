public import Foundation
public import KinetypeText
public import KinetypeViewGraph

extension Text {
  /// A case the text in a view is shown in, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    /// Every letter in capitals.
    case uppercase
    /// Every letter in small letters.
    case lowercase
  }

  /// `text` with every span in `textCase`, by the rules of `locale` (Turkish "i" is "İ" in
  /// capitals).
  static func cased(_ text: Text, _ textCase: Case?, locale: Locale) -> Text {
    guard let textCase else { return text }
    return Text(
      spans: text.spans.map { span in
        var span = span
        span.string =
          switch textCase {
          case .uppercase: span.string.uppercased(with: locale)
          case .lowercase: span.string.lowercased(with: locale)
          }
        return span
      })
  }
}

extension EnvironmentValues {
  /// The case text below is shown in, as SwiftUI's `textCase` (nil: as written).
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

private struct TextCaseKey: EnvironmentKey {
  static var defaultValue: Text.Case? { nil }
}

extension View {
  /// Shows the text in this view in `textCase`, as SwiftUI's `textCase(_:)`: changed by the
  /// rules of the view's `\.locale` when drawn (the string stays as written); nil shows the
  /// text as written.
  public func textCase(_ textCase: Text.Case?) -> some View {
    modifier(EnvironmentWriter { $0.textCase = textCase })
  }
}
