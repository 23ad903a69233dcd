/// A user's own attribute on a span of text, as SwiftUI's `TextAttribute`: renderers read it
/// back from each run with `run[MyAttribute.self]`.
///
/// Any `Hashable & Sendable` type works, with or without values:
/// `struct Pause: TextAttribute { var seconds: Double }`. Only one value of each type applies
/// to a character; inner attributes take precedence.
public protocol TextAttribute: Hashable, Sendable {}

/// The built-in emphasis marker; markup name `emphasis` (`^[moonlight](emphasis: true)`).
public struct EmphasisAttribute: TextAttribute {
  /// Creates the marker.
  public init() {}
}

/// A set of custom attributes, at most one per type.
struct CustomAttributes: Hashable, Sendable {
  private(set) var values: [ObjectIdentifier: any TextAttribute] = [:]

  var isEmpty: Bool { values.isEmpty }

  subscript<T: TextAttribute>(_ type: T.Type) -> T? {
    values[ObjectIdentifier(type)] as? T
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
