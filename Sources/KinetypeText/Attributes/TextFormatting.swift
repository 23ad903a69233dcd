public import Foundation

/// A span showing a value in a `FormatStyle` (`Text(price, format: .currency(code: "EUR"))`,
/// `Text("\(count, format: .number)")`). SwiftUI formats it in the locale of the view it is
/// in (`\.locale`); so does Kinetype: the span carries the value and its format, and the view
/// formats it again for its environment's locale. Its string until then is the value in
/// ``TextFormatting/defaultLocale``, never the machine's own locale, so that frames do not
/// depend on the machine. A date format (`Date.FormatStyle`) also takes the view's time zone
/// (`\.timeZone`, GMT unless set) instead of the machine's.
package struct TextFormatting: TextAttribute {
  /// The locale a formatted value is shown in where no environment says otherwise: English
  /// (US), as `\.locale`'s default.
  package static let defaultLocale = Locale(identifier: "en_US")
  /// The time zone a formatted date is shown in where no environment says otherwise: GMT, as
  /// `\.timeZone`'s default.
  package static let defaultTimeZone = TimeZone(secondsFromGMT: 0) ?? .gmt

  /// What the span shows, for equality: the format's and the value's descriptions.
  private let key: String
  private let formatter: Formatter

  /// Formats `input` with `format` in any locale.
  init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    key = String(reflecting: format) + "\u{1F}" + String(reflecting: input)
    formatter = Formatter { locale, timeZone in
      let localized = format.locale(locale)
      if var dated = localized as? Date.FormatStyle, let date = input as? Date {
        dated.timeZone = timeZone
        return dated.format(date)
      }
      return localized.format(input)
    }
  }

  /// The value as shown in `locale` and `timeZone`.
  package func string(
    in locale: Locale = defaultLocale, timeZone: TimeZone = defaultTimeZone
  ) -> String {
    formatter.format(locale, timeZone)
  }

  /// Two spans are equal when they format equal values with equal formats.
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }

  /// Hashes what the span shows.
  package func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// The value and its format, kept to format them again. The value is captured once and never
  /// changed; a format style is a value type.
  private final class Formatter: @unchecked Sendable {
    let format: (Locale, TimeZone) -> String
    init(_ format: @escaping (Locale, TimeZone) -> String) { self.format = format }
  }
}

extension Text {
  /// A value in a format style, as SwiftUI's `Text(_:format:)`:
  /// `Text(price, format: .currency(code: "USD"))`, `Text(date, format: .dateTime.year())`. It
  /// is formatted in the locale of the view it is in (`\.locale`, English (US) unless set).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self = Text(formatting: input, format: format)
  }

  /// A span of `input` in `format`, shown in the default locale until a view formats it for
  /// its own.
  init<F: FormatStyle>(formatting input: F.FormatInput, format: F) where F.FormatOutput == String {
    let formatting = TextFormatting(input, format: format)
    self = Text(verbatim: formatting.string())
      .customAttribute(formatting)
  }

  /// A value shown by a `Formatter` (`NumberFormatter`, `DateFormatter`…), as SwiftUI's
  /// `Text(_:formatter:)`; the formatter's own locale applies. A value the formatter cannot
  /// show is empty. (SwiftUI asks for a `ReferenceConvertible` or an `NSObject`; `Date` is not
  /// `ReferenceConvertible` in Foundation on Linux, so any value is taken.)
  public init<Subject>(_ subject: Subject, formatter: Formatter) {
    self = Text(verbatim: formatter.string(for: subject) ?? "")
  }

  /// The text with each formatted span shown in `locale` and `timeZone`.
  package func formatted(in locale: Locale, timeZone: TimeZone) -> Text {
    guard
      locale.identifier != TextFormatting.defaultLocale.identifier
        || timeZone != TextFormatting.defaultTimeZone,
      spans.contains(where: { $0.attributes[TextFormatting.self] != nil })
    else { return self }
    return Text(
      spans: spans.map { span in
        guard let formatting = span.attributes[TextFormatting.self] else { return span }
        var span = span
        span.string = formatting.string(in: locale, timeZone: timeZone)
        return span
      })
  }
}
