import KinetypeCore

/// A JSON value of a transcript, read by KinetypeCore's one JSON reader (``PositionedJSON``),
/// with its path (`$.segments[2].words[0]`) beside its line and column, so an error can point at
/// it.
struct CaptionJSON {
  /// The value as read, with its position.
  let node: PositionedJSON
  /// Its JSON path.
  let path: String

  /// The value.
  var value: PositionedJSON.Value { node.value }
  /// Where it starts: line and column from 1.
  var line: Int { node.line }
  var column: Int { node.column }

  /// The member `key` of an object; nil when absent, null or not an object.
  subscript(key: String) -> CaptionJSON? {
    guard case .object(let members) = value,
      let member = members.first(where: { $0.key == key })?.value
    else { return nil }
    if case .null = member.value { return nil }
    return CaptionJSON(node: member, path: path + "." + key)
  }

  /// Whether it is an object with a member `key`.
  func has(_ key: String) -> Bool { self[key] != nil }

  /// The items of an array; nil otherwise.
  var items: [CaptionJSON]? {
    guard case .array(let items) = value else { return nil }
    return items.enumerated().map { CaptionJSON(node: $1, path: path + "[\($0)]") }
  }

  /// The number; nil otherwise.
  var number: Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The string; nil otherwise.
  var string: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  /// What kind of value it is, as errors name it.
  var kind: String { node.kindDescription }

  /// An error about this value.
  func error(_ message: String, file: String) -> CaptionError {
    CaptionError(file: file, line: line, column: column, path: path, message: message)
  }

  /// The member `key`, which must be `what`.
  func required<T>(
    _ key: String, _ what: String, file: String, _ read: (CaptionJSON) -> T?
  ) throws(CaptionError) -> T {
    guard let member = self[key] else {
      throw error("missing \"\(key)\" (\(what))", file: file)
    }
    guard let value = read(member) else {
      throw member.error("expected \(what), got \(member.kind)", file: file)
    }
    return value
  }

  /// The optional member `key`: nil when absent or null, else it must be `what`.
  func optional<T>(
    _ key: String, _ what: String, file: String, _ read: (CaptionJSON) -> T?
  ) throws(CaptionError) -> T? {
    guard let member = self[key] else { return nil }
    guard let value = read(member) else {
      throw member.error("expected \(what), got \(member.kind)", file: file)
    }
    return value
  }

  /// Parses `text` (a leading byte-order mark is skipped).
  /// - Throws: ``CaptionError`` at the first syntax error, path `$`.
  static func parse(_ text: String, file: String) throws(CaptionError) -> CaptionJSON {
    do {
      let node = try PositionedJSON.parse(
        text, maximumDepth: 256, trailingText: "unexpected text after the JSON value",
        allowsByteOrderMark: true)
      return CaptionJSON(node: node, path: "$")
    } catch {
      throw CaptionError(
        file: file, line: error.line, column: error.column, path: "$", message: error.message)
    }
  }
}
