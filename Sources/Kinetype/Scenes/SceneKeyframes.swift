import Foundation

/// A view's `"keyframes"` in a scene file: tracks of keyframes over its scale, opacity,
/// offset, rotation and blur, played as SwiftUI's `keyframeAnimator` plays them.
///
/// ```json
/// "keyframes": {
///   "start": 0.6,
///   "tracks": {
///     "scale": [{"spring": 1.4, "duration": 0.2}, {"spring": 1, "duration": 0.3}],
///     "rotation": [{"linear": 12, "duration": 0.1}, {"cubic": 0, "duration": 0.3}]
///   }
/// }
/// ```
///
/// Played once (the default), they are `.keyframeAnimator(initialValue:trigger:…)` whose
/// trigger changes at `start` (default: when the view appears); `"repeating": true` is
/// `.keyframeAnimator(initialValue:repeating: true…)`, looping from when the view appears.
struct SceneKeyframes: Sendable {
  /// One keyframe, as SwiftUI's `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe`,
  /// `MoveKeyframe`.
  enum Keyframe: Sendable {
    case linear(Double, duration: Double, curve: UnitCurve)
    case cubic(Double, duration: Double)
    case spring(Double, duration: Double?, spring: Spring)
    case move(Double)

    @KeyframeTrackContentBuilder<Double>
    var content: KeyframeTrackContent<Double> {
      switch self {
      case .linear(let value, let duration, let curve):
        LinearKeyframe(value, duration: duration, timingCurve: curve)
      case .cubic(let value, let duration): CubicKeyframe(value, duration: duration)
      case .spring(let value, let duration, let spring):
        SpringKeyframe(value, duration: duration, spring: spring)
      case .move(let value): MoveKeyframe(value)
      }
    }

    /// Seconds it lasts.
    var duration: Double {
      switch self {
      case .linear(_, let duration, _), .cubic(_, let duration): return duration
      case .spring(_, let duration, let spring): return duration ?? spring.settlingDuration
      case .move: return 0
      }
    }
  }

  /// The animated properties, in the order their modifiers wrap the view.
  static let properties = ["offsetX", "offsetY", "rotation", "scale", "blur", "opacity"]

  /// Where the values start: SwiftUI's `initialValue`.
  var initial: Values
  /// The tracks by property, in ``properties`` order.
  var tracks: [(property: String, keyframes: [Keyframe])]
  /// Loops from when the view appears.
  var repeating: Bool
  /// When the keyframes play once, in seconds on the scene's timeline; nil: when the view
  /// appears.
  var start: Double?

  /// The values the keyframes animate.
  struct Values: Sendable, Equatable {
    var offsetX = 0.0
    var offsetY = 0.0
    var rotation = 0.0
    var scale = 1.0
    var blur = 0.0
    var opacity = 1.0

    static func keyPath(_ property: String) -> WritableKeyPath<Values, Double> {
      switch property {
      case "offsetX": return \.offsetX
      case "offsetY": return \.offsetY
      case "rotation": return \.rotation
      case "scale": return \.scale
      case "blur": return \.blur
      default: return \.opacity
      }
    }
  }

  /// Seconds of the longest track: one pass.
  var duration: Double {
    tracks.map { $0.keyframes.reduce(0) { $0 + $1.duration } }.max() ?? 0
  }

  /// The track of `property` as SwiftUI's `KeyframeTrack`.
  static func track(_ property: String, _ keyframes: [Keyframe]) -> KeyframeTrack<Values, Double> {
    KeyframeTrack(Values.keyPath(property)) {
      for keyframe in keyframes { keyframe.content }
    }
  }

  /// `content` with the animated properties applied: `offset`, `rotationEffect`,
  /// `scaleEffect`, `blur`, `opacity`, only those with a track, in that order.
  func apply<V: View>(_ value: Values, to content: V) -> AnyView {
    var view = AnyView(content)
    let animated = Set(tracks.map(\.property))
    if animated.contains("offsetX") || animated.contains("offsetY") {
      view = AnyView(view.offset(x: CGFloat(value.offsetX), y: CGFloat(value.offsetY)))
    }
    if animated.contains("rotation") {
      view = AnyView(view.rotationEffect(.degrees(value.rotation)))
    }
    if animated.contains("scale") { view = AnyView(view.scaleEffect(CGFloat(value.scale))) }
    if animated.contains("blur") { view = AnyView(view.blur(radius: CGFloat(max(0, value.blur)))) }
    if animated.contains("opacity") { view = AnyView(view.opacity(value.opacity)) }
    return view
  }

  /// `view` with the keyframe animator: looping, or played once when `trigger` changes.
  func animate(_ view: AnyView, trigger: Bool) -> AnyView {
    let keyframes = self
    if repeating {
      return AnyView(
        view.keyframeAnimator(initialValue: initial, repeating: true) { content, value in
          keyframes.apply(value, to: content)
        } keyframes: { _ in
          for track in keyframes.tracks { Self.track(track.property, track.keyframes) }
        })
    }
    return AnyView(
      view.keyframeAnimator(initialValue: initial, trigger: trigger) { content, value in
        keyframes.apply(value, to: content)
      } keyframes: { _ in
        for track in keyframes.tracks { Self.track(track.property, track.keyframes) }
      })
  }
}

extension SceneKeyframes {
  static let keys = ["start", "repeating", "initial", "tracks"]
  static let kinds = ["linear", "cubic", "spring", "move"]
  static let curves: [(String, UnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
  ]

  /// Reads `"keyframes"`.
  init(_ node: SceneNode) throws(SceneError) {
    let object = try node.object(keys: Self.keys, required: ["tracks"])
    repeating = try object["repeating"]?.bool() ?? false
    start = try object["start"]?.number(in: SceneAnimationReader.seconds, unit: "s")
    if repeating, let startNode = object["start"] {
      throw startNode.error(
        "repeating keyframes loop from when the view appears; give the view a \"start\" instead")
    }
    initial = Values()
    if let initialNode = object["initial"] {
      let values = try initialNode.object(keys: Self.properties)
      for property in Self.properties {
        if let value = values[property] {
          initial[keyPath: Values.keyPath(property)] = try Self.value(value, property)
        }
      }
    }
    let tracksNode = object["tracks"] ?? node
    let tracksObject = try tracksNode.object(keys: Self.properties)
    tracks = []
    for property in Self.properties {
      guard let trackNode = tracksObject[property] else { continue }
      let items = try trackNode.array()
      guard !items.isEmpty else { throw trackNode.expected("a list of keyframes") }
      var keyframes: [Keyframe] = []
      for item in items { keyframes.append(try Self.keyframe(item, property)) }
      tracks.append((property, keyframes))
    }
    guard !tracks.isEmpty else {
      throw tracksNode.error(
        "no tracks; give one or more of \(Self.properties.joined(separator: ", "))")
    }
    if repeating, !(duration > 0) {
      throw tracksNode.error("repeating keyframes need a duration above 0 s")
    }
  }

  /// The range a property's values may take.
  static func value(_ node: SceneNode, _ property: String) throws(SceneError) -> Double {
    switch property {
    case "scale": return try node.number(in: 0...100)
    case "opacity": return try node.number(in: 0...1)
    case "rotation": return try node.number(in: -36000...36000, unit: "°")
    case "blur": return try node.number(in: 0...1000, unit: "pt")
    default:
      let limit = Double(Pixmap.maximumSide) * 4
      return try node.number(in: -limit...limit, unit: "pt")
    }
  }

  /// One keyframe: `{"linear"|"cubic"|"spring"|"move": value, "duration": s, …}`.
  static func keyframe(_ node: SceneNode, _ property: String) throws(SceneError) -> Keyframe {
    guard case .object(let members) = node.json.value else {
      throw node.expected(
        "a keyframe: {\"linear\", \"cubic\", \"spring\" or \"move\": value, \"duration\": seconds}")
    }
    let kinds = members.map(\.key).filter { Self.kinds.contains($0) }
    guard kinds.count == 1, let kind = kinds.first else {
      _ = try node.object(keys: Self.kinds + ["duration", "timingCurve", "bounce"])
      throw node.error(
        kinds.isEmpty
          ? "a keyframe needs one of linear, cubic, spring, move"
          : "a keyframe has one kind, found \(kinds.joined(separator: " and "))")
    }
    let keys: [String]
    switch kind {
    case "linear": keys = ["linear", "duration", "timingCurve"]
    case "spring": keys = ["spring", "duration", "bounce"]
    case "move": keys = ["move"]
    default: keys = ["cubic", "duration"]
    }
    let required = kind == "linear" || kind == "cubic" ? [kind, "duration"] : [kind]
    let object = try node.object(keys: keys, required: required)
    let value = try Self.value(object[kind] ?? node, property)
    let duration = try object["duration"]?.number(in: 0...3600, unit: "s")
    switch kind {
    case "linear":
      var curve = UnitCurve.linear
      if let curveNode = object["timingCurve"] {
        let name = try curveNode.choice(curves.map(\.0))
        curve = curves.first { $0.0 == name }?.1 ?? .linear
      }
      return .linear(value, duration: duration ?? 0, curve: curve)
    case "spring":
      let bounce = try object["bounce"]?.number(in: -1...1) ?? 0
      return .spring(
        value, duration: duration, spring: Spring(bounce: bounce))
    case "move": return .move(value)
    default: return .cubic(value, duration: duration ?? 0)
    }
  }
}
