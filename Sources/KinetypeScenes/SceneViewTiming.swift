import KinetypeCore
import KinetypeMotion

/// When a view of a scene file appears and leaves, how, and what its keyframes animate:
/// the keys `start`, `end`, `transition`, `animation` and `keyframes` of a view node.
///
/// ```json
/// {"template": "Badge", "start": 0.6, "end": 2.4,
///  "transition": {"scale": {"scale": 0.2}}, "animation": {"spring": {"bounce": 0.4}}}
/// ```
///
/// A view with a `start` is inserted then, as `withAnimation(animation) { shown = true }`
/// inserts a view with `.transition(transition)` in SwiftUI; with an `end` it is removed
/// then the same way. Without either it is there all along.
struct SceneViewTiming: Sendable {
  static let keys = ["start", "end", "transition", "animation", "keyframes"]

  /// The view's number among the scene's timed views: its place in the scene's timeline
  /// state.
  var id: Int
  /// The view's JSON path (a template use's, for a template).
  var path: String
  /// When it is inserted, in seconds; nil: there from the start, without a transition.
  var start: Double?
  /// When it is removed, in seconds; nil: never.
  var end: Double?
  /// How it comes and goes. Default: `.opacity`, as SwiftUI's.
  var transition: SceneTransition
  /// What carries the insertion and the removal. Default: `.default`, as `withAnimation`'s.
  var animation: Animation
  /// The animation as the file gives it, for `inspect`.
  var animationName: String
  /// Its keyframes, if any.
  var keyframes: SceneKeyframes?

  /// When its keyframes play once; nil when it has none or they repeat.
  var keyframeStart: Double? {
    guard let keyframes, !keyframes.repeating else { return nil }
    return keyframes.start ?? start ?? 0
  }

  /// When everything it does has settled, in seconds: the insertion's and removal's
  /// animations run to their end (springs to their settling time) and the keyframes to
  /// theirs; infinity when something repeats forever.
  var settles: Double {
    var latest = 0.0
    if let start { latest = max(latest, start + animation.duration) }
    if let end { latest = max(latest, end + animation.duration) }
    if let keyframes {
      if keyframes.repeating { return .infinity }
      latest = max(latest, (keyframeStart ?? 0) + keyframes.duration)
    }
    return latest
  }

  /// Reads the timing keys of `object`, or nil when it has none.
  static func read(_ object: SceneObject, id: Int) throws(SceneError) -> SceneViewTiming? {
    guard keys.contains(where: object.has) else { return nil }
    let seconds = 0...3600.0
    let start = try object["start"]?.number(in: seconds, unit: "s")
    let end = try object["end"]?.number(in: seconds, unit: "s")
    if let end, let endNode = object["end"], end <= (start ?? 0) {
      throw endNode.error(
        "the view leaves at \(SceneJSON.format(end)) s, not after it appears at "
          + "\(SceneJSON.format(start ?? 0)) s; give an end after the start")
    }
    let animationNode = object["animation"]
    let animation = try animationNode.map { node throws(SceneError) in
      try SceneAnimationReader.animation(node)
    }
    if animation != nil, start == nil, end == nil, let animationNode {
      throw animationNode.error(
        "an animation carries the view's insertion or removal; give \"start\" or \"end\"")
    }
    if let node = object["transition"], start == nil, end == nil {
      throw node.error("a transition needs \"start\" or \"end\"")
    }
    if let animation, animation.duration.isInfinite, let animationNode {
      throw animationNode.error(
        "an insertion or removal cannot repeat forever; use repeatCount")
    }
    let transition =
      try object["transition"].map { node throws(SceneError) in
        try SceneAnimationReader.transition(node)
      } ?? .opacity
    let keyframes = try object["keyframes"].map { node throws(SceneError) in
      try SceneKeyframes(node)
    }
    if let keyframes, let node = object["keyframes"] {
      let appears = start ?? 0
      if let keyframeStart = keyframes.start, keyframeStart < appears {
        let startNode = (try? node.object(keys: SceneKeyframes.keys))?["start"] ?? node
        throw startNode.error(
          "the keyframes start at \(SceneJSON.format(keyframeStart)) s, before the view appears "
            + "at \(SceneJSON.format(appears)) s")
      }
      if let keyframeStart = keyframes.start, let end, keyframeStart >= end {
        let startNode = (try? node.object(keys: SceneKeyframes.keys))?["start"] ?? node
        throw startNode.error(
          "the keyframes start at \(SceneJSON.format(keyframeStart)) s, after the view leaves "
            + "at \(SceneJSON.format(end)) s")
      }
    }
    return SceneViewTiming(
      id: id, path: object.node.path, start: start, end: end, transition: transition,
      animation: animation ?? .default,
      animationName: animationNode.map { compact($0.json) } ?? "default",
      keyframes: keyframes)
  }

  /// A JSON value on one line.
  static func compact(_ json: SceneJSON) -> String {
    switch json.value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return SceneJSON.format(number)
    case .string(let string): return "\"\(string)\""
    case .array(let items): return "[" + items.map(compact).joined(separator: ", ") + "]"
    case .object(let members):
      return "{" + members.map { "\"\($0.key)\": \(compact($0.value))" }.joined(separator: ", ")
        + "}"
    }
  }
}
