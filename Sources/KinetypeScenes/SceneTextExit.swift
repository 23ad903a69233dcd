import KinetypeCore
import KinetypeMotion

/// How a scene's text block leaves: the keys `end` and `exit` of a text block.
///
/// ```json
/// {"markup": "Bye", "end": 2.5, "exit": {"name": "slide", "edge": "bottom", "duration": 0.4,
///  "ease": "easeIn"}}
/// ```
///
/// At `end` the exit starts; it lasts `duration`, shaped by `ease`, and the block is gone
/// after it, as a view with an `end` is removed then. `exit` is a name or an object; without
/// one, the block fades out in 0.3 s.
public struct SceneTextExit: Sendable, Equatable {
  /// What the block does as it leaves.
  public enum Kind: String, Sendable, CaseIterable {
    /// Fades out.
    case fade
    /// Shrinks to nothing about its centre as it fades.
    case pop
    /// Moves towards ``SceneTextExit/edge`` by ``SceneTextExit/distance`` as it fades.
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

  /// The keys of an exit object.
  static let keys = ["name", "duration", "ease", "edge", "distance"]
  /// The eases by name.
  static let eases: [(String, UnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]

  /// When the exit starts, in seconds on the scene's timeline.
  public var end: Double
  /// What it does.
  public var kind: Kind
  /// How long it takes, in seconds. Default: 0.3.
  public var duration: Double
  /// Its ease's name (``eases``). Default: `easeIn`.
  public var ease: String
  /// Where a slide goes. Default: bottom.
  public var edge: Edge
  /// How far a slide goes, in points. Default: 40.
  public var distance: Double

  /// An exit at `end`.
  public init(
    end: Double, kind: Kind = .fade, duration: Double = 0.3, ease: String = "easeIn",
    edge: Edge = .bottom, distance: Double = 40
  ) {
    self.end = end
    self.kind = kind
    self.duration = duration
    self.ease = ease
    self.edge = edge
    self.distance = distance
  }

  /// When the block is gone.
  public var gone: Double { end + duration }

  /// How far the exit has gone at `time`, eased: 0 before `end`, 1 from ``gone`` on.
  public func progress(at time: Double) -> Double {
    guard time > end else { return 0 }
    guard duration > 0, time < gone else { return 1 }
    let curve = Self.eases.first { $0.0 == ease }?.1 ?? .easeIn
    return curve.value(at: (time - end) / duration)
  }

  /// Reads `end` and `exit` from a text block starting at `start`; nil without `end`.
  static func read(_ object: SceneObject, start: Double) throws(SceneError) -> SceneTextExit? {
    guard let endNode = object["end"] else {
      if let exit = object["exit"] {
        throw exit.error("an exit needs an \"end\": the time the block starts to leave")
      }
      return nil
    }
    let end = try endNode.number(in: 0...3600, unit: "s")
    guard end > start else {
      throw endNode.error(
        "the block leaves at \(SceneJSON.format(end)) s, not after it starts at "
          + "\(SceneJSON.format(start)) s; give an end after the start")
    }
    var exit = SceneTextExit(end: end)
    guard let node = object["exit"] else { return exit }
    let names = Kind.allCases.map(\.rawValue)
    if case .string = node.json.value {
      exit.kind = Kind(rawValue: try node.choice(names)) ?? .fade
      return exit
    }
    guard case .object = node.json.value else {
      throw node.expected("an exit name (\(names.joined(separator: ", "))) or an object")
    }
    let members = try node.object(keys: keys, required: ["name"])
    if let name = members["name"] {
      exit.kind = Kind(rawValue: try name.choice(names)) ?? .fade
    }
    if let duration = members["duration"] {
      exit.duration = try duration.number(in: 0...60, unit: "s")
    }
    if let ease = members["ease"] {
      exit.ease = try ease.choice(eases.map(\.0))
    }
    if let edge = members["edge"] {
      guard exit.kind == .slide else {
        throw edge.error("only a slide has an edge; this exit is \"\(exit.kind.rawValue)\"")
      }
      exit.edge =
        Edge(rawValue: try edge.choice(Edge.allCases.map(\.rawValue)))
        ?? .bottom
    }
    if let distance = members["distance"] {
      guard exit.kind == .slide else {
        throw distance.error(
          "only a slide has a distance; this exit is \"\(exit.kind.rawValue)\"")
      }
      exit.distance = try distance.number(in: 0...Double(16384), unit: "pt")
    }
    return exit
  }
}
