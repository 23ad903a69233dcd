import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

@testable import KinetypeFrames

/// Renders split across processes: any split gives the frames of one render byte for byte,
/// `verify` finds what is missing or damaged by frame number, `concat` joins verified chunks.
@Suite struct RenderFarmTests {
  static let markup = "The ^[moonlight](emphasis: true) spills"
  /// 300 frames: 10 s at 30 fps (frames at 0, 1/30, …, 9.9667 s).
  static let shape = [
    "--text", markup, "--hermetic", "--size", "32", "--canvas", "320x96", "--fps", "30",
    "--duration", "10",
  ]

  /// The PNG files of `folder` by name.
  static func pngs(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder)
    where name.hasSuffix(".png") {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
    }
    return files
  }

  @Test func farm_gnuParallelSplitVerifiesConcatenatesAndEqualsOneRender() throws {
    guard let parallel = ExternalTool.find("parallel") else {
      print(
        "skipped: GNU parallel is not installed (Debian package parallel); scripts/bootstrap adds it"
      )
      return
    }
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let kinetype = Fixtures.executable.path
    // The commands of docs/render-farm.md: four ranges in four processes, then verify and
    // concat.
    let script = """
      set -e
      kinetype="$1"; parallel="$2"; out="$3"; shift 3
      "$parallel" --will-cite -q --halt now,fail=1 -j 4 \\
        "$kinetype" render "$@" --frames {} --quiet -o "$out/chunks" \\
        ::: 0-74 75-149 150-224 225-299
      "$kinetype" verify "$out/chunks"
      "$kinetype" concat "$out/chunks" -o "$out/title.mp4"
      """
    let farm = try ExternalTool.run(
      "/bin/sh", ["-c", script, "sh", kinetype, parallel, folder] + Self.shape)
    #expect(farm.status == 0, "\(farm.output)")
    #expect(
      farm.output.contains(
        "300 frames, 320×96 at 30 fps, 4 manifests: every frame is there once and intact"),
      "\(farm.output)")
    let manifests = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/chunks")
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(
      manifests == [
        "kinetype-manifest.00000-00074.json", "kinetype-manifest.00075-00149.json",
        "kinetype-manifest.00150-00224.json", "kinetype-manifest.00225-00299.json",
      ])
    #expect(
      try VideoTools.probe("\(folder)/title.mp4", ffprobe: tools.ffprobe) == "h264,320,96,300"
    )

    // One render of all the frames, in one process: the same files, byte for byte.
    let single = try KinetypeProcess.run(["render"] + Self.shape + ["-o", "\(folder)/single"])
    #expect(single.status == 0, "\(single.stderr)")
    let split = try Self.pngs("\(folder)/chunks")
    let whole = try Self.pngs("\(folder)/single")
    #expect(whole.count == 300 && split.count == 300)
    #expect(split == whole, "the split frames differ from the single render's")

    // The joined video is the video of one render: decoded, the same frames.
    let direct = try KinetypeProcess.run(["render"] + Self.shape + ["-o", "\(folder)/direct.mp4"])
    #expect(direct.status == 0, "\(direct.stderr)")
    let joined = try VideoTools.decode("\(folder)/title.mp4", ffmpeg: tools.ffmpeg)
    let rendered = try VideoTools.decode("\(folder)/direct.mp4", ffmpeg: tools.ffmpeg)
    #expect(joined.count == 300 * 320 * 96 * 4)
    #expect(joined == rendered)
  }

  @Test func farm_chunksAndRangesMatchOneRenderByteForByte() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // 31 frames: round(0.52 s × 60).
    let shape = ["--text", Self.markup, "--size", "24", "--duration", "0.52", "--threads", "3"]
    let single = try KinetypeProcess.run(["render"] + shape + ["-o", "\(folder)/single"])
    #expect(single.status == 0, "\(single.stderr)")
    for k in 0..<3 {
      // As a Kubernetes Indexed Job's pod runs it (docs/render-farm.md).
      let chunk = try KinetypeProcess.run(
        ["render"] + shape + ["--threads", "1", "-o", "\(folder)/chunks"],
        shell: "export JOB_COMPLETION_INDEX=\(k); exec \"$@\" --chunk \"$JOB_COMPLETION_INDEX/3\"")
      #expect(chunk.status == 0, "\(chunk.stderr)")
    }
    for range in ["0-0", "1-29", "30-"] {
      let part = try KinetypeProcess.run(
        ["render"] + shape + ["--frames", range, "-o", "\(folder)/ranges/\(range)"])
      #expect(part.status == 0, "\(part.stderr)")
    }
    let whole = try Self.pngs("\(folder)/single")
    #expect(whole.count == 31)
    #expect(try Self.pngs("\(folder)/chunks") == whole)
    var ranges: [String: Data] = [:]
    for range in ["0-0", "1-29", "30-"] {
      ranges.merge(try Self.pngs("\(folder)/ranges/\(range)")) { a, _ in a }
    }
    #expect(ranges == whole)
    let verify = try KinetypeProcess.run(
      ["verify", "\(folder)/ranges/0-0", "\(folder)/ranges/1-29", "\(folder)/ranges/30-"])
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    // Chunk k of 3 covers frames ⌊k·31/3⌋ to ⌊(k+1)·31/3⌋ − 1.
    let names = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/chunks")
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(
      names == [
        "kinetype-manifest.00000-00009.json", "kinetype-manifest.00010-00019.json",
        "kinetype-manifest.00020-00030.json",
      ])
  }

  @Test func verify_reportsDamageByFrameNumberAndFails() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // 31 frames: round(0.52 s × 60).
    let shape = ["render", "--text", Self.markup, "--duration", "0.52"]
    // Two chunks in f, and one overlapping them in g (in one folder, a chunk rendered later
    // would supersede the older entries of its frames).
    for (range, name) in [("0-9", "f"), ("20-30", "f"), ("25-27", "g")] {
      let run = try KinetypeProcess.run(shape + ["--frames", range, "-o", "\(folder)/\(name)"])
      #expect(run.status == 0, "\(run.stderr)")
    }
    try Data("not a frame".utf8).write(to: URL(fileURLWithPath: "\(folder)/f/frame_00004.png"))
    let result = try KinetypeProcess.run(["verify", "\(folder)/f", "\(folder)/g"])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.contains("31 frames") == true && lines.first?.contains("3 manifests") == true,
      "\(lines)")
    #expect(lines.contains { $0.hasPrefix("frame 4: ") && $0.contains("is corrupted") }, "\(lines)")
    #expect(lines.contains("missing: frames 10–19 (10 frames): no manifest lists them"), "\(lines)")
    for frame in 25...27 {
      #expect(lines.contains { $0.hasPrefix("frame \(frame): listed 2 times") }, "\(lines)")
    }
    #expect(result.errorLines.last?.contains("not complete and intact: 5 problems") == true)

    let json = try KinetypeProcess.run(["verify", "--json", "\(folder)/f", "\(folder)/g"])
    #expect(json.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(report["intact"] as? Bool == false)
    let problems = report["problems"] as? [[String: Any]] ?? []
    #expect(
      problems.compactMap { $0["kind"] as? String }.sorted() == [
        "corrupted", "duplicate", "duplicate", "duplicate", "missing",
      ])
    #expect(
      problems.first { $0["kind"] as? String == "missing" }?["frames"] as? [[Int]] == [[10, 19]])

    // concat refuses, and writes nothing.
    let concat = try KinetypeProcess.run(
      ["concat", "\(folder)/f", "\(folder)/g", "-o", "\(folder)/x.apng"])
    #expect(concat.status == 1)
    #expect(concat.stderr.contains("nothing was written"), "\(concat.stderr)")
    #expect(!Folder.exists(URL(fileURLWithPath: "\(folder)/x.apng")))
  }

  @Test func concat_apngIsTheAPNGOfOneRender() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let shape = ["render", "--text", Self.markup, "--duration", "0.3", "--background", "#ffe0c0"]
    for range in ["0-7", "8-"] {
      let run = try KinetypeProcess.run(shape + ["--frames", range, "-o", "\(folder)/f"])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let concat = try KinetypeProcess.run(["concat", "\(folder)/f", "-o", "\(folder)/joined.apng"])
    #expect(concat.status == 0, "\(concat.stderr)")
    let direct = try KinetypeProcess.run(shape + ["-o", "\(folder)/direct.apng"])
    #expect(direct.status == 0, "\(direct.stderr)")
    let joined = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/joined.apng"))
    #expect(joined.count > 1000)
    #expect(joined == (try Data(contentsOf: URL(fileURLWithPath: "\(folder)/direct.apng"))))
  }

  @Test func concat_usageErrors() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let none = try KinetypeProcess.run(["concat", "-o", "\(folder)/x.mp4"])
    #expect(none.status == 2 && none.stderr.contains("concat needs the folders"), "\(none.stderr)")
    let png = try KinetypeProcess.run(["concat", folder, "-o", "\(folder)/out"])
    #expect(
      png.status == 2 && png.stderr.contains("concat joins frames into one file"), "\(png.stderr)")
    let notFolder = try KinetypeProcess.run(["verify", "\(folder)/nothing"])
    #expect(notFolder.status == 2 && notFolder.stderr.contains("is not a folder"))
  }
}
