import Foundation

/// The command line, consumed option by option: `--name value`, `--name=value`, `-o value`,
/// and flags.
struct CommandLineArguments {
  /// A mistake in how the command was called: unknown option, missing or malformed value.
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  private var remaining: [String]

  init(_ arguments: [String]) {
    remaining = arguments
  }

  /// Whether `--help` or `-h` is among the arguments.
  var wantsHelp: Bool { remaining.contains("--help") || remaining.contains("-h") }

  /// Removes and returns the first argument if it is a command name.
  mutating func popCommand() -> String? {
    guard let first = remaining.first, !first.hasPrefix("-") else { return nil }
    remaining.removeFirst()
    return first
  }

  /// Removes `names` and returns whether one was there.
  mutating func flag(_ names: String...) -> Bool {
    let before = remaining.count
    remaining.removeAll { names.contains($0) }
    return remaining.count != before
  }

  /// Removes an option and returns its value (the last one if given twice).
  mutating func option(_ names: String...) throws -> String? {
    try option(names: names)
  }

  /// Removes an option known by any of `names` and returns its value (the last one if given
  /// twice).
  mutating func option(names: [String]) throws -> String? {
    var value: String?
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if let name = names.first(where: { argument.hasPrefix($0 + "=") }) {
        value = String(argument.dropFirst(name.count + 1))
        remaining.remove(at: index)
      } else if names.contains(argument) {
        guard index + 1 < remaining.count else {
          throw UsageError(description: "\(argument) needs a value")
        }
        value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
      } else {
        index += 1
      }
    }
    return value
  }

  /// Removes every occurrence of an option and returns their values in order.
  mutating func options(_ name: String) throws -> [String] {
    var values: [String] = []
    while let value = try option(name) { values.insert(value, at: 0) }
    return values
  }

  /// A number option, checked to be finite.
  mutating func number(_ names: String...) throws -> Double? {
    guard let text = try option(names: names) else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw UsageError(description: "\(names.first ?? "") expects a number, got '\(text)'")
    }
    return value
  }

  /// Fails on anything not consumed: an unknown option or a stray argument.
  func finish() throws {
    if let first = remaining.first {
      throw UsageError(
        description: first.hasPrefix("-")
          ? "unknown option '\(first)'" : "unexpected argument '\(first)'")
    }
  }

  /// Prints `kinetype: error: message` to standard error and exits with `status`.
  static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("kinetype: error: \(message)\n".utf8))
    exit(status)
  }
}
