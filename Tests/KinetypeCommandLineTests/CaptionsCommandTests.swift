import Foundation
import KinetypeTestSupport
import Testing

/// `kinetype captions`, run as a user would: errors, overwriting, a video out, and burning
/// into a video checked with ffprobe.
@Suite struct CaptionsCommandTests {
  static let fixtures: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    return parts.joined(separator: "/") + "/Fixtures/captions"
  }()

  @Test func badTranscript_exits2WithFileLineColumn() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.srt").path
    try "1\n00:00:01,000 --> 00:00:0x,500\nHi\n".write(
      toFile: bad, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out").path
    let result = try Fixtures.runKinetype(["captions", bad, "-o", out])
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(bad):2:18: '00:00:0x,500' is not a SubRip time"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func unknownStyle_exits2() throws {
    let result = try Fixtures.runKinetype([
      "captions", Self.fixtures + "/talk.srt", "--style", "wobble", "-o", "/tmp/never.mp4",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--style expects one of highlight, pop, pill"))
  }

  /// The exit and shrink options are the scene keys' (`exit`, `minimumScaleFactor`) on the
  /// command line, checked as a scene checks them.
  @Test func exitAndShrinkOptions_areCheckedAndListed() throws {
    let talk = Self.fixtures + "/talk.srt"
    let ease = try Fixtures.runKinetype([
      "captions", talk, "--exit", "fade", "--exit-ease", "bouncy", "-o", "/tmp/never.mp4",
    ])
    #expect(ease.status == 2)
    #expect(
      ease.stderr.contains(
        "--exit-ease expects one of linear, easeIn, easeOut, easeInOut, got 'bouncy'"))
    let factor = try Fixtures.runKinetype([
      "captions", talk, "--minimum-scale-factor", "2", "-o", "/tmp/never.mp4",
    ])
    #expect(factor.status == 2)
    #expect(factor.stderr.contains("--minimum-scale-factor expects a number from 0.01 to 1"))
    let help = try Fixtures.runKinetype(["captions", "--help"])
    for option in ["--exit NAME", "--exit-duration SEC", "--max-width PX", "--shadow COLOR"] {
      #expect(help.stdout.contains(option), "\(option)")
    }
  }

  /// `ffprobe` of a video's streams: `codec_type=…` lines and the first video stream's fields.
  private func probe(_ ffprobe: String, _ path: String) throws -> [String: String] {
    let result = try ExternalTool.run(
      ffprobe,
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=width,height,r_frame_rate,nb_read_frames", "-of", "default=noprint_wrappers=1",
        path,
      ])
    var fields: [String: String] = [:]
    for line in result.output.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    let audio = try ExternalTool.run(
      ffprobe,
      [
        "-v", "error", "-select_streams", "a", "-show_entries", "stream=codec_name", "-of",
        "csv=p=0", path,
      ])
    fields["audio"] = audio.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return fields
  }

  @Test func video_burnKeepsFramesSizeRateAndAudio() throws {
    guard let ffmpeg = ExternalTool.find("ffmpeg"), let ffprobe = ExternalTool.find("ffprobe")
    else {
      Issue.record("ffmpeg and ffprobe are needed (apt-get install ffmpeg)")
      return
    }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.mp4").path
    let made = try ExternalTool.run(
      ffmpeg,
      [
        "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25:duration=2", "-f",
        "lavfi", "-i", "sine=frequency=440:duration=2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
        "-c:a", "aac", "-shortest", input,
      ])
    try #require(made.status == 0, "\(made.errors)")
    let output = folder.appendingPathComponent("out.mp4").path
    let transcript = Self.fixtures + "/remotion.json"
    let result = try Fixtures.runKinetype(["captions", transcript, "--video", input, "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let before = try probe(ffprobe, input)
    let after = try probe(ffprobe, output)
    #expect(before["nb_read_frames"] == "50")
    #expect(after["nb_read_frames"] == before["nb_read_frames"])
    #expect(after["width"] == "320")
    #expect(after["height"] == "240")
    #expect(after["r_frame_rate"] == before["r_frame_rate"])
    #expect(after["audio"] == "aac")
    // Again without --force: refused, the first output untouched.
    let size = try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int
    let again = try Fixtures.runKinetype(["captions", transcript, "--video", input, "-o", output])
    #expect(again.status == 2)
    #expect(try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int == size)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.contains("partial") }
    #expect(leftovers.isEmpty)
  }

  /// Frame `index` of `video` as 8-bit grey rows (ffmpeg's PGM), `width` pixels each.
  private func greyFrame(_ ffmpeg: String, _ video: String, _ index: Int, in folder: URL) throws
    -> [[UInt8]]
  {
    let path = folder.appendingPathComponent("frame-\(index)-\(abs(video.hashValue)).pgm").path
    let result = try ExternalTool.run(
      ffmpeg,
      [
        "-v", "error", "-y", "-i", video, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
        "-pix_fmt", "gray", "-c:v", "pgm", "-f", "image2", path,
      ])
    try #require(result.status == 0, "\(result.errors)")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    // "P5\nW H\n255\n", then the rows.
    var fields: [String] = []
    var offset = 0
    var current = ""
    while fields.count < 4, offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      if byte == 0x0A || byte == 0x20 {
        if !current.isEmpty { fields.append(current) }
        current = ""
      } else {
        current.append(Character(UnicodeScalar(byte)))
      }
    }
    let width = try #require(Int(fields[1]))
    let height = try #require(Int(fields[2]))
    return (0..<height).map { Array(bytes[(offset + $0 * width)..<(offset + ($0 + 1) * width)]) }
  }

  /// The captions land in the band at the bottom of video frame n: frame 20's rows differ
  /// from the input's there, and hardly elsewhere (a frame off, the moving test pattern would
  /// differ everywhere).
  @Test func captions_burnedAtTheBottomOfTheSameFrame() throws {
    guard let ffmpeg = ExternalTool.find("ffmpeg") else {
      Issue.record("ffmpeg is needed (apt-get install ffmpeg)")
      return
    }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.mp4").path
    let made = try ExternalTool.run(
      ffmpeg,
      [
        "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25:duration=2",
        "-c:v", "libx264", "-crf", "10", "-pix_fmt", "yuv420p", input,
      ])
    try #require(made.status == 0, "\(made.errors)")
    let output = folder.appendingPathComponent("out.mp4").path
    let result = try Fixtures.runKinetype([
      "captions", Self.fixtures + "/remotion.json", "--video", input, "-o", output,
      "--threads", "2",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let before = try greyFrame(ffmpeg, input, 20, in: folder)
    let after = try greyFrame(ffmpeg, output, 20, in: folder)
    try #require(before.count == 240 && after.count == 240)
    var change: [Double] = []
    for (old, new) in zip(before, after) {
      var sum = 0
      for (a, b) in zip(old, new) { sum += abs(Int(a) - Int(b)) }
      change.append(Double(sum) / Double(old.count))
    }
    let peak = try #require(change.indices.max { change[$0] < change[$1] })
    // Bottom, inside the title-safe area: rows 168 to 216 of 240.
    #expect(peak >= 168 && peak < 216, "the captions changed row \(peak) most")
    let topHalf = change[0..<120].max() ?? 0
    #expect(
      topHalf * 4 < change[peak], "rows above differ by \(topHalf), the captions' \(change[peak])")
  }

  @Test func captions_toVideoFile() throws {
    guard let ffprobe = ExternalTool.find("ffprobe"), ExternalTool.find("ffmpeg") != nil else {
      Issue.record("ffmpeg and ffprobe are needed (apt-get install ffmpeg)")
      return
    }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("captions.webm").path
    let result = try Fixtures.runKinetype([
      "captions", Self.fixtures + "/remotion.json", "--canvas", "320x180", "--fps", "10",
      "--style", "pop", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let fields = try probe(ffprobe, output)
    // The last word ends at 1100 ms: frames 0…10 at 10 fps.
    #expect(fields["nb_read_frames"] == "11")
    #expect(fields["width"] == "320")
  }
}
