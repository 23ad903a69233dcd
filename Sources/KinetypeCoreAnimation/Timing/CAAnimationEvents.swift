import Foundation

/// The starts and stops of added animations, delivered as the virtual clock passes them.
struct CAAnimationEvents {
  final class Record {
    weak var layer: CALayer?
    let key: String
    let animation: CAAnimation
    let start: Double
    let end: Double
    let transaction: CATransaction.Frame
    var started = false
    var stopped = false

    init(
      layer: CALayer, key: String, animation: CAAnimation, start: Double, end: Double,
      transaction: CATransaction.Frame
    ) {
      self.layer = layer
      self.key = key
      self.animation = animation
      self.start = start
      self.end = end
      self.transaction = transaction
    }
  }

  var records: [Record] = []

  /// Delivers what happened up to `time`: starts, then stops in order of their end.
  mutating func deliver(upTo time: Double) {
    for record in records where !record.started && record.start <= time + 1e-9 {
      record.started = true
      record.animation.delegate?.animationDidStart(record.animation)
    }
    let ending = records.filter { !$0.stopped && $0.end <= time + 1e-9 }.sorted { $0.end < $1.end }
    for record in ending { Self.stop(record, finished: true) }
    records.removeAll { $0.stopped }
  }

  static func stop(_ record: Record, finished: Bool) {
    guard !record.stopped else { return }
    record.stopped = true
    if finished, record.animation.isRemovedOnCompletion,
      let layer = record.layer, layer.animationsByKey[record.key] === record.animation
    {
      layer.removeStoredAnimation(forKey: record.key)
    }
    record.animation.delegate?.animationDidStop(record.animation, finished: finished)
    record.animation.completion?(finished)
    record.transaction.animationStopped()
  }

  /// Stops the record of `animation` early (it was removed or replaced).
  mutating func cancel(_ animation: CAAnimation) {
    for record in records where record.animation === animation {
      Self.stop(record, finished: false)
    }
    records.removeAll { $0.stopped }
  }
}
