import KinetypeCore
import KinetypeRaster

/// Anything the frame pipeline can render: a fixed frame size and a frame for any time.
///
/// ``AnimatedText`` (text through a renderer) and ``ViewFrames`` (a view built for each
/// time) conform; ``FrameExporter`` writes either. Rendering a frame must be a pure function
/// of its time, so frames render in any order, on any number of threads, byte-identically.
public protocol FrameSource: Sendable {
  /// The size of every frame, in pixels.
  var canvasSize: (width: Int, height: Int) { get }
  /// Seconds the animation lasts.
  var duration: Double { get }
  /// Renders the frame at `time` seconds.
  func renderFrame(at time: Double) throws -> Pixmap
  /// Renders the frame at `time` seconds into `pixmap`: the pixels of ``renderFrame(at:)``,
  /// in storage reused when `pixmap` already has the frame's size, so a loop over frames need
  /// not allocate a frame each time. Default: `pixmap = try renderFrame(at: time)`.
  func renderFrame(at time: Double, into pixmap: inout Pixmap) throws
  /// Renders the frame at `time` into `pixmap`, as ``renderFrame(at:into:)``, and appends to
  /// `warnings` the typed warnings drawing it raised (a view drawn as a placeholder, a draw
  /// skipped for a non-finite transform…). An exporter calls this for every frame and keeps
  /// each warning once per render (``FrameExporter/warnings``). Default:
  /// ``renderFrame(at:into:)``, appending none.
  func renderFrame(at time: Double, into pixmap: inout Pixmap, warnings: inout [Warning]) throws
}

extension FrameSource {
  /// Replaces `pixmap` with ``renderFrame(at:)``.
  public func renderFrame(at time: Double, into pixmap: inout Pixmap) throws {
    pixmap = try renderFrame(at: time)
  }

  /// Renders with ``renderFrame(at:into:)``; no warnings.
  public func renderFrame(at time: Double, into pixmap: inout Pixmap, warnings: inout [Warning])
    throws
  {
    try renderFrame(at: time, into: &pixmap)
  }
}

extension AnimatedText: FrameSource {
  /// Renders the frame at `time` with the animation's ``AnimatedText/glyphCache``.
  public func renderFrame(at time: Double) throws -> Pixmap {
    try frame(at: time, glyphCache: glyphCache)
  }

  /// Renders the frame at `time` into `pixmap` with the animation's
  /// ``AnimatedText/glyphCache``, reusing its storage (``render(at:into:glyphCache:)``).
  public func renderFrame(at time: Double, into pixmap: inout Pixmap) throws {
    try render(at: time, into: &pixmap, glyphCache: glyphCache)
  }

  /// Renders the frame at `time` into `pixmap` and appends what drawing it raised (as
  /// ``warnings(at:)``, without drawing it twice).
  public func renderFrame(at time: Double, into pixmap: inout Pixmap, warnings: inout [Warning])
    throws
  {
    warnings += try renderReportingWarnings(at: time, into: &pixmap, glyphCache: glyphCache)
  }
}
