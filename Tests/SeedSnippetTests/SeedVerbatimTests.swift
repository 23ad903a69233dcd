import Foundation
import KinetypeTestSupport
import Testing

/// The seeds' code in this target is theirs, word for word: every region marked
/// `// verbatim: <file>:<first>-<last>` (or `/* verbatim: …` for a declaration shown as
/// documentation) holds exactly those lines of the seed (seed 000 is a diff: its leading `+` is
/// not part of the code), every line of every snippet is in some region, and every snippet
/// file is listed in docs/seeds.md.
///
/// The seeds live beside the repository (`../shared`, as in the lead's checkout) or where
/// `KINETYPE_SHARED` points; without them the comparison is skipped.
@Suite struct SeedVerbatimTests {
  /// The folder holding `seeds/` and `anchors/`.
  static let shared: URL? = {
    let environment = ProcessInfo.processInfo.environment["KINETYPE_SHARED"]
    let candidates = [
      environment.map { URL(fileURLWithPath: $0) },
      packageRoot.deletingLastPathComponent().appendingPathComponent("shared"),
    ]
    return candidates.compactMap { $0 }.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("seeds").path)
    }
  }()

  static let here = PackageRoot.url("Tests/SeedSnippetTests")
  static let packageRoot = PackageRoot.url

  /// The snippets that are not fenced code blocks (seeds 002 and 003 are plain text; the
  /// anchor's code blocks hold notes too): their line ranges.
  static let unfencedSnippets: [String: [ClosedRange<Int>]] = [
    "seeds/002_150381b79c96b344.txt": [
      11...24, 34...38, 46...58, 66...92, 102...106, 123...127, 129...135,
    ],
    "seeds/003_d7019f23730f6115.txt": [41...50],
    "anchors/swiftui.md": [140...156, 197...254],
  ]

  /// One marked region of a file here.
  struct Region {
    let file: String
    let source: String
    let lines: ClosedRange<Int>
    let text: [String]
  }

  static func snippetFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: here, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
      .filter {
        $0.lastPathComponent.hasPrefix("Seed0") || $0.lastPathComponent.hasPrefix("Anchor")
      }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  static func regions() throws -> [Region] {
    var regions: [Region] = []
    let pattern = #/^(//|/\*) verbatim: (\S+):(\d+)-(\d+)$/#
    for url in try snippetFiles() {
      let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
      var index = 0
      while index < lines.count {
        defer { index += 1 }
        guard let match = lines[index].wholeMatch(of: pattern),
          let first = Int(match.3), let last = Int(match.4)
        else { continue }
        let end = match.1 == "//" ? "// end verbatim" : "*/"
        guard let close = lines[(index + 1)...].firstIndex(of: end) else {
          Issue.record("\(url.lastPathComponent):\(index + 1): the region does not end")
          continue
        }
        regions.append(
          Region(
            file: url.lastPathComponent, source: String(match.2), lines: first...last,
            text: Array(lines[(index + 1)..<close])))
        index = close
      }
    }
    return regions
  }

  /// The lines of `path` under the shared folder (seeds 000 and 001 without their diffs' `+`).
  static func sourceLines(_ path: String, in shared: URL) throws -> [String] {
    let text = try String(
      contentsOf: shared.appendingPathComponent(path), encoding: .utf8)
    return text.components(separatedBy: "\n").map {
      (path.hasPrefix("seeds/000_") || path.hasPrefix("seeds/001_")) && $0.hasPrefix("+")
        ? String($0.dropFirst()) : $0
    }
  }

  /// The line ranges of the ```swift blocks of seed 000.
  static func fencedBlocks(_ lines: [String]) -> [ClosedRange<Int>] {
    var blocks: [ClosedRange<Int>] = []
    var start: Int?
    for (offset, line) in lines.enumerated() {
      let number = offset + 1
      if line.hasPrefix("```swift") {
        start = number + 1
      } else if line.hasPrefix("```"), let first = start {
        blocks.append(first...(number - 1))
        start = nil
      }
    }
    return blocks
  }

  @Test(.enabled(if: shared != nil, "the seeds are not beside the repository"))
  func verbatim_regionsAreTheSeedsLinesAndCoverEverySnippet() throws {
    let shared = try #require(Self.shared)
    let regions = try Self.regions()
    var covered: [String: Set<Int>] = [:]
    for region in regions {
      let source = try Self.sourceLines(region.source, in: shared)
      let expected = Array(source[(region.lines.lowerBound - 1)...(region.lines.upperBound - 1)])
      #expect(region.text == expected, "\(region.file): \(region.source):\(region.lines)")
      covered[region.source, default: []].formUnion(region.lines)
    }
    // Seed 000's 49 fenced blocks and the other snippets, every line that is not blank.
    let seed000 = "seeds/000_61dc51c435c2e9f1.txt"
    let blocks = Self.fencedBlocks(try Self.sourceLines(seed000, in: shared))
    #expect(blocks.count == 49)
    var snippets = Self.unfencedSnippets
    snippets[seed000] = blocks
    for (path, ranges) in snippets {
      let source = try Self.sourceLines(path, in: shared)
      for range in ranges {
        let missing = range.filter {
          !source[$0 - 1].trimmingCharacters(in: .whitespaces).isEmpty
            && !(covered[path]?.contains($0) ?? false)
        }
        #expect(missing.isEmpty, "\(path):\(range): lines \(missing) are in no file")
      }
    }
  }

  @Test func verbatim_snippetFilesImportKinetypeAndAreIndexed() throws {
    let index = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("docs/seeds.md"), encoding: .utf8)
    let files = try Self.snippetFiles()
    #expect(files.count >= 60)
    for url in files {
      let text = try String(contentsOf: url, encoding: .utf8)
      let name = url.lastPathComponent
      #expect(text.hasPrefix("// swift-format-ignore-file\n"), "\(name)")
      #expect(text.contains("\nimport Kinetype\n"), "\(name)")
      #expect(!text.contains("import SwiftUI"), "\(name)")
      #expect(index.contains(name), "\(name) is not in docs/seeds.md")
    }
    // Every region is in a snippet file.
    #expect(try Self.regions().count >= 70)
  }
}
