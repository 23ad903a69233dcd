import Foundation
import KinetypeCore

/// A value in markup attributes: JSON-style booleans, numbers, strings, arrays and objects
/// (`^[text](stagger: {each: 0.08, from: "end"})`; object keys may be bare words).
public enum MarkupValue: Hashable, Sendable, CustomStringConvertible {
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A quoted string.
  case string(String)
  /// `[a, b]`.
  case array([MarkupValue])
  /// `{key: value}`.
  case object([String: MarkupValue])
  /// `null`.
  case null

  /// The value as JSON text (object keys sorted).
  public var description: String {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let value):
      let data = (try? JSONEncoder().encode(value)) ?? Data("\"\"".utf8)
      return String(decoding: data, as: UTF8.self)
    case .array(let values): return "[" + values.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      let body = members.sorted { $0.key < $1.key }.map {
        MarkupValue.string($0.key).description + ":" + $0.value.description
      }
      return "{" + body.joined(separator: ",") + "}"
    case .null: return "null"
    }
  }

  /// Decodes `T` from this value through JSON.
  public func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(description.utf8))
  }
}

/// The attribute names markup understands, each with a factory that turns a value into a
/// ``TextAttribute`` (or nil to add nothing, as `emphasis: false`).
public struct MarkupAttributeRegistry: Sendable {
  /// Makes an attribute from a markup value; throws to report a bad value.
  public typealias Factory = @Sendable (MarkupValue) throws -> (any TextAttribute)?

  private var factories: [String: Factory] = [:]

  /// An empty registry (the built-in styling names still work).
  public init() {}

  /// `emphasis` (`true` adds Kinetype's ``EmphasisAttribute``; register your own type under
  /// the same name to have markup attach it instead).
  public static var `default`: MarkupAttributeRegistry {
    var registry = MarkupAttributeRegistry()
    registry.register("emphasis", EmphasisAttribute())
    return registry
  }

  /// Registers `name` with a factory (replacing any earlier one).
  public mutating func register(_ name: String, _ factory: @escaping Factory) {
    factories[name] = factory
  }

  /// Registers `name` for a marker: `name: true` attaches `marker`, `name: false` nothing;
  /// any other value is an error. This is how your own type is reached from markup, also
  /// under a built-in name:
  ///
  ///     struct EmphasisAttribute: TextAttribute {}   // yours, as in SwiftUI code
  ///     var registry = MarkupAttributeRegistry.default
  ///     registry.register("emphasis", EmphasisAttribute())
  ///     let text = try Text(markup: "^[moonlight](emphasis: true)", attributes: registry)
  public mutating func register<T: TextAttribute>(_ name: String, _ marker: T) {
    factories[name] = { value in
      guard case .bool(let isOn) = value else {
        throw MarkupValueError("\(name) takes true or false, got \(value)")
      }
      return isOn ? marker : nil
    }
  }

  /// Registers `name` for a `Decodable` attribute: an object value decodes directly; a plain
  /// value decodes as `{key: value}` when `key` is given (`pause: 0.5` with key `seconds`),
  /// else as the whole type.
  public mutating func register<T: TextAttribute & Decodable>(
    _ name: String, as type: T.Type, key: String? = nil
  ) {
    factories[name] = { value in
      if let key {
        if case .object = value { return try value.decode(T.self) }
        return try MarkupValue.object([key: value]).decode(T.self)
      }
      return try value.decode(T.self)
    }
  }

  /// The registered names, sorted.
  public var names: [String] { factories.keys.sorted() }

  func factory(_ name: String) -> Factory? { factories[name] }
}

/// A markup value that an attribute factory rejects.
public struct MarkupValueError: Error, CustomStringConvertible, Sendable {
  /// What is wrong with the value.
  public var message: String
  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }
  /// The message.
  public var description: String { message }
}

/// Bad markup, with the 1-based line and column (in characters) where it was found.
public struct MarkupError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in characters.
  public var column: Int
  /// What is wrong.
  public var message: String
  /// The limit a value went over (an effect's blur radius), for the caller's hint; nil when
  /// the markup is bad in itself. Default: nil.
  public var limit: LimitError?

  /// Creates an error.
  public init(line: Int, column: Int, message: String, limit: LimitError? = nil) {
    self.line = line
    self.column = column
    self.message = message
    self.limit = limit
  }

  /// `line L, column C: message`.
  public var description: String { "line \(line), column \(column): \(message)" }
}
