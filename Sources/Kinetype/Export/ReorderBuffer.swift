import Foundation

/// Frames (pixmaps, or the bytes made from them) rendered out of order on several threads,
/// handed out in order, with at most
/// `capacity` frames rendered ahead of the one awaited: memory stays bounded however slow the
/// consumer (an encoder process) is.
final class ReorderBuffer<Value>: @unchecked Sendable {
  // safety (Sendable): every stored property is read and written only with `condition` held.
  private let condition = NSCondition()
  private var ready: [Int: Result<Value, any Error>] = [:]
  private var nextToClaim: Int
  private var nextToDeliver: Int
  private let end: Int
  private let capacity: Int
  private var cancelled = false

  /// A buffer for the frames `frames`, rendering at most `capacity` (≥ 1) ahead.
  init(frames: Range<Int>, capacity: Int) {
    nextToClaim = frames.lowerBound
    nextToDeliver = frames.lowerBound
    end = frames.upperBound
    self.capacity = max(1, capacity)
  }

  /// The next frame index to render, waiting while it would run too far ahead; nil when
  /// every frame is claimed or the buffer was cancelled.
  func claim() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled, nextToClaim < end, nextToClaim >= nextToDeliver + capacity {
      condition.wait()
    }
    guard !cancelled, nextToClaim < end else { return nil }
    nextToClaim += 1
    return nextToClaim - 1
  }

  /// Hands in the rendered frame (or the error) for `index`.
  func deposit(_ index: Int, _ result: Result<Value, any Error>) {
    condition.lock()
    ready[index] = result
    condition.broadcast()
    condition.unlock()
  }

  /// The next frame in order, waiting for it; nil after the last or once cancelled.
  func next() -> (index: Int, result: Result<Value, any Error>)? {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled, nextToDeliver < end, ready[nextToDeliver] == nil { condition.wait() }
    guard !cancelled, nextToDeliver < end, let result = ready.removeValue(forKey: nextToDeliver)
    else {
      return nil
    }
    nextToDeliver += 1
    condition.broadcast()
    return (nextToDeliver - 1, result)
  }

  /// Stops handing out work and frames: waiting renderers and the consumer return, frames
  /// not yet claimed are skipped.
  func cancel() {
    condition.lock()
    cancelled = true
    ready.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
