import KinetypeCore
public import KinetypeRaster

/// Frames of a source drawn ahead of an export, so that what drawing them skips or ignores can
/// be said before the export starts; the export then takes them from here instead of drawing
/// them again.
///
/// `kinetype render` draws the first and the last frame it exports this way (the first frame
/// and the settled one), prints their warnings, and exports through this source: every frame is
/// drawn once.
///
/// ```swift
/// let last = timeline.time(ofFrame: timeline.frameCount - 1)
/// let ahead = try PrerenderedFrames(animation, drawingAhead: [0, last])
/// for warning in ahead.warnings { print(warning) }
/// try exporter.export(ahead, timeline: timeline)
/// ```
public struct PrerenderedFrames: FrameSource {
  /// A frame drawn ahead and what drawing it raised.
  private struct Drawn: Sendable {
    var pixmap: Pixmap
    var warnings: [Warning]
  }

  /// Where the frames come from.
  public let source: any FrameSource
  /// What drawing the frames ahead raised, each warning once, in the order of their times.
  public let warnings: [Warning]
  private let drawn: [Double: Drawn]

  /// Draws `source`'s frames at `times` now (a time named twice is drawn once).
  ///
  /// - Throws: the first rendering error.
  public init(_ source: any FrameSource, drawingAhead times: [Double]) throws {
    var drawn: [Double: Drawn] = [:]
    var warnings: [Warning] = []
    var seen = Set<Warning>()
    for time in times where drawn[time] == nil {
      var pixmap = try Pixmap(width: 1, height: 1)
      var raised: [Warning] = []
      try source.renderFrame(at: time, into: &pixmap, warnings: &raised)
      drawn[time] = Drawn(pixmap: pixmap, warnings: raised)
      for warning in raised where seen.insert(warning).inserted { warnings.append(warning) }
    }
    self.source = source
    self.warnings = warnings
    self.drawn = drawn
  }

  /// The source's frame size.
  public var canvasSize: (width: Int, height: Int) { source.canvasSize }

  /// The source's duration.
  public var duration: Double { source.duration }

  /// The frame drawn ahead at `time`, or the source's.
  public func renderFrame(at time: Double) throws -> Pixmap {
    if let frame = drawn[time] { return frame.pixmap }
    return try source.renderFrame(at: time)
  }

  /// The frame drawn ahead at `time`, or the source's drawn into `pixmap`.
  public func renderFrame(at time: Double, into pixmap: inout Pixmap) throws {
    if let frame = drawn[time] { return pixmap = frame.pixmap }
    try source.renderFrame(at: time, into: &pixmap)
  }

  /// The frame drawn ahead at `time` and its warnings, or the source's.
  public func renderFrame(at time: Double, into pixmap: inout Pixmap, warnings: inout [Warning])
    throws
  {
    if let frame = drawn[time] {
      pixmap = frame.pixmap
      warnings += frame.warnings
      return
    }
    try source.renderFrame(at: time, into: &pixmap, warnings: &warnings)
  }
}
