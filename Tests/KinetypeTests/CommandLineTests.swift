import Foundation
import Testing

/// The `kinetype` tool's errors: one line, naming the problem and where, non-zero exit,
/// nothing half-written.
@Suite struct CommandLineTests {
  @Test func render_badMarkupGivesLineAndColumn() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hello ^[moonlight](emphasis: true", "-o", folder.path,
    ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("line 1, column"), "stderr: \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func render_missingFontNamesThePath() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hello", "--font", "/nonexistent/Font.ttf", "-o", folder.path,
    ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("/nonexistent/Font.ttf"), "stderr: \(result.stderr)")
  }

  @Test func render_unwritableFolderIsAnError() throws {
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hello", "-o", "/proc/kinetype-cannot-write-here",
    ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("/proc/kinetype-cannot-write-here"), "stderr: \(result.stderr)")
  }

  @Test func render_singleFrameAtTime() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hello ^[moonlight](emphasis: true)", "--time", "0.25", "-o", output,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let data = try #require(FileManager.default.contents(atPath: output))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // A second run without --force must not clobber it.
    let again = try Fixtures.runKinetype([
      "render", "--text", "Hello", "--time", "0", "-o", output,
    ])
    #expect(again.status != 0)
    #expect(FileManager.default.contents(atPath: output) == data)
  }
}
