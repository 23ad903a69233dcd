import Foundation
import Kinetype
import Testing

/// Clock texts follow `\.locale` and `\.timeZone`, checked against Foundation's own formats.
@Suite struct TextClockLocaleTests {
  /// 2001-01-01 09:41 GMT on the virtual clock.
  private let date = Date(timeIntervalSinceReferenceDate: 9 * 3600 + 41 * 60)

  private func shown(_ style: Text.DateStyle, _ locale: String, _ zone: TimeZone) throws -> String {
    let frames = try ViewFrames(duration: 1, size: CGSize(width: 300, height: 60)) {
      Text(date, style: style)
        .environment(\.locale, Locale(identifier: locale))
        .environment(\.timeZone, zone)
    }
    let text = try #require(try frames.layoutInspection(at: 0).element(named: "Text"))
    return text.details
  }

  @Test(arguments: ["de_DE", "ja_JP", "ar_EG"])
  func timeAndDateFollowTheLocaleAndZone(_ identifier: String) throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let locale = Locale(identifier: identifier)
    let time = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: tokyo)
      .format(date)
    let day = Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: tokyo)
      .format(date)
    #expect(try shown(.time, identifier, tokyo) == "\"\(time)\"")
    #expect(try shown(.date, identifier, tokyo) == "\"\(day)\"")
  }

  @Test func foundationsStringsAreTheLocalesOwn() {
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    // 09:41 GMT is 18:41 in Tokyo; German writes 24-hour time, Egyptian Arabic its own digits.
    let de = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: Locale(identifier: "de_DE"), timeZone: tokyo
    ).format(date)
    let ar = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: Locale(identifier: "ar_EG"), timeZone: tokyo
    ).format(date)
    #expect(de == "18:41")
    #expect(ar.contains("٦:٤١"))
  }

  @Test func theDefaultStaysIOSsEnglishInGMT() throws {
    #expect(try shown(.time, "en_US", TimeZone(secondsFromGMT: 0)!) == "\"9:41\u{202F}AM\"")
  }
}
