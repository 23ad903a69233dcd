import Foundation
import KinetypeMotion
import KinetypeText
import KinetypeViewGraph

/// A change of a `Text`'s characters made under an animation, as the pre-pass recorded it:
/// what it showed before, how the environment's `contentTransition` plays it, when, and the
/// progress from 0 to 1 animated by the change's animation.
struct TextContentChange {
  /// How the change is drawn.
  enum Style: Equatable {
    /// `.numericText`: changed characters roll (``TextContentRoll``).
    case roll(TextContentRoll.Direction)
    /// `.interpolate`: changed characters cross-fade in place, the others move to their new
    /// places.
    case interpolate
    /// `.opacity`: the old text fades out as the new fades in.
    case opacity
  }

  /// The text before the change, resolved as it was drawn.
  let old: Text
  let style: Style
  /// When the change was made.
  let time: Double
  /// The progress, 0 → 1 with the change's animation.
  let progress: AnimationTrack<Double>
}

/// The content changes of one `Text` over the pre-pass.
final class TextContentRecord: ViewRecord {
  /// What the last update showed (``Text/contentKey``), and that text resolved.
  var key: String
  var text: Text
  /// The value of `.numericText(value:)` there, if any.
  var value: Double?
  /// The update that last saw the text.
  var lastSeen: Int
  /// The animated changes, in time order.
  var changes: [TextContentChange] = []

  init(key: String, text: Text, value: Double?, lastSeen: Int) {
    self.key = key
    self.text = text
    self.value = value
    self.lastSeen = lastSeen
  }

  /// The change playing at `time`, with its progress then; nil when none is (settled).
  func change(at time: Double) -> (change: TextContentChange, progress: Double)? {
    guard let change = changes.last(where: { $0.time <= time }),
      change.progress.isAnimating(at: time)
    else { return nil }
    return (change, change.progress.value(at: time))
  }
}

extension ContentTransition {
  /// How a change of text from `oldValue` to `newValue` (the `.numericText(value:)` values)
  /// plays; nil for `.identity` and the symbol transitions, which leave text alone.
  func textStyle(oldValue: Double?, newValue: Double?) -> TextContentChange.Style? {
    switch kind {
    case .identity, .symbolEffect: return nil
    case .opacity: return .opacity
    case .interpolate: return .interpolate
    case .numericText(let countsDown): return .roll(countsDown ? .down : .up)
    case .numericValue:
      // Down when the value shrank; up when it grew (or did not change).
      if let oldValue, let newValue, newValue < oldValue { return .roll(.down) }
      return .roll(.up)
    }
  }

  /// The value of `.numericText(value:)`.
  var numericValue: Double? {
    if case .numericValue(let value) = kind { return value }
    return nil
  }
}

extension ResolveContext {
  /// The time the views are resolved for: the frame's, the update's, 0 in a still picture.
  var clockTime: Double {
    switch graph.mode {
    case .still: 0
    case .update: graph.runtime?.now ?? 0
    case .frame(let time, _): time
    }
  }

  /// The change of the text at this view playing now (in a frame), recording `text`
  /// (resolved) and starting a change when what it shows (`key`) differs from the last
  /// update's under an animation (in an update).
  func textContentChange(_ text: Text, key contentKey: String) -> (
    change: TextContentChange, progress: Double
  )? {
    guard let runtime = graph.runtime, !isTimeDriven else { return nil }
    let key = SlotKey(identity: identity, name: "contentTransition")
    switch graph.mode {
    case .still:
      return nil
    case .frame(let time, _):
      return runtime.records[TextContentRecord.self, for: key]?.change(at: time)
    case .update(let index):
      // Without `contentTransition(_:)` above it, the environment's default (`.opacity`)
      // cross-fades the old text into the new, as SwiftUI does.
      let transition = environment.contentTransition
      let value = transition.numericValue
      guard let record = runtime.records[TextContentRecord.self, for: key] else {
        runtime.records[TextContentRecord.self, for: key] = TextContentRecord(
          key: contentKey, text: text, value: value, lastSeen: index)
        return nil
      }
      let wasAbsent = record.lastSeen < index - 1
      record.lastSeen = index
      defer {
        record.key = contentKey
        record.text = text
        record.value = value
      }
      guard !wasAbsent, !isSeeding, record.key != contentKey,
        let animation = transaction.animation,
        let style = transition.textStyle(oldValue: record.value, newValue: value)
      else { return record.change(at: runtime.now) }
      var progress = AnimationTrack(
        initial: 0.0, at: runtime.now,
        reduceMotion: environment.accessibilityReduceMotion)
      progress.set(1, at: runtime.now, animation: animation)
      record.changes.append(
        TextContentChange(old: record.text, style: style, time: runtime.now, progress: progress))
      return nil
    }
  }
}
