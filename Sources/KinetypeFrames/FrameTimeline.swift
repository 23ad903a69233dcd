import KinetypeCore

/// The times of the frames of an animation: frame *n* is at *n* / fps seconds.
///
/// A duration of *D* seconds at *F* fps is round(*D*·*F*) frames (at least one), at 0, 1/*F*,
/// …, (*n* − 1)/*F*: the count ffmpeg (`-t D`) and After Effects give, so a 10 s render at
/// 30 fps is 300 frames and a 10 s video. An animation given no duration runs until it settles
/// at *S* seconds, and its last frame shows it settled: ⌈*S*·*F*⌉ + 1 frames
/// (``init(settlingAt:framesPerSecond:limits:)``). Every timeline a text, a scene or a view
/// renders is counted here.
public struct FrameTimeline: Hashable, Sendable {
  /// Frames per second. Default: 60.
  public var framesPerSecond: Double
  /// The number of frames.
  public var frameCount: Int

  /// The frames that show `duration` seconds at `framesPerSecond`: ``frameCount(duration:framesPerSecond:)``.
  ///
  /// - Throws: ``FrameError`` when the rate or duration is not a positive finite number;
  ///   ``LimitError`` when the timeline would have over ``Limits/frames`` of `limits`.
  public init(duration: Double, framesPerSecond: Double = 60, limits: Limits = Limits()) throws {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw FrameError.invalidArgument(
        "frame rate must be a positive number, got \(framesPerSecond)")
    }
    guard duration.isFinite, duration >= 0 else {
      throw FrameError.invalidArgument("duration must be a non-negative number, got \(duration)")
    }
    let frames = Self.frameCount(duration: duration, framesPerSecond: framesPerSecond)
    try limits.check(.frames, frames, "\(duration) s at \(framesPerSecond) fps")
    self.framesPerSecond = framesPerSecond
    self.frameCount = Int(frames)
  }

  /// The frames that show an animation settling at `time` seconds until it has: the last one
  /// at or after `time`, ⌈`time` × `framesPerSecond`⌉ + 1 of them (one for a still), for a
  /// render given no duration.
  ///
  /// - Throws: as ``init(duration:framesPerSecond:limits:)``.
  public init(settlingAt time: Double, framesPerSecond: Double = 60, limits: Limits = Limits())
    throws
  {
    guard framesPerSecond.isFinite, framesPerSecond > 0, time.isFinite, time >= 0 else {
      // The same checks and messages as a duration's.
      try self.init(duration: time, framesPerSecond: framesPerSecond, limits: limits)
      return
    }
    let frames = (time * framesPerSecond - 1e-9).rounded(.up) + 1
    try limits.check(.frames, frames, "\(time) s at \(framesPerSecond) fps")
    self.init(frameCount: Int(frames), framesPerSecond: framesPerSecond)
  }

  /// A timeline of exactly `frameCount` frames at `framesPerSecond` (both checked by the
  /// caller).
  init(frameCount: Int, framesPerSecond: Double) {
    self.framesPerSecond = framesPerSecond
    self.frameCount = frameCount
  }

  /// The number of frames `duration` seconds make at `framesPerSecond` (both finite, the
  /// duration not negative, the rate positive): round(duration × rate), halves up, and at
  /// least 1, so that a still is one frame. A nanosecond's slack keeps a product that decimal
  /// input meant as a half (9.95 s × 30) from rounding down.
  public static func frameCount(duration: Double, framesPerSecond: Double) -> Double {
    max(1, (duration * framesPerSecond + 1e-9).rounded(.toNearestOrAwayFromZero))
  }

  /// The most frames a timeline may have by default: ``Limits/frames`` (1,000,000).
  public static var maximumFrameCount: Int { Limits().frames }

  /// How long the frames last: ``frameCount`` / ``framesPerSecond`` seconds (a video of
  /// them plays this long).
  public var duration: Double { Double(frameCount) / framesPerSecond }

  /// The time of frame `index`, in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond }

  /// The frame indices.
  public var frames: Range<Int> { 0..<frameCount }
}
