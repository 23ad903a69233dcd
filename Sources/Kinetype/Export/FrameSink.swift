/// Where rendered frames go, one after another in timeline order: a video or raw stream
/// writer, an animated PNG, a pipe into ffmpeg.
///
/// A sink is used from one thread at a time. ``FrameSource/stream(_:frames:threads:cancellation:progress:to:)``
/// calls ``append(_:)`` for each frame in order, then ``finish()``; on any error it calls
/// ``cancel()`` instead, which must leave nothing half-written behind.
public protocol FrameSink: AnyObject {
  /// Takes the next frame.
  func append(_ frame: Pixmap) throws
  /// Completes the output after the last frame (renames a finished file into place, waits for
  /// an encoder process).
  func finish() throws
  /// Abandons the output: removes partial files, stops processes. Safe to call more than once
  /// and after ``finish()`` has failed.
  func cancel()
}
