/// Finds the type a saved navigation path names (`"Swift.Int"`, `"MyApp.Recipe"`,
/// `"MyApp.Library.Book"`), as SwiftUI's path decoding does with the runtime's type lookup.
///
/// On Linux the runtime's lookup by such a name (`_typeByName`) finds the standard library's
/// types only. A user type is found by its mangled name instead, which is built here from the
/// dotted name: each component as `<length><identifier>` followed by its kind (`V` struct,
/// `O` enum, `C` class), trying the kinds in turn. Names this cannot spell (generic types other
/// than the standard library's, types declared inside functions, identifiers that are not
/// ASCII) are not found, and decoding says so.
enum NavigationPathTypes {
  /// The `Codable & Hashable` type named `name`, or nil.
  static func type(named name: String) -> (any (Codable & Hashable).Type)? {
    if let type = _typeByName(name) as? any (Codable & Hashable).Type { return type }
    let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard components.count >= 2, components.allSatisfy(isPlainIdentifier) else { return nil }
    let module = mangled(components[0])
    // Each nested component can be a struct, enum or class: try the combinations, outermost
    // kinds varying slowest (few levels in practice; capped so a long name stays cheap).
    let nested = Array(components.dropFirst())
    guard nested.count <= 4 else { return nil }
    for kinds in kindCombinations(count: nested.count) {
      let spelled = zip(nested, kinds).map { mangled($0) + $1 }.joined()
      if let type = _typeByName(module + spelled) as? any (Codable & Hashable).Type {
        return type
      }
    }
    return nil
  }

  /// `<length><identifier>`, Swift's mangling of a plain identifier.
  private static func mangled(_ identifier: String) -> String {
    "\(identifier.utf8.count)\(identifier)"
  }

  /// An ASCII identifier that does not start with a digit.
  private static func isPlainIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_"
    }
  }

  /// Every sequence of `count` kind letters.
  private static func kindCombinations(count: Int) -> [[String]] {
    var combinations: [[String]] = [[]]
    for _ in 0..<count {
      combinations = combinations.flatMap { prefix in ["V", "O", "C"].map { prefix + [$0] } }
    }
    return combinations
  }
}
