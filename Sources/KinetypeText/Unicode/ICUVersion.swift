internal import CICU

/// Versions of the ICU library KinetypeText's Unicode algorithms run on.
enum ICUVersion {
  /// The ICU version, e.g. "72.1".
  static var library: String { String(cString: kt_icu_version()) }

  /// The Unicode version ICU's data implements, e.g. "15.0".
  static var unicode: String {
    var buffer = [CChar](repeating: 0, count: 32)
    kt_unicode_version(&buffer)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
