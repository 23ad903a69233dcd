import KinetypeCore

/// The limits of time: how many frames and how long.
extension Limits.Name {
  /// The most frames of a timeline. Default: 1,000,000.
  public static let frames = Limits.Name("frames", defaultValue: 1_000_000)
  /// The longest animation, in seconds. Default: 3,600.
  public static let duration = Limits.Name("duration", defaultValue: 3_600)

  /// The limits of frame sequences.
  public static let frameLimits: [Limits.Name] = [.frames, .duration]
}

extension Limits {
  /// The most frames of a timeline. Default: 1,000,000 (over 4.5 hours at 60 fps).
  public var frames: Int {
    get { self[.frames] }
    set { self[.frames] = newValue }
  }

  /// The longest animation, in whole seconds: a render's duration, a frame's time, a scene's
  /// timeline and the life a view with state plays. Default: 3,600 (one hour; with the
  /// `frames` limit, which bounds the frames a duration makes at its rate).
  public var duration: Int {
    get { self[.duration] }
    set { self[.duration] = newValue }
  }
}
