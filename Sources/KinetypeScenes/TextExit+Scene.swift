import KinetypeCore
import KinetypeRendering

/// How a scene's text block or caption page leaves, read from the key `exit`
/// (``TextExit``; docs/scenes.md, "Leaving"):
///
/// ```json
/// {"markup": "Bye", "end": 2.5, "exit": {"name": "slide", "edge": "bottom", "duration": 0.4,
///  "ease": "easeIn"}}
/// ```
///
/// `exit` is a name or an object; without one, a text block with an `end` fades out in 0.3 s.
extension TextExit {
  /// The keys of an exit object.
  static let keys = ["name", "duration", "ease", "edge", "distance"]

  /// Reads `end` and `exit` from a text block starting at `start`: when it starts to leave
  /// and how; nil without `end`.
  static func read(_ object: SceneObject, start: Double) throws(SceneError) -> (
    start: Double, exit: TextExit
  )? {
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
    return (end, try object["exit"].map { node throws(SceneError) in try read(node) } ?? .init())
  }

  /// Reads an exit: a name or `{"name", "duration", "ease", "edge", "distance"}`.
  static func read(_ node: SceneNode) throws(SceneError) -> TextExit {
    var exit = TextExit()
    let names = Kind.allCases.map(\.rawValue)
    switch node.json.value {
    case .string(let name):
      exit.kind = Kind(rawValue: try node.choice(names)) ?? .fade
      _ = name
      return exit
    case .object(let members):
      _ = members
    default:
      throw node.expected("an exit name (\(names.joined(separator: ", "))) or an object")
    }
    let members = try node.object(keys: keys, required: ["name"])
    if let name = members["name"] {
      exit.kind = Kind(rawValue: try name.choice(names)) ?? .fade
    }
    if let duration = members["duration"] {
      exit.duration = try duration.number(in: durations, unit: "s")
    }
    if let ease = members["ease"] {
      exit.ease = try ease.choice(eases.map(\.name))
    }
    if let edge = members["edge"] {
      guard exit.kind == .slide else {
        throw edge.error("only a slide has an edge; this exit is \"\(exit.kind.rawValue)\"")
      }
      exit.edge = Edge(rawValue: try edge.choice(Edge.allCases.map(\.rawValue))) ?? .bottom
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
