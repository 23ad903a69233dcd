import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// How many frames a duration makes: the count ffmpeg (`-t D`) and After Effects give, the
/// same for `render --duration`, a scene's `duration` and a view's, and what the exported
/// video's container says.
@Suite struct FrameCountTests {
  /// The frames ffmpeg outputs for `-t duration` of a `rate` source (`30`, `30000/1001`).
  static func ffmpegFrameCount(rate: String, duration: Double, ffmpeg: String) throws -> Int? {
    let result = try ExternalTool.run(
      ffmpeg,
      [
        "-hide_banner", "-nostdin", "-f", "lavfi", "-i", "color=c=black:s=16x16:r=\(rate)",
        "-t", "\(duration)", "-f", "null", "-",
      ])
    // The last progress line: `frame=  300 fps=…`.
    let counts = result.errors.components(separatedBy: "frame=").dropFirst().compactMap {
      Int($0.drop { $0 == " " }.prefix { $0.isNumber })
    }
    return counts.last
  }

  /// Rates as ffmpeg reads them, and the same rate as a number.
  static func rate(_ text: String) -> Double {
    let parts = text.split(separator: "/").compactMap { Double($0) }
    return parts.count == 2 ? parts[0] / parts[1] : parts[0]
  }

  @Test(arguments: [
    ("30", 10.0), ("30", 9.95), ("30", 9.97), ("30", 9.99), ("30", 10.02), ("30", 0.05),
    ("30", 1.05), ("60", 2.0), ("24", 1.0625), ("25", 0.5), ("30000/1001", 10.0),
    ("30000/1001", 1.001), ("60", 0.0083), ("60", 0.0084), ("240", 3.3),
  ])
  func frameCount_isFFmpegsForTheSameDuration(rate: String, duration: Double) throws {
    guard let tools = VideoTools.tools() else { return }
    let expected = try #require(
      try Self.ffmpegFrameCount(rate: rate, duration: duration, ffmpeg: tools.ffmpeg))
    let timeline = try FrameTimeline(duration: duration, framesPerSecond: Self.rate(rate))
    #expect(timeline.frameCount == expected, "\(duration) s at \(rate) fps")
  }

  @Test func frameCount_untilSettledEndsOnTheSettledFrame() throws {
    // Given no duration, the frames run until the last shows the animation settled.
    let settled = try FrameTimeline(settlingAt: 0.5, framesPerSecond: 10)
    #expect(settled.frameCount == 6 && settled.time(ofFrame: 5) >= 0.5)
    #expect(try FrameTimeline(settlingAt: 0.51, framesPerSecond: 10).frameCount == 7)
    #expect(try FrameTimeline(settlingAt: 0, framesPerSecond: 10).frameCount == 1)
  }

  @Test func frameCount_ofNoDurationIsOneFrame() throws {
    // A still: one frame at 0, not none.
    #expect(try FrameTimeline(duration: 0, framesPerSecond: 30).frames == 0..<1)
    #expect(try FrameTimeline(duration: 1e-6, framesPerSecond: 30).frameCount == 1)
  }

  @Test func render_durationTenAtThirtyIsAVideoOfTenSeconds() throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let video = "\(folder)/ten.mp4"
    let result = try KinetypeProcess.run([
      "render", "--text", "Hi ^[there](emphasis: true)", "--size", "12", "--canvas", "64x32",
      "--duration", "10", "--fps", "30", "-o", video,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let expected = try #require(
      try Self.ffmpegFrameCount(rate: "30", duration: 10, ffmpeg: tools.ffmpeg))
    let probed = try ExternalTool.run(
      tools.ffprobe,
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_frames:format=duration", "-of", "default=noprint_wrappers=1", video,
      ]
    ).output
    let fields = Dictionary(
      probed.split(separator: "\n").map { line -> (String, String) in
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : "")
      }, uniquingKeysWith: { first, _ in first })
    #expect(fields["nb_read_frames"] == "\(expected)", "\(probed)")
    let seconds = try #require(fields["duration"].flatMap(Double.init), "\(probed)")
    #expect(abs(seconds - 10) < 0.001, "the video lasts \(seconds) s")
    #expect(result.stderr.contains("wrote \(expected) frames at 30 fps"), "\(result.stderr)")
  }

  @Test func scene_durationCountsAsRenderDoes() throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A text block and a view with keyframes: the scene's duration gives the frames.
    let scene = """
      {"canvas": {"width": 32, "height": 16}, "fps": 24, "duration": 1.0625,
       "views": [{"content": {"type": "Rectangle", "fill": "#ff0000",
                              "keyframes": {"tracks": {"opacity": [
                                {"linear": 0, "duration": 0.5}]}}}}],
       "texts": [{"markup": "^[Hi](emphasis: true)", "size": 8}]}
      """
    let path = "\(folder)/scene.json"
    try scene.write(toFile: path, atomically: true, encoding: .utf8)
    let expected = try #require(
      try Self.ffmpegFrameCount(rate: "24", duration: 1.0625, ffmpeg: tools.ffmpeg))
    #expect(try SceneFile(contentsOfFile: path).timeline().frameCount == expected)
    let result = try KinetypeProcess.run(["render", path, "-o", "\(folder)/scene.y4m"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try VideoTools.probe("\(folder)/scene.y4m", ffprobe: tools.ffprobe)
        == "rawvideo,32,16,\(expected)")
  }

  @Test func views_durationCountsAsRenderDoes() throws {
    guard let tools = VideoTools.tools() else { return }
    let frames = try ViewFrames(duration: 0.5, size: CGSize(width: 8, height: 8)) { _ in
      Color.red
    }
    let expected = try #require(
      try Self.ffmpegFrameCount(rate: "30", duration: 0.5, ffmpeg: tools.ffmpeg))
    #expect(
      try FrameTimeline(duration: frames.duration, framesPerSecond: 30).frameCount == expected)
  }

  @Test func render_oneFrameSaysWhy() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Nothing is marked to move: the animation lasts 0 s, so the video is one frame.
    let result = try KinetypeProcess.run(["render", "--text", "Hello", "-o", "\(folder)/x.y4m"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.errorLines.contains {
        $0.hasPrefix("kinetype: warning: y4m of one frame (17 ms at 60 fps): ")
          && $0.contains("--duration")
      }, "\(result.stderr)")
    // A longer one says nothing of the kind.
    let longer = try KinetypeProcess.run([
      "render", "--text", "Hello", "--duration", "0.1", "-o", "\(folder)/y.y4m",
    ])
    #expect(!longer.stderr.contains("one frame"), "\(longer.stderr)")
  }
}
