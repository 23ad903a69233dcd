import Foundation
import Testing

@testable import KinetypeText

/// Issue 20 item 7: the order ``BundledFontsFolder`` looks in, without running anything:
/// `KINETYPE_FONTS` alone when set; else an installed tool's `share/kinetype/Fonts`, then the
/// package's `Fonts/`; never the working directory.
@Suite struct BundledFontsFolderPolicyTests {
  @Test func candidates_followThePolicyAndNeverTheWorkingDirectory() throws {
    let source = "/src/kinetype/Sources/KinetypeText/Fonts/BundledFontsFolder.swift"
    let candidates = BundledFontsFolder.candidates(
      environment: nil, executablePath: "/opt/k/bin/kinetype", sourceFilePath: source)
    #expect(candidates.map(\.path) == ["/opt/k/share/kinetype/Fonts", "/src/kinetype/Fonts"])
    #expect(candidates.map(\.source) == [.installed, .package])
    let explicit = BundledFontsFolder.candidates(
      environment: "/fonts", executablePath: "/opt/k/bin/kinetype", sourceFilePath: source)
    #expect(explicit == [BundledFontsFolder(path: "/fonts", source: .environment)])
    // With both present the installed folder wins; with neither, the error names both.
    let both = try BundledFontsFolder.find(
      environment: nil, executablePath: "/opt/k/bin/kinetype", sourceFilePath: source,
      fileExists: { _ in true })
    #expect(both.source == .installed)
    do {
      _ = try BundledFontsFolder.find(
        environment: "", executablePath: "/opt/k/bin/kinetype", sourceFilePath: source,
        fileExists: { _ in false })
      Issue.record("no folder was accepted")
    } catch let error as FontError {
      #expect(error.message.contains("/opt/k/share/kinetype/Fonts"))
      #expect(error.message.contains("/src/kinetype/Fonts"))
    }
  }

  @Test func aWrongEnvironmentVariableIsAnErrorNotAReasonToLookElsewhere() throws {
    do {
      _ = try BundledFontsFolder.find(
        environment: "/nonexistent/fonts", executablePath: "/opt/k/bin/kinetype",
        fileExists: { !$0.hasPrefix("/nonexistent") })
      Issue.record("a KINETYPE_FONTS without fonts was accepted")
    } catch let error as FontError {
      #expect(
        error.message
          == "bundled fonts not found: KINETYPE_FONTS is '/nonexistent/fonts', which has no Inter-Variable.ttf"
      )
    }
  }
}
