import Foundation
import KinetypeCore
import KinetypeRaster
import Testing

@testable import KinetypeTesting

/// The golden harness itself, in a scratch package folder so nothing real is touched.
@Suite struct GoldenHarnessTests {
  /// A temporary folder with a `Package.swift`, and a fake test file path inside it.
  struct ScratchPackage {
    let root: URL
    var testFile: String { root.appendingPathComponent("Tests/X/XTests.swift").path }
    var goldens: URL { root.appendingPathComponent("Goldens/Suite") }

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("kinetype-golden-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Tests/X"), withIntermediateDirectories: true)
      try Data("// scratch".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  static func square(_ color: Color) throws -> Pixmap {
    var canvas = try Pixmap(width: 8, height: 8, background: .white)
    canvas.fill(Path(CGRect(x: 2, y: 2, width: 4, height: 4)), with: .color(color))
    return canvas
  }

  @Test func golden_missingIsRecordedAndFailsOnce() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let canvas = try Self.square(.black)
    let first = try checkGolden(
      canvas, named: "square", suite: "Suite", tolerance: .default, mode: .missing,
      filePath: scratch.testFile)
    #expect(first?.contains("recorded Goldens/Suite/square.png") == true)
    let second = try checkGolden(
      canvas, named: "square", suite: "Suite", tolerance: .default, mode: .missing,
      filePath: scratch.testFile)
    #expect(second == nil)
  }

  @Test func golden_neverModeFailsOnMissingWithoutWriting() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let problem = try checkGolden(
      try Self.square(.black), named: "square", suite: "Suite", tolerance: .default,
      mode: .never, filePath: scratch.testFile)
    #expect(problem?.contains("missing golden") == true)
    #expect(
      !FileManager.default.fileExists(
        atPath: scratch.goldens.appendingPathComponent("square.png").path))
  }

  @Test func golden_mismatchWritesActualAndDiffAndCountsPixels() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    _ = try checkGolden(
      try Self.square(.black), named: "square", suite: "Suite", tolerance: .default,
      mode: .missing, filePath: scratch.testFile)
    let problem = try #require(
      try checkGolden(
        try Self.square(.red), named: "square", suite: "Suite", tolerance: .default,
        mode: .never, filePath: scratch.testFile))
    #expect(problem.contains("16 pixels differ"), "\(problem)")
    #expect(problem.contains("max channel delta 255"), "\(problem)")
    let failures = scratch.root.appendingPathComponent(".build/golden-failures/Suite")
    #expect(
      FileManager.default.fileExists(
        atPath: failures.appendingPathComponent("square.actual.png").path))
    #expect(
      FileManager.default.fileExists(
        atPath: failures.appendingPathComponent("square.diff.png").path))
  }

  @Test func golden_toleranceAbsorbsSmallDifferences() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    _ = try checkGolden(
      try Self.square(Color(white: 0.5)), named: "gray", suite: "Suite", tolerance: .default,
      mode: .missing, filePath: scratch.testFile)
    let nearly = try Self.square(Color(white: 0.5 + 1.5 / 255))
    #expect(
      try checkGolden(
        nearly, named: "gray", suite: "Suite", tolerance: .default, mode: .never,
        filePath: scratch.testFile) == nil)
    #expect(
      try checkGolden(
        nearly, named: "gray", suite: "Suite", tolerance: .exact, mode: .never,
        filePath: scratch.testFile) != nil)
  }

  @Test func golden_failedModeRerecords() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    _ = try checkGolden(
      try Self.square(.black), named: "square", suite: "Suite", tolerance: .default,
      mode: .missing, filePath: scratch.testFile)
    let problem = try checkGolden(
      try Self.square(.red), named: "square", suite: "Suite", tolerance: .default, mode: .failed,
      filePath: scratch.testFile)
    #expect(problem?.contains("re-recorded") == true)
    #expect(
      try checkGolden(
        try Self.square(.red), named: "square", suite: "Suite", tolerance: .default, mode: .never,
        filePath: scratch.testFile) == nil)
  }

  @Test func textGolden_reportsTheFirstDifferingLine() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    _ = try checkTextGolden(
      "a\nb\nc\n", named: "dump", suite: "Suite", mode: .missing, filePath: scratch.testFile)
    let problem = try checkTextGolden(
      "a\nB\nc\n", named: "dump", suite: "Suite", mode: .never, filePath: scratch.testFile)
    #expect(problem?.contains("differs at line 2: expected «b», got «B»") == true)
  }

  @Test func recordMode_followsTheEnvironment() {
    #expect(RecordMode.mode(in: [:]) == .missing)
    #expect(RecordMode.mode(in: ["KINETYPE_RECORD": "all"]) == .all)
    #expect(RecordMode.mode(in: ["KINETYPE_RECORD": "FAILED"]) == .failed)
    #expect(RecordMode.mode(in: ["KINETYPE_RECORD": "missing", "CI": "true"]) == .missing)
    #expect(RecordMode.mode(in: ["KINETYPE_RECORD": "", "CI": "true"]) == .never)
    #expect(RecordMode.mode(in: ["CI": "1"]) == .never)
    #expect(RecordMode.mode(in: ["CI": "false"]) == .missing)
    // A typo never records anything.
    #expect(RecordMode.mode(in: ["KINETYPE_RECORD": "al"]) == .never)
  }

  /// An 8×8 white image with a 4×4 square of gray `level` (0…255).
  static func graySquare(_ level: Int) throws -> Pixmap {
    try square(Color(white: Double(level) / 255))
  }

  @Test func golden_defaultToleranceIsTwoLevelsPerChannel() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    _ = try checkGolden(
      try Self.graySquare(128), named: "gray", suite: "Suite", tolerance: .default,
      mode: .missing, filePath: scratch.testFile)
    func check(_ level: Int, _ tolerance: GoldenTolerance = .default) throws -> String? {
      try checkGolden(
        try Self.graySquare(level), named: "gray", suite: "Suite", tolerance: tolerance,
        mode: .never, filePath: scratch.testFile)
    }
    // Exactly at the tolerance passes; one level beyond fails, either way.
    #expect(try check(130) == nil)
    #expect(try check(126) == nil)
    #expect(try check(131)?.contains("16 pixels differ by more than 2") == true)
    #expect(try check(125)?.contains("max channel delta 3") == true)
    // A custom tolerance has the same boundary.
    let sixteen = GoldenTolerance(maxChannelDelta: 16)
    #expect(try check(144, sixteen) == nil)
    #expect(try check(145, sixteen) != nil)
    #expect(try check(129, .exact) != nil)
    #expect(try check(128, .exact) == nil)
  }

  @Test func golden_differingPixelAllowanceIsInclusive() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    _ = try checkGolden(
      try Self.square(.black), named: "square", suite: "Suite", tolerance: .default,
      mode: .missing, filePath: scratch.testFile)
    // The red square differs from the black one in exactly its 16 pixels.
    let red = try Self.square(.red)
    func check(allowing pixels: Int) throws -> String? {
      try checkGolden(
        red, named: "square", suite: "Suite",
        tolerance: GoldenTolerance(maxChannelDelta: 2, maxDifferingPixels: pixels), mode: .never,
        filePath: scratch.testFile)
    }
    #expect(try check(allowing: 16) == nil)
    #expect(try check(allowing: 15)?.contains("16 pixels differ") == true)
  }

  @Test func golden_allModeRewritesExistingGoldens() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    _ = try checkGolden(
      try Self.square(.black), named: "square", suite: "Suite", tolerance: .default,
      mode: .missing, filePath: scratch.testFile)
    // `all` rewrites even a golden that matches, and says so (the test fails once).
    let same = try checkGolden(
      try Self.square(.black), named: "square", suite: "Suite", tolerance: .default, mode: .all,
      filePath: scratch.testFile)
    #expect(same?.contains("recorded Goldens/Suite/square.png (KINETYPE_RECORD=all)") == true)
    let changed = try checkGolden(
      try Self.square(.red), named: "square", suite: "Suite", tolerance: .default, mode: .all,
      filePath: scratch.testFile)
    #expect(changed?.contains("recorded") == true)
    #expect(
      try checkGolden(
        try Self.square(.red), named: "square", suite: "Suite", tolerance: .default, mode: .never,
        filePath: scratch.testFile) == nil)
    // `never` leaves a mismatch alone.
    #expect(
      try checkGolden(
        try Self.square(.black), named: "square", suite: "Suite", tolerance: .default,
        mode: .never, filePath: scratch.testFile) != nil)
    #expect(
      try checkGolden(
        try Self.square(.red), named: "square", suite: "Suite", tolerance: .default, mode: .never,
        filePath: scratch.testFile) == nil)
  }

  @Test func golden_missingModeNeverRewritesAMismatch() throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    _ = try checkGolden(
      try Self.square(.black), named: "square", suite: "Suite", tolerance: .default,
      mode: .missing, filePath: scratch.testFile)
    let problem = try checkGolden(
      try Self.square(.red), named: "square", suite: "Suite", tolerance: .default,
      mode: .missing, filePath: scratch.testFile)
    #expect(problem?.contains("re-recorded") == false)
    #expect(
      try checkGolden(
        try Self.square(.black), named: "square", suite: "Suite", tolerance: .default,
        mode: .never, filePath: scratch.testFile) == nil)
  }
}
