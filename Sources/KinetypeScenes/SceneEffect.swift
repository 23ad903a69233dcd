import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeText

/// The effect of a scene's text block: which built-in effect animates the block's marked spans
/// (or all of it), with its parameters, stagger and element duration. It is the one
/// ``EffectConfiguration`` the command line and Swift build too, read from the file:
///
/// ```json
/// "effect": {"name": "wave", "amplitude": 12, "stagger": {"each": 0.05, "from": "center"},
///            "elementDuration": 0.6, "animates": "all"}
/// ```
///
/// The names are those of markup's `effect:` and `stagger:` attributes and of the effect's
/// parameter table (``TextEffect/parameters``): `effect: {name: "wave", amplitude: 12}` in
/// markup, `--effect wave --amplitude 12` on the command line, the object above in a scene.
/// Spans whose markup names their own effect keep it.
public typealias SceneEffect = EffectConfiguration

extension EffectConfiguration {
  /// The keys an effect object takes besides its parameters.
  static let sceneKeys = ["name", "stagger", "elementDuration", "animates", "reduceMotion"]

  /// Reads a scene's effect: a name (`"wave"`) or an object, its parameters bound by a limit (a
  /// blur's radius) kept to `limits`.
  init(_ node: SceneNode, limits: Limits = Limits()) throws(SceneError) {
    var object: SceneObject?
    let nameNode: SceneNode
    if case .string = node.json.value {
      nameNode = node
    } else {
      guard case .object(let members) = node.json.value else {
        throw node.expected("an effect name such as \"wave\" or an object {\"name\": \"wave\", …}")
      }
      let partial = SceneObject(node: node, members: members)
      guard let named = partial["name"] else {
        throw node.error(
          "missing the required key \"name\" (one of \(TextEffects.names.joined(separator: ", ")))")
      }
      nameNode = named
      object = partial
    }
    let name = try nameNode.string()
    guard let kind = TextEffects.named(name) else {
      var message =
        "unknown effect \"\(name)\"; expected one of \(TextEffects.names.joined(separator: ", "))"
      if let near = SceneNode.nearest(to: name, among: TextEffects.names) {
        message += " (did you mean \"\(near)\"?)"
      }
      throw nameNode.error(message)
    }
    self.init(kind.init())
    guard object != nil else { return }
    let parameterNames = kind.parameters.map(\.name)
    let members = try node.object(keys: Self.sceneKeys + parameterNames, required: ["name"])

    // Parameters, checked by the effect's own table.
    var parameters = EffectParameters()
    for parameter in kind.parameters {
      guard let value = members[parameter.name] else { continue }
      let checked: EffectValue
      do {
        checked = try parameter.value(markup: value.json.markupValue)
      } catch {
        throw value.expected(
          "\(parameter.accepted) for \(name)'s \(parameter.name) (\(parameter.summary))")
      }
      do {
        try parameter.check(checked, limits: limits, effect: name)
      } catch {
        throw value.error(error)
      }
      parameters[parameter.name] = checked
    }
    apply(parameters)

    if let durationNode = members["elementDuration"] {
      let duration = try durationNode.number(in: 0...60, unit: "s")
      do {
        try setElementDuration(duration)
      } catch {
        throw durationNode.error(
          "the \(name) effect cannot take an element duration: \(kind.staggerSupport.reason)")
      }
    }
    if let staggerNode = members["stagger"] {
      let attribute: StaggerAttribute
      do {
        attribute = try StaggerAttribute(markup: staggerNode.json.markupValue)
      } catch {
        throw staggerNode.error(error.message)
      }
      do {
        try applyStagger(attribute)
      } catch {
        throw staggerNode.error(error.description)
      }
    }
    if let animates = members["animates"] {
      spans =
        try animates.choice(["marked", "all"]) == "all"
        ? .all : .marked(by: EmphasisAttribute.self)
    }
    if let reduce = members["reduceMotion"] {
      reduceMotion = try reduce.choice(["fade", "instant"]) == "fade" ? .crossFade : .endState
    }
  }
}

extension SceneJSON {
  /// The value as markup's value type, so markup's parsers (effect parameters, `stagger:`)
  /// read scene values with the same names and checks.
  var markupValue: MarkupValue {
    switch value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let string): return .string(string)
    case .array(let items): return .array(items.map(\.markupValue))
    case .object(let members):
      return .object(
        Dictionary(members.map { ($0.key, $0.value.markupValue) }) { first, _ in first })
    }
  }
}
