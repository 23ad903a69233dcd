import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A raster operation that cannot be done, with what was wrong and where.
public struct RasterError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public var message: String
  /// The operation or file concerned (for example a PNG path).
  public var location: String

  /// Creates an error saying `message` about `location`.
  public init(_ message: String, at location: String) {
    self.message = message
    self.location = location
  }

  /// `location: message`.
  public var description: String { "\(location): \(message)" }
}

/// Where the raster layer reports input it ignored (NaN transforms, bad radii, bad dashes).
///
/// Bad drawing input never throws or traps: the draw is skipped or the bad value ignored, and
/// a warning goes to the handler, which by default writes each distinct message once to
/// standard error. Thread-safe.
public enum RasterWarnings {
  private static let state = Mutex<(handler: (@Sendable (String) -> Void)?, seen: Set<String>)>(
    (nil, []))

  /// Replaces the warning handler; `nil` restores the default (stderr, once per message).
  public static func setHandler(_ handler: (@Sendable (String) -> Void)?) {
    state.withLock { $0.handler = handler }
  }

  /// Reports `message`.
  static func warn(_ message: String) {
    let handler: (@Sendable (String) -> Void)? = state.withLock { state in
      if let handler = state.handler { return handler }
      if state.seen.contains(message) { return { _ in } }
      state.seen.insert(message)
      return nil
    }
    if let handler {
      handler(message)
    } else {
      let line = Array("kinetype raster warning: \(message)\n".utf8)
      _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
  }
}
