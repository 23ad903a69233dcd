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
}

extension AnimatedText: FrameSource {
  /// Renders the frame at `time` with the animation's ``AnimatedText/glyphCache``.
  public func renderFrame(at time: Double) throws -> Pixmap {
    try frame(at: time, glyphCache: glyphCache)
  }
}
