/// A font could not be found, read or used; the message says which file and why.
public struct FontError: Error, CustomStringConvertible, Sendable, Equatable {
  /// What went wrong, naming the file or folder involved.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
