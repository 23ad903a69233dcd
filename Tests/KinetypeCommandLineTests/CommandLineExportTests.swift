import Foundation
import KinetypeTestSupport
import Testing

@testable import Kinetype

#if canImport(Glibc)
  import Glibc
#endif

/// `kinetype render --format …`: every format made by the built tool and read back by an
/// independent decoder (ffprobe, ffmpeg, pngcheck's libpng), and the checks made before a
/// frame renders.
@Suite struct CommandLineExportTests {
  static let markup = "Hello ^[moonlight](emphasis: true)"

  /// ffmpeg and ffprobe, or nil with a message.
  static var tools: (ffmpeg: String, ffprobe: String)? { VideoTools.tools() }

  /// `render` with `arguments` after the text; fails the test unless it exits 0.
  @discardableResult
  static func render(_ arguments: [String], shell: String? = nil) throws -> KinetypeProcess.Result {
    let result = try KinetypeProcess.run(["render", "--text", markup] + arguments, shell: shell)
    #expect(result.status == 0 && !result.signalled, "stderr: \(result.stderr)")
    return result
  }

  @Test func mp4_ffprobeReadsTheExpectedFrameCountAndSize() throws {
    guard let tools = Self.tools else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let video = "\(folder)/title.mp4"
    let result = try Self.render([
      "--canvas", "320x180", "--fps", "30", "--duration", "1", "--format", "mp4", "-o", video,
    ])
    // One second at 30 fps: frames at 0, 1/30, …, 29/30 s, as ffmpeg's -t 1 gives.
    #expect(try VideoTools.probe(video, ffprobe: tools.ffprobe) == "h264,320,180,30")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("wrote 30 frames at 30 fps to \(video)"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["title.mp4"])
  }

  @Test(arguments: ["webm", "mov"])
  func video_keepsTheTransparentBackground(format: String) throws {
    guard let tools = Self.tools else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let common = [
      "--canvas", "160x64", "--size", "40", "--color", "#ff2020", "--background", "transparent",
      "--fps", "30", "--duration", "0.5",
    ]
    try Self.render(common + ["-o", "\(folder)/clip.\(format)"])
    try Self.render(common + ["--format", "rgba", "-o", "\(folder)/ours.rgba"])
    let ours = Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/ours.rgba")))
    let decoder = format == "webm" ? ["-c:v", "libvpx-vp9"] : []
    let theirs = try VideoTools.decode(
      "\(folder)/clip.\(format)", ffmpeg: tools.ffmpeg, decoder: decoder)
    let frameBytes = 160 * 64 * 4
    #expect(ours.count == 15 * frameBytes && theirs.count == ours.count)  // 0.5 s at 30 fps
    guard theirs.count == ours.count else { return }
    // The last frame: where our text is opaque the video's alpha is too, and where our
    // background is clear the video's is clear. ProRes 4444 keeps alpha losslessly enough
    // to be near exact; VP9 codes it lossily (CRF 30), so edges ring a little.
    let tolerance = format == "mov" ? 10 : 60
    let last = 14 * frameBytes
    var opaque = 0
    var clear = 0
    var error = 0
    for pixel in 0..<(160 * 64) {
      let ourAlpha = Int(ours[last + 4 * pixel + 3])
      let theirAlpha = Int(theirs[last + 4 * pixel + 3])
      error += abs(ourAlpha - theirAlpha)
      if ourAlpha == 255 {
        opaque += 1
        #expect(theirAlpha >= 255 - tolerance, "pixel \(pixel): alpha \(theirAlpha)")
      } else if ourAlpha == 0 {
        clear += 1
        #expect(theirAlpha <= tolerance, "pixel \(pixel): alpha \(theirAlpha)")
      }
    }
    #expect(opaque > 100 && clear > 5000, "opaque \(opaque), clear \(clear)")
    let meanError = Double(error) / Double(160 * 64)
    #expect(meanError < (format == "mov" ? 1 : 3), "mean alpha error \(meanError)")
  }

  @Test func mp4_transparentBackgroundWarnsAndSuggestsAlphaFormats() throws {
    guard Self.tools != nil else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try Self.render([
      "--background", "#00000000", "--duration", "0.1", "-o", "\(folder)/t.mp4",
    ])
    #expect(
      result.errorLines.first?.contains("warning: the background is transparent, but mp4") == true,
      "\(result.stderr)")
    #expect(result.stderr.contains("webm or mov"))
  }

  @Test func y4m_toStandardOutputIsTheStreamAlone() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/out.y4m"
    let result = try Self.render(
      ["--canvas", "64x32", "--duration", "0.1", "--format", "y4m", "-o", "-"],
      shell: "exec \"$@\" > '\(path)'")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let header = "YUV4MPEG2 W64 H32 F60:1 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n"
    #expect(bytes.starts(with: Array(header.utf8)))
    // 0.1 s at 60 fps: 6 frames of "FRAME\n" and 4:2:0 planes.
    let frame = 6 + 64 * 32 + 2 * 32 * 16
    #expect(bytes.count == header.utf8.count + 6 * frame)
    #expect(result.stderr.contains("wrote 6 frames at 60 fps to standard output"))
  }

  @Test func rgba_oneFrameIsThePNGFramesPixels() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render(["--time", "0.25", "-o", "\(folder)/one.png"])
    try Self.render(["--time", "0.25", "--format", "rgba", "-o", "\(folder)/one.rgba"])
    let png = try Pixmap(contentsOfPNGFile: "\(folder)/one.png")
    let raw = Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/one.rgba")))
    #expect(raw == png.straightRGBA())
  }

  @Test func apng_ffprobeCountsItsFrames() throws {
    guard let tools = Self.tools else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/title.apng"
    try Self.render(["--duration", "0.2", "--png-preset", "fast", "-o", path])
    let probe = try VideoTools.probe(path, ffprobe: tools.ffprobe)
    #expect(probe.hasPrefix("apng,") && probe.hasSuffix(",12"), "\(probe)")  // 0.2 s at 60 fps
  }

  @Test func png_patternNamesTheFilesAndFFmpegReadsIt() throws {
    guard let tools = Self.tools else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render(["--duration", "0.2", "--pattern", "shot-%03d.png", "-o", "\(folder)/f"])
    let names = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/f").sorted()
    // 0.2 s at 60 fps: frames 0 to 11.
    #expect(names.first == "kinetype-manifest.00000-00011.json")
    #expect(Array(names.dropFirst()) == (0...11).map { String(format: "shot-%03d.png", $0) })
    let probe = try VideoTools.probe("\(folder)/f/shot-%03d.png", ffprobe: tools.ffprobe)
    #expect(probe.hasSuffix(",12"), "\(probe)")
    let noManifest = try Self.render([
      "--duration", "0.2", "--no-manifest", "-o", "\(folder)/g",
    ])
    #expect(noManifest.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/g").count == 12)
  }

  @Test func video_contactSheetBesideIt() throws {
    guard Self.tools != nil else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([
      "--duration", "0.2", "--contact-sheet", "\(folder)/sheet.png", "-o", "\(folder)/v.webm",
    ])
    let sheet = try Pixmap(contentsOfPNGFile: "\(folder)/sheet.png")
    #expect(sheet.width > 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "sheet.png", "v.webm",
      ])
  }

  @Test func video_existingFileIsRefusedBeforeAnythingRenders() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for name in ["mine.mp4", "mine.apng", "mine.y4m"] {
      let path = "\(folder)/\(name)"
      try Data("mine\n".utf8).write(to: URL(fileURLWithPath: path))
      // An hour of frames: only a check before rendering ends this quickly.
      let result = try KinetypeProcess.run([
        "render", "--text", Self.markup, "--duration", "3600", "-o", path,
      ])
      #expect(result.status == 2, "\(name): \(result.stderr)")
      #expect(
        result.errorLines.first?.contains("\(path) already exists") == true, "\(result.stderr)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("mine\n".utf8))
    }
    #expect(Folder.temporaries(under: URL(fileURLWithPath: folder)).isEmpty)
  }

  @Test func video_missingFFmpegNamesTheDebianPackage() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try KinetypeProcess.run(
      ["render", "--text", Self.markup, "-o", "\(folder)/x.webm"],
      shell: "PATH=/nonexistent exec \"$@\"")
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.errorLines.count == 1)
    #expect(result.stderr.contains("install the Debian package ffmpeg"), "\(result.stderr)")
    #expect(Folder.names(URL(fileURLWithPath: folder)).isEmpty)
  }

  @Test func video_ffmpegFailureShowsItsLastLines() throws {
    // A stand-in ffmpeg that reads a little, complains on ten lines and fails.
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fake = "\(folder)/bin/ffmpeg"
    try FileManager.default.createDirectory(
      atPath: "\(folder)/bin", withIntermediateDirectories: true)
    try Data(
      "#!/bin/sh\nhead -c 100 >/dev/null\nfor i in 1 2 3 4 5 6 7 8 9 10; do echo \"complaint $i\" >&2; done\nexit 3\n"
        .utf8
    ).write(to: URL(fileURLWithPath: fake))
    chmod(fake, 0o755)
    let result = try KinetypeProcess.run(
      ["render", "--text", Self.markup, "-o", "\(folder)/x.mp4"],
      shell: "PATH='\(folder)/bin':/usr/bin:/bin exec \"$@\"")
    #expect(result.status == 1, "\(result.stderr)")
    let lines = result.errorLines.map(String.init)
    #expect(lines.first == "kinetype: error: ffmpeg failed (exit status 3):", "\(lines)")
    #expect(lines.dropFirst().first == "kinetype: ffmpeg: (4 earlier lines)")
    #expect(Array(lines.suffix(6)) == (5...10).map { "kinetype: ffmpeg: complaint \($0)" })
    #expect(!Folder.exists(URL(fileURLWithPath: "\(folder)/x.mp4")))
    #expect(Folder.temporaries(under: URL(fileURLWithPath: folder)).isEmpty)
  }

  @Test func video_signalRemovesThePartialFile() throws {
    guard Self.tools != nil else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/long.mp4"
    let run = try KinetypeProcess([
      "render", "--text", Self.markup, "--duration", "3600", "-o", path,
    ])
    var waited = 0.0
    while Folder.temporaries(under: URL(fileURLWithPath: folder)).isEmpty, waited < 60 {
      usleep(20_000)
      waited += 0.02
    }
    usleep(300_000)
    run.send(SIGTERM)
    let result = try #require(run.wait(seconds: 30), "kinetype kept running after SIGTERM")
    #expect(result.signalled && result.status == SIGTERM)
    #expect(
      result.stderr.contains("interrupted by SIGTERM: \(path) was not written"), "\(result.stderr)")
    #expect(Folder.names(URL(fileURLWithPath: folder)).isEmpty)
  }

  @Test(arguments: [
    (["-o", "x.mp4", "--pattern", "f_%d.png"], "--pattern applies to a PNG sequence"),
    (["-o", "out", "--sampling", "yuv444"], "--sampling applies to y4m"),
    (["-o", "x.mp4", "--time", "1"], "--time renders one frame"),
    (["-o", "x.png", "--time", "1", "--frames", "1-2"], "cannot be used with --time"),
    (["-o", "-"], "-o - needs --format"),
    (["-o", "-", "--format", "png"], "cannot go to standard output"),
    (["-o", "x.webm", "--format", "mov"], "has the extension of webm, but --format is mov"),
    (["-o", "out", "--frames", "0-100000"], "past the last frame"),
    (["-o", "out", "--frames", "3-1"], "--frames expects FIRST-LAST"),
    (["-o", "out", "--chunk", "2/2"], "--chunk expects K/N"),
    (["-o", "out", "--frames", "1-2", "--chunk", "0/2"], "give --frames or --chunk"),
    (["-o", "out", "--png-preset", "tiny"], "--png-preset expects frames, fast or archival"),
    (["-o", "out", "--format", "avi"], "--format expects one of png, apng"),
  ])
  func render_mismatchedExportOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try KinetypeProcess.run(
      ["render", "--text", Self.markup] + arguments, shell: "cd '\(folder)' && exec \"$@\"")
    #expect(result.status == 2, "\(arguments): \(result.stderr)")
    #expect(result.errorLines.first?.contains(message) == true, "\(result.stderr)")
    #expect(Folder.names(URL(fileURLWithPath: folder)).isEmpty)
  }

  @Test func render_quietPrintsNothing() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try Self.render(["--duration", "0.1", "--quiet", "-o", "\(folder)/f"])
    #expect(result.stderr.isEmpty && result.stdout.isEmpty)
  }
}
