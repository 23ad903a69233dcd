/// A failure reported by ICU while running a Unicode algorithm.
///
/// Only resource exhaustion or text longer than ICU accepts (2^31 - 1 UTF-16 units) should cause
/// one; ordinary text, however malformed, never does.
public struct UnicodeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The ICU call that failed, e.g. `"ubidi_setPara"`.
  public let operation: String
  /// ICU's `UErrorCode` value (see `unicode/utypes.h`).
  public let code: Int32

  /// Creates an error for the ICU call `operation` that returned `code`.
  public init(operation: String, code: Int32) {
    self.operation = operation
    self.code = code
  }

  /// A sentence naming the failed call and the ICU error code.
  public var description: String { "ICU \(operation) failed with UErrorCode \(code)" }
}
