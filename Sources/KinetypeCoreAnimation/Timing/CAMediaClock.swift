import Foundation

/// The virtual clock Core Animation's time comes from on this thread.
///
/// `CACurrentMediaTime()` reads ``CAMediaClock/current``; nothing reads the wall clock.
/// Whoever plays layers advances the clock with ``advance(to:)``, which fires the display
/// links added to it at each frame boundary on the way (at ``framesPerSecond``), tells
/// animation delegates and transaction completions about animations that started or ended,
/// and commits the implicit transaction. Each thread has its own current clock, so frames
/// rendered on several threads each play on their own timeline.
public final class CAMediaClock {
  /// The current time in seconds. Starts at 0.
  public private(set) var time: CFTimeInterval = 0
  /// The rate of display-link callbacks, in frames per second. Default 60.
  public var framesPerSecond: Double = 60

  var displayLinks: [CADisplayLink] = []
  /// How many display links are attached and valid.
  public var displayLinkCount: Int { displayLinks.filter(\.isValid).count }
  var events = CAAnimationEvents()
  private var frameIndex = 0

  /// Creates a clock at time 0.
  public init(framesPerSecond: Double = 60) {
    self.framesPerSecond = framesPerSecond
  }

  private static let key = "KinetypeCoreAnimation.CAMediaClock"

  /// The current thread's clock (created at time 0 on first use).
  public static var current: CAMediaClock {
    let dictionary = Thread.current.threadDictionary
    if let clock = dictionary[key] as? CAMediaClock { return clock }
    let clock = CAMediaClock()
    dictionary[key] = clock
    return clock
  }

  /// Runs `body` with `clock` as the current thread's clock, then restores the previous one.
  public static func with<T>(_ clock: CAMediaClock, _ body: () throws -> T) rethrows -> T {
    let dictionary = Thread.current.threadDictionary
    let previous = dictionary[key]
    dictionary[key] = clock
    defer { dictionary[key] = previous }
    return try body()
  }

  /// Moves the clock to `time` (never backwards): each display-link frame boundary passed
  /// fires its links in order, then animation events up to that instant are delivered and
  /// the implicit transaction is committed.
  public func advance(to target: CFTimeInterval) {
    guard target > time else { return }
    let interval = 1 / max(framesPerSecond, 1)
    while true {
      let next = Double(frameIndex + 1) * interval
      guard next <= target + 1e-9 else { break }
      frameIndex += 1
      time = next
      fireDisplayLinks(interval: interval)
      events.deliver(upTo: time)
      CATransaction.flush()
    }
    time = target
    events.deliver(upTo: time)
    CATransaction.flush()
  }

  private func fireDisplayLinks(interval: Double) {
    displayLinks.removeAll { !$0.isValid }
    for link in displayLinks where !link.isPaused {
      let step = link.frameInterval(clockRate: framesPerSecond)
      guard frameIndex % step == 0 else { continue }
      link.timestamp = time
      link.duration = interval * Double(step)
      link.targetTimestamp = time + link.duration
      link.fire()
    }
  }
}

/// The current media time in seconds: the current thread's ``CAMediaClock`` time, never the
/// wall clock.
public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.current.time }
