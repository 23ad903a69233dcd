import Foundation
import KinetypeTestSupport
import Testing

/// Text from a file or standard input, and messages a user can read: one line each, naming the
/// option at fault, with control characters escaped.
@Suite struct CommandLineInputTests {
  static let markup = "Hello ^[moonlight](emphasis: true)"

  /// The single frame at 0.4 s rendered from `input`, as PNG bytes.
  func frame(_ input: [String], stdin: Data? = nil) throws -> Data? {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let result = try KinetypeProcess.run(
      ["render"] + input + ["--time", "0.4", "-o", output], stdin: stdin)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    return FileManager.default.contents(atPath: output)
  }

  @Test func render_textFileGivesTheSameFrameAsText() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("text.txt")
    // A file's final newline is not part of the text (as with `$(cat file)`).
    try Data((Self.markup + "\n").utf8).write(to: file)
    let expected = try #require(try frame(["--text", Self.markup]))
    #expect(try frame(["--text-file", file.path]) == expected)
  }

  @Test func render_textFileDashReadsStandardInput() throws {
    let expected = try #require(try frame(["--text", Self.markup]))
    #expect(try frame(["--text-file", "-"], stdin: Data((Self.markup + "\n").utf8)) == expected)
  }

  @Test func render_textFileWithInvalidUTF8NamesTheByteOffset() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("latin1.txt")
    try Data([0x63, 0x61, 0x66, 0xE9, 0x20, 0x21]).write(to: file)  // "café !" in Latin-1
    let result = try KinetypeProcess.run([
      "render", "--text-file", file.path, "-o", folder.path + "/frames",
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(file.path), "\(result.stderr)")
    #expect(result.stderr.contains("invalid UTF-8 at byte 3"), "\(result.stderr)")
    #expect(Folder.names(folder) == ["latin1.txt"])
  }

  @Test func render_standardInputWithInvalidUTF8IsAnError() throws {
    let result = try KinetypeProcess.run(
      ["render", "--text-file", "-", "--time", "0", "-o", Folder.nowhere + ".png"],
      stdin: Data([0x48, 0x69, 0x20, 0xFF]))
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("standard input"), "\(result.stderr)")
    #expect(result.stderr.contains("invalid UTF-8 at byte 3"), "\(result.stderr)")
  }

  @Test func render_argumentWithInvalidUTF8IsAnError() throws {
    // Foundation cannot pass invalid UTF-8 as an argument; the shell's printf can.
    let result = try KinetypeProcess.run(
      [Folder.nowhere + ".png"],
      shell: #"exec "$1" render --text "$(printf 'Hi \377')" --time 0 -o "$2""#)
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("--text"), "\(result.stderr)")
    #expect(result.stderr.contains("invalid UTF-8 at byte 3"), "\(result.stderr)")
  }

  @Test func render_textAndTextFileTogetherIsAUsageError() throws {
    let result = try KinetypeProcess.run([
      "render", "--text", "Hi", "--text-file", "-", "-o", Folder.nowhere,
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("--text-file"), "\(result.stderr)")
  }

  @Test func render_missingTextFileNamesIt() throws {
    let result = try KinetypeProcess.run([
      "render", "--text-file", "/nonexistent/words.txt", "-o", Folder.nowhere,
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("/nonexistent/words.txt"), "\(result.stderr)")
    #expect(!Folder.exists(URL(fileURLWithPath: Folder.nowhere)))
  }

  @Test func inspect_unknownOptionIsReportedAsSuch() throws {
    let result = try KinetypeProcess.run(["inspect", "--txet", "Hi"])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(
      result.errorLines.first == "kinetype: error: unknown option '--txet'", "\(result.stderr)")
    #expect(result.stderr.contains("--text"), "a hint names the option meant: \(result.stderr)")
  }

  @Test func inspect_readsTextFile() throws {
    let result = try KinetypeProcess.run(["inspect", "--text-file", "-"], stdin: Data("Hi\n".utf8))
    #expect(result.status == 0, "stderr: \(result.stderr)")
    // The final newline is not part of the text: two slices, H and i.
    #expect(result.stdout.contains("\"i\""))
    #expect(!result.stdout.contains("slice 2"), "\(result.stdout)")
  }

  @Test func render_unknownOptionBeforeMissingOutput() throws {
    let result = try KinetypeProcess.run(["render", "--text", "Hi", "--colour", "#ff0000"])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(
      result.errorLines.first == "kinetype: error: unknown option '--colour'", "\(result.stderr)")
  }

  @Test func render_markupErrorWithANewlineStaysOnOneLine() throws {
    let result = try KinetypeProcess.run([
      "render", "--text", "Hello\n^[moon\u{1B}[31m](emphasis: true", "--time", "0", "-o",
      Folder.nowhere + ".png",
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("line 2, column"), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"), "no raw escape reaches the terminal")
  }

  @Test func render_controlCharactersInAValueAreEscaped() throws {
    let result = try KinetypeProcess.run([
      "render", "--text", "Hi", "--fps", "6\n0\u{1B}", "-o", Folder.nowhere,
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(#"'6\n0\u{1B}'"#), "\(result.stderr)")
  }

  @Test func unknownCommand_isOneErrorLineAndAHint() throws {
    let result = try KinetypeProcess.run(["rendr", "--text", "Hi"])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.count == 2, "\(result.stderr)")
    #expect(result.errorLines.first == "kinetype: error: unknown command 'rendr'")
    #expect(result.errorLines.last?.hasPrefix("kinetype: hint: did you mean 'render'?") == true)
    #expect(result.stdout.isEmpty)
  }

  @Test func render_existingFileHintNamesForce() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png")
    try Data("mine".utf8).write(to: output)
    let result = try KinetypeProcess.run([
      "render", "--text", "Hi", "--time", "0", "-o", output.path,
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.first == "kinetype: error: \(output.path) already exists")
    #expect(result.errorLines.last?.hasPrefix("kinetype: hint:") == true)
    #expect(result.errorLines.last?.contains("--force") == true)
  }
}
