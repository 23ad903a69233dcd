/// Anything that renders frames over time: what the exporters take.
///
/// ``AnimatedText`` is one; a view tree rendered over time can be another. Rendering must be
/// a pure function of time, so that frames can be rendered in any order, on any number of
/// threads, with byte-identical results.
public protocol FrameSource: Sendable {
  /// The size of every frame in pixels.
  var canvasSize: (width: Int, height: Int) { get }
  /// Seconds the animation lasts; with a frame rate it gives a ``FrameTimeline``.
  var duration: Double { get }
  /// Renders the frame at `time` seconds.
  func frame(at time: Double) throws -> Pixmap
}

/// Where rendered frames go, one after another in timeline order: a video or raw stream
/// writer, an animated PNG, a pipe into ffmpeg.
///
/// A sink is used from one thread at a time. ``FrameSource/stream(_:frames:threads:to:)``
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
