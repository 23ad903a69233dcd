import KinetypeCore

/// A value of a scene file at its JSON path: typed reads that fail with a ``SceneError``
/// naming the path, what was expected and what was found.
struct SceneNode {
  let json: SceneJSON
  let path: String
  let file: String

  func error(_ message: String) -> SceneError {
    SceneError(file: file, path: path, line: json.line, column: json.column, message: message)
  }

  /// The error for a value over a limit: the limit's message, kept for the caller's hint.
  func error(_ limit: LimitError) -> SceneError {
    var error = error(limit.description)
    error.limit = limit
    return error
  }

  func expected(_ what: String) -> SceneError {
    error("expected \(what), found \(json.excerpt)")
  }

  var number: Double? {
    if case .number(let number) = json.value { return number }
    return nil
  }

  func number(in range: ClosedRange<Double>, unit: String = "") throws(SceneError) -> Double {
    guard let number, range.contains(number) else {
      let suffix = unit.isEmpty ? "" : " " + unit
      throw expected(
        "a number from \(SceneJSON.format(range.lowerBound)) to "
          + "\(SceneJSON.format(range.upperBound))\(suffix)")
    }
    return number
  }

  func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
    guard let number, number == number.rounded(), number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else {
      throw expected("a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return Int(number)
  }

  func string() throws(SceneError) -> String {
    guard case .string(let string) = json.value else { throw expected("a string") }
    return string
  }

  func bool() throws(SceneError) -> Bool {
    guard case .bool(let flag) = json.value else { throw expected("true or false") }
    return flag
  }

  /// A color as every input writes one (``Color/init(parsing:)``).
  func color() throws(SceneError) -> Color {
    if case .string(let text) = json.value, let color = Color(parsing: text) { return color }
    throw expected("a color: \(Color.grammar)")
  }

  /// One of `names`, or an error listing them (and the nearest).
  func choice(_ names: [String]) throws(SceneError) -> String {
    guard case .string(let text) = json.value, names.contains(text) else {
      var message = "expected one of \(names.joined(separator: ", ")), found \(json.excerpt)"
      if case .string(let text) = json.value, let near = SceneNode.nearest(to: text, among: names) {
        message += " (did you mean \"\(near)\"?)"
      }
      throw error(message)
    }
    return text
  }

  func array() throws(SceneError) -> [SceneNode] {
    guard case .array(let items) = json.value else { throw expected("an array") }
    return items.enumerated().map {
      SceneNode(json: $1, path: "\(path)[\($0)]", file: file)
    }
  }

  /// The object's members, checked against `keys`: an unknown key is an error naming the
  /// nearest known one, a missing required key an error naming it.
  func object(keys: [String], required: [String] = []) throws(SceneError) -> SceneObject {
    guard case .object(let members) = json.value else { throw expected("an object") }
    for member in members where !keys.contains(member.key) {
      var message = "unknown key \"\(member.key)\"; expected one of \(keys.joined(separator: ", "))"
      if let near = SceneNode.nearest(to: member.key, among: keys) {
        message += " (did you mean \"\(near)\"?)"
      }
      throw SceneError(
        file: file, path: SceneNode.join(path, member.key), line: member.value.line,
        column: member.value.column, message: message)
    }
    for key in required where !members.contains(where: { $0.key == key }) {
      throw error("missing the required key \"\(key)\"")
    }
    return SceneObject(node: self, members: members)
  }

  static func join(_ path: String, _ key: String) -> String {
    let plain = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !key.isEmpty
    return plain ? "\(path).\(key)" : "\(path)[\"\(key)\"]"
  }

  /// The name in `names` nearest `word` by edit distance, if it is close.
  static func nearest(to word: String, among names: [String]) -> String? {
    let scored = names.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
  }

  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let old = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = old
      }
    }
    return row[b.count]
  }
}

/// An object of a scene file whose keys were checked.
struct SceneObject {
  let node: SceneNode
  let members: [(key: String, value: SceneJSON)]

  /// The member `key`, or nil when absent (a `null` counts as absent).
  subscript(key: String) -> SceneNode? {
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    if case .null = member.value.value { return nil }
    return SceneNode(json: member.value, path: SceneNode.join(node.path, key), file: node.file)
  }

  func has(_ key: String) -> Bool { self[key] != nil }
}
