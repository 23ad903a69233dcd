import Foundation
import KinetypeTestSupport
import Testing

/// docs/pipeline.md, the architecture page, names every module of Package.swift and no module
/// that is not there, so adding a module without documenting it fails here.
@Suite struct ArchitectureTests {
  /// The targets of Package.swift that are modules of the package (not tests, not the fuzz
  /// executables declared only under `KINETYPE_FUZZ`): `.target`, `.executableTarget`,
  /// `.systemLibrary`, by name.
  static func packageModules() throws -> Set<String> {
    let manifest = try String(contentsOf: PackageRoot.url("Package.swift"), encoding: .utf8)
    let pattern = try Regex(
      #"\.(?:target|executableTarget|systemLibrary|macro)\(\s*name:\s*"([\w-]+)""#)
    let names = manifest.matches(of: pattern).compactMap { $0.output[1].substring }
    return Set(names.map(String.init))
  }

  /// The modules table of docs/pipeline.md: each row's module names (the back-quoted names of
  /// its first cell, before any parenthesis), and whether the row is marked *planned*.
  static func documentedModules() throws -> [(names: [String], planned: Bool)] {
    let page = try String(contentsOf: PackageRoot.url("docs/pipeline.md"), encoding: .utf8)
    let section =
      try #require(page.components(separatedBy: "## The modules").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    let name = try Regex(#"`([\w-]+)`"#)
    return section.split(separator: "\n").filter {
      $0.hasPrefix("| `")
    }.map { row in
      let cell = row.split(separator: "|").first.map(String.init) ?? ""
      // The names before any parenthesis: "`KinetypeViewGraph` (*planned*: … `KinetypeViews`)".
      let named = cell.split(separator: "(").first.map(String.init) ?? ""
      let names = named.matches(of: name).compactMap { $0.output[1].substring }.map(String.init)
      return (names, cell.contains("*planned*"))
    }
  }

  @Test func architecturePage_namesEveryModuleOfThePackage() throws {
    let documented = Set(try Self.documentedModules().flatMap(\.names))
    let missing = try Self.packageModules().subtracting(documented).sorted()
    #expect(
      missing.isEmpty,
      "docs/pipeline.md's modules table has no row for \(missing): add one (what it holds, what it may import)"
    )
  }

  @Test func architecturePage_namesOnlyModulesThatExist() throws {
    let modules = try Self.packageModules()
    for row in try Self.documentedModules() {
      for name in row.names {
        let folder = ["Sources/\(name)", "Tests/\(name)"].contains {
          FileManager.default.fileExists(atPath: PackageRoot.path($0))
        }
        if row.planned {
          #expect(
            !modules.contains(name) && !folder,
            "\(name) exists now: remove *planned* from its row in docs/pipeline.md")
        } else {
          #expect(
            modules.contains(name), "docs/pipeline.md names \(name), not a Package.swift target")
        }
      }
    }
  }

  /// The check can fail: a module missing from the page is found.
  @Test func architecturePage_checkFindsAnUndocumentedModule() throws {
    let documented = Set(try Self.documentedModules().flatMap(\.names))
    #expect(documented.contains("KinetypeScenes"))
    #expect(!documented.contains("KinetypeNotAModule"))
    #expect(
      try Self.packageModules().union(["KinetypeNotAModule"]).subtracting(documented) == [
        "KinetypeNotAModule"
      ])
  }
}
