/// The times of the frames of an animation: frame *n* is at *n* / fps seconds.
public struct FrameTimeline: Hashable, Sendable {
  /// Frames per second. Default: 60.
  public var framesPerSecond: Double
  /// The number of frames.
  public var frameCount: Int

  /// The frames needed to show `duration` seconds at `framesPerSecond`, the last frame at or
  /// after `duration` so that the animation is seen settled.
  ///
  /// - Throws: ``FrameError`` when the rate or duration is not a positive finite number, or
  ///   the timeline would have over ``maximumFrameCount`` frames.
  public init(duration: Double, framesPerSecond: Double = 60) throws {
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw FrameError.invalidArgument(
        "frame rate must be a positive number, got \(framesPerSecond)")
    }
    guard duration.isFinite, duration >= 0 else {
      throw FrameError.invalidArgument("duration must be a non-negative number, got \(duration)")
    }
    let frames = (duration * framesPerSecond - 1e-9).rounded(.up) + 1
    guard frames <= Double(FrameTimeline.maximumFrameCount) else {
      throw FrameError.invalidArgument(
        "\(duration) s at \(framesPerSecond) fps is over \(FrameTimeline.maximumFrameCount) frames")
    }
    self.framesPerSecond = framesPerSecond
    self.frameCount = Int(frames)
  }

  /// A timeline of exactly `frameCount` frames at `framesPerSecond` (both checked by the
  /// caller).
  init(frameCount: Int, framesPerSecond: Double) {
    self.framesPerSecond = framesPerSecond
    self.frameCount = frameCount
  }

  /// The most frames a timeline may have: 1,000,000 (over 4.5 hours at 60 fps).
  public static let maximumFrameCount = 1_000_000

  /// The time of frame `index`, in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond }

  /// The frame indices.
  public var frames: Range<Int> { 0..<frameCount }
}
