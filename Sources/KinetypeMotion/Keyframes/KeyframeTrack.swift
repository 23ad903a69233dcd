import Foundation

/// A sequence of keyframes that animates one property (a key path) of a timeline's value.
public struct KeyframeTrack<Root, Value: Animatable> {
  let keyPath: WritableKeyPath<Root, Value>
  let content: KeyframeTrackContent<Value>

  /// Creates a track animating the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> KeyframeTrackContent<Value>
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// The track's duration: the sum of its keyframes' durations.
  public var duration: TimeInterval { content.duration }
}

extension KeyframeTrack where Root == Value {
  /// Creates a track animating the whole value.
  public init(
    @KeyframeTrackContentBuilder<Value> content: () -> KeyframeTrackContent<Value>
  ) {
    self.init(\.self, content: content)
  }
}

/// A track with its segments resolved from the timeline's initial value.
struct ResolvedKeyframeTrack<Root> {
  let duration: TimeInterval
  /// Writes the track's value at a time into the root value.
  let apply: (inout Root, TimeInterval) -> Void
}

/// A track before it knows its initial value: what a ``KeyframesBuilder`` collects.
public struct KeyframeTrackList<Root> {
  let tracks: [(Root) -> ResolvedKeyframeTrack<Root>]

  init(_ tracks: [(Root) -> ResolvedKeyframeTrack<Root>]) {
    self.tracks = tracks
  }

  init<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) {
    let keyPath = track.keyPath
    let specs = track.content.specs
    let duration = track.duration
    self.tracks = [
      { root in
        let initial = root[keyPath: keyPath].animatableData
        let segments = resolveSegments(specs, initial: initial)
        return ResolvedKeyframeTrack(duration: duration) { value, time in
          value[keyPath: keyPath].animatableData = evaluateSegments(
            segments, initial: initial, time: time)
        }
      }
    ]
  }
}

/// Collects ``KeyframeTrack``s (and, when the whole value is animated, bare keyframes), as
/// SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Root> {
  /// A track on one property.
  public static func buildExpression<Value: Animatable>(_ track: KeyframeTrack<Root, Value>)
    -> KeyframeTrackList<Root>
  { KeyframeTrackList(track) }
  /// A linear keyframe on the whole value.
  public static func buildExpression(_ keyframe: LinearKeyframe<Root>) -> KeyframeTrackList<Root>
  where Root: Animatable {
    KeyframeTrackList(KeyframeTrack(\Root.self) { keyframe })
  }
  /// A cubic keyframe on the whole value.
  public static func buildExpression(_ keyframe: CubicKeyframe<Root>) -> KeyframeTrackList<Root>
  where Root: Animatable {
    KeyframeTrackList(KeyframeTrack(\Root.self) { keyframe })
  }
  /// A spring keyframe on the whole value.
  public static func buildExpression(_ keyframe: SpringKeyframe<Root>) -> KeyframeTrackList<Root>
  where Root: Animatable {
    KeyframeTrackList(KeyframeTrack(\Root.self) { keyframe })
  }
  /// A move keyframe on the whole value.
  public static func buildExpression(_ keyframe: MoveKeyframe<Root>) -> KeyframeTrackList<Root>
  where Root: Animatable {
    KeyframeTrackList(KeyframeTrack(\Root.self) { keyframe })
  }
  /// Tracks in declaration order; later tracks win where they compete.
  public static func buildBlock(_ parts: KeyframeTrackList<Root>...) -> KeyframeTrackList<Root> {
    KeyframeTrackList(parts.flatMap(\.tracks))
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: KeyframeTrackList<Root>?) -> KeyframeTrackList<Root> {
    part ?? KeyframeTrackList([])
  }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: KeyframeTrackList<Root>) -> KeyframeTrackList<Root> {
    part
  }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: KeyframeTrackList<Root>) -> KeyframeTrackList<Root> {
    part
  }
  /// A `for` loop.
  public static func buildArray(_ parts: [KeyframeTrackList<Root>]) -> KeyframeTrackList<Root> {
    KeyframeTrackList(parts.flatMap(\.tracks))
  }
}
