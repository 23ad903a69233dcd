import KinetypeCore

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
/// Bad drawing input never throws or traps: the draw is skipped or the bad value ignored, and a
/// ``Warning`` goes to the reporter bound around the drawing, by ``collect(_:)`` or by the
/// graphics context a render draws through. With none bound it is dropped: nothing is printed
/// and nothing is kept between calls (the binding is task-local, not process-wide).
public enum RasterWarnings {
  /// The reporter of the drawing in progress on this thread or task, if any.
  @TaskLocal static var reporter: (@Sendable (Warning) -> Void)?

  /// Runs `body` and returns what it returned with the distinct warnings its raster
  /// operations reported, in order.
  public static func collect<R>(_ body: () throws -> R) rethrows -> (result: R, warnings: [Warning])
  {
    let found = Locked<[Warning]>([])
    let result = try reporting(
      to: { warning in
        found.withLock { if !$0.contains(warning) { $0.append(warning) } }
      }, body)
    return (result, found.withLock { $0 })
  }

  /// Runs `body` with its raster warnings going to `report`.
  public static func reporting<R>(
    to report: @escaping @Sendable (Warning) -> Void, _ body: () throws -> R
  ) rethrows -> R {
    try $reporter.withValue(report, operation: body)
  }

  /// Reports a warning of `kind` about `operation`.
  static func warn(_ kind: Warning.Kind, _ message: String, in operation: String) {
    reporter?(Warning(kind, message, source: operation))
  }
}
