import Foundation

/// Where a timed object is at one instant of its parent's time.
struct CATimingPhase: Equatable {
  /// The progress through the current repeat, 0…1 (reversed while autoreversing), before
  /// any timing function.
  var progress: Double
  /// Which repeat (0 for the first), for cumulative animations.
  var iteration: Int
}

/// Core Animation's timing arithmetic for one `CAMediaTiming` object.
struct CATimingModel {
  var beginTime: Double
  var duration: Double
  var speed: Double
  var timeOffset: Double
  var repeatCount: Double
  var repeatDuration: Double
  var autoreverses: Bool
  var fillMode: CAMediaTimingFillMode
  var isRemovedOnCompletion: Bool

  init(_ timing: any CAMediaTiming, duration: Double, isRemovedOnCompletion: Bool) {
    beginTime = timing.beginTime
    self.duration = duration
    speed = Double(timing.speed)
    timeOffset = timing.timeOffset
    repeatCount = Double(timing.repeatCount)
    repeatDuration = timing.repeatDuration
    autoreverses = timing.autoreverses
    fillMode = timing.fillMode
    self.isRemovedOnCompletion = isRemovedOnCompletion
  }

  /// One repeat, forwards and (when autoreversing) back.
  var cycle: Double { autoreverses ? 2 * duration : duration }

  /// The active duration in local time.
  var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return cycle * (repeatCount > 0 ? repeatCount : 1)
  }

  /// The time the object ends, in the parent's time (infinity for endless repeats or speed 0).
  var endTime: Double {
    guard speed > 0 else { return speed == 0 ? .infinity : beginTime }
    return beginTime + activeDuration / speed
  }

  /// The phase at `parentTime`, or nil when the object has no effect then.
  func phase(at parentTime: Double) -> CATimingPhase? {
    guard duration > 0, duration.isFinite else { return nil }
    let active = activeDuration
    let elapsed = (parentTime - beginTime) * speed
    var local: Double
    if elapsed < 0 {
      guard fillMode.fillsBackwards else { return nil }
      local = Self.wrap(timeOffset, active)
    } else if elapsed >= active {
      guard fillMode.fillsForwards, !isRemovedOnCompletion else { return nil }
      local = active
    } else {
      // The offset shifts the start within the active duration and wraps around its end.
      local = timeOffset == 0 ? elapsed : Self.wrap(elapsed + timeOffset, active)
    }
    local = min(max(local, 0), active)
    return phase(local: local, active: active)
  }

  static func wrap(_ t: Double, _ length: Double) -> Double {
    guard length.isFinite, length > 0 else { return max(t, 0) }
    let r = t.truncatingRemainder(dividingBy: length)
    return r < 0 ? r + length : r
  }

  /// The phase at local time `local` (0…active).
  func phase(local: Double, active: Double) -> CATimingPhase {
    let cycle = self.cycle
    var iteration = (local / cycle).rounded(.down)
    // The very end of a repeat is its last instant, not the first of the next one.
    if local >= active, iteration > 0, iteration * cycle >= local { iteration -= 1 }
    var inCycle = local - iteration * cycle
    inCycle = min(max(inCycle, 0), cycle)
    var progress = inCycle / duration
    if autoreverses, inCycle > duration { progress = (cycle - inCycle) / duration }
    return CATimingPhase(
      progress: min(max(progress, 0), 1), iteration: Int(min(iteration, 1e9)))
  }
}
