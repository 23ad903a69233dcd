import KinetypeCore

/// A JSON value read from a scene file, with the line and column where it starts, so an error
/// can point at it: KinetypeCore's one JSON reader (``PositionedJSON``), in the scene's words.
typealias SceneJSON = PositionedJSON

extension PositionedJSON {
  /// The value as short JSON text, for messages: strings quoted, long values cut.
  var excerpt: String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return SceneJSON.format(number)
    case .string(let string):
      let cut = string.count > 40 ? String(string.prefix(39)) + "…" : string
      return "\"" + cut + "\""
    case .array(let items): return "an array of \(items.count)"
    case .object: return "an object"
    }
  }

  /// A number as a message shows it: whole numbers without a fraction.
  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  /// Parses `text`, a scene file.
  ///
  /// - Throws: ``SceneError`` at the line and column of the first syntax error (the path is
  ///   `$`), or of a duplicate key.
  static func parse(_ text: String, file: String) throws(SceneError) -> SceneJSON {
    do {
      return try parse(
        text, maximumDepth: maximumDepth,
        trailingText: "expected the end of the file after the scene's object, found more text")
    } catch {
      throw SceneError(
        file: file, path: "$", line: error.line, column: error.column, message: error.message)
    }
  }

  /// How deep arrays and objects may nest: deeper scenes are refused, not crashed on.
  static let maximumDepth = 200

}
