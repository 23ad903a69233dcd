import Kinetype
import Testing

@testable import KinetypeFrames

/// File-name patterns of PNG sequences: printf's `%d` and `%0Nd` as ffmpeg's image2 reads them.
@Suite struct FileNamePatternTests {
  @Test(arguments: [
    ("frame_%05d.png", 7, "frame_00007.png"),
    ("frame_%05d.png", 123_456, "frame_123456.png"),
    ("%d.png", 0, "0.png"),
    ("shot-%03d-final.PNG", 42, "shot-042-final.PNG"),
    ("100%%_%04d.png", 9, "100%_0009.png"),
  ])
  func pattern_namesFrames(pattern: String, frame: Int, name: String) throws {
    let parsed = try FileNamePattern(pattern)
    #expect(parsed.fileName(ofFrame: frame) == name)
    #expect(parsed.frameNumber(inFileName: name) == frame)
    #expect(parsed.description == pattern)
  }

  @Test(arguments: [
    ("frames/%05d.png", "contains '/'"),
    ("frame.png", "has no frame number"),
    ("a%d%d.png", "more than one frame number"),
    ("a%5d.png", "unknown directive"),
    ("a%010d.png", "unknown directive"),
    ("a%s.png", "unknown directive"),
    ("a%00d.png", "unknown directive"),
    ("a%1d.png", "unknown directive"),
    ("frame_%05d.jpg", "must end in .png"),
    ("frame_%05d", "must end in .png"),
    ("x.png%d", "must end in .png"),
  ])
  func pattern_rejectsWithAReason(pattern: String, reason: String) {
    #expect {
      try FileNamePattern(pattern)
    } throws: { error in
      "\(error)".contains(reason) && "\(error)".contains(pattern)
    }
  }

  @Test func pattern_readsOnlyItsOwnSpelling() {
    let pattern = FileNamePattern.frames
    #expect(pattern.frameNumber(inFileName: "frame_7.png") == nil)
    #expect(pattern.frameNumber(inFileName: "frame_000007.png") == nil)
    #expect(pattern.frameNumber(inFileName: "frame_0000a.png") == nil)
    #expect(pattern.frameNumber(inFileName: "frame_00007.png.tmp") == nil)
    #expect(pattern.frameNumber(inFileName: "frame_99999.png") == 99_999)
    #expect(pattern.frameNumber(inFileName: "frame_100000.png") == 100_000)
  }
}
