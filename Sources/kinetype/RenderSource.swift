import Kinetype

/// What a command renders, whatever it came from: today a text with its options
/// (`--text`, `--text-file`), later a scene file. `render` exports it, `preview` plays it.
struct RenderSource {
  /// The frames.
  var frames: any FrameSource
  /// Frames per second.
  var framesPerSecond: Double
  /// What the frames come from, for the manifest.
  var input: RenderInput
  /// The PNG files' `Title`: `text` or the scene's name.
  var name: String
  /// Whether every pixel of the background is opaque: a transparent background needs a
  /// format with alpha.
  var hasOpaqueBackground: Bool
  /// The timeline when the frames have one already (rendered frames read back); nil makes one
  /// from the duration and rate.
  var fixedTimeline: FrameTimeline?
  /// The limits of `--limit`.
  var limits = Limits()
  /// Warnings already printed before rendering (a layout's, the first and settled frames'):
  /// the frames' own are printed after the render, without these.
  var shownWarnings: Set<Warning> = []

  /// The frames' timeline.
  func timeline() throws -> FrameTimeline {
    try fixedTimeline
      ?? FrameTimeline(
        duration: frames.duration, framesPerSecond: framesPerSecond, limits: limits)
  }
}
