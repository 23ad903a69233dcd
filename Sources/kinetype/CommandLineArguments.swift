import Foundation

/// The command line, consumed option by option: `--name value`, `--name=value`, `-o value`,
/// and flags. It remembers every name a command asked for, so that an unknown option can be
/// answered with the nearest known one.
struct CommandLineArguments {
  /// A mistake in how the command was called or in what it was given (an unknown option, a
  /// value out of range, unreadable input): exit status 2.
  struct UsageError: Error, CustomStringConvertible {
    /// What is wrong, on one line.
    var description: String
    /// How to put it right, when that is not obvious from the message.
    var hint: String?

    init(description: String, hint: String? = nil) {
      self.description = description
      self.hint = hint
    }
  }

  private var remaining: [String]
  /// The command being run, for hints (`kinetype render --help`).
  private(set) var command: String?
  /// Every option and flag name the command asked for.
  private var known: [String] = ["--help", "-h"]
  /// The options and flags found so far, in the order asked for: `--name=value` or `--name`,
  /// by the last of their names (the long one). A render's manifest records those that shape
  /// the frames.
  private(set) var given: [String] = []

  init(_ arguments: [String]) {
    remaining = arguments
  }

  /// Whether `--help` or `-h` is among the arguments.
  var wantsHelp: Bool { remaining.contains("--help") || remaining.contains("-h") }

  /// Removes and returns the first argument if it is a command name.
  mutating func popCommand() -> String? {
    guard let first = remaining.first, !first.hasPrefix("-") else { return nil }
    remaining.removeFirst()
    command = first
    return first
  }

  /// Removes `names` and returns whether one was there.
  mutating func flag(_ names: String...) -> Bool {
    known += names
    let before = remaining.count
    remaining.removeAll { names.contains($0) }
    if remaining.count != before, let name = names.last { given.append(name) }
    return remaining.count != before
  }

  /// Removes an option and returns its value (the last one if given twice).
  mutating func option(_ names: String...) throws -> String? {
    try option(names: names)
  }

  /// Removes an option known by any of `names` and returns its value (the last one if given
  /// twice).
  mutating func option(names: [String]) throws -> String? {
    known += names
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
    if let value, let name = names.last { given.append("\(name)=\(value)") }
    return value
  }

  /// Removes every occurrence of an option and returns their values in order.
  mutating func options(_ name: String) throws -> [String] {
    known.append(name)
    var values: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument.hasPrefix(name + "=") {
        values.append(String(argument.dropFirst(name.count + 1)))
        remaining.remove(at: index)
      } else if argument == name {
        guard index + 1 < remaining.count else {
          throw UsageError(description: "\(argument) needs a value")
        }
        values.append(remaining[index + 1])
        remaining.removeSubrange(index...(index + 1))
      } else {
        index += 1
      }
    }
    given += values.map { "\(name)=\($0)" }
    return values
  }

  /// A number option, checked to be a finite decimal number.
  mutating func number(_ names: String...) throws -> Double? {
    guard let text = try option(names: names) else { return nil }
    guard let value = Self.decimal(text) else {
      throw UsageError(description: "\(names.first ?? "") expects a number, got '\(text)'")
    }
    return value
  }

  /// A number option within `range`.
  mutating func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
    guard let text = try option(name) else { return nil }
    guard let value = Self.decimal(text), range.contains(value) else {
      throw UsageError(
        description:
          "\(name) expects a number from \(Self.format(range.lowerBound)) to "
          + "\(Self.format(range.upperBound)), got '\(text)'")
    }
    return value
  }

  /// A whole-number option within `range`.
  mutating func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = try option(name) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        description:
          "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), "
          + "got '\(text)'")
    }
    return value
  }

  /// A path option: any text but the empty one.
  mutating func path(_ names: String...) throws -> String? {
    guard let path = try option(names: names) else { return nil }
    guard !path.isEmpty else {
      throw UsageError(description: "\(names.first ?? "") expects a path, got ''")
    }
    return path
  }

  /// Removes and returns the arguments that are not options (`kinetype verify DIR…`): call
  /// it after every option is taken, so that none of their values is among them. `--` ends
  /// the options: everything after it is returned.
  mutating func positionals() -> [String] {
    var result: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == "--" {
        result += remaining[(index + 1)...]
        remaining.removeSubrange(index...)
        break
      }
      if argument == "-" || !argument.hasPrefix("-") {
        result.append(argument)
        remaining.remove(at: index)
      } else {
        index += 1
      }
    }
    return result
  }

  /// Fails on anything not consumed: an unknown option (with the nearest known name as a hint)
  /// or a stray argument.
  func finish() throws {
    guard let first = remaining.first else { return }
    let help = command.map { "run 'kinetype \($0) --help' for its options" }
    guard first.hasPrefix("-") else {
      throw UsageError(description: "unexpected argument '\(first)'", hint: help)
    }
    let name = String(first.prefix { $0 != "=" })
    let suggestion = Self.nearest(to: name, among: known).map { "did you mean '\($0)'? " } ?? ""
    throw UsageError(
      description: "unknown option '\(first)'", hint: help.map { suggestion + $0 })
  }

  /// A decimal number (`12`, `-0.5`, `1e3`): no hexadecimal, infinity or NaN.
  static func decimal(_ text: String) -> Double? {
    guard text.allSatisfy({ "0123456789+-.eE".contains($0) }), let value = Double(text),
      value.isFinite
    else { return nil }
    return value
  }

  /// `value` without a trailing `.0`.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The name in `names` closest to `name` by edit distance, if close enough to be a typo.
  static func nearest(to name: String, among names: [String]) -> String? {
    let scored = Set(names).map { ($0, editDistance(name, $0)) }
    guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }),
      best.1 <= max(1, min(3, name.count / 3))
    else { return nil }
    return best.0
  }

  /// The Levenshtein distance between `a` and `b`, in characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
