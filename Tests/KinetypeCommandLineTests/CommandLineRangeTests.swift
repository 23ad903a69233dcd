import Foundation
import KinetypeTestSupport
import Testing

/// Every number `render` takes has a documented range; outside it the error names the option,
/// the value and the range, on one line, with exit code 2, and nothing is written.
@Suite struct CommandLineRangeTests {
  /// An option, a value outside its range, and what the one-line error must contain.
  struct Case: CustomTestStringConvertible, Sendable {
    var option: String
    var value: String
    var expected: [String]
    var testDescription: String { "\(option) \(value)" }
  }

  static let cases: [Case] = [
    Case(option: "--fps", value: "0", expected: ["--fps", "'0'", "1 to 240"]),
    Case(option: "--fps", value: "100000", expected: ["--fps", "'100000'", "1 to 240"]),
    Case(option: "--fps", value: "0x3c", expected: ["--fps", "'0x3c'", "a number"]),
    Case(option: "--duration", value: "-1", expected: ["--duration", "'-1'", "0 to 3600"]),
    Case(option: "--duration", value: "1e9", expected: ["--duration", "'1e9'", "0 to 3600"]),
    Case(option: "--time", value: "-0.5", expected: ["--time", "'-0.5'", "0 to 3600"]),
    Case(option: "--size", value: "1e-9", expected: ["--size", "'1e-9'", "1 to 2000"]),
    Case(option: "--size", value: "0", expected: ["--size", "'0'", "1 to 2000"]),
    Case(option: "--width", value: "0", expected: ["--width", "'0'", "1 to 16384"]),
    Case(option: "--padding", value: "-50", expected: ["--padding", "'-50'", "0 to 1000"]),
    Case(option: "--threads", value: "0", expected: ["--threads", "'0'", "1 to 1024"]),
    Case(option: "--threads", value: "2.5", expected: ["--threads", "'2.5'", "whole number"]),
    Case(option: "--canvas", value: "0x100", expected: ["--canvas", "'0x100'", "1 to 16384"]),
    Case(option: "--canvas", value: "20000x10", expected: ["--canvas", "'20000x10'", "16384"]),
    Case(
      option: "--canvas", value: "16384x16384",
      expected: ["--canvas", "'16384x16384'", "67108864 pixels"]),
    Case(option: "--color", value: "reddish", expected: ["--color", "'reddish'", "#rrggbb"]),
    Case(option: "--background", value: "#12345", expected: ["--background", "'#12345'"]),
    Case(option: "-o", value: "", expected: ["-o", "a path", "''"]),
    Case(option: "--contact-sheet", value: "", expected: ["--contact-sheet", "a path", "''"]),
  ]

  @Test(arguments: cases)
  func render_outOfRangeIsAUsageError(_ test: Case) throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var arguments = ["render", "--text", "Hi ^[there](emphasis: true)"]
    let timed = test.option == "--time"
    if test.option != "-o" {
      arguments += ["-o", folder.path + (timed ? "/frame.png" : "/frames")]
    }
    arguments += [test.option, test.value]
    let result = try KinetypeProcess.run(arguments)
    #expect(result.status == 2, "stderr: \(result.stderr)")
    // One error line (a limit's adds a hint naming --limit).
    #expect(
      result.errorLines.filter { $0.hasPrefix("kinetype: error:") }.count == 1
        && result.errorLines.allSatisfy {
          $0.hasPrefix("kinetype: error:") || $0.hasPrefix("kinetype: hint: raise it with --limit")
        }, "\(result.stderr)")
    let line = String(result.errorLines.first ?? "")
    for part in test.expected {
      #expect(line.contains(part), "\(line) should name \(part)")
    }
    #expect(!line.contains("Pixmap("), "no internal names: \(line)")
    #expect(Folder.names(folder).isEmpty, "nothing is written")
  }

  @Test func render_renderingFailureExitsOne() throws {
    let result = try KinetypeProcess.run([
      "render", "--text", "Hello", "--duration", "0.1", "-o", "/proc/kinetype-cannot-write-here",
    ])
    #expect(result.status == 1, "stderr: \(result.stderr)")
    #expect(result.errorLines.count == 1, "\(result.stderr)")
  }

  @Test func render_markupErrorIsAnInputError() throws {
    let result = try KinetypeProcess.run([
      "render", "--text", "Hello ^[moonlight](emphasis: true", "--time", "0", "-o",
      Folder.nowhere + ".png",
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
  }

  @Test func render_settlingTimeOverTheDurationLimitNamesDuration() throws {
    // No --duration: the sequence lasts until the stagger settles, here over an hour.
    let span = String(repeating: "abcdefghij ", count: 400)
    let result = try KinetypeProcess.run([
      "render", "--text", "^[\(span)](emphasis: true)", "--each", "1", "--size", "8",
      "--width", "1000", "-o", Folder.nowhere,
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("--duration"), "\(result.stderr)")
    #expect(!Folder.exists(URL(fileURLWithPath: Folder.nowhere)))
  }
}
