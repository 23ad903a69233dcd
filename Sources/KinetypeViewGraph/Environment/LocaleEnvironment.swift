public import Foundation

extension EnvironmentValues {
  /// The locale texts format dates in, as SwiftUI's `\.locale` (clock texts, docs/views.md,
  /// "Clock texts"). Default: English (US), `en_US`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone texts show dates in, as SwiftUI's `\.timeZone`. Default: GMT (Kinetype's
  /// frames do not depend on the machine's zone).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(secondsFromGMT: 0) ?? .gmt }
}
