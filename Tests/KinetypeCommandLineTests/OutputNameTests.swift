import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Outputs are what they say: `-o`'s name picks a format Kinetype writes or is refused, a
/// command given an output it cannot make refuses it, and videos carry the colour tags their
/// pixels were made for.
@Suite struct OutputNameTests {
  static let markup = "Hello ^[moonlight](emphasis: true)"

  /// Runs `kinetype arguments` in a new folder; returns the result and the folder's names.
  static func run(_ arguments: [String]) throws -> (KinetypeProcess.Result, [String]) {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try KinetypeProcess.run(arguments, shell: "cd '\(folder)' && exec \"$@\"")
    return (result, Folder.names(URL(fileURLWithPath: folder)))
  }

  @Test(arguments: ["out.mkv", "clip.avi", "frames.txt", "OUT.MKV"])
  func render_unknownExtensionIsRefusedListingTheFormats(output: String) throws {
    let (result, names) = try Self.run(["render", "--text", Self.markup, "-o", output])
    #expect(result.status == 2, "\(result.stderr)")
    let first = result.errorLines.first.map(String.init) ?? ""
    let ext = (output as NSString).pathExtension
    #expect(first.hasPrefix("kinetype: error: -o '\(output)': .\(ext) is not a format"), "\(first)")
    for format in ["a folder", ".png", ".apng", ".mp4", ".webm", ".mov", ".gif", ".y4m", ".rgba"] {
      #expect(first.contains(format), "\(first) does not name \(format)")
    }
    #expect(names.isEmpty, "wrote \(names)")
  }

  @Test(arguments: [["-o", "out.d/"], ["-o", "out.d", "--format", "png"]])
  func render_aFolderWithADotIsAFolderWhenSaidSo(arguments: [String]) throws {
    let (result, names) = try Self.run(
      ["render", "--text", "Hi", "--duration", "0.05"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(names == ["out.d"])
  }

  @Test func concat_unknownExtensionIsRefusedWithoutOfferingAFolder() throws {
    let (result, _) = try Self.run(["concat", "chunks", "-o", "title.mkv"])
    #expect(result.status == 2, "\(result.stderr)")
    let first = result.errorLines.first.map(String.init) ?? ""
    #expect(first.contains(".mkv is not a format"), "\(first)")
    #expect(!first.contains("folder") && !first.contains(".png"), "\(first)")
  }

  @Test func concat_standardOutputOffersOnlyTheFormatsConcatWrites() throws {
    let (result, _) = try Self.run(["concat", "chunks", "-o", "-"])
    #expect(result.status == 2)
    let first = result.errorLines.first.map(String.init) ?? ""
    #expect(
      first == "kinetype: error: -o - needs --format: y4m, rgba, apng, mp4, webm, mov or gif",
      "\(first)")
  }

  @Test func inspect_sceneWithPNGIsRefusedAndWritesNothing() throws {
    let scene = "\(SceneCommandLineTests.examples)/badge.json"
    let (result, names) = try Self.run(["inspect", scene, "--png", "x.png"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.errorLines.first?.hasPrefix("kinetype: error: --png draws the layout of a text")
        == true, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(names.isEmpty, "wrote \(names)")
  }

  @Test(arguments: ["mp4", "webm", "mov"])
  func video_isTaggedBT709(format: String) throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let video = "\(folder)/clip.\(format)"
    let result = try KinetypeProcess.run([
      "render", "--text", Self.markup, "--size", "12", "--duration", "0.1", "-o", video,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let tags = try ExternalTool.run(
      tools.ffprobe,
      [
        "-v", "error", "-select_streams", "v:0", "-show_entries",
        "stream=color_space,color_primaries,color_transfer,color_range", "-of", "csv=p=0", video,
      ]
    ).output.trimmingCharacters(in: .whitespacesAndNewlines)
    // ffprobe's order: color_range, color_space, color_transfer, color_primaries.
    #expect(tags == "tv,bt709,bt709,bt709", "\(format): \(tags)")
  }
}
