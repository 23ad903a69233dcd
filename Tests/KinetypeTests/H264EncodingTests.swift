import Foundation
import KinetypeTestSupport
import Testing

@testable import Kinetype

/// Every H.264 video Kinetype writes runs x264's lookahead in frame order (`sync-lookahead=0`):
/// with its own lookahead thread, x264 decided some frames differently from run to run (3 of 150
/// joins of the same chunks differed in their last frames; 0 of 150 with the option), so a
/// split burn's join could differ from the unsplit burn (CaptionsFarmTests).
@Suite struct H264EncodingTests {
  /// The value given to `-x264-params` in `arguments`, nil without one.
  static func x264Parameters(_ arguments: [String]) -> String? {
    arguments.firstIndex(of: "-x264-params").map { arguments[$0 + 1] }
  }

  @Test func h264_mp4ExportRunsTheLookaheadInFrameOrder() {
    for streaming in [false, true] {
      let arguments = VideoFormat.mp4.encodingArguments(streaming: streaming)
      #expect(arguments.contains("libx264"))
      #expect(Self.x264Parameters(arguments) == "sync-lookahead=0")
    }
  }

  @Test func h264_burnAndJoinEncodeAlike() throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/in.mp4"
    let made = try ExternalTool.run(
      tools.ffmpeg,
      ["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=64x48:rate=30:duration=0.2", path])
    try #require(made.status == 0, "\(made.errors)")
    let video = try VideoProbe(path: path, ffmpeg: tools.ffmpeg)
    let burn = CaptionVideoBurn.arguments(video: video, band: (0, 16), output: "out.mp4")
    let join = CaptionBurnConcat.encoderArguments(video: video, output: "out.mp4")
    #expect(Self.x264Parameters(burn) == "sync-lookahead=0")
    // The same encoder options in both, as one run of arguments.
    func encoder(_ arguments: [String]) -> ArraySlice<String>? {
      guard let start = arguments.firstIndex(of: "-c:v"),
        let end = arguments.firstIndex(of: "-pix_fmt", after: start)
      else { return nil }
      return arguments[start...(end + 1)]
    }
    #expect(encoder(burn) != nil)
    #expect(encoder(burn) == encoder(join))
    #expect(encoder(burn)?.contains("-crf") == true)
  }
}

extension Array where Element == String {
  /// The first index of `element` after `index`.
  fileprivate func firstIndex(of element: String, after index: Int) -> Int? {
    self[(index + 1)...].firstIndex(of: element)
  }
}
