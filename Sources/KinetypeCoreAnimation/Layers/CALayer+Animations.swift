import Foundation

extension CALayer {
  /// Adds a copy of `animation` under `key` (replacing, and stopping, the one there). A
  /// begin time of 0 becomes the layer's current time; a duration of 0 becomes
  /// `CATransaction.animationDuration()`.
  public func add(_ animation: CAAnimation, forKey key: String?) {
    guard let copy = animation.copy() as? CAAnimation else { return }
    let clock = CAMediaClock.current
    let nowLocal = localTime(fromMedia: clock.time)
    if copy.beginTime == 0 { copy.beginTime = nowLocal }
    if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
    if let transition = copy as? CATransition { transition.snapshot = snapshotCopy() }
    let storedKey: String
    if let key {
      storedKey = key
    } else {
      anonymousCount += 1
      storedKey = "\u{0}anonymous-\(anonymousCount)"
    }
    if let old = animationsByKey[storedKey] { clock.events.cancel(old) }
    animationOrder.removeAll { $0 == storedKey }
    animationOrder.append(storedKey)
    animationsByKey[storedKey] = copy
    let timing = copy.timing(fallbackDuration: copy.duration)
    let speed = effectiveSpeed
    let start = clock.time + (timing.beginTime - nowLocal) / (speed == 0 ? 1 : speed)
    let end =
      speed == 0 || !timing.endTime.isFinite
      ? Double.infinity : clock.time + (timing.endTime - nowLocal) / speed
    clock.events.records.append(
      CAAnimationEvents.Record(
        layer: self, key: storedKey, animation: copy, start: start, end: end,
        transaction: CATransaction.animationAdded()))
  }

  /// The animation under `key` (a copy of what was added).
  public func animation(forKey key: String) -> CAAnimation? { animationsByKey[key] }

  /// The keys of the added animations, in the order they were added.
  public func animationKeys() -> [String]? {
    let keys = animationOrder.filter { !$0.hasPrefix("\u{0}") }
    return keys.isEmpty ? nil : keys
  }

  /// Removes (and stops, unfinished) the animation under `key`.
  public func removeAnimation(forKey key: String) {
    guard let animation = animationsByKey[key] else { return }
    removeStoredAnimation(forKey: key)
    CAMediaClock.current.events.cancel(animation)
  }

  /// Removes every animation.
  public func removeAllAnimations() {
    for key in animationOrder { removeAnimation(forKey: key) }
  }

  func removeStoredAnimation(forKey key: String) {
    animationsByKey[key] = nil
    animationOrder.removeAll { $0 == key }
  }

  // MARK: Presentation

  /// A copy of the layer with the values its animations give now (at the current
  /// ``CAMediaClock`` time), as `presentation()`.
  public func presentation() -> Self? {
    presentation(atLocalTime: localTime(fromMedia: CACurrentMediaTime())) as? Self
  }

  /// The model layer of a presentation copy (self for a model layer), as `model()`.
  public func model() -> Self { (modelLayerReference as? Self) ?? self }

  /// The presentation copy at local time `time`.
  func presentation(atLocalTime time: Double) -> CALayer {
    let copy = type(of: self).init(layer: self)
    copy.isPresentation = true
    copy.modelLayerReference = self
    for key in animationOrder {
      guard let animation = animationsByKey[key] else { continue }
      animation.apply(to: copy, at: time, fallbackDuration: animation.duration)
    }
    return copy
  }

  /// A deep copy of the model (sublayers too, no animations): the old appearance a
  /// transition draws.
  func snapshotCopy() -> CALayer {
    let copy = type(of: self).init(layer: self)
    copy.isPresentation = true
    copy.sublayers = sublayers?.map { $0.snapshotCopy() }
    copy.mask = mask?.snapshotCopy()
    return copy
  }

  /// Marks the layer and its sublayers as displayed: later changes animate implicitly.
  public func markDisplayed() {
    hasBeenDisplayed = true
    mask?.markDisplayed()
    for sublayer in sublayers ?? [] { sublayer.markDisplayed() }
  }

  // MARK: Implicit animations

  /// Adds the implicit animation of a change of `key` from `old`, as a layer's default
  /// action: a basic animation from the old model value over the transaction’s
  /// duration and timing function (`default` when none is set).
  func changed(_ key: String, _ old: CAValue) {
    guard !isPresentation, hasBeenDisplayed, !disablesImplicitAnimations,
      !CATransaction.disableActions()
    else { return }
    let animation = CABasicAnimation(keyPath: key)
    animation.fromValue = old.any
    animation.duration = CATransaction.animationDuration()
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    add(animation, forKey: key)
  }
}
