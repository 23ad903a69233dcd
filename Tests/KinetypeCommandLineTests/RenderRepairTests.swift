import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

@testable import KinetypeFrames

#if canImport(Glibc)
  import Glibc
#endif

/// A render farm can be repaired (issue 20, item 5): a frame rendered again supersedes its
/// older entries, another render in the folder is refused unless `--force` (which retires its
/// manifests), `verify` prints commands that repair what it finds, and `--resume` renders
/// only what a folder lacks or holds damaged.
@Suite struct RenderRepairTests {
  static let markup = RenderFarmTests.markup
  /// 0.5 s at 60 fps: some 30 frames (the tests count them rather than assume how many).
  static let shape = ["render", "--text", markup, "--duration", "0.5"]

  /// The PNGs in `folder`.
  static func frameCount(_ folder: String) throws -> Int { try RenderFarmTests.pngs(folder).count }

  /// `frame_00030.png`.
  static func frameName(_ frame: Int) -> String {
    FileNamePattern.frames.fileName(ofFrame: frame)
  }

  /// The repair commands `verify` printed under "to repair, run:".
  static func repairCommands(_ stdout: String) -> [String] {
    let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "to repair, run:") else { return [] }
    return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
  }

  /// Runs `command` (a line `verify` printed) with `sh`, `kinetype` being the built tool.
  static func runRepair(_ command: String) throws -> ExternalTool.Result {
    let script = "kinetype() { \"$KINETYPE\" \"$@\"; }; KINETYPE=\"$1\"; " + command
    return try ExternalTool.run("/bin/sh", ["-c", script, "sh", Fixtures.executable.path])
  }

  /// Runs `verify folders`, then every repair it suggests, then `verify` again, which must
  /// pass; returns the commands run.
  @discardableResult
  static func repair(_ folders: [String]) throws -> [String] {
    let first = try KinetypeProcess.run(["verify"] + folders)
    #expect(first.status == 1, "\(first.stdout)\(first.stderr)")
    let commands = repairCommands(first.stdout)
    #expect(!commands.isEmpty, "verify suggests no repair:\n\(first.stdout)")
    for command in commands {
      let run = try runRepair(command)
      #expect(run.status == 0, "\(command)\n\(run.output)")
    }
    let second = try KinetypeProcess.run(["verify"] + folders)
    #expect(
      second.status == 0,
      "after \(commands):\n\(first.stdout)\n--- then:\n\(second.stdout)\(second.stderr)")
    return commands
  }

  /// The inode of each file in `folder`, by name: a file written again has a new one.
  static func inodes(_ folder: String) throws -> [String: UInt64] {
    var result: [String: UInt64] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      var info = stat()
      if stat("\(folder)/\(name)", &info) == 0 { result[name] = UInt64(info.st_ino) }
    }
    return result
  }

  static func corrupt(_ path: String) throws {
    var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    bytes[bytes.count / 2] ^= 0x01
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  @Test func repair_oneFrameRenderedAgainWithForceSupersedesItsEntry() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let whole = try KinetypeProcess.run(Self.shape + ["-o", "\(folder)/f"])
    #expect(whole.status == 0, "\(whole.stderr)")
    try Self.corrupt("\(folder)/f/frame_00010.png")
    let again = try KinetypeProcess.run(
      Self.shape + ["--frames", "10", "--force", "-o", "\(folder)/f"])
    #expect(again.status == 0, "\(again.stderr)")
    let verify = try KinetypeProcess.run(["verify", "\(folder)/f"])
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains("2 manifests: every frame is there once and intact"))
    // Once more, as a retried job would: still one newest entry.
    let third = try KinetypeProcess.run(
      Self.shape + ["--frames", "10", "--force", "-o", "\(folder)/f"])
    #expect(third.status == 0, "\(third.stderr)")
    #expect(try KinetypeProcess.run(["verify", "\(folder)/f"]).status == 0)
  }

  @Test func repair_anotherRenderInTheFolderIsRefusedAndForceRetiresIt() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let old = try KinetypeProcess.run(Self.shape + ["-o", "\(folder)/f"])
    #expect(old.status == 0, "\(old.stderr)")
    let oldCount = try Self.frameCount("\(folder)/f")
    // Half as long on another background: other frames, fewer of them.
    let shorter = [
      "render", "--text", Self.markup, "--duration", "0.25", "--background", "#ffe0c0", "-o",
      "\(folder)/f",
    ]
    let refused = try KinetypeProcess.run(shorter)
    #expect(refused.status == 2, "\(refused.stderr)")
    let oldManifest = RenderManifest.fileName(for: 0..<oldCount)
    #expect(
      refused.stderr.contains(
        "\(folder)/f holds frames of another render: \(folder)/f/\(oldManifest)"
          + " (its input differs, \(oldCount) frames in all, not "), "\(refused.stderr)")
    #expect(refused.stderr.contains("hint: render into another folder, or pass --force"))
    let forced = try KinetypeProcess.run(shorter + ["--force"])
    #expect(forced.status == 0, "\(forced.stderr)")
    let manifests = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/f")
      .filter { $0.hasSuffix(".json") }
    #expect(manifests.count == 1 && manifests != [oldManifest], "\(manifests)")
    let newCount = try RenderManifest(contentsOf: "\(folder)/f/\(manifests[0])").render.frameCount
    #expect(newCount < oldCount)
    // The frames of the old render past the new one's stay; verify checks the new render and
    // names them foreign, not the new frames corrupted.
    let verify = try KinetypeProcess.run(["verify", "\(folder)/f"])
    #expect(verify.stdout.hasPrefix("render "), "\(verify.stdout)")
    #expect(verify.stdout.contains(": \(newCount) frames, "), "\(verify.stdout)")
    #expect(!verify.stdout.contains("corrupted"), "\(verify.stdout)")
    let last = oldCount - 1
    #expect(
      verify.stdout.contains(
        "frame \(last): \(folder)/f/\(Self.frameName(last)) is foreign"), "\(verify.stdout)")
    let commands = try Self.repair(["\(folder)/f"])
    #expect(commands.count == 1 && commands[0].hasPrefix("rm -- "), "\(commands)")
  }

  @Test func repair_verifyPrintsCommandsThatRepairEveryProblem() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // docs/render-farm.md's example: chunks with frames 10–19 missing, a frame corrupted, a
    // file no manifest lists, and a manifest of another render.
    for range in ["0-9", "20-"] {
      let run = try KinetypeProcess.run(Self.shape + ["--frames", range, "-o", "\(folder)/f"])
      #expect(run.status == 0, "\(run.stderr)")
    }
    try Data("not a frame".utf8).write(to: URL(fileURLWithPath: "\(folder)/f/frame_00004.png"))
    try FileManager.default.removeItem(atPath: "\(folder)/f/frame_00022.png")
    try FileManager.default.copyItem(
      atPath: "\(folder)/f/frame_00002.png", toPath: "\(folder)/f/notes.png")
    let other = try KinetypeProcess.run(
      [
        "render", "--text", "Other", "--duration", "0.5", "--frames", "0-6", "-o",
        "\(folder)/other",
      ])
    #expect(other.status == 0, "\(other.stderr)")
    try FileManager.default.copyItem(
      atPath: "\(folder)/other/kinetype-manifest.00000-00006.json",
      toPath: "\(folder)/f/kinetype-manifest.00000-00006.json")
    let commands = try Self.repair(["\(folder)/f"])
    #expect(commands.first?.hasPrefix("rm -- ") == true, "\(commands)")
    #expect(commands.contains { $0.contains("--frames 4 --force") }, "\(commands)")
    #expect(commands.contains { $0.contains("--frames 10-19 ") }, "\(commands)")
    #expect(commands.contains { $0.contains("--frames 22 ") }, "\(commands)")
    // The JSON report gives each problem its commands.
    try Data("not a frame".utf8).write(to: URL(fileURLWithPath: "\(folder)/f/frame_00007.png"))
    let json = try KinetypeProcess.run(["verify", "--json", "\(folder)/f"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let problems = report["problems"] as? [[String: Any]] ?? []
    #expect(problems.count == 1)
    #expect(
      (problems.first?["repair"] as? [String])?.first?.contains("--frames 7 --force") == true,
      "\(json.stdout)")
  }

  @Test func repair_duplicatesAcrossFoldersAndASceneInput() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (range, name) in [("0-", "a"), ("25-27", "b")] {
      let run = try KinetypeProcess.run(
        Self.shape + ["--frames", range, "-o", "\(folder)/\(name)"])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let verify = try KinetypeProcess.run(["verify", "\(folder)/a", "\(folder)/b"])
    #expect(verify.stdout.contains("frame 26: listed 2 times"), "\(verify.stdout)")
    // Frames 25–27 again into a, in one command: newer there than both.
    let duplicates = try Self.repair(["\(folder)/a", "\(folder)/b"])
    #expect(duplicates.count == 1, "\(duplicates)")
    #expect(duplicates.first?.hasSuffix("--frames 25-27 --force -o \(folder)/a") == true)

    // A scene: the command names the scene file.
    let scene = "\(folder)/badge.json"
    try FileManager.default.copyItem(
      atPath: DocumentationExamples.root.appendingPathComponent("docs/examples/badge.json").path,
      toPath: scene)
    let render = try KinetypeProcess.run(["render", scene, "--frames", "0-19", "-o", "\(folder)/s"])
    #expect(render.status == 0, "\(render.stderr)")
    try FileManager.default.removeItem(atPath: "\(folder)/s/frame_00005.png")
    let commands = try Self.repair(["\(folder)/s"])
    #expect(commands.first?.contains("render \(scene) ") == true, "\(commands)")
  }

  @Test func resume_rendersExactlyTheFramesMissingOrDamaged() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let reference = try KinetypeProcess.run(Self.shape + ["-o", "\(folder)/whole"])
    #expect(reference.status == 0, "\(reference.stderr)")
    let first = try KinetypeProcess.run(Self.shape + ["-o", "\(folder)/f"])
    #expect(first.status == 0, "\(first.stderr)")
    try FileManager.default.removeItem(atPath: "\(folder)/f/frame_00003.png")
    try FileManager.default.removeItem(atPath: "\(folder)/f/frame_00017.png")
    try Self.corrupt("\(folder)/f/frame_00020.png")
    let before = try Self.inodes("\(folder)/f")
    let resumed = try KinetypeProcess.run(Self.shape + ["--resume", "-o", "\(folder)/f"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    let count = try Self.frameCount("\(folder)/whole")
    #expect(
      resumed.stderr.contains("wrote 3 of \(count) frames (\(count - 3) intact, kept)"),
      "\(resumed.stderr)")
    let after = try Self.inodes("\(folder)/f")
    let written = after.keys.filter { $0.hasSuffix(".png") && after[$0] != before[$0] }.sorted()
    #expect(written == ["frame_00003.png", "frame_00017.png", "frame_00020.png"])
    #expect(
      try RenderFarmTests.pngs("\(folder)/f") == (try RenderFarmTests.pngs("\(folder)/whole")))
    let verify = try KinetypeProcess.run(["verify", "\(folder)/f"])
    #expect(verify.status == 0, "\(verify.stdout)")
    // Resumed again, nothing is left to do and nothing is written.
    let idle = try KinetypeProcess.run(Self.shape + ["--resume", "-o", "\(folder)/f"])
    #expect(idle.status == 0, "\(idle.stderr)")
    #expect(
      idle.stderr.contains("wrote 0 of \(count) frames (\(count) intact, kept)"), "\(idle.stderr)")
    #expect(try Self.inodes("\(folder)/f") == after)
    // Into an empty folder it is a render.
    let fresh = try KinetypeProcess.run(Self.shape + ["--resume", "-o", "\(folder)/g"])
    #expect(fresh.status == 0, "\(fresh.stderr)")
    #expect(
      try RenderFarmTests.pngs("\(folder)/g") == (try RenderFarmTests.pngs("\(folder)/whole")))
  }

  @Test(arguments: [SIGTERM, SIGKILL])
  func resume_finishesAChunkStoppedPartWay(signal: Int32) throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = KillAtRandomTests.arguments + ["--frames", "100-500", "--threads", "2"]
    let output = "\(folder)/chunk"
    let run = try KinetypeProcess(arguments + ["-o", output])
    var waited = 0
    while (try? FileManager.default.contentsOfDirectory(atPath: output))?.count ?? 0 < 20,
      waited < 60_000
    {
      usleep(5_000)
      waited += 5
    }
    run.send(signal)
    let stopped = try #require(run.wait(seconds: 60))
    let complete = try RenderFarmTests.pngs(output)
    try #require(stopped.signalled, "the run ended before the signal: \(stopped.stderr)")
    #expect(complete.count > 0 && complete.count < 401, "\(complete.count) frames")
    let before = try Self.inodes(output)
    var resume = arguments + ["--resume", "-o", output]
    if signal == SIGKILL {
      // No manifest lists the frames a killed run wrote: they are not known to be the
      // render's, so replacing them takes --force.
      let refused = try KinetypeProcess.run(resume)
      #expect(refused.status == 2, "\(refused.stderr)")
      #expect(refused.stderr.contains("already exist"), "\(refused.stderr)")
      resume.append("--force")
    }
    let resumed = try KinetypeProcess.run(resume)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    let after = try Self.inodes(output)
    let rewritten = before.keys.filter { $0.hasSuffix(".png") && after[$0] != before[$0] }
    let total = KillAtRandomTests.frameCount
    if signal == SIGTERM {
      // The frames the stopped run completed are listed by its manifest and kept.
      #expect(rewritten.isEmpty, "\(rewritten.sorted())")
      #expect(
        resumed.stderr.contains("wrote \(401 - complete.count) of frames 100–500 of \(total)"),
        "\(resumed.stderr)")
    }
    let verify = try KinetypeProcess.run(["verify", output])
    #expect(verify.stdout.contains("401 of \(total) frames intact"), "\(verify.stdout)")
    #expect(
      verify.stdout.contains("missing: frames 0–99, 501–\(total - 1)"), "\(verify.stdout)")
    // The frames are those of an uninterrupted run.
    let whole = try KinetypeProcess.run(arguments + ["-o", "\(folder)/whole"])
    #expect(whole.status == 0, "\(whole.stderr)")
    #expect(try RenderFarmTests.pngs(output) == (try RenderFarmTests.pngs("\(folder)/whole")))
  }

  @Test func resume_gnuParallelSplitFinishesOnlyTheDamagedChunks() throws {
    guard let parallel = ExternalTool.find("parallel") else {
      print("skipped: GNU parallel is not installed (Debian package parallel)")
      return
    }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // As docs/render-farm.md shows, by chunk so that the ranges follow the frame count.
    let script = """
      set -e
      kinetype="$1"; parallel="$2"; out="$3"; shift 3
      "$parallel" --will-cite -q --halt now,fail=1 -j 4 \\
        "$kinetype" render "$@" --chunk {}/4 --quiet -o "$out/chunks" \\
        ::: 0 1 2 3
      """
    func farm(_ extra: [String]) throws -> ExternalTool.Result {
      try ExternalTool.run(
        "/bin/sh",
        ["-c", script, "sh", Fixtures.executable.path, parallel, folder] + RenderFarmTests.shape
          + extra)
    }
    let first = try farm([])
    #expect(first.status == 0, "\(first.output)")
    let chunks = "\(folder)/chunks"
    let reference = try RenderFarmTests.pngs(chunks)
    try FileManager.default.removeItem(atPath: "\(chunks)/frame_00160.png")
    try Self.corrupt("\(chunks)/frame_00290.png")
    let before = try Self.inodes(chunks)
    let resumed = try farm(["--resume"])
    #expect(resumed.status == 0, "\(resumed.output)")
    let after = try Self.inodes(chunks)
    let rewritten = after.keys.filter { after[$0] != before[$0] }.sorted()
    // Only the damaged frames and the manifests of their chunks are written again.
    let holding = try [160, 290].map { frame in
      try #require(
        before.keys.first { name in
          guard name.hasSuffix(".json"),
            let manifest = try? RenderManifest(contentsOf: "\(chunks)/\(name)")
          else { return false }
          return (manifest.chunk.first...manifest.chunk.last).contains(frame)
        })
    }
    #expect(
      rewritten == ["frame_00160.png", "frame_00290.png"] + holding.sorted(), "\(rewritten)")
    #expect(try RenderFarmTests.pngs(chunks) == reference)
    let verify = try KinetypeProcess.run(["verify", chunks])
    #expect(verify.status == 0, "\(verify.stdout)")
    #expect(verify.stdout.contains("4 manifests: every frame is there once and intact"))
  }

  @Test func resume_usageErrors() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let video = try KinetypeProcess.run(Self.shape + ["--resume", "-o", "\(folder)/x.mp4"])
    #expect(video.status == 2 && video.stderr.contains("--resume applies to a PNG sequence"))
    let none = try KinetypeProcess.run(
      Self.shape + ["--resume", "--no-manifest", "-o", "\(folder)/f"])
    #expect(none.status == 2 && none.stderr.contains("cannot be used with --no-manifest"))
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/f"))
    let help = try KinetypeProcess.run(["render", "--help"])
    #expect(help.stdout.contains("--resume"))
  }
}
