import Foundation
import Kinetype
import KinetypeTestSupport
import Synchronization
import Testing

/// Each frame of an export is drawn once: the frames drawn ahead for their warnings
/// (``PrerenderedFrames``) are not drawn again by the exporter, and an animated PNG in the
/// smallest pixel format surveys its frames as they are encoded, not in a first pass.
@Suite struct FrameDrawCountTests {
  /// How often each frame time was drawn.
  final class DrawCounts: Sendable {
    private let counts = Mutex<[Double: Int]>([:])
    func add(_ time: Double) { counts.withLock { $0[time, default: 0] += 1 } }
    var all: [Double: Int] { counts.withLock { $0 } }
  }

  /// ``ExportTestSource``, counting its draws.
  struct CountingSource: FrameSource {
    var source = ExportTestSource()
    let draws = DrawCounts()
    var canvasSize: (width: Int, height: Int) { source.canvasSize }
    var duration: Double { source.duration }
    func renderFrame(at time: Double) throws -> Pixmap {
      draws.add(time)
      return try source.renderFrame(at: time)
    }
  }

  /// Once per frame of `timeline`.
  static func once(_ timeline: FrameTimeline) -> [Double: Int] {
    Dictionary(uniqueKeysWithValues: timeline.frames.map { (timeline.time(ofFrame: $0), 1) })
  }

  @Test(arguments: [1, 3])
  func pngSequence_drawsEachFrameOnceWithTheFirstAndLastDrawnAhead(threads: Int) throws {
    let source = CountingSource()
    let timeline = try FrameTimeline(duration: source.duration, framesPerSecond: 30)
    let last = timeline.time(ofFrame: timeline.frameCount - 1)
    let ahead = try PrerenderedFrames(source, drawingAhead: [0, last, 0])
    #expect(source.draws.all.count == 2, "the first and the last frame are drawn ahead")
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let exporter = FrameExporter(directory: folder, threads: threads)
    let paths = try exporter.export(ahead, timeline: timeline)
    #expect(paths.count == timeline.frameCount)
    #expect(source.draws.all == Self.once(timeline))
    // The frames drawn ahead are the frames the source draws.
    for index in [0, timeline.frameCount - 1] {
      let written = try Pixmap(contentsOfPNGFile: paths[index])
      let drawn = try source.source.renderFrame(at: timeline.time(ofFrame: index))
      #expect(
        written.withUnsafePremultipliedBytes { Array($0) }
          == drawn.withUnsafePremultipliedBytes { Array($0) })
    }
  }

  @Test func apngInTheSmallestFormat_drawsEachFrameOnceAndWritesTheSurveyedFile() throws {
    let source = CountingSource(source: ExportTestSource(opaqueBackground: true))
    let timeline = try FrameTimeline(duration: source.duration, framesPerSecond: 30)
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let once = folder + "/once.png"
    let (width, height) = source.canvasSize
    let writer = try APNGWriter(
      destination: .file(once), width: width, height: height,
      frameCount: timeline.frameCount, framesPerSecond: 30, format: nil)
    try source.stream(timeline, threads: 2, to: writer)
    #expect(source.draws.all == Self.once(timeline))
    // The same bytes as surveying every frame first and encoding them again (two draws each).
    let plain = ExportTestSource(opaqueBackground: true)
    let survey = try plain.pngColorSurvey(timeline, threads: 2)
    #expect(survey.format != .rgba, "the frames fit a smaller format than RGBA")
    let twice = folder + "/twice.png"
    let surveyed = try APNGWriter(
      destination: .file(twice), width: width, height: height,
      frameCount: timeline.frameCount, framesPerSecond: 30, format: survey.format)
    try plain.stream(timeline, threads: 2, to: surveyed)
    let a = try Data(contentsOf: URL(fileURLWithPath: once))
    let b = try Data(contentsOf: URL(fileURLWithPath: twice))
    #expect(a == b)
  }

  @Test func apngInTheSmallestFormat_refusesAFrameTooMany() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let writer = try APNGWriter(
      destination: .file(folder + "/one.png"), width: 4, height: 4, frameCount: 1,
      framesPerSecond: 30, format: nil)
    let frame = try Pixmap(width: 4, height: 4, background: .white)
    try writer.append(frame)
    #expect(throws: RasterError.self) { try writer.append(frame) }
    #expect(throws: RasterError.self) {
      try writer.append(try Pixmap(width: 5, height: 4, background: .white))
    }
    writer.cancel()
    #expect(!FileManager.default.fileExists(atPath: folder + "/one.png"))
  }

  @Test(arguments: [1, 3])
  func contactSheet_takesTheExportedFramesAndDrawsNoneAgain(threads: Int) throws {
    let source = CountingSource()
    let timeline = try FrameTimeline(duration: source.duration, framesPerSecond: 30)
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var exporter = FrameExporter(directory: folder + "/frames", threads: threads)
    exporter.contactSheetPath = folder + "/sheet.png"
    try exporter.export(source, timeline: timeline)
    #expect(source.draws.all == Self.once(timeline))
    // The same pixels as a sheet that draws its frames itself.
    let written = try Pixmap(contentsOfPNGFile: folder + "/sheet.png")
    let own = try ContactSheet(animation: ExportTestSource(), timeline: timeline).render()
    #expect(
      written.withUnsafePremultipliedBytes { Array($0) }
        == own.withUnsafePremultipliedBytes { Array($0) })
  }
}
