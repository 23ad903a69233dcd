/// The timestamps of the subtitle formats, read into milliseconds.
enum CaptionTimestamp {
  /// SRT's `hours:minutes:seconds,milliseconds` (`00:01:02,345`); a `.` for the comma, as
  /// some writers use, is accepted too. nil when `text` is not one.
  static func srt(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let hours = digits(parts[0], count: nil),
      let minutes = digits(parts[1], count: 2), minutes < 60
    else { return nil }
    let seconds = parts[2].split(
      maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == "." })
    guard seconds.count == 2, let whole = digits(seconds[0], count: 2), whole < 60,
      let millis = digits(seconds[1], count: 3)
    else { return nil }
    return ((hours * 60 + minutes) * 60 + whole) * 1000 + millis
  }

  /// WebVTT's `[hours:]minutes:seconds.milliseconds` (W3C WebVTT §6.1: hours of two or more
  /// digits, minutes and seconds of two, under 60, milliseconds of three). nil when `text` is
  /// not one.
  static func webVTT(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3 else { return nil }
    var hours = 0
    if parts.count == 3 {
      guard parts[0].count >= 2, let value = digits(parts[0], count: nil) else { return nil }
      hours = value
    }
    let last = parts[parts.count - 1].split(separator: ".", omittingEmptySubsequences: false)
    guard let minutes = digits(parts[parts.count - 2], count: 2), minutes < 60, last.count == 2,
      let seconds = digits(last[0], count: 2), seconds < 60,
      let millis = digits(last[1], count: 3)
    else { return nil }
    return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis
  }

  /// ASS's `hours:minutes:seconds.centiseconds` (`0:00:01.50`). nil when `text` is not one.
  static func ass(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let hours = digits(parts[0], count: nil),
      let minutes = digits(parts[1], count: nil), minutes < 60
    else { return nil }
    let seconds = parts[2].split(separator: ".", omittingEmptySubsequences: false)
    guard seconds.count <= 2, let whole = digits(seconds[0], count: nil), whole < 60 else {
      return nil
    }
    var millis = 0
    if seconds.count == 2 {
      let fraction = seconds[1]
      guard (1...3).contains(fraction.count), let value = digits(fraction, count: nil) else {
        return nil
      }
      millis = value * [100, 10, 1][fraction.count - 1]
    }
    return ((hours * 60 + minutes) * 60 + whole) * 1000 + millis
  }

  /// `text` as a decimal number of ASCII digits (exactly `count` of them when given); nil
  /// otherwise or past nine digits.
  private static func digits(_ text: Substring, count: Int?) -> Int? {
    guard !text.isEmpty, text.count <= 9, count.map({ text.count == $0 }) ?? true,
      text.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    return Int(text)
  }

  /// `milliseconds` as SRT writes it (`00:01:02,345`).
  static func formatSRT(_ milliseconds: Int) -> String { format(milliseconds, separator: ",") }

  /// `milliseconds` as WebVTT writes it (`00:01:02.345`).
  static func formatWebVTT(_ milliseconds: Int) -> String { format(milliseconds, separator: ".") }

  /// `milliseconds` as ASS writes it (`0:01:02.35`), to the centisecond.
  static func formatASS(_ milliseconds: Int) -> String {
    let centis = (max(0, milliseconds) + 5) / 10
    let seconds = centis / 100
    return "\(seconds / 3600):" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2) + "."
      + pad(centis % 100, 2)
  }

  private static func format(_ milliseconds: Int, separator: String) -> String {
    let value = max(0, milliseconds)
    let seconds = value / 1000
    return pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
      + separator + pad(value % 1000, 3)
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
