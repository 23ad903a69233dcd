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

/// Tracks before they know the timeline's initial value: what a ``KeyframesBuilder`` collects.
///
/// Keyframes written directly in a timeline over an ``Animatable`` value (no `KeyframeTrack`)
/// join one track on the whole value, consecutive ones in order.
public struct KeyframeTrackList<Root> {
  enum Item {
    /// A track that resolves against the initial value.
    case track((Root) -> ResolvedKeyframeTrack<Root>)
    /// Bare keyframes (`KeyframeSpec<Root>` values) and how to make a track of them.
    case bare([Any], ([Any]) -> (Root) -> ResolvedKeyframeTrack<Root>)
  }

  let items: [Item]

  init(items: [Item]) {
    self.items = items
  }

  init(merging lists: [KeyframeTrackList<Root>]) {
    var items: [Item] = []
    for item in lists.flatMap(\.items) {
      if case .bare(let specs, let make) = item, case .bare(let previous, _)? = items.last {
        items[items.count - 1] = .bare(previous + specs, make)
      } else {
        items.append(item)
      }
    }
    self.items = items
  }

  init<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) {
    self.items = [.track(resolver(keyPath: track.keyPath, specs: track.content.specs))]
  }

  /// The resolvers, one per track.
  var tracks: [(Root) -> ResolvedKeyframeTrack<Root>] {
    items.map { item in
      switch item {
      case .track(let resolve): return resolve
      case .bare(let specs, let make): return make(specs)
      }
    }
  }
}

extension KeyframeTrackList where Root: Animatable {
  init(bare spec: KeyframeSpec<Root>) {
    self.items = [
      .bare(
        [spec],
        { specs in
          resolver(keyPath: \Root.self, specs: specs.compactMap { $0 as? KeyframeSpec<Root> })
        })
    ]
  }
}

/// A function resolving `specs` on the property at `keyPath` from the timeline's initial value.
private func resolver<Root, Value: Animatable>(
  keyPath: WritableKeyPath<Root, Value>, specs: [KeyframeSpec<Value>]
) -> (Root) -> ResolvedKeyframeTrack<Root> {
  let duration = specs.reduce(0) { $0 + $1.duration }
  return { root in
    let initial = root[keyPath: keyPath].animatableData
    let segments = resolveSegments(specs, initial: initial)
    return ResolvedKeyframeTrack(duration: duration) { value, time in
      value[keyPath: keyPath].animatableData = evaluateSegments(
        segments, initial: initial, time: time)
    }
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
    KeyframeTrackList(bare: keyframe.spec)
  }
  /// A cubic keyframe on the whole value.
  public static func buildExpression(_ keyframe: CubicKeyframe<Root>) -> KeyframeTrackList<Root>
  where Root: Animatable {
    KeyframeTrackList(bare: keyframe.spec)
  }
  /// A spring keyframe on the whole value.
  public static func buildExpression(_ keyframe: SpringKeyframe<Root>) -> KeyframeTrackList<Root>
  where Root: Animatable {
    KeyframeTrackList(bare: keyframe.spec)
  }
  /// A move keyframe on the whole value.
  public static func buildExpression(_ keyframe: MoveKeyframe<Root>) -> KeyframeTrackList<Root>
  where Root: Animatable {
    KeyframeTrackList(bare: keyframe.spec)
  }
  /// Tracks in declaration order; later tracks win where they compete.
  public static func buildBlock(_ parts: KeyframeTrackList<Root>...) -> KeyframeTrackList<Root> {
    KeyframeTrackList(merging: parts)
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: KeyframeTrackList<Root>?) -> KeyframeTrackList<Root> {
    part ?? KeyframeTrackList(items: [])
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
    KeyframeTrackList(merging: parts)
  }
}
