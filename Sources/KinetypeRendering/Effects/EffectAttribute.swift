import KinetypeCore
import KinetypeText

/// The built-in effect that animates a span, and the span's own values of its parameters.
///
/// Markup name `effect` (with ``KinetypeText/MarkupAttributeRegistry/kinetype``): a string names
/// the effect with its defaults (`^[Hello](effect: "wave")`), an object names it with `name`
/// and sets any of its parameters (`^[Hello](effect: {name: "wave", amplitude: 12})`). The
/// names are those of ``TextEffects/builtIn``; each effect's parameters, their ranges and
/// defaults are its ``TextEffect/parameters``. The span's stagger and timing are the
/// `stagger:` and `timing:` attributes beside it:
/// `^[Hello](effect: "wave", stagger: {each: 0.1, from: "center"})`.
///
/// An ``EffectRenderer`` draws each span with the effect it names; a built-in effect used as a
/// renderer on its own draws the spans that name it (``StaggeredSpans/effect(_:otherwise:)``).
/// The span's parameter values replace the renderer's for that span only.
public struct EffectAttribute: TextAttribute {
  /// The effect's name (`"wave"`).
  public var name: String
  /// The span's own parameter values; the rest are the renderer's.
  public var parameters: EffectParameters

  /// A span animated by the effect `name`, with `parameters` replacing the renderer's values.
  public init(_ name: String, parameters: EffectParameters = EffectParameters()) {
    self.name = name
    self.parameters = parameters
  }

  /// Parses a markup value: an effect name, or an object with `name` and parameters; a
  /// parameter bound by a limit (a blur's radius) keeps to `limits`.
  /// - Throws: ``KinetypeText/MarkupValueError`` naming the unknown effect or parameter (and the
  ///   known ones) or the bad value; ``KinetypeCore/LimitError`` for a value over its limit.
  public init(markup value: MarkupValue, limits: Limits = Limits()) throws {
    let name: String
    var members: [String: MarkupValue] = [:]
    switch value {
    case .string(let string):
      name = string
    case .object(let object):
      guard case .string(let string)? = object["name"] else {
        throw MarkupValueError(
          "effect takes a name (\"wave\") or an object with one ({name: \"wave\", amplitude: 12})"
            + ", got \(value)")
      }
      name = string
      members = object
      members["name"] = nil
    default:
      throw MarkupValueError(
        "effect takes a name such as \"wave\" or {name: \"wave\", …}, got \(value)")
    }
    guard let effect = TextEffects.named(name) else {
      throw MarkupValueError(
        "unknown effect '\(name)' (known: \(TextEffects.names.joined(separator: ", ")))")
    }
    var parameters = EffectParameters()
    for key in members.keys.sorted() {
      guard let member = members[key] else { continue }
      guard let parameter = effect.parameters.first(where: { $0.name == key }) else {
        let known = effect.parameters.map(\.name)
        throw MarkupValueError(
          "\(name) has no parameter '\(key)'"
            + (known.isEmpty ? "" : " (it takes \(known.joined(separator: ", ")))")
            + "; its stagger goes in stagger: and its timing in timing:")
      }
      let value = try parameter.value(markup: member)
      try parameter.check(value, limits: limits, effect: name)
      parameters[key] = value
    }
    self.init(name, parameters: parameters)
  }
}
