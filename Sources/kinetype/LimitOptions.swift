import Kinetype

/// `--limit NAME=VALUE`, repeatable: raises (or lowers) one of the library's ``Limits`` for this
/// run. Shared by every command that reads text; `docs/limits.md` lists the names.
enum LimitOptions {
  /// Help line for the option.
  static let help = """
      --limit NAME=VALUE    raise a resource limit (repeatable): canvas-side, canvas-pixels,
                            frames, duration, text-bytes, nesting-depth,
                            glyph-cache-bytes, scene-file-bytes, font-size, views,
                            blur-radius
                            (docs/limits.md)
    """

  /// The largest nesting depth `--limit` accepts: deeper markup could exhaust the parser's
  /// stack whatever the user asks.
  static let maximumNestingDepth = 10_000

  /// Takes every `--limit` from `arguments` and returns the limits they give.
  static func parse(_ arguments: inout CommandLineArguments) throws -> Limits {
    var limits = Limits()
    for text in try arguments.options("--limit") {
      let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let names = Limits.Name.allCases.map(\.rawValue)
      guard parts.count == 2, let name = Limits.Name(rawValue: String(parts[0])) else {
        let suggestion = parts.first.flatMap {
          CommandLineArguments.nearest(to: String($0), among: names)
        }
        throw CommandLineArguments.UsageError(
          description:
            "--limit expects NAME=VALUE with NAME one of \(names.joined(separator: ", "))"
            + ", got '\(text)'",
          hint: suggestion.map { "did you mean '\($0)'?" })
      }
      let most = name == .nestingDepth ? maximumNestingDepth : Limits.maximum(of: name)
      guard let value = Int(parts[1].replacingOccurrences(of: "_", with: "")), value >= 1,
        value <= most
      else {
        let range = most == Int.max ? "of at least 1" : "from 1 to \(most)"
        throw CommandLineArguments.UsageError(
          description: "--limit \(name)=VALUE expects a whole number \(range), got '\(parts[1])'")
      }
      limits[name] = value
    }
    return limits
  }

  /// How to raise the limit `error` names.
  static func hint(for error: LimitError) -> String { hint(for: error.limit) }

  /// How to raise the limit `name`.
  static func hint(for name: Limits.Name) -> String {
    "raise it with --limit \(name)=N (docs/limits.md)"
  }

  /// The number option `option`, from `lower` to the limit `limit` of `limits`; nil when not
  /// given.
  static func number(
    _ option: String, _ arguments: inout CommandLineArguments, from lower: Double,
    upTo limit: Limits.Name, of limits: Limits
  ) throws -> Double? {
    guard let text = try arguments.option(option) else { return nil }
    return try check(option, text, from: lower, upTo: limit, of: limits)
  }

  /// `text`, the value of `option`, read as a number from `lower` to the limit `limit` of
  /// `limits`; a usage error otherwise, with how to raise the limit when it was over.
  static func check(
    _ option: String, _ text: String, from lower: Double, upTo limit: Limits.Name,
    of limits: Limits
  ) throws -> Double {
    let upper = Double(limits[limit])
    let value = CommandLineArguments.decimal(text)
    if let value, value >= lower, value <= upper { return value }
    let isOver = value.map { $0 > upper } == true && limits[limit] < Limits.maximum(of: limit)
    throw CommandLineArguments.UsageError(
      description:
        "\(option) expects a number from \(CommandLineArguments.format(lower)) to "
        + "\(CommandLineArguments.format(upper)), got '\(text)'",
      hint: isOver ? hint(for: limit) : nil)
  }
}
