import Synchronization

/// A request to stop an export part-way, safe to make from any thread (a signal handler's
/// queue, a user interface).
///
/// ``FrameExporter`` checks it before starting each frame: frames already started are finished
/// and kept, no new one starts, and the export throws ``FrameError/cancelled(framesWritten:frameCount:)``.
public final class ExportCancellation: Sendable {
  private let requested = Atomic<Bool>(false)

  /// A cancellation not yet requested.
  public init() {}

  /// Asks the exports that check this to stop. Calling it again does nothing more.
  public func cancel() {
    requested.store(true, ordering: .releasing)
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool {
    requested.load(ordering: .acquiring)
  }
}
