import Foundation
import KinetypeTestSupport
import Testing

/// Every ```` ```console ```` block of README.md and docs/*.md is run: each `$ kinetype …` line
/// with the built tool, and what it prints is compared with the lines shown under it, errors
/// included. The convention is in docs/testing.md ("Commands in the docs").
@Suite struct DocumentationCommandTests {
  @Test(arguments: DocumentationExamples.all())
  func docs_consoleBlockMatchesTheTool(_ block: DocumentationExamples.Block) throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The repository's docs/ is there as `docs`, so a command can name docs/examples/… as
    // from the repository's root (the scene examples).
    let docs = PackageRoot.url("docs")
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("docs"), withDestinationURL: docs)
    #expect(!block.commands.isEmpty, "\(block): a console block without a `$ ` command")
    for command in block.commands {
      let words = try #require(
        try? DocumentationExamples.words(of: command.line),
        "\(block.location(command)): cannot split `\(command.line)` into words")
      guard words.first == "kinetype" else {
        Issue.record(
          "\(block.location(command)): only kinetype commands run, not `\(command.line)`")
        continue
      }
      let result = try DocumentationExamples.run(Array(words.dropFirst()), in: folder)
      let printed = result.stdout + result.stderr
      if let problem = DocumentationExamples.mismatch(
        expected: command.output, actual: printed, status: result.status)
      {
        let shown = command.output.joined(separator: "\n")
        Issue.record(
          "\(block.location(command)): `\(command.line)` \(problem)\n--- shown:\n\(shown)\n--- printed:\n\(printed)"
        )
      }
    }
  }

  @Test func docs_everyDocumentIsScanned() throws {
    let files = try DocumentationExamples.documents()
    #expect(files.contains { $0.hasSuffix("README.md") })
    #expect(files.contains { $0.hasSuffix("docs/command-line.md") })
    #expect(!DocumentationExamples.all().isEmpty)
  }

  @Test func docs_blocksParseByTheConvention() throws {
    let markdown = """
      Text.
      ```console
      $ kinetype render --text 'a b' -o "out dir/"
      wrote 1 frame
      $ kinetype nope
      kinetype: error: unknown command 'nope'
      …
      (exit status 2)
      ```
      ```sh
      $ kinetype not-checked
      ```
      ````markdown
      ```console
      $ kinetype inside-another-block
      ```
      ````
      ```console
      $ kinetype last
      ```
      """
    let blocks = DocumentationExamples.blocks(in: markdown, file: "x.md")
    #expect(blocks.count == 2)
    #expect(blocks.last?.commands.map(\.line) == ["kinetype last"])
    let commands = try #require(blocks.first?.commands)
    #expect(
      commands.map(\.line) == ["kinetype render --text 'a b' -o \"out dir/\"", "kinetype nope"])
    #expect(commands.map(\.lineNumber) == [3, 5])
    #expect(commands[0].output == ["wrote 1 frame"])
    #expect(
      try DocumentationExamples.words(of: commands[0].line)
        == ["kinetype", "render", "--text", "a b", "-o", "out dir/"])
    #expect(try DocumentationExamples.words(of: #"a\ b "c\"d" 'e\f'"#) == ["a b", "c\"d", #"e\f"#])
    #expect(throws: DocumentationExamples.SyntaxError.self) {
      try DocumentationExamples.words(of: "kinetype render > out.txt")
    }
    #expect(throws: DocumentationExamples.SyntaxError.self) {
      try DocumentationExamples.words(of: "kinetype 'unclosed")
    }
  }

  @Test func docs_outputComparisonRules() {
    typealias D = DocumentationExamples
    #expect(D.mismatch(expected: ["a", "b"], actual: "a\nb\n", status: 0) == nil)
    #expect(D.mismatch(expected: ["a", "b"], actual: "a  \nb\n\n", status: 0) == nil)
    #expect(D.mismatch(expected: ["a", "c"], actual: "a\nb\n", status: 0) != nil)
    #expect(D.mismatch(expected: ["a"], actual: "a\nb\n", status: 0) != nil)
    // `…` stands for any number of lines, none included.
    #expect(D.mismatch(expected: ["a", "…", "d"], actual: "a\nb\nc\nd\n", status: 0) == nil)
    #expect(D.mismatch(expected: ["a", "…", "d"], actual: "a\nd\n", status: 0) == nil)
    #expect(D.mismatch(expected: ["a", "…"], actual: "a\nb\n", status: 0) == nil)
    #expect(D.mismatch(expected: ["a", "…", "d"], actual: "a\nb\n", status: 0) != nil)
    // An error shown must be an error; anything else must succeed.
    #expect(
      D.mismatch(expected: ["kinetype: error: x"], actual: "kinetype: error: x\n", status: 2) == nil
    )
    #expect(
      D.mismatch(expected: ["kinetype: error: x"], actual: "kinetype: error: x\n", status: 0) != nil
    )
    #expect(D.mismatch(expected: ["ok"], actual: "ok\n", status: 1) != nil)
    #expect(D.mismatch(expected: ["x", "(exit status 2)"], actual: "x\n", status: 2) == nil)
    #expect(D.mismatch(expected: ["x", "(exit status 2)"], actual: "x\n", status: 1) != nil)
  }
}

/// The ```` ```console ```` blocks of the documentation and the rules that check them.
enum DocumentationExamples {
  /// One `$ command` of a block and the lines shown after it.
  struct Command: Sendable {
    var line: String
    var lineNumber: Int
    var output: [String]
  }

  /// One console block.
  struct Block: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    var file: String
    var lineNumber: Int
    var commands: [Command]

    var testDescription: String { "\(file):\(lineNumber)" }
    var description: String { testDescription }
    func location(_ command: Command) -> String { "\(file):\(command.lineNumber)" }
  }

  struct SyntaxError: Error, CustomStringConvertible {
    var description: String
  }

  /// The package root, from this file's path.
  static var root: URL { PackageRoot.url }

  /// README.md and every Markdown file in docs/, as paths relative to the root.
  static func documents() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path)
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// Every console block of the documentation (none when the files cannot be read: the
  /// `docs_everyDocumentIsScanned` test reports that).
  static func all() -> [Block] {
    guard let files = try? documents() else { return [] }
    return files.flatMap { file -> [Block] in
      guard
        let text = try? String(
          contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      else { return [] }
      return blocks(in: text, file: file)
    }
  }

  /// The console blocks of `markdown`: fenced with ```` ```console ````, commands on lines
  /// starting `$ `, each followed by the lines it prints.
  static func blocks(in markdown: String, file: String) -> [Block] {
    var result: [Block] = []
    var current: Block?
    // The fence of the open block: of the console block in `current`, or of another block
    // whose lines are skipped.
    var fence: String?
    for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = String(rawLine)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let open = fence {
        let closes =
          trimmed.hasPrefix(open) && trimmed.allSatisfy { $0 == open.first }
        if closes {
          if let block = current { result.append(block) }
          current = nil
          fence = nil
        } else if var block = current {
          if line.hasPrefix("$ ") {
            block.commands.append(
              Command(line: String(line.dropFirst(2)), lineNumber: index + 1, output: []))
          } else if !block.commands.isEmpty {
            block.commands[block.commands.count - 1].output.append(line)
          }
          current = block
        }
        continue
      }
      guard let marker = trimmed.first, marker == "`" || marker == "~" else { continue }
      let run = String(trimmed.prefix { $0 == marker })
      guard run.count >= 3 else { continue }
      fence = run
      let info = trimmed.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
      if info == "console" { current = Block(file: file, lineNumber: index + 1, commands: []) }
    }
    return result
  }

  /// Runs the built `kinetype` with `arguments` in `folder`; returns its exit status and what
  /// it printed on standard output and standard error.
  static func run(_ arguments: [String], in folder: URL) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let process = Process()
    process.executableURL = Fixtures.executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = BootstrapFonts.environment
    let output = folder.appendingPathComponent(".stdout")
    let errors = folder.appendingPathComponent(".stderr")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: errors)
    }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "",
      (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    )
  }

  /// Splits a command line into words as a POSIX shell would for the quoting the docs use:
  /// 'single', "double" (with \" and \\), and backslash escapes. Anything a shell would
  /// interpret further (pipes, redirections, variables, globs, ;, &) is refused.
  static func words(of line: String) throws -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var iterator = Array(line).makeIterator()
    while let character = iterator.next() {
      switch character {
      case " ", "\t":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'":
        inWord = true
        var closed = false
        while let next = iterator.next() {
          if next == "'" {
            closed = true
            break
          }
          word.append(next)
        }
        guard closed else { throw SyntaxError(description: "unclosed ' in \(line)") }
      case "\"":
        inWord = true
        var closed = false
        while let next = iterator.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\", let escaped = iterator.next() {
            if escaped != "\"" && escaped != "\\" && escaped != "$" { word.append("\\") }
            word.append(escaped)
          } else {
            if next == "$" || next == "`" {
              throw SyntaxError(description: "shell expansion in \(line)")
            }
            word.append(next)
          }
        }
        guard closed else { throw SyntaxError(description: "unclosed \" in \(line)") }
      case "\\":
        inWord = true
        guard let escaped = iterator.next() else {
          throw SyntaxError(description: "trailing \\ in \(line)")
        }
        word.append(escaped)
      case "|", ">", "<", ";", "&", "$", "`", "*", "?", "(", ")":
        throw SyntaxError(description: "unsupported shell syntax '\(character)' in \(line)")
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// Why `actual` (standard output then standard error) and `status` do not match the lines
  /// shown, or nil when they do. Trailing spaces and trailing empty lines are ignored; a line
  /// `…` matches any number of lines; a last line `(exit status N)` fixes the status; without
  /// it a shown `kinetype: error:` requires a failure and anything else success.
  static func mismatch(expected shown: [String], actual: String, status: Int32) -> String? {
    var expected = shown.map(trimTrailing)
    while expected.last == "" { expected.removeLast() }
    var wantedStatus: Int32?
    if let last = expected.last, last.hasPrefix("(exit status "), last.hasSuffix(")") {
      wantedStatus = Int32(last.dropFirst("(exit status ".count).dropLast())
      expected.removeLast()
    }
    var lines = actual.split(separator: "\n", omittingEmptySubsequences: false).map {
      trimTrailing(String($0))
    }
    while lines.last == "" { lines.removeLast() }
    if let wantedStatus {
      if status != wantedStatus { return "exited with status \(status), not \(wantedStatus)" }
    } else if expected.contains(where: { $0.hasPrefix("kinetype: error:") }) {
      if status == 0 { return "succeeded, but the docs show an error" }
    } else if status != 0 {
      return "failed with status \(status)"
    }
    return matches(expected[...], lines[...]) ? nil : "printed something else"
  }

  private static func trimTrailing(_ line: String) -> String {
    var line = line
    while line.last == " " || line.last == "\t" || line.last == "\r" { line.removeLast() }
    return line
  }

  /// Whether `lines` match `pattern`, where a `…` line matches any run of lines.
  private static func matches(_ pattern: ArraySlice<String>, _ lines: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return lines.isEmpty }
    if first == "…" {
      let rest = pattern.dropFirst()
      return (lines.startIndex...lines.endIndex).contains { matches(rest, lines[$0...]) }
    }
    guard let line = lines.first, line == first else { return false }
    return matches(pattern.dropFirst(), lines.dropFirst())
  }
}
