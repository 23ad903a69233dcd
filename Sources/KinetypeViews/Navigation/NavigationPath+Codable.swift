import Foundation

extension NavigationPath {
  /// The path in a form `JSONEncoder` can save, as SwiftUI's `NavigationPath.codable`; nil
  /// when a value on the path is not `Codable`.
  ///
  /// ```swift
  /// if let representation = path.codable {
  ///   try JSONEncoder().encode(representation).write(to: saved)
  /// }
  /// ```
  public var codable: CodableRepresentation? {
    var entries: [CodableRepresentation.Entry] = []
    for element in elements {
      guard let value = element.base as? any Codable & Hashable else { return nil }
      entries.append(CodableRepresentation.Entry(value: value))
    }
    return CodableRepresentation(entries: entries)
  }

  /// The path that `codable` was read from: its values decoded back into their own types, so
  /// each one reaches the `navigationDestination(for:)` of its type.
  public init(_ codable: CodableRepresentation) {
    elements = codable.entries.map(\.element)
  }

  /// A saved navigation path, as SwiftUI's `NavigationPath.CodableRepresentation`.
  ///
  /// It encodes as SwiftUI's does (as Point-Free read it, "Reverse Engineering SwiftUI's
  /// NavigationPath Codability", 2022): one flat array of strings, for each value from the last
  /// pushed to the first, the type's qualified name (`_typeName(_:qualified:)`, as
  /// `"Swift.Int"` or `"MyApp.Recipe"`) followed by the value as JSON text. Decoding finds each
  /// type by that name and fails, as a `DecodingError`, for a name no type in the program has
  /// or a text that does not decode as that type.
  public struct CodableRepresentation: Codable, Equatable {
    struct Entry: Equatable {
      let typeName: String
      let json: String
      let element: AnyHashable

      init(value: any Codable & Hashable) {
        typeName = _typeName(type(of: value), qualified: true)
        json = Entry.jsonText(of: value)
        element = AnyHashable(value)
      }

      init(typeName: String, json: String, element: AnyHashable) {
        self.typeName = typeName
        self.json = json
        self.element = element
      }

      /// The value as JSON text; a value whose encoder throws is written as `null`, which
      /// fails when read back (a path is saved whole or not read).
      private static func jsonText(of value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
      }
    }

    let entries: [Entry]

    init(entries: [Entry]) { self.entries = entries }

    /// Reads the flat array of type names and JSON texts, last pushed first.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var reversed: [Entry] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        guard !container.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "a type name (\(typeName)) without its value")
        }
        let json = try container.decode(String.self)
        guard let type = NavigationPathTypes.type(named: typeName) else {
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "no Codable and Hashable type named \(typeName) in this program")
        }
        let value: any Codable & Hashable
        do {
          value = try Self.decode(type, from: json)
        } catch {
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "the value of type \(typeName) does not decode: \(error)")
        }
        reversed.append(Entry(typeName: typeName, json: json, element: AnyHashable(value)))
      }
      entries = reversed.reversed()
    }

    /// Writes the flat array of type names and JSON texts, last pushed first.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for entry in entries.reversed() {
        try container.encode(entry.typeName)
        try container.encode(entry.json)
      }
    }

    /// Two representations are equal when they save the same types and values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.entries.map { [$0.typeName, $0.json] } == rhs.entries.map { [$0.typeName, $0.json] }
    }

    private static func decode<T: Codable & Hashable>(_ type: T.Type, from json: String) throws
      -> any Codable & Hashable
    {
      try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }
  }
}
