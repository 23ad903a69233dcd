import Foundation
import Kinetype
import KinetypeTestSupport
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

  @Test func stagger_previewListsSlicesInReadingOrder() throws {
    let result = try Fixtures.runKinetype([
      "stagger", "--text", "Hi ^[שלום](emphasis: true)", "--each", "0.1",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let rows = result.stdout.split(separator: "\n").dropFirst()
    // Reading order: ש first (it is drawn rightmost), each 0.1 s after the one before.
    #expect(
      rows.map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] } == [
        "ש", "ל", "ו", "ם",
      ])
    #expect(
      rows.map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] } == [
        "0.000", "0.100", "0.200", "0.300",
      ])
  }

  @Test func render_badStaggerOptionIsAUsageError() throws {
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hi", "--ease", "wobbly", "-o", "/tmp/x",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--ease expects one of"))
  }

  @Test func render_fixedCanvasCentresTheText() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hello", "--canvas", "320x180", "--time", "0", "-o", output,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frame = try Pixmap(contentsOfPNGFile: output)
    #expect(frame.width == 320 && frame.height == 180)
    // Centred: the ink's centre is near the frame's centre.
    #expect(abs(Ink.centroidX(frame) - 160) < 4)
  }

  @Test func render_emptyArgumentIsNotAnOptionName() throws {
    // An empty argument once matched a number option's unused second name and swallowed the
    // next option as its value.
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hi", "", "--time", "0", "-o", "/tmp/kinetype-never-written.png",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unexpected argument ''"), "stderr: \(result.stderr)")
  }
}
