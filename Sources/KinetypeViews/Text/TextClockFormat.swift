import Foundation

/// The strings of SwiftUI's self-updating texts, as iOS shows them in English (docs/views.md,
/// "Clock texts", gives the source of each).
enum TextClockFormat {
  /// A timer: "0:05", "2:32", "1:02:03"; hours unbounded ("36:59:01"), or, without
  /// `showsHours`, minutes past 59 ("75:00").
  static func timer(seconds: Int, showsHours: Bool = true) -> String {
    let seconds = max(0, seconds)
    let s = seconds % 60
    if showsHours, seconds >= 3600 {
      return "\(seconds / 3600):\(twoDigits(seconds / 60 % 60)):\(twoDigits(s))"
    }
    return "\(seconds / 60):\(twoDigits(s))"
  }

  /// A relative interval, at most its two largest units, abbreviated as iOS shows them:
  /// "5 sec", "2 min, 3 sec", "1 hr, 2 min", "3 days, 4 hr", "2 wks, 1 day".
  static func relative(seconds: Int) -> String {
    var left = abs(seconds)
    var parts: [String] = []
    let units: [(size: Int, one: String, many: String)] = [
      (604_800, "wk", "wks"), (86_400, "day", "days"), (3600, "hr", "hr"), (60, "min", "min"),
      (1, "sec", "sec"),
    ]
    for unit in units {
      let count = left / unit.size
      left %= unit.size
      if count > 0 {
        parts.append("\(count) \(count == 1 ? unit.one : unit.many)")
      } else if !parts.isEmpty {
        // A zero unit after the largest ends the list ("1 hr", not "1 hr, 0 min").
        break
      }
      if parts.count == 2 { break }
    }
    return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
  }

  /// An offset from now: the relative interval signed, "+5 sec" for a date ahead, "-2 min,
  /// 3 sec" for one past.
  static func offset(seconds: Int) -> String {
    (seconds < 0 ? "-" : "+") + relative(seconds: seconds)
  }

  /// The date, long style: "January 1, 2001".
  static func date(_ date: Date, timeZone: TimeZone) -> String {
    let parts = components(date, timeZone: timeZone)
    return "\(monthNames[parts.month - 1]) \(parts.day), \(parts.year)"
  }

  /// The time, short style, with the narrow no-break space iOS puts before AM/PM: "9:41 AM".
  static func time(_ date: Date, timeZone: TimeZone) -> String {
    let parts = components(date, timeZone: timeZone)
    let hour = parts.hour % 12 == 0 ? 12 : parts.hour % 12
    return "\(hour):\(twoDigits(parts.minute))\u{202F}\(parts.hour < 12 ? "AM" : "PM")"
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  private static func components(_ date: Date, timeZone: TimeZone) -> (
    year: Int, month: Int, day: Int, hour: Int, minute: Int
  ) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return (
      parts.year ?? 2001, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0
    )
  }
}
