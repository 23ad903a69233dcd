import Foundation

/// A range of frame rates, as `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
  /// The lowest acceptable rate.
  public var minimum: Float
  /// The highest acceptable rate.
  public var maximum: Float
  /// The rate asked for (nil: the maximum).
  public var preferred: Float?

  /// Creates a range.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The system's default range (any rate).
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer called once per frame of the virtual clock, as `CADisplayLink`.
///
/// Core Animation's `init(target:selector:)` needs the Objective-C runtime, which Linux does
/// not have; ``init(_:)`` takes the callback as a closure instead (the one-line change the
/// seed's code needs). ``add(to:forMode:)`` attaches the link to the current thread's
/// ``CAMediaClock``, whose ``CAMediaClock/advance(to:)`` calls it at each frame.
public final class CADisplayLink {
  private var callback: ((CADisplayLink) -> Void)?
  /// The time of the frame being handled.
  public internal(set) var timestamp: CFTimeInterval = 0
  /// The time of the next frame.
  public internal(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames.
  public internal(set) var duration: CFTimeInterval = 0
  /// Whether callbacks are suspended.
  public var isPaused = false
  /// The rate asked for. Default: every frame of the clock.
  public var preferredFrameRateRange = CAFrameRateRange.default
  /// The rate asked for, in frames per second (0: every frame).
  public var preferredFramesPerSecond: Int = 0
  private(set) var isValid = true
  private weak var clock: CAMediaClock?

  /// Creates a link that calls `callback` every frame once added to a clock.
  public init(_ callback: @escaping (CADisplayLink) -> Void) {
    self.callback = callback
  }

  /// Attaches the link to the current thread's ``CAMediaClock`` (the run loop and mode are
  /// accepted for source compatibility; the virtual clock has one timeline).
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    let clock = CAMediaClock.current
    guard isValid, !clock.displayLinks.contains(where: { $0 === self }) else { return }
    self.clock = clock
    clock.displayLinks.append(self)
  }

  /// Detaches the link from its clock.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    clock?.displayLinks.removeAll { $0 === self }
  }

  /// Stops the link for good and releases its callback.
  public func invalidate() {
    isValid = false
    callback = nil
    clock?.displayLinks.removeAll { $0 === self }
  }

  /// Every how many clock frames the link fires.
  func frameInterval(clockRate: Double) -> Int {
    let preferred = preferredFrameRateRange.preferred.map(Double.init) ?? 0
    let rate = preferred > 0 ? preferred : Double(preferredFramesPerSecond)
    guard rate > 0, rate < clockRate else { return 1 }
    return max(1, Int((clockRate / rate).rounded()))
  }

  func fire() { callback?(self) }
}
