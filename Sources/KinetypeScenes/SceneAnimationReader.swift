import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeViewGraph
import KinetypeViews

/// Reads a scene file's `"animation"` and `"transition"` values: SwiftUI's `Animation` and
/// `AnyTransition` by their SwiftUI names (docs/scenes.md, "Views in time").
///
/// ```json
/// "animation": {"spring": {"duration": 0.5, "bounce": 0.3}, "delay": 0.1},
/// "transition": {"combined": [{"move": {"edge": "bottom"}}, "opacity"]}
/// ```
enum SceneAnimationReader {
  /// The animations by name, as SwiftUI's static members and functions.
  static let animations = [
    "default", "spring", "smooth", "snappy", "bouncy", "interactiveSpring", "linear", "easeIn",
    "easeOut", "easeInOut", "timingCurve",
  ]

  /// What may follow the animation's name in its object.
  static let animationModifiers = [
    "delay", "speed", "repeatCount", "repeatForever", "autoreverses",
  ]

  /// The transitions by name, as SwiftUI's `AnyTransition` members.
  static let transitions = [
    "opacity", "scale", "slide", "identity", "blurReplace", "move", "push", "offset", "combined",
    "asymmetric",
  ]

  static let edges: [(String, Edge)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
  ]

  static let anchors: [(String, UnitPoint)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
    ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
  ]

  static let seconds: ClosedRange<Double> = 0...3600

  // MARK: Animations

  /// An animation: a name (`"smooth"`), or an object with one name whose value is its
  /// parameters (`{}` for the defaults), plus `delay`, `speed`, `repeatCount` or
  /// `repeatForever`, and `autoreverses`.
  static func animation(_ node: SceneNode) throws(SceneError) -> Animation {
    if case .string = node.json.value {
      return try base(try node.choice(animations), parameters: nil, at: node)
    }
    guard case .object(let members) = node.json.value else {
      throw node.expected(
        "an animation: one of \(animations.joined(separator: ", ")), or an object with one of them")
    }
    let object = try node.object(keys: animations + animationModifiers)
    let names = members.map(\.key).filter { animations.contains($0) }
    guard names.count == 1, let name = names.first, let parameters = object[name] else {
      throw node.error(
        names.isEmpty
          ? "an animation object needs one of \(animations.joined(separator: ", "))"
          : "an animation has one kind, found \(names.joined(separator: " and "))")
    }
    var animation = try base(name, parameters: parameters, at: node)
    if let delay = object["delay"] {
      animation = animation.delay(try delay.number(in: seconds, unit: "s"))
    }
    if let speed = object["speed"] {
      animation = animation.speed(try speed.number(in: 0.01...100))
    }
    let autoreverses = try object["autoreverses"]?.bool()
    if let count = object["repeatCount"] {
      if object.has("repeatForever") {
        throw count.error("give repeatCount or repeatForever, not both")
      }
      animation = animation.repeatCount(
        try count.integer(in: 1...10_000), autoreverses: autoreverses ?? true)
    } else if let forever = object["repeatForever"] {
      if try forever.bool() {
        animation = animation.repeatForever(autoreverses: autoreverses ?? true)
      }
    } else if let flag = object["autoreverses"] {
      throw flag.error("autoreverses goes with repeatCount or repeatForever")
    }
    return animation
  }

  private static func base(_ name: String, parameters: SceneNode?, at node: SceneNode)
    throws(SceneError) -> Animation
  {
    switch name {
    case "default": return try noParameters(parameters, .default)
    case "interactiveSpring": return try noParameters(parameters, .interactiveSpring)
    case "spring":
      guard let parameters else { return .spring }
      let object = try parameters.object(keys: ["duration", "bounce", "blendDuration"])
      return .spring(
        duration: try object["duration"]?.number(in: 0.01...seconds.upperBound, unit: "s") ?? 0.5,
        bounce: try object["bounce"]?.number(in: -1...1) ?? 0,
        blendDuration: try object["blendDuration"]?.number(in: seconds, unit: "s") ?? 0)
    case "smooth", "snappy", "bouncy":
      guard let parameters else {
        return name == "smooth" ? .smooth : name == "snappy" ? .snappy : .bouncy
      }
      let object = try parameters.object(keys: ["duration", "extraBounce"])
      let duration =
        try object["duration"]?.number(in: 0.01...seconds.upperBound, unit: "s") ?? 0.5
      let extra = try object["extraBounce"]?.number(in: -1...1) ?? 0
      switch name {
      case "smooth": return .smooth(duration: duration, extraBounce: extra)
      case "snappy": return .snappy(duration: duration, extraBounce: extra)
      default: return .bouncy(duration: duration, extraBounce: extra)
      }
    case "timingCurve":
      guard let parameters else {
        throw node.error("timingCurve needs {\"controlPoints\": [x1, y1, x2, y2]}")
      }
      let object = try parameters.object(
        keys: ["controlPoints", "duration"], required: ["controlPoints"])
      let pointsNode = object["controlPoints"] ?? parameters
      let points = try pointsNode.array()
      guard points.count == 4 else {
        throw pointsNode.expected("four numbers [x1, y1, x2, y2]")
      }
      var values: [Double] = []
      for (index, point) in points.enumerated() {
        values.append(try point.number(in: index.isMultiple(of: 2) ? 0...1 : -10...10))
      }
      let duration =
        try object["duration"]?.number(in: 0...seconds.upperBound, unit: "s")
        ?? Animation.defaultTimingCurveDuration
      return .timingCurve(values[0], values[1], values[2], values[3], duration: duration)
    default:
      var duration = Animation.defaultTimingCurveDuration
      if let parameters {
        let object = try parameters.object(keys: ["duration"])
        duration = try object["duration"]?.number(in: seconds, unit: "s") ?? duration
      }
      switch name {
      case "linear": return .linear(duration: duration)
      case "easeIn": return .easeIn(duration: duration)
      case "easeOut": return .easeOut(duration: duration)
      default: return .easeInOut(duration: duration)
      }
    }
  }

  private static func noParameters(_ parameters: SceneNode?, _ animation: Animation)
    throws(SceneError) -> Animation
  {
    if let parameters { _ = try parameters.object(keys: []) }
    return animation
  }

  // MARK: Transitions

  /// A transition: a name (`"opacity"`, `"scale"`, `"slide"`, `"identity"`,
  /// `"blurReplace"`), or an object with one name whose value is its parameters:
  /// `{"scale": {"scale": 0.5, "anchor": "bottom"}}`, `{"move": {"edge": "bottom"}}`,
  /// `{"push": {"from": "leading"}}`, `{"offset": {"x": 0, "y": 20}}`,
  /// `{"blurReplace": "upUp"}`, `{"combined": [t, …]}`,
  /// `{"asymmetric": {"insertion": t, "removal": t}}`.
  static func transition(_ node: SceneNode) throws(SceneError) -> SceneTransition {
    if case .string = node.json.value {
      let simple = ["opacity", "scale", "slide", "identity", "blurReplace"]
      let name = try node.choice(simple + ["move", "push", "offset", "combined", "asymmetric"])
      switch name {
      case "opacity": return .opacity
      case "scale": return .scale(0, anchor: "center")
      case "slide": return .slide
      case "identity": return .identity
      case "blurReplace": return .blurReplace(upUp: false)
      default:
        throw node.error("the transition \"\(name)\" needs parameters: {\"\(name)\": …}")
      }
    }
    guard case .object(let members) = node.json.value, members.count == 1,
      let member = members.first
    else {
      throw node.expected(
        "a transition: one of \(transitions.joined(separator: ", ")), or an object with one of them"
      )
    }
    let object = try node.object(keys: transitions)
    guard let value = object[member.key] else {
      throw node.error("the transition \"\(member.key)\" needs a value")
    }
    switch member.key {
    case "opacity", "slide", "identity":
      _ = try value.object(keys: [])
      return member.key == "opacity" ? .opacity : member.key == "slide" ? .slide : .identity
    case "scale":
      let parameters = try value.object(keys: ["scale", "anchor"])
      let scale = try parameters["scale"]?.number(in: 0...100) ?? 0
      let anchor = try parameters["anchor"]?.choice(anchors.map(\.0)) ?? "center"
      return .scale(scale, anchor: anchor)
    case "blurReplace":
      return .blurReplace(upUp: try value.choice(["downUp", "upUp"]) == "upUp")
    case "move":
      let parameters = try value.object(keys: ["edge"], required: ["edge"])
      return .move(edge: try edge(parameters["edge"] ?? value))
    case "push":
      let parameters = try value.object(keys: ["from"], required: ["from"])
      return .push(from: try edge(parameters["from"] ?? value))
    case "offset":
      return .offset(try ScenePlacement.size(value, keys: ("x", "y")))
    case "combined":
      let items = try value.array()
      guard !items.isEmpty else {
        throw value.expected("a list of transitions to combine")
      }
      var parts: [SceneTransition] = []
      for item in items { parts.append(try transition(item)) }
      return .combined(parts)
    default:
      let parameters = try value.object(
        keys: ["insertion", "removal"], required: ["insertion", "removal"])
      return .asymmetric(
        insertion: try transition(parameters["insertion"] ?? value),
        removal: try transition(parameters["removal"] ?? value))
    }
  }

  static func edge(_ node: SceneNode) throws(SceneError) -> String {
    try node.choice(edges.map(\.0))
  }
}

/// A transition read from a scene file, as SwiftUI's `AnyTransition` values.
indirect enum SceneTransition: Sendable, CustomStringConvertible {
  case opacity
  case scale(Double, anchor: String)
  case slide
  case identity
  case blurReplace(upUp: Bool)
  case move(edge: String)
  case push(from: String)
  case offset(CGSize)
  case combined([SceneTransition])
  case asymmetric(insertion: SceneTransition, removal: SceneTransition)

  /// The transition as Kinetype's (SwiftUI's) `AnyTransition`.
  var anyTransition: AnyTransition {
    switch self {
    case .opacity: return .opacity
    case .scale(let scale, let anchor):
      let point = SceneAnimationReader.anchors.first { $0.0 == anchor }?.1 ?? .center
      return scale == 0 && anchor == "center"
        ? .scale : .scale(scale: CGFloat(scale), anchor: point)
    case .slide: return .slide
    case .identity: return .identity
    case .blurReplace(let upUp): return upUp ? .blurReplace(.upUp) : .blurReplace
    case .move(let edge): return .move(edge: Self.edge(edge))
    case .push(let edge): return .push(from: Self.edge(edge))
    case .offset(let size): return .offset(size)
    case .combined(let parts):
      var result = parts.first?.anyTransition ?? .identity
      for part in parts.dropFirst() { result = result.combined(with: part.anyTransition) }
      return result
    case .asymmetric(let insertion, let removal):
      return .asymmetric(insertion: insertion.anyTransition, removal: removal.anyTransition)
    }
  }

  static func edge(_ name: String) -> Edge {
    SceneAnimationReader.edges.first { $0.0 == name }?.1 ?? .bottom
  }

  /// The transition as SwiftUI code: `.move(edge: .bottom).combined(with: .opacity)`.
  var description: String {
    switch self {
    case .opacity: return ".opacity"
    case .scale(let scale, let anchor):
      return scale == 0 && anchor == "center"
        ? ".scale" : ".scale(scale: \(SceneJSON.format(scale)), anchor: .\(anchor))"
    case .slide: return ".slide"
    case .identity: return ".identity"
    case .blurReplace(let upUp): return upUp ? ".blurReplace(.upUp)" : ".blurReplace"
    case .move(let edge): return ".move(edge: .\(edge))"
    case .push(let edge): return ".push(from: .\(edge))"
    case .offset(let size):
      return ".offset(x: \(SceneJSON.format(size.width)), y: \(SceneJSON.format(size.height)))"
    case .combined(let parts):
      return (parts.first?.description ?? ".identity")
        + parts.dropFirst().map { ".combined(with: \($0))" }.joined()
    case .asymmetric(let insertion, let removal):
      return ".asymmetric(insertion: \(insertion), removal: \(removal))"
    }
  }
}
