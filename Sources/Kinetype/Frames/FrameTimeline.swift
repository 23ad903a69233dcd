/// The times of the frames of an animation: frame *n* is at *n* / fps seconds.
public struct FrameTimeline: Hashable, Sendable {
  /// Frames per second. Default: 60.
  public var framesPerSecond: Double
  /// The number of frames.
  public var frameCount: Int

  /// The frames needed to show `duration` seconds at `framesPerSecond`, the last frame at or
  /// after `duration` so that the animation is seen settled.
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
    let frames = (duration * framesPerSecond - 1e-9).rounded(.up) + 1
    try limits.check(.frames, frames, "\(duration) s at \(framesPerSecond) fps")
    self.framesPerSecond = framesPerSecond
    self.frameCount = Int(frames)
  }

  /// A timeline of exactly `frameCount` frames at `framesPerSecond` (both checked by the
  /// caller).
  init(frameCount: Int, framesPerSecond: Double) {
    self.framesPerSecond = framesPerSecond
    self.frameCount = frameCount
  }

  /// The most frames a timeline may have by default: ``Limits/frames`` (1,000,000).
  public static var maximumFrameCount: Int { Limits().frames }

  /// The time of frame `index`, in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond }

  /// The frame indices.
  public var frames: Range<Int> { 0..<frameCount }
}
