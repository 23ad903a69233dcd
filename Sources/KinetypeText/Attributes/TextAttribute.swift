/// A user's own attribute on a span of text, as SwiftUI's `TextAttribute`: renderers read it
/// back from each run with `run[MyAttribute.self]`.
///
/// Any `Hashable & Sendable` type works, with or without values:
/// `struct Pause: TextAttribute { var seconds: Double }`. Only one value of each type applies
/// to a character; inner attributes take precedence.
public protocol TextAttribute: Hashable, Sendable {}

/// The built-in emphasis marker, as the `EmphasisAttribute` of Apple's WWDC24 sample; markup
/// name `emphasis` (`^[moonlight](emphasis: true)`), read by the built-in renderers.
///
/// Code written for SwiftUI declares its own `struct EmphasisAttribute: TextAttribute {}`,
/// which is a different type: to have markup's `emphasis` attach yours, register it
/// (`registry.register("emphasis", EmphasisAttribute())`). Reading your type from a run that
/// carries only this one adds a warning to the drawing context saying so.
public struct EmphasisAttribute: TextAttribute {
  /// Creates the marker.
  public init() {}
}

/// Where attribute lookups that miss only because of a same-named type are reported: while a
/// `GraphicsContext` draws, to that context's warnings.
package enum AttributeLookup {
  /// The reporter for the drawing in progress, if any.
  @TaskLocal package static var reporter: Reporter?

  /// Receives one message per miss.
  package struct Reporter: Sendable {
    package let report: @Sendable (String) -> Void
    package init(_ report: @escaping @Sendable (String) -> Void) { self.report = report }
  }

  /// Reports that `wanted` was looked up in `values` and missed although a type of the same
  /// name is there.
  static func checkNameAlike(_ wanted: Any.Type, in values: [ObjectIdentifier: any TextAttribute]) {
    guard let reporter else { return }
    let name = String(describing: wanted)
    for value in values.values where String(describing: type(of: value)) == name {
      let found = String(reflecting: type(of: value))
      reporter.report(
        "run[\(name).self] found nothing: this text carries \(found), a different type named "
          + "\(name) (markup attaches Kinetype's); to attach \(String(reflecting: wanted)), "
          + "register it on the markup registry: registry.register(\"<name>\", \(name)())")
    }
  }
}

/// A set of custom attributes, at most one per type.
struct CustomAttributes: Hashable, Sendable {
  private(set) var values: [ObjectIdentifier: any TextAttribute] = [:]

  var isEmpty: Bool { values.isEmpty }

  subscript<T: TextAttribute>(_ type: T.Type) -> T? {
    if let value = values[ObjectIdentifier(type)] as? T { return value }
    if !values.isEmpty { AttributeLookup.checkNameAlike(type, in: values) }
    return nil
  }

  /// Sets `value` unless an attribute of its type is already there (inner wins).
  mutating func setIfAbsent(_ value: any TextAttribute) {
    let key = ObjectIdentifier(type(of: value))
    if values[key] == nil { values[key] = value }
  }

  /// Sets `value`, replacing any of its type.
  mutating func set(_ value: any TextAttribute) {
    values[ObjectIdentifier(type(of: value))] = value
  }

  /// The attributes sorted by type name, for stable output.
  var sorted: [any TextAttribute] {
    values.values.sorted { String(reflecting: type(of: $0)) < String(reflecting: type(of: $1)) }
  }

  static func == (lhs: CustomAttributes, rhs: CustomAttributes) -> Bool {
    guard lhs.values.count == rhs.values.count else { return false }
    for (key, value) in lhs.values {
      guard let other = rhs.values[key], AnyHashable(value) == AnyHashable(other) else {
        return false
      }
    }
    return true
  }

  func hash(into hasher: inout Hasher) {
    var combined = 0
    for value in values.values { combined ^= AnyHashable(value).hashValue }
    hasher.combine(values.count)
    hasher.combine(combined)
  }
}
