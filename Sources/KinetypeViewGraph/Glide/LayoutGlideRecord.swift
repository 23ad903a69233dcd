import Foundation
import KinetypeMotion

/// Where a node's frame is found again between two layouts: its view's identity and its
/// behavior's kind (a modifier's node and its content's differ by kind).
struct LayoutGlideKey: Hashable {
  let identity: ViewIdentity
  let kind: String
}

/// The animation a node was resolved under in an update, and whether Reduce Motion was on.
struct LayoutGlideChoice: Hashable {
  let animation: Animation?
  let reduceMotion: Bool
}

/// The layout glide one animated update started: a progress from 0 to 1 for each animation
/// its views were resolved under, and which progress each view follows.
struct LayoutGlideRecord: ViewRecord {
  typealias Key = Int

  /// When the update ran.
  let time: Double
  /// The progresses, one per animation.
  let tracks: [AnimationTrack<Double>]
  /// The animation of each progress, by index in `tracks`.
  let choices: [LayoutGlideChoice]
  /// The progress each node follows, by index in `tracks`.
  let nodes: [LayoutGlideKey: Int]
}

/// How much a node's frame changed in an update: the old frame less the new one, origin and
/// size.
struct LayoutGlideDelta {
  var dx, dy, dwidth, dheight: CGFloat

  /// The change as an animatable vector: origin, then size.
  var vector: CGRect.AnimatableData {
    CGRect(x: dx, y: dy, width: dwidth, height: dheight).animatableData
  }

  /// `frame` moved by `offset` (a vector as ``vector``).
  static func applying(_ offset: CGRect.AnimatableData, to frame: CGRect) -> CGRect {
    LayoutGlideDelta(
      dx: offset.first.first, dy: offset.first.second, dwidth: offset.second.first,
      dheight: offset.second.second
    ).applied(to: frame, remaining: 1)
  }

  /// `frame` moved by `remaining` of the change (1: the old frame; 0: `frame`).
  func applied(to frame: CGRect, remaining: Double) -> CGRect {
    CGRect(
      x: frame.minX + dx * remaining, y: frame.minY + dy * remaining,
      width: max(0, frame.width + dwidth * remaining),
      height: max(0, frame.height + dheight * remaining))
  }
}

/// Where each gliding node is going after an update: one track per node of the offset from
/// its laid-out frame (an ``AnimationTrack`` of origin and size), its target moved by every
/// glide's change so far. A glide started while another plays sets the track again, so a
/// spring merges (continues from the offset and velocity the node has, towards the new frame)
/// and a timing curve adds, as SwiftUI's animations do.
typealias LayoutGlidePaths = [LayoutGlideKey: AnimationTrack<CGRect.AnimatableData>]

/// The frame changes of each glide, and the paths after it, by update and placement: worked
/// out by the first frame that needs them, then read by the others (frames render on many
/// threads).
final class LayoutGlideCache: @unchecked Sendable {
  struct Key: Hashable {
    let update: Int
    let placement: RootPlacement
  }

  // safety: `deltas` and `paths` are read and written only while `lock` is held.
  private let lock = NSLock()
  private var deltas: [Key: [LayoutGlideKey: LayoutGlideDelta]] = [:]
  private var paths: [Key: LayoutGlidePaths] = [:]

  /// The paths kept for `key`, if any.
  func paths(for key: Key) -> LayoutGlidePaths? { lock.withLock { paths[key] } }

  /// Keeps `made` as the paths for `key`.
  func keep(_ made: LayoutGlidePaths, for key: Key) { lock.withLock { paths[key] = made } }

  /// The changes kept for `key`, or those `make` works out (kept for the next frames).
  func deltas(
    for key: Key, make: () -> [LayoutGlideKey: LayoutGlideDelta]
  ) -> [LayoutGlideKey: LayoutGlideDelta] {
    if let found = lock.withLock({ deltas[key] }) { return found }
    // Worked out outside the lock: the same on every thread, so a race only repeats work.
    let made = make()
    lock.withLock { deltas[key] = made }
    return made
  }
}
