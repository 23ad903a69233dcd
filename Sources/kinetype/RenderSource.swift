import Kinetype

/// What a command renders, whatever it came from: a text with its options (`--text`,
/// `--text-file`), a scene file, or the verified frames of a render (`concat`). `render` exports
/// it, `preview` plays it.
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
  /// The timeline when the source has its own (rendered frames read back, a scene); nil makes
  /// one from the duration and rate.
  var fixedTimeline: FrameTimeline?
  /// Whether the frames' duration is when the animation settles (no `--duration`), so that
  /// the last frame shows it settled, rather than a length asked for.
  var durationIsSettlingTime = false
  /// The limits of `--limit`.
  var limits = Limits()
  /// Warnings already printed before rendering (a layout's, the first and settled frames'):
  /// the frames' own are printed after the render, without these.
  var shownWarnings: Set<Warning> = []

  /// Why the frames last as long as they do, for a render that comes out one frame long
  /// (`the text's animation lasts 0 s, …`); nil says only how long they last.
  var durationReason: String?

  /// This source with its frames at `times` drawn now (``PrerenderedFrames``; a render's first
  /// and last, the settled one), so that what drawing them skips or ignores is printed before
  /// the other frames are rendered (each warning once); the frames drawn now are not drawn
  /// again.
  func drawingAhead(times: [Double]) throws -> RenderSource {
    let ahead = try PrerenderedFrames(frames, drawingAhead: times)
    var source = self
    source.frames = ahead
    for warning in ahead.warnings where source.shownWarnings.insert(warning).inserted {
      printWarning(warning)
    }
    return source
  }

  /// The frames' timeline.
  func timeline() throws -> FrameTimeline {
    if let fixedTimeline { return fixedTimeline }
    return durationIsSettlingTime
      ? try FrameTimeline(
        settlingAt: frames.duration, framesPerSecond: framesPerSecond, limits: limits)
      : try FrameTimeline(
        duration: frames.duration, framesPerSecond: framesPerSecond, limits: limits)
  }
}
