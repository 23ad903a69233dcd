import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

@Suite struct FrameExporterTests {
  @Test func export_isByteIdenticalWithAnyNumberOfThreads() throws {
    let animation = try Fixtures.demoAnimation()
    let timeline = try FrameTimeline(duration: 0.2, framesPerSecond: 30)
    let one = try Fixtures.temporaryDirectory()
    let two = try Fixtures.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: one)
      try? FileManager.default.removeItem(at: two)
    }
    let pathsOne = try FrameExporter(directory: one.path, threads: 1).export(
      animation, timeline: timeline)
    let pathsTwo = try FrameExporter(directory: two.path, threads: 2).export(
      animation, timeline: timeline)
    #expect(pathsOne.count == timeline.frameCount)
    for (a, b) in zip(pathsOne, pathsTwo) {
      #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }
  }

  @Test func export_reusedPixmapGivesTheFramesOfNewOnes() throws {
    // One thread renders every frame after the first into the pixmap of the one before.
    let animation = try Fixtures.demoAnimation()
    let timeline = try FrameTimeline(duration: 0.3, framesPerSecond: 20)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exporter = FrameExporter(directory: folder.path, threads: 1)
    let paths = try exporter.export(animation, timeline: timeline, sceneName: "reuse")
    for (index, path) in paths.enumerated() {
      let time = timeline.time(ofFrame: index)
      let options = PNGOptions.frames.addingText([
        "Title": "reuse", "Comment": "t=\(time)s frame=\(index)",
      ])
      let expected = try animation.frame(at: time).pngData(options: options)
      #expect(FileManager.default.contents(atPath: path) == Data(expected), "frame \(index)")
    }
  }

  @Test func export_refusesToOverwriteWithoutForce() throws {
    let animation = try Fixtures.demoAnimation()
    let timeline = try FrameTimeline(duration: 0, framesPerSecond: 60)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exporter = FrameExporter(directory: folder.path)
    try exporter.export(animation, timeline: timeline)
    #expect(throws: FrameError.wouldOverwrite(path: exporter.path(ofFrame: 0), moreExisting: 0)) {
      try exporter.export(animation, timeline: timeline)
    }
    var forced = exporter
    forced.overwrite = true
    #expect(try forced.export(animation, timeline: timeline).count == 1)
  }

  @Test func export_checksEveryFrameBeforeWritingAny() throws {
    let animation = try Fixtures.demoAnimation()
    let timeline = try FrameTimeline(duration: 0.2, framesPerSecond: 60)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exporter = FrameExporter(directory: folder.path)
    let mine = exporter.path(ofFrame: 7)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: mine))
    #expect(throws: FrameError.wouldOverwrite(path: mine, moreExisting: 0)) {
      try exporter.export(animation, timeline: timeline)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame_00007.png"])
    #expect(FileManager.default.contents(atPath: mine) == Data("mine".utf8))
  }

  @Test func export_messageSaysWhatHappenedNotWhichFlagToPass() {
    let error = FrameError.wouldOverwrite(path: "out/frame_00003.png", moreExisting: 2)
    #expect(error.description == "out/frame_00003.png and 2 more files already exist")
    #expect(!error.description.contains("--"))
  }

  @Test func export_overwriteKeepsFilesItDoesNotWrite() throws {
    let animation = try Fixtures.demoAnimation()
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var exporter = FrameExporter(directory: folder.path)
    try exporter.export(animation, timeline: FrameTimeline(duration: 0.1, framesPerSecond: 60))
    exporter.overwrite = true
    try exporter.export(animation, timeline: FrameTimeline(duration: 0, framesPerSecond: 60))
    // Frames 1…5 came from the first export; the second never deletes them.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 6)
  }

  @Test func export_writesTheContactSheetWithTheFrames() throws {
    let animation = try Fixtures.demoAnimation()
    let timeline = try FrameTimeline(duration: 0.1, framesPerSecond: 30)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var exporter = FrameExporter(directory: folder.appendingPathComponent("frames").path)
    exporter.contactSheetPath = folder.appendingPathComponent("sheet.png").path
    #expect(exporter.plannedPaths(for: timeline).count == 4)  // 3 frames and the sheet
    try exporter.export(animation, timeline: timeline)
    let sheet = try Pixmap(contentsOfPNGFile: folder.appendingPathComponent("sheet.png").path)
    #expect(sheet.width > animation.canvasSize.width)
  }

  @Test func timeline_coversTheDurationAtTheFrameRate() throws {
    // 0.7 s at 60 fps: 42 frames, 0 to 41/60 s, lasting 0.7 s (ffmpeg's count).
    let timeline = try FrameTimeline(duration: 0.7, framesPerSecond: 60)
    #expect(timeline.frameCount == 42 && timeline.duration == 0.7)
    #expect(timeline.time(ofFrame: 41) < 0.7)
    // Settling at 0.7 s: one frame more, the last at 0.7 s, showing it settled.
    let settled = try FrameTimeline(settlingAt: 0.7, framesPerSecond: 60)
    #expect(settled.frameCount == 43)
    #expect(settled.time(ofFrame: 42) >= 0.7)
    #expect(try FrameTimeline(settlingAt: 0, framesPerSecond: 60).frameCount == 1)
    #expect(throws: FrameError.self) { try FrameTimeline(duration: 1, framesPerSecond: 0) }
    #expect(throws: FrameError.self) { try FrameTimeline(duration: .nan) }
    #expect(throws: LimitError.self) { try FrameTimeline(duration: 1, framesPerSecond: 1e300) }
  }
}
