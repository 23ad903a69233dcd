import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// docs/errors.md's tables, walked: every command of "Every error a user can cause" fails with
/// its message and exit status and writes nothing; every PNG of "Bad PNGs" is refused with its
/// message; every file of the corpus (Tests/Fixtures/bad) is in a table.
@Suite struct ErrorTableTests {
  /// One row of the command table.
  struct Row: Sendable, CustomTestStringConvertible {
    var input: String
    var command: String
    var message: String
    var status: Int32
    var testDescription: String { input }
  }

  static let root = DocumentationExamples.root
  static let corpus = root.appendingPathComponent("Tests/Fixtures/bad")

  /// The cells of the Markdown table rows of docs/errors.md with `columns` cells.
  static func tableRows(columns: Int) -> [[String]] {
    guard
      let text = try? String(
        contentsOf: root.appendingPathComponent("docs/errors.md"), encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").compactMap { line -> [String]? in
      guard line.hasPrefix("| "), line.hasSuffix(" |") else { return nil }
      let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
      guard cells.count == columns, !cells[0].hasPrefix("---") else { return nil }
      return cells.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// `text` without the backticks around it.
  static func code(_ text: String) -> String? {
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return nil }
    return String(text.dropFirst().dropLast())
  }

  static var commandRows: [Row] {
    tableRows(columns: 4).compactMap { cells in
      guard let command = code(cells[1]), command.hasPrefix("kinetype "),
        let message = code(cells[2]), let status = Int32(cells[3])
      else { return nil }
      return Row(input: cells[0], command: command, message: message, status: status)
    }
  }

  static var pngRows: [(file: String, message: String)] {
    tableRows(columns: 2).compactMap { cells in
      guard let file = code(cells[0]), file.hasPrefix("bad/png/"), let message = code(cells[1])
      else { return nil }
      return (file, message)
    }
  }

  /// Every file under `folder` (recursively, symbolic links not followed) with its size and
  /// modification time: what "writes nothing" compares.
  static func snapshot(_ folder: URL) -> [String: String] {
    var result: [String: String] = [:]
    let manager = FileManager.default
    guard let paths = manager.subpaths(atPath: folder.path) else { return [:] }
    for path in paths {
      let attributes = try? manager.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
      result[path] = "\(size) \(date)"
    }
    return result
  }

  /// Whether `line` is `pattern`, where `…` stands for any text.
  static func matches(_ line: String, _ pattern: String) -> Bool {
    let parts = pattern.components(separatedBy: "…")
    guard parts.count > 1 else { return line == pattern }
    guard line.hasPrefix(parts[0]), line.hasSuffix(parts[parts.count - 1]) else { return false }
    var rest = line.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.count >= parts[parts.count - 1].count
  }

  @Test(arguments: commandRows)
  func errorTable_commandFailsAsDocumented(_ row: Row) throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("bad"), withDestinationURL: Self.corpus)
    if row.command.contains("huge.txt") {
      // 50 MB on one line: made here, not committed.
      let line = Data(repeating: UInt8(ascii: "a"), count: 50 << 20)
      try line.write(to: folder.appendingPathComponent("huge.txt"))
    }
    let before = (Self.snapshot(folder), Self.snapshot(Self.corpus))
    let words = try DocumentationExamples.words(of: row.command)
    let result = try DocumentationExamples.run(Array(words.dropFirst()), in: folder)
    let errors = result.stderr.split(separator: "\n").filter {
      $0.hasPrefix("kinetype: error: ")
    }
    #expect(errors.count == 1, "\(row.command) printed:\n\(result.stderr)")
    let message = errors.first.map { String($0.dropFirst("kinetype: error: ".count)) } ?? ""
    #expect(
      Self.matches(message, row.message),
      "\(row.command)\n   said: \(message)\n   documented: \(row.message)")
    #expect(result.status == row.status, "\(row.command) exited \(result.status)")
    #expect(result.stdout.isEmpty, "\(row.command) printed on standard output")
    let after = (Self.snapshot(folder), Self.snapshot(Self.corpus))
    #expect(after.0 == before.0, "\(row.command) wrote in its folder")
    #expect(after.1 == before.1, "\(row.command) changed the corpus")
  }

  @Test(arguments: pngRows.map(\.file))
  func errorTable_badPNGIsRefusedAsDocumented(_ file: String) throws {
    let message = try #require(Self.pngRows.first { $0.file == file }?.message)
    let path = Self.corpus.appendingPathComponent(String(file.dropFirst("bad/".count))).path
    let error = #expect(throws: RasterError.self) { try Pixmap(contentsOfPNGFile: path) }
    let said = error.map { "\($0)".replacingOccurrences(of: Self.corpus.path, with: "bad") }
    #expect(said == message)
  }

  @Test func errorTable_coversTheWholeCorpus() throws {
    let manager = FileManager.default
    var files: [String] = []
    for folder in ["markup", "fonts", "png", "scenes"] {
      let names = try manager.contentsOfDirectory(
        atPath: Self.corpus.appendingPathComponent(folder).path)
      files += names.map { "bad/\(folder)/\($0)" }
    }
    #expect(files.count >= 85, "the corpus has \(files.count) inputs")
    let documented = Self.commandRows.map(\.command) + Self.pngRows.map(\.file)
    for file in files {
      #expect(
        documented.contains { $0.contains(file + " ") || $0 == file },
        "\(file) has no row in docs/errors.md")
    }
    #expect(Self.commandRows.count >= 120)
    // The statuses are the three documented ones.
    #expect(Set(Self.commandRows.map(\.status)).isSubset(of: [0, 1, 2]))
  }

  @Test func errorTable_matchingRules() {
    #expect(Self.matches("a b c", "a b c"))
    #expect(!Self.matches("a b c", "a b"))
    #expect(Self.matches("wrote 3 frames in 0.2 s", "wrote … frames in …"))
    #expect(!Self.matches("wrote 3 files", "wrote … frames…"))
  }

  /// The library speaks in its own terms; only the command line names its options. One file
  /// of the library is a command line of its own: `App.main()`, which an app's `@main` runs,
  /// reads the app's arguments (`-o`, `--at`, `--device`, `--force`).
  @Test func library_messagesNameNoCommandLineOption() throws {
    let commandLines = ["Kinetype/App/AppWindowCommand.swift"]
    let sources = Self.root.appendingPathComponent("Sources")
    let manager = FileManager.default
    let modules = try manager.contentsOfDirectory(atPath: sources.path).filter {
      $0.hasPrefix("Kinetype")
    }
    #expect(modules.contains("KinetypeRaster"))
    let option = try Regex(#""([^"]*[ (])?--[a-z][a-z-]+"#)
    for module in modules {
      let folder = sources.appendingPathComponent(module)
      for path in manager.subpaths(atPath: folder.path) ?? []
      where path.hasSuffix(".swift") && !commandLines.contains("\(module)/\(path)") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
          #expect(
            line.firstMatch(of: option) == nil,
            "Sources/\(module)/\(path):\(number + 1) names a command-line option: \(line)")
        }
      }
    }
  }
}
