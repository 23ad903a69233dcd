import Kinetype

/// `--limit NAME=VALUE`, repeatable: raises (or lowers) one of the library's ``Limits`` for this
/// run. Shared by every command that reads text; `docs/limits.md` lists the names.
enum LimitOptions {
  /// Help line for the option.
  static let help = """
      --limit NAME=VALUE    raise a resource limit (repeatable): canvas-side, canvas-pixels,
                            frames, text-bytes, nesting-depth, glyph-cache-bytes,
                            views, blur-radius
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
      let most = name == .nestingDepth ? maximumNestingDepth : Int.max
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
  static func hint(for error: LimitError) -> String {
    "raise it with --limit \(error.limit)=N (docs/limits.md)"
  }
}
