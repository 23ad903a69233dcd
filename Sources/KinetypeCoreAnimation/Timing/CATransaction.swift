import Foundation

/// Groups layer changes and their implicit animations, as `CATransaction`.
///
/// Transactions nest per thread (as in Core Animation); outside ``begin()``/``commit()``
/// changes join the thread's implicit transaction, which the ``CAMediaClock`` commits at
/// each frame. A completion block runs once every animation added during its transaction
/// has stopped on the virtual clock (at commit when there were none).
public final class CATransaction {
  final class Frame {
    var animationDuration: Double?
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    var completion: (() -> Void)?
    var pending = 0
    var isCommitted = false

    func animationStopped() {
      pending -= 1
      finishIfDone()
    }

    func finishIfDone() {
      guard isCommitted, pending <= 0, let completion else { return }
      self.completion = nil
      completion()
    }
  }

  final class Stack {
    var frames: [Frame] = []
    var implicit = Frame()
  }

  private static let key = "KinetypeCoreAnimation.CATransaction"

  static var stack: Stack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? Stack { return stack }
    let stack = Stack()
    dictionary[key] = stack
    return stack
  }

  static var top: Frame { stack.frames.last ?? stack.implicit }

  /// Starts a nested transaction.
  public static func begin() { stack.frames.append(Frame()) }

  /// Ends the innermost transaction.
  public static func commit() {
    guard let frame = stack.frames.popLast() else { return flush() }
    frame.isCommitted = true
    frame.finishIfDone()
  }

  /// Commits the implicit transaction.
  public static func flush() {
    let frame = stack.implicit
    stack.implicit = Frame()
    frame.isCommitted = true
    frame.finishIfDone()
  }

  /// The duration of implicit animations: the innermost set value, else 0.25 s.
  public static func animationDuration() -> CFTimeInterval {
    for frame in ([stack.implicit] + stack.frames).reversed() {
      if let d = frame.animationDuration { return d }
    }
    return 0.25
  }

  /// Sets the duration of implicit animations in the current transaction.
  public static func setAnimationDuration(_ duration: CFTimeInterval) {
    top.animationDuration = duration
  }

  /// The timing function of implicit animations (nil: `default`).
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    for frame in ([stack.implicit] + stack.frames).reversed() {
      if let f = frame.timingFunction { return f }
    }
    return nil
  }

  /// Sets the timing function of implicit animations in the current transaction.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    top.timingFunction = function
  }

  /// Whether property changes skip their implicit animations.
  public static func disableActions() -> Bool {
    for frame in ([stack.implicit] + stack.frames).reversed() {
      if let d = frame.disableActions { return d }
    }
    return false
  }

  /// Turns implicit animations off (or on) for the current transaction.
  public static func setDisableActions(_ flag: Bool) { top.disableActions = flag }

  /// The block run when the current transaction's animations have all stopped.
  public static func completionBlock() -> (() -> Void)? { top.completion }

  /// Sets the block run when the current transaction's animations have all stopped.
  public static func setCompletionBlock(_ block: (() -> Void)?) { top.completion = block }

  /// Counts an animation added now towards the current transaction's completion.
  static func animationAdded() -> Frame {
    let frame = top
    frame.pending += 1
    return frame
  }
}
