import Foundation
import FuzzHarness
import KinetypeTestSupport
import Testing

/// Every saved fuzz finding (`Tests/Fuzz/Regressions/TARGET/`) and every seed
/// (`Tests/Fuzz/Corpus/TARGET/`) replayed through its target's harness, the code libFuzzer
/// runs: a finding that comes back traps, hangs or fails here, in `swift test`, without
/// libFuzzer. Each fix also has a focused test in its module's test target.
@Suite struct FuzzReplayTests {
  static let root = PackageRoot.url

  /// The files in `folder` (none when it is missing), sorted.
  static func files(in folder: String) -> [URL] {
    let url = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func fuzzRegressions_replayWithoutCrashing(_ target: FuzzTarget) throws {
    for file in Self.files(in: "Tests/Fuzz/Regressions/\(target.rawValue)") {
      target.run(Array(try Data(contentsOf: file)))
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func fuzzSeeds_replayWithoutCrashing(_ target: FuzzTarget) throws {
    let seeds = Self.files(in: "Tests/Fuzz/Corpus/\(target.rawValue)")
    #expect(!seeds.isEmpty, "every target has a seed corpus")
    for file in seeds {
      target.run(Array(try Data(contentsOf: file)))
    }
  }
}
