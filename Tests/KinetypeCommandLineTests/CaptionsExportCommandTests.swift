import Foundation
import KinetypeTestSupport
import Testing

/// `kinetype captions --export` (SRT, WebVTT, ASS) and transparent overlays (`-o out.webm`,
/// `-o out.mov` without `--video`), run as a user would.
@Suite struct CaptionsExportCommandTests {
  static let fixtures = CaptionsCommandTests.fixtures

  @Test(arguments: ["inline.vtt", "gaps.vtt", "talk.srt", "gaps.ass"])
  func export_sameFormat_isReadBackToTheSameWords(_ name: String) throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ext = String(name.split(separator: ".").last!)
    let first = folder.appendingPathComponent("once." + ext).path
    let second = folder.appendingPathComponent("twice." + ext).path
    let once = try Fixtures.runKinetype(["captions", Self.fixtures + "/" + name, "--export", first])
    #expect(once.status == 0, "\(once.stderr)")
    #expect(once.stderr.contains("wrote "), "\(once.stderr)")
    let twice = try Fixtures.runKinetype(["captions", first, "--export", second])
    #expect(twice.status == 0, "\(twice.stderr)")
    // Written from what was read back, the file comes out byte for byte the same.
    let a = try String(contentsOfFile: first, encoding: .utf8)
    let b = try String(contentsOfFile: second, encoding: .utf8)
    #expect(a == b)
    #expect(!a.isEmpty)
  }

  @Test func export_assStyleFromTheOptions() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("talk.ass").path
    let result = try Fixtures.runKinetype([
      "captions", Self.fixtures + "/talk.srt", "--export", out, "--canvas", "1080x1920",
      "--size", "80", "--color", "#ff0000", "--highlight", "#00ff00", "--outline", "6",
      "--position", "top", "--style", "karaoke",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.contains("PlayResX: 1080\nPlayResY: 1920\n"))
    #expect(text.contains("Style: Default,Noto Sans,80,&H0000FF00,&H000000FF,&H00000000,"))
    #expect(text.contains(",1,6,4,8,108,108,192,1\n"), "\(text)")
    // Karaoke sweeps: \kf.
    #expect(text.contains("{\\kf"))
  }

  @Test func export_refusesAnExistingFileWithoutForce_andOtherExtensions() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("talk.vtt").path
    try "keep me".write(toFile: out, atomically: true, encoding: .utf8)
    let refused = try Fixtures.runKinetype([
      "captions", Self.fixtures + "/talk.srt", "--export", out,
    ])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("exists"), "\(refused.stderr)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "keep me")
    let forced = try Fixtures.runKinetype([
      "captions", Self.fixtures + "/talk.srt", "--export", out, "--force",
    ])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("WEBVTT\n"))
    let wrong = try Fixtures.runKinetype([
      "captions", Self.fixtures + "/talk.srt", "--export", folder.path + "/talk.txt",
    ])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("--export writes .srt, .vtt or .ass"))
    // Nothing half-written is left beside the output.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["talk.vtt"], "\(left)")
  }

  /// A transparent overlay: ffprobe names an alpha pixel format, and a frame decoded back has
  /// a clear corner and an opaque caption pixel.
  @Test(arguments: ["webm", "mov"])
  func overlay_keepsAlpha(_ container: String) throws {
    guard let ffmpeg = ExternalTool.find("ffmpeg"), let ffprobe = ExternalTool.find("ffprobe")
    else {
      Issue.record("ffmpeg and ffprobe are needed (apt-get install ffmpeg)")
      return
    }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("overlay." + container).path
    let result = try Fixtures.runKinetype([
      "captions", Self.fixtures + "/remotion.json", "--canvas", "320x180", "--fps", "10",
      "--style", "highlight", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let probe = try ExternalTool.run(
      ffprobe,
      [
        "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=pix_fmt:stream_tags",
        "-of", "default=noprint_wrappers=1", output,
      ])
    // VP9 keeps alpha in a side stream: ffprobe shows yuv420p with the tag alpha_mode=1.
    if container == "webm" {
      #expect(probe.output.contains("alpha_mode=1"), "\(probe.output)")
    } else {
      // Encoded as yuva444p10le; ffmpeg's ProRes decoder reports 4444 as yuva444p12le.
      #expect(probe.output.contains("pix_fmt=yuva444p1"), "\(probe.output)")
    }
    // Frame 5 (0.5 s: "to" is spoken), decoded with alpha.
    let rgba = folder.appendingPathComponent("frame.rgba").path
    let decoder = container == "webm" ? ["-c:v", "libvpx-vp9"] : []
    let decoded = try ExternalTool.run(
      ffmpeg,
      ["-v", "error"] + decoder + [
        "-i", output, "-vf", "select=eq(n\\,5)", "-frames:v", "1", "-pix_fmt", "rgba",
        "-f", "rawvideo", rgba,
      ])
    #expect(decoded.status == 0, "\(decoded.output)")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: rgba)))
    #expect(bytes.count == 320 * 180 * 4)
    guard bytes.count == 320 * 180 * 4 else { return }
    func alpha(_ x: Int, _ y: Int) -> UInt8 { bytes[(y * 320 + x) * 4 + 3] }
    #expect(alpha(0, 0) == 0 && alpha(160, 20) == 0, "the top is clear")
    // The caption sits at the bottom, inside the title-safe area (rows 126…162).
    var opaque: (x: Int, y: Int)?
    for y in 110..<170 {
      for x in 32..<288 where alpha(x, y) == 255 {
        opaque = (x, y)
        break
      }
      if opaque != nil { break }
    }
    let found = try #require(opaque, "no opaque caption pixel in the bottom band")
    let base = (found.y * 320 + found.x) * 4
    #expect(bytes[base] < 40 || bytes[base] > 200, "a caption pixel: outline or fill")
  }
}
