import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `kinetype render` never loses a user's file: every path it will write is checked before
/// anything is written, `--force` replaces only what the run writes, and no failure the process
/// can see leaves a temporary file or a folder it created.
@Suite struct CommandLineFileSafetyTests {
  static let markup = "Hello ^[moonlight](emphasis: true)"

  @Test func render_existingLaterFrameIsNotReplacedWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mine = folder.appendingPathComponent("frame_00007.png")
    try Data("mine\n".utf8).write(to: mine)
    let result = try KinetypeProcess.run(["render", "--text", Self.markup, "-o", folder.path + "/"])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.first?.contains("frame_00007.png") == true, "\(result.stderr)")
    #expect(result.stderr.contains("--force"))
    #expect(FileManager.default.contents(atPath: mine.path) == Data("mine\n".utf8))
    #expect(Folder.names(folder) == ["frame_00007.png"], "nothing else is written")
  }

  @Test func render_forceKeepsFilesThisRunDoesNotWrite() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let long = try KinetypeProcess.run([
      "render", "--text", Self.markup, "--duration", "0.5", "-o", folder.path,
    ])
    #expect(long.status == 0, "stderr: \(long.stderr)")
    #expect(Folder.names(folder).count == 31, "30 frames and the manifest")
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("mine\n".utf8).write(to: notes)
    let short = try KinetypeProcess.run([
      "render", "--text", Self.markup, "--duration", "0.25", "--force", "-o", folder.path,
    ])
    #expect(short.status == 0, "stderr: \(short.stderr)")
    // The earlier run's frames 15…29 were not written by this run: they stay, beside this
    // run's manifest and notes.txt. The earlier manifest, of another render, is retired
    // (issue 20): 30 frames, one manifest, the notes.
    #expect(Folder.names(folder).count == 32)
    #expect(!Folder.exists(folder.appendingPathComponent("kinetype-manifest.00000-00029.json")))
    #expect(Folder.exists(folder.appendingPathComponent("kinetype-manifest.00000-00014.json")))
    #expect(Folder.exists(folder.appendingPathComponent("frame_00029.png")))
    #expect(FileManager.default.contents(atPath: notes.path) == Data("mine\n".utf8))
  }

  @Test func render_pngPathWithoutTimeIsAUsageError() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("x.png")
    let result = try KinetypeProcess.run(["render", "--text", "Hi", "-o", output.path])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.first?.contains("--time") == true, "\(result.stderr)")
    #expect(!Folder.exists(output))
  }

  @Test func render_failedRunRemovesTheFoldersItCreated() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try KinetypeProcess.run([
      "render", "--text", "Hi", "--padding", "-50", "-o", folder.path + "/nd/a/b/",
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(Folder.names(folder).isEmpty)
  }

  @Test func render_existingContactSheetIsCheckedBeforeAnyFrame() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("sheet.png")
    try Data("mine\n".utf8).write(to: sheet)
    let result = try KinetypeProcess.run([
      "render", "--text", "Hi", "--contact-sheet", sheet.path, "-o", folder.path + "/frames",
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.first?.contains(sheet.path) == true, "\(result.stderr)")
    #expect(Folder.names(folder) == ["sheet.png"])
  }

  @Test func render_contactSheetCannotBeOneOfTheFrames() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try KinetypeProcess.run([
      "render", "--text", "Hi", "--contact-sheet", folder.path + "/frame_00000.png",
      "-o", folder.path,
    ])
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.errorLines.first?.contains("frame_00000.png") == true, "\(result.stderr)")
    #expect(Folder.names(folder).isEmpty)
  }

  @Test func render_fileSizeLimitFailsCleanly() throws {
    // `ulimit -f 4` caps files at 2 KiB (dash counts 512-byte blocks): the first frame is
    // larger. SIGXFSZ would kill the process mid-write; ignored, the write fails with EFBIG.
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try KinetypeProcess.run(
      [
        "render", "--text", Self.markup, "--canvas", "640x360", "--background", "#ffe0c0",
        "-o", folder.path + "/frames",
      ], shell: "ulimit -f 4 && exec \"$@\"")
    #expect(!result.signalled, "killed by signal \(result.status)")
    #expect(result.status == 1, "stderr: \(result.stderr)")
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.lowercased().contains("file too large"), "\(result.stderr)")
    #expect(Folder.temporaries(under: folder).isEmpty)
    #expect(Folder.names(folder).isEmpty, "the folder the run created is removed")
  }

  @Test func render_singleFrameUnderFileSizeLimitLeavesNoTemporary() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try KinetypeProcess.run(
      [
        "render", "--text", Self.markup, "--canvas", "640x360", "--time", "0.3",
        "-o", folder.path + "/one.png",
      ], shell: "ulimit -f 4 && exec \"$@\"")
    #expect(!result.signalled, "killed by signal \(result.status)")
    #expect(result.status == 1, "stderr: \(result.stderr)")
    #expect(Folder.names(folder).isEmpty, "\(Folder.names(folder))")
  }

  /// Whether this machine lets an unprivileged test mount a small tmpfs in its own namespace.
  static let canMountTmpfs: Bool = {
    guard
      let result = try? KinetypeProcess.run(
        [], shell: "exec unshare -rm sh -c 'mount -t tmpfs -o size=64k tmpfs /tmp' 2>/dev/null")
    else { return false }
    return result.status == 0 && !result.signalled
  }()

  @Test(.enabled(if: canMountTmpfs, "needs `unshare -rm` to mount a 64 KiB tmpfs"))
  func render_fullDiskFailsCleanly() throws {
    // A real ENOSPC: a 64 KiB tmpfs in a private mount namespace, filled part-way through.
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try KinetypeProcess.run(
      [
        "render", "--text", Self.markup, "--canvas", "320x180", "--duration", "2",
        "-o", folder.path + "/frames",
      ],
      shell: """
        exec unshare -rm sh -c 'mount -t tmpfs -o size=64k tmpfs "$0" && "$@"; \
        echo "status $?"; ls -A "$0"; echo end' '\(folder.path)' "$@"
        """)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "status 1", "stdout: \(result.stdout) stderr: \(result.stderr)")
    #expect(lines.dropFirst().first == "end", "the tmpfs is left empty: \(result.stdout)")
    #expect(result.stderr.lowercased().contains("no space left"), "\(result.stderr)")
    #expect(result.errorLines.count == 1, "\(result.stderr)")
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func render_signalStopsPromptlyAndCleanly(signal: Int32) throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    // An hour of frames: only a signal ends this run early.
    let run = try KinetypeProcess([
      "render", "--text", Self.markup, "--duration", "3600", "--threads", "2", "-o", frames.path,
    ])
    var waited = 0.0
    while !Folder.exists(frames.appendingPathComponent("frame_00010.png")), waited < 120 {
      usleep(20_000)
      waited += 0.02
    }
    run.send(signal)
    let result = try #require(run.wait(seconds: 30), "kinetype kept running after the signal")
    #expect(result.signalled && result.status == signal, "status \(result.status)")
    let written = Folder.names(frames).filter { $0.hasSuffix(".png") }
    #expect(Folder.temporaries(under: folder).isEmpty, "\(Folder.names(frames))")
    #expect(written.count >= 10 && written.count < 216_000)
    #expect(result.errorLines.count == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains("\(written.count) of 216000 frames are complete"), "\(result.stderr)")
    // The complete frames are frame 0 onwards, with none missing, each a whole PNG.
    #expect(written == (0..<written.count).map { String(format: "frame_%05d.png", $0) })
    if let last = written.last {
      #expect(throws: Never.self) {
        try Pixmap(contentsOfPNGFile: frames.appendingPathComponent(last).path)
      }
    }
    // The manifest lists the complete frames, so the rest can be rendered later as a chunk.
    let manifest = try RenderManifest(
      contentsOf: frames.appendingPathComponent("kinetype-manifest.00000-215999.json").path)
    #expect(manifest.frames.map(\.file) == written)
  }
}
