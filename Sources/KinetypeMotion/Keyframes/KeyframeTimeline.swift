import Foundation

/// Keyframe tracks evaluated at any time, as SwiftUI's `KeyframeTimeline`.
///
/// ```swift
/// struct Glyph { var y = 0.0; var scale = 1.0 }
/// let timeline = KeyframeTimeline(initialValue: Glyph()) {
///   KeyframeTrack(\.y) {
///     SpringKeyframe(-20, duration: 0.2)
///     CubicKeyframe(5, duration: 0.15)
///     SpringKeyframe(0, duration: 0.3)
///   }
///   KeyframeTrack(\.scale) { LinearKeyframe(1.3, duration: 0.2) }
/// }
/// timeline.value(time: 0.1).y
/// ```
///
/// Tracks run in parallel from time 0 and hold their last value when done; properties without a
/// track keep the initial value. Construction resolves every segment once (O(keyframes));
/// evaluation is O(tracks · log keyframes) with no allocation.
///
/// Zero-duration keyframes jump at their start time (SwiftUI returns NaN there; here the value
/// is always finite).
public struct KeyframeTimeline<Value> {
  /// The value before any keyframe, and of every property no track animates.
  public let initialValue: Value
  let tracks: [ResolvedKeyframeTrack<Value>]

  /// Creates a timeline from tracks built with a ``KeyframesBuilder``.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTrackList<Value>
  ) {
    self.initialValue = initialValue
    self.tracks = content().tracks.map { $0(initialValue) }
  }

  /// Creates a timeline from tracks a ``KeyframesBuilder`` built (a keyframe animator's
  /// keyframes closure).
  package init(initialValue: Value, tracks list: KeyframeTrackList<Value>) {
    self.initialValue = initialValue
    self.tracks = list.tracks.map { $0(initialValue) }
  }

  /// The duration of the longest track, in seconds.
  public var duration: TimeInterval { tracks.reduce(0) { max($0, $1.duration) } }

  /// The value at `time` seconds: the initial value before 0, the final value after the end.
  ///
  /// - Parameter reduceMotion: when `true`, the final value at every time (Reduce Motion's
  ///   static end state). Default `false`.
  public func value(time: Double, reduceMotion: Bool = false) -> Value {
    let time = reduceMotion ? duration : (time.isNaN ? 0 : time)
    var result = initialValue
    for track in tracks { track.apply(&result, time) }
    return result
  }

  /// The value at `progress` (clamped to 0…1) of ``duration``.
  public func value(progress: Double, reduceMotion: Bool = false) -> Value {
    let p = progress > 0 ? min(progress, 1) : 0
    return value(time: p * duration, reduceMotion: reduceMotion)
  }
}

extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}
