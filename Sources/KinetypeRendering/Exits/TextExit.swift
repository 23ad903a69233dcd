import Foundation
import KinetypeCore
import KinetypeMotion

/// How text leaves: a scene's text block at its `end`, a caption page as its time runs out.
/// One concept for every front end: the scene key `exit`, the captions' `--exit` options and
/// `CaptionAppearance.exit` all make one of these.
///
/// ```swift
/// let exit = TextExit(.slide, duration: 0.4, ease: "easeIn", edge: .bottom, distance: 40)
/// exit.progress(after: 0.2)  // eased: 0 when it starts, 1 once it is over
/// ```
///
/// While it runs the text fades out (every kind but `reverse`), a `pop` also shrinks about
/// its centre and a `slide` moves towards its edge; a `reverse` plays the text's effect
/// backwards, from settled to its first frame. Afterwards the text is gone.
public struct TextExit: Sendable, Equatable {
  /// What the text does as it leaves.
  public enum Kind: String, Sendable, CaseIterable {
    /// Fades out.
    case fade
    /// Shrinks to nothing about its centre as it fades.
    case pop
    /// Moves towards ``TextExit/edge`` by ``TextExit/distance`` as it fades.
    case slide
    /// Plays its effect backwards, from settled to its first frame.
    case reverse
  }

  /// Where a slide goes.
  public enum Edge: String, Sendable, CaseIterable {
    /// Up.
    case top
    /// Down. The default.
    case bottom
    /// Left.
    case leading
    /// Right.
    case trailing
  }

  /// The eases by name, as scene files and the command line spell them.
  public static let eases: [(name: String, curve: UnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]

  /// The durations an exit may have, in seconds.
  public static let durations: ClosedRange<Double> = 0...60

  /// What it does. Default: fade.
  public var kind: Kind
  /// How long it takes, in seconds. Default: 0.3.
  public var duration: Double
  /// Its ease's name (``eases``). Default: `easeIn`.
  public var ease: String
  /// Where a slide goes. Default: bottom.
  public var edge: Edge
  /// How far a slide goes, in points. Default: 40.
  public var distance: Double

  /// An exit of `kind`.
  public init(
    _ kind: Kind = .fade, duration: Double = 0.3, ease: String = "easeIn", edge: Edge = .bottom,
    distance: Double = 40
  ) {
    self.kind = kind
    self.duration = duration
    self.ease = ease
    self.edge = edge
    self.distance = distance
  }

  /// How far the exit has gone `elapsed` seconds after it starts, eased: 0 until it starts, 1
  /// from ``duration`` on.
  public func progress(after elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    guard duration > 0, elapsed < duration else { return 1 }
    let curve = Self.eases.first { $0.name == ease }?.curve ?? .easeIn
    return curve.value(at: elapsed / duration)
  }

  /// The text's opacity at `progress` (`reverse`: 1 until the end, then 0).
  public func opacity(at progress: Double) -> Double {
    kind == .reverse ? (progress >= 1 ? 0 : 1) : 1 - progress
  }

  /// The text's scale about its centre at `progress` (shrinking under `pop`, else 1).
  public func scale(at progress: Double) -> Double {
    kind == .pop ? 1 - progress : 1
  }

  /// How far the text has moved at `progress` (under `slide`, towards ``edge``), in points.
  public func offset(at progress: Double) -> CGSize {
    guard kind == .slide else { return .zero }
    let distance = self.distance * progress
    switch edge {
    case .top: return CGSize(width: 0, height: -distance)
    case .bottom: return CGSize(width: 0, height: distance)
    case .leading: return CGSize(width: -distance, height: 0)
    case .trailing: return CGSize(width: distance, height: 0)
    }
  }
}
