import Foundation
import KinetypeTestSupport
import Testing

@testable import Kinetype

/// Videos made through ffmpeg, checked by decoding them with ffmpeg and ffprobe: frame count,
/// size, and for the formats with alpha an alpha value read back.
@Suite struct VideoExportTests {
  static let timeline = FrameStreamTests.timeline

  @Test(arguments: VideoFormat.allCases)
  func video_ffprobeReadsFrameCountAndSize(format: VideoFormat) throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("clip.\(format.rawValue)").path
    let writer = try FFmpegWriter(
      format: format, destination: .file(path), width: 64, height: 48, framesPerSecond: 30)
    try ExportTestSource().stream(Self.timeline, threads: 2, to: writer)
    let codec = ["mp4": "h264", "webm": "vp9", "mov": "prores", "gif": "gif"][format.rawValue]
    #expect(
      try VideoTools.probe(path, ffprobe: tools.ffprobe)
        == "\(codec ?? ""),64,48,\(Self.timeline.frameCount)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == [
        "clip.\(format.rawValue)"
      ])
  }

  @Test(arguments: [VideoFormat.webm, .mov])
  func video_keepsAlpha(format: VideoFormat) throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("clip.\(format.rawValue)").path
    let source = ExportTestSource()
    try source.stream(
      Self.timeline,
      to: try FFmpegWriter(
        format: format, destination: .file(path), width: 64, height: 48, framesPerSecond: 30))
    // ffmpeg's native VP9 decoder drops the alpha side channel; libvpx's keeps it.
    let decoder = format == .webm ? ["-c:v", "libvpx-vp9"] : []
    let frames = try VideoTools.decode(path, ffmpeg: tools.ffmpeg, decoder: decoder)
    let frameBytes = 64 * 48 * 4
    #expect(frames.count == Self.timeline.frameCount * frameBytes)
    guard frames.count >= frameBytes * 6 else { return }
    let expected = try source.renderFrame(at: Self.timeline.time(ofFrame: 5))
    func alpha(_ x: Int, _ y: Int) -> (ours: Int, theirs: Int) {
      (
        Int(expected.premultipliedPixel(atX: x, y: y).3),
        Int(frames[5 * frameBytes + (y * 64 + x) * 4 + 3])
      )
    }
    // Transparent ground, opaque bar, the 50 % square: flat, so within rounding.
    for (x, y) in [(30, 30), (3, 44), (52, 12)] {
      let (ours, theirs) = alpha(x, y)
      #expect(
        abs(ours - theirs) <= 3, "\(format) alpha at (\(x), \(y)): \(theirs), expected \(ours)")
    }
    // Inside the moving disc near both of its edges, which frames 4 and 6 do not both
    // cover: frame 5 decodes as frame 5 (a wrong frame reads 0 at one of them; lossy VP9
    // moves edge pixels by up to about 20).
    for (x, y) in [(16, 16), (34, 16)] {
      let (ours, theirs) = alpha(x, y)
      #expect(ours > 150 && abs(ours - theirs) <= 48, "\(format) disc at (\(x), \(y)): \(theirs)")
    }
  }

  @Test func video_mp4PadsOddSizesToEven() throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("odd.mp4").path
    try ExportTestSource(width: 63, height: 47).stream(
      Self.timeline, frames: 0..<4,
      to: try FFmpegWriter(
        format: .mp4, destination: .file(path), width: 63, height: 47, framesPerSecond: 30))
    #expect(try VideoTools.probe(path, ffprobe: tools.ffprobe) == "h264,64,48,4")
  }

  @Test func video_toAFileDescriptorStreamsFragmentedMP4() throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("piped.mp4").path
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(fd >= 0)
    try ExportTestSource().stream(
      Self.timeline,
      to: try FFmpegWriter(
        format: .mp4, destination: .fileDescriptor(fd), width: 64, height: 48,
        framesPerSecond: 30))
    close(fd)
    #expect(
      try VideoTools.probe(path, ffprobe: tools.ffprobe) == "h264,64,48,\(Self.timeline.frameCount)"
    )
  }

  @Test func video_ffmpegErrorsCarryItsMessageAndLeaveNoFile() throws {
    guard VideoTools.tools() != nil else { return }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("clip.mp4").path
    do {
      try ExportTestSource().stream(
        Self.timeline,
        to: try FFmpegWriter(
          format: .mp4, destination: .file(path), width: 64, height: 48, framesPerSecond: 30,
          extraArguments: ["-c:v", "no_such_encoder"]))
      Issue.record("expected ffmpeg to fail")
    } catch let error as FFmpegError {
      guard case .failed(let status, let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(status != 0)
      #expect(message.contains("no_such_encoder"), "\(message)")
      #expect("\(error)".hasPrefix("ffmpeg failed (exit status"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func video_missingFFmpegNamesTheDebianPackage() throws {
    #expect(throws: FFmpegError.missing(format: "mp4")) {
      try FFmpegWriter.locateFFmpeg(for: .mp4, searchPath: "/nonexistent:/also/not/here")
    }
    let message = "\(FFmpegError.missing(format: "mp4"))"
    #expect(
      message.contains("Debian package ffmpeg") && message.hasPrefix("mp4 export needs ffmpeg"))
  }

  @Test func video_anFFmpegThatCannotStartLeavesNoFile() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("clip.mp4").path
    do {
      _ = try FFmpegWriter(
        format: .mp4, destination: .file(path), width: 64, height: 48, framesPerSecond: 30,
        ffmpeg: "/nonexistent/ffmpeg")
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains("cannot start /nonexistent/ffmpeg"), "\(error)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func video_refusesAnExistingFileBeforeStartingFFmpeg() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("clip.webm").path
    try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: FrameError.wouldOverwrite(path: path, moreExisting: 0)) {
      try FFmpegWriter(
        format: .webm, destination: .file(path), width: 64, height: 48, framesPerSecond: 30,
        ffmpeg: "/nonexistent/ffmpeg")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("keep".utf8))
  }
}
