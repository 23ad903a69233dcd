import Foundation
import Kinetype
import Testing

/// `Text(_:format:)`, `"\(value, format:)"` and `Text(_:formatter:)` format in the view's
/// `\.locale` and `\.timeZone` (English (US) and GMT unless set), never the machine's.
@Suite struct TextFormatTests {
  private static let usd = FloatingPointFormatStyle<Double>.Currency(code: "USD")

  /// What the one text of `view` shows.
  private func shown(_ view: some View) throws -> String {
    let inspection = try ImageRenderer(content: view.frame(width: 300, height: 60))
      .layoutInspection()
    let text = try #require(inspection.element(named: "Text"))
    return String(text.details.dropFirst().dropLast())
  }

  // en_US's currency pattern is "¤#,##0.00" (CLDR), the dollar sign for USD: "$1,234.50" on
  // an iPhone in English (US). The machine's own locale (en_001 here gives "US$1,234.50") must
  // not show through.
  @Test func aFormatStyleShowsInEnglishUSByDefault() throws {
    #expect(try shown(Text(1234.5, format: Self.usd)) == "$1,234.50")
    #expect(try shown(Text("Total: \(1234.5, format: Self.usd)")) == "Total: $1,234.50")
    #expect(try shown(Text(0.25, format: .percent)) == "25%")
  }

  @Test(arguments: ["de_DE", "fr_FR", "en_GB", "ar_EG"])
  func aFormatStyleFollowsTheViewsLocale(_ identifier: String) throws {
    let locale = Locale(identifier: identifier)
    let expected = Self.usd.locale(locale).format(1234.5)
    #expect(expected != "$1,234.50")
    let view = Text("Total: \(1234.5, format: Self.usd)").environment(\.locale, locale)
    #expect(try shown(view) == "Total: " + expected)
    #expect(try shown(Text(1234.5, format: Self.usd).environment(\.locale, locale)) == expected)
  }

  // 2001-01-01 23:30 GMT is already January 2 in Tokyo (GMT+9): the view's zone decides.
  @Test func aDateFormatFollowsTheViewsTimeZone() throws {
    let date = Date(timeIntervalSinceReferenceDate: 23.5 * 3600)
    let day = Date.FormatStyle().month(.abbreviated).day()
    #expect(try shown(Text(date, format: day)) == "Jan 1")
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(try shown(Text(date, format: day).environment(\.timeZone, tokyo)) == "Jan 2")
  }

  @Test func aFormatterKeepsItsOwnLocale() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateStyle = .medium
    let date = Date(timeIntervalSinceReferenceDate: 0)
    #expect(try shown(Text(date, formatter: formatter)) == "Jan 1, 2001")
    #expect(try shown(Text("Since \(date, formatter: formatter)")) == "Since Jan 1, 2001")
  }
}
