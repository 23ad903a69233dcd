/// The expansion of `@Entry`, as SwiftUI's: a property `@Entry var name: Type = value` in an
/// extension of `EnvironmentValues` becomes a computed property reading and writing a key,
/// and the key, a peer type named `__Key_name` whose default value is `value`.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .orange
/// }
/// // becomes
///   var accent: Color {
///     get { self[__Key_accent.self] }
///     set { self[__Key_accent.self] = newValue }
///   }
///   private struct __Key_accent: EnvironmentKey {
///     static var defaultValue: Color { .orange }
///   }
/// ```
///
/// A property without a type takes the value's (`static let defaultValue = value`); one
/// without a value must be optional, and its default is nil.
enum EntryExpansion {
  /// The parts of the declaration the expansion needs.
  struct Property: Equatable {
    /// The property's name.
    var name: String
    /// Its type as written, or nil.
    var type: String?
    /// Its initial value as written, or nil.
    var value: String?
  }

  /// The accessors (role `accessor`) or the key type (role `peer`) for the declaration
  /// `declaration`.
  static func expand(_ declaration: String, role: String) -> PreviewExpansion.Result {
    guard let property = parse(declaration) else {
      return .error("@Entry applies to a 'var' declaration with a name")
    }
    let key = "__Key_\(property.name)"
    switch role {
    case "accessor":
      return .source(
        """
        get {
            self[\(key).self]
        }
        set {
            self[\(key).self] = newValue
        }
        """)
    case "peer":
      let requirement: String
      switch (property.type, property.value) {
      case (let type?, let value?): requirement = "static var defaultValue: \(type) { \(value) }"
      case (let type?, nil): requirement = "static var defaultValue: \(type) { nil }"
      case (nil, let value?): requirement = "static let defaultValue = \(value)"
      case (nil, nil): return .error("@Entry needs a type or an initial value")
      }
      return .source(
        """
        private struct \(key): EnvironmentKey {
            \(requirement)
        }
        """)
    default:
      return .source("")
    }
  }

  /// The name, type and value of a `var` declaration (attributes and modifiers before it
  /// skipped), or nil when it is not one.
  static func parse(_ declaration: String) -> Property? {
    var scanner = SourceScanner(declaration)
    // Attributes (`@Entry`, `@MainActor`, `@available(…)`) and modifiers, up to `var`.
    while true {
      scanner.skipTrivia()
      guard !scanner.isAtEnd else { return nil }
      if scanner.peek() == UInt8(ascii: "@") {
        scanner.index += 1
        _ = scanner.readIdentifier()
        scanner.skipTrivia()
        if scanner.peek() == UInt8(ascii: "(") { _ = scanner.readGroup() }
        continue
      }
      guard let word = scanner.readIdentifier() else { return nil }
      if word == "var" { break }
      if word == "let" { return nil }
      scanner.skipTrivia()
      if scanner.peek() == UInt8(ascii: "(") { _ = scanner.readGroup() }  // `private(set)`
    }
    scanner.skipTrivia()
    guard let name = scanner.readIdentifier() else { return nil }
    scanner.skipTrivia()
    var type: String?
    if scanner.peek() == UInt8(ascii: ":") {
      scanner.index += 1
      let start = scanner.index
      while !scanner.isAtEnd,
        scanner.peek() != UInt8(ascii: "=") || scanner.peek(1) == UInt8(ascii: "=")
      {
        if "([{".utf8.contains(scanner.peek()) {
          _ = scanner.readGroup()
        } else if !scanner.skipOpaqueElement() {
          scanner.index += 1
        }
      }
      type = trimmed(scanner.text(start..<scanner.index))
    }
    var value: String?
    if scanner.peek() == UInt8(ascii: "=") {
      value = trimmed(scanner.text((scanner.index + 1)..<scanner.bytes.count))
    }
    return Property(
      name: name, type: type.flatMap { $0.isEmpty ? nil : $0 },
      value: value.flatMap { $0.isEmpty ? nil : $0 })
  }

  private static func trimmed(_ text: String) -> String {
    var characters = Substring(text)
    while let first = characters.first, first.isWhitespace { characters.removeFirst() }
    while let last = characters.last, last.isWhitespace { characters.removeLast() }
    return String(characters)
  }
}

extension SourceScanner {
  /// Reads an identifier (letters, digits, `_`, or a backquoted one) at `index`, or returns
  /// nil when none starts there.
  mutating func readIdentifier() -> String? {
    if peek() == UInt8(ascii: "`") {
      let start = index
      index += 1
      while !isAtEnd, peek() != UInt8(ascii: "`") { index += 1 }
      index += 1
      return text(start..<min(index, bytes.count))
    }
    let start = index
    while !isAtEnd {
      let byte = peek()
      let isWordByte =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
      guard isWordByte else { break }
      index += 1
    }
    return index > start ? text(start..<index) : nil
  }
}
