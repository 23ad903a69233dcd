import Foundation
import Kinetype
import KinetypeTestSupport
import Synchronization
import Testing

@testable import KinetypeFrames

/// Streaming frames to sinks in order from several threads, and the Y4M, raw and APNG writers.
@Suite struct FrameStreamTests {
  static let timeline: FrameTimeline = {
    // 13 frames, 0 to 0.4 s.
    do { return try FrameTimeline(settlingAt: 0.4, framesPerSecond: 30) } catch {
      preconditionFailure("\(error)")
    }
  }()

  static func bytes(_ pixmap: Pixmap) -> [UInt8] {
    pixmap.withUnsafePremultipliedBytes { Array($0) }
  }

  @Test(arguments: [1, 2, 5])
  func stream_deliversFramesInOrderWithAnyThreadCount(threads: Int) throws {
    let source = ExportTestSource(slowFrameDelay: 0.01)
    let sink = RecordingSink()
    try source.stream(Self.timeline, threads: threads, to: sink)
    #expect(sink.finished && !sink.cancelled)
    #expect(sink.frames.count == Self.timeline.frameCount)
    for (index, frame) in sink.frames.enumerated() {
      let expected = try source.renderFrame(at: Self.timeline.time(ofFrame: index))
      #expect(Self.bytes(frame) == Self.bytes(expected), "frame \(index)")
    }
  }

  @Test func stream_rendersAtMostTwoFramesPerThreadAhead() throws {
    let counter = RenderCounter()
    let source = ExportTestSource(rendered: counter)
    let sink = RecordingSink()
    var worstLead = 0
    sink.onAppend = { delivered in
      Thread.sleep(forTimeInterval: 0.005)  // a slow encoder
      worstLead = max(worstLead, counter.count.load(ordering: .relaxed) - delivered)
    }
    try source.stream(Self.timeline, threads: 3, to: sink)
    // The frame being written, plus at most two per thread rendered ahead of it.
    #expect(worstLead <= 1 + 2 * 3)
    #expect(sink.frames.count == Self.timeline.frameCount)
  }

  @Test func stream_aRangeStreamsOnlyThoseFrames() throws {
    let source = ExportTestSource()
    let sink = RecordingSink()
    var reported: [Int] = []
    try source.stream(
      Self.timeline, frames: 3..<7, threads: 2, progress: { reported.append($0) }, to: sink)
    #expect(sink.frames.count == 4 && reported == [1, 2, 3, 4])
    #expect(Self.bytes(sink.frames[0]) == Self.bytes(try source.renderFrame(at: 3.0 / 30)))
    #expect(throws: FrameError.self) {
      try source.stream(Self.timeline, frames: 10..<20, to: RecordingSink())
    }
  }

  @Test func stream_renderErrorCancelsTheSink() throws {
    let source = ExportTestSource(failingFrame: 5)
    let sink = RecordingSink()
    #expect(throws: ExportTestSource.Failure.self) {
      try source.stream(Self.timeline, threads: 3, to: sink)
    }
    #expect(sink.cancelled && !sink.finished && sink.frames.count == 5)
  }

  @Test func stream_sinkErrorStopsRendering() throws {
    let sink = RecordingSink()
    sink.failAt = 2
    #expect(throws: RecordingSink.Failure.self) {
      try ExportTestSource().stream(Self.timeline, threads: 2, to: sink)
    }
    #expect(sink.cancelled && !sink.finished)
  }

  @Test func stream_cancellationStopsAndRemovesThePartialFile() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cancellation = ExportCancellation()
    let sink = RecordingSink()
    sink.onAppend = { delivered in if delivered == 3 { cancellation.cancel() } }
    #expect(throws: FrameError.cancelled(framesWritten: 4, frameCount: 13)) {
      try ExportTestSource().stream(Self.timeline, cancellation: cancellation, to: sink)
    }
    #expect(sink.cancelled && !sink.finished)
    let path = folder.appendingPathComponent("clip.y4m").path
    let stopped = ExportCancellation()
    stopped.cancel()
    #expect(throws: FrameError.self) {
      try ExportTestSource().stream(
        Self.timeline, cancellation: stopped,
        to: try Y4MWriter(destination: .file(path), width: 64, height: 48, framesPerSecond: 30))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  // MARK: Y4M

  /// The planes of the first frame of a Y4M stream, and its header line.
  static func firstFrame(_ data: [UInt8]) throws -> (header: String, planes: ArraySlice<UInt8>) {
    let newline = try #require(data.firstIndex(of: 10))
    let header = String(decoding: data[..<newline], as: UTF8.self)
    #expect(Array(data[(newline + 1)..<(newline + 7)]) == Array("FRAME\n".utf8))
    return (header, data[(newline + 7)...])
  }

  @Test func y4m_usesBT709LimitedRange() throws {
    // BT.709 8-bit limited-range values of the colour-bar primaries (ITU-R BT.709 /
    // SMPTE RP 219): white, black, red, green, blue.
    let colors: [(Color, [UInt8])] = [
      (Color(red: 1, green: 1, blue: 1), [235, 128, 128]),
      (Color(red: 0, green: 0, blue: 0), [16, 128, 128]),
      (Color(red: 1, green: 0, blue: 0), [63, 102, 240]),
      (Color(red: 0, green: 1, blue: 0), [173, 42, 26]),
      (Color(red: 0, green: 0, blue: 1), [32, 240, 118]),
    ]
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, (color, expected)) in colors.enumerated() {
      for sampling in Y4MWriter.Sampling.allCases {
        let path = folder.appendingPathComponent("\(index)-\(sampling).y4m").path
        let writer = try Y4MWriter(
          destination: .file(path), width: 4, height: 2, framesPerSecond: 30000.0 / 1001,
          sampling: sampling)
        try writer.append(try Pixmap(width: 4, height: 2, background: color))
        try writer.finish()
        let (header, planes) = try Self.firstFrame(
          Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(header.hasPrefix("YUV4MPEG2 W4 H2 F30000:1001 Ip A1:1 C"))
        #expect(header.hasSuffix(" XCOLORRANGE=LIMITED"))
        let start = planes.startIndex
        let chroma = sampling == .yuv420 ? 2 : 8
        #expect(
          [planes[start], planes[start + 8], planes[start + 8 + chroma]] == expected,
          "\(color) \(sampling)")
        if sampling == .yuva444 { #expect(planes[start + 24] == 255) }
      }
    }
  }

  @Test func y4m_ffmpegReadsItBack() throws {
    guard let ffmpeg = ExternalTool.find("ffmpeg"), let ffprobe = ExternalTool.find("ffprobe")
    else {
      print("skipped: ffmpeg is not installed (Debian package ffmpeg); scripts/bootstrap adds it")
      return
    }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = ExportTestSource(opaqueBackground: true)
    for sampling in Y4MWriter.Sampling.allCases {
      let path = folder.appendingPathComponent("\(sampling).y4m").path
      try source.stream(
        Self.timeline, threads: 2,
        to: try Y4MWriter(
          destination: .file(path), width: 64, height: 48, framesPerSecond: 30, sampling: sampling))
      let probe = try ExternalTool.run(
        ffprobe,
        [
          "-v", "error", "-count_frames", "-show_entries",
          "stream=nb_read_frames,width,height,pix_fmt,color_range", "-of", "csv=p=0", path,
        ])
      let pixelFormat = ["yuv420": "yuv420p", "yuv444": "yuv444p", "yuva444": "yuva444p"]
      #expect(
        probe.output.trimmingCharacters(in: .whitespacesAndNewlines)
          == "64,48,\(pixelFormat[sampling.rawValue] ?? ""),tv,\(Self.timeline.frameCount)")
      // Decoded with the BT.709 matrix, the frames come back within rounding: everywhere in
      // 4:4:4, in the flat regions (white ground, blue bar) in 4:2:0.
      let decoded = try ExternalTool.run(
        ffmpeg,
        [
          "-v", "error", "-i", path, "-vf", "scale=in_color_matrix=bt709:in_range=tv",
          "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
        ])
      let frameBytes = 64 * 48 * 3
      #expect(decoded.bytes.count == Self.timeline.frameCount * frameBytes)
      guard decoded.bytes.count >= 5 * frameBytes else { continue }
      let expected = try source.renderFrame(at: Self.timeline.time(ofFrame: 4))
      let points =
        sampling == .yuv420
        ? [(30, 30), (10, 42), (62, 46), (63, 47), (0, 0)]
        : (0..<48).flatMap { y in (0..<64).map { x in (x, y) } }
      var worst = 0
      for (x, y) in points {
        let (r, g, b, _) = expected.premultipliedPixel(atX: x, y: y)
        let i = 4 * frameBytes + (y * 64 + x) * 3
        worst = max(
          worst, abs(Int(decoded.bytes[i]) - Int(r)), abs(Int(decoded.bytes[i + 1]) - Int(g)),
          abs(Int(decoded.bytes[i + 2]) - Int(b)))
      }
      #expect(worst <= 3, "\(sampling): largest channel error \(worst)")
    }
  }

  @Test func y4m_oddSizesKeepTheirLastRowAndColumn() throws {
    guard let ffmpeg = ExternalTool.find("ffmpeg") else {
      print("skipped: ffmpeg is not installed (Debian package ffmpeg); scripts/bootstrap adds it")
      return
    }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("odd.y4m").path
    let source = ExportTestSource(width: 63, height: 47, opaqueBackground: true)
    try source.stream(
      Self.timeline, frames: 0..<2,
      to: try Y4MWriter(destination: .file(path), width: 63, height: 47, framesPerSecond: 30))
    let decoded = try ExternalTool.run(
      ffmpeg,
      [
        "-v", "error", "-i", path, "-vf", "scale=in_color_matrix=bt709:in_range=tv", "-f",
        "rawvideo", "-pix_fmt", "rgb24", "-",
      ])
    #expect(decoded.bytes.count == 2 * 63 * 47 * 3)
    let frame = try source.renderFrame(at: Self.timeline.time(ofFrame: 1))
    // The bottom-right corner (a chroma block of one pixel) and the last column of the bar.
    for (x, y) in [(62, 46), (62, 40), (30, 46)] where decoded.bytes.count >= 2 * 63 * 47 * 3 {
      let i = 63 * 47 * 3 + (y * 63 + x) * 3
      let (r, g, b, _) = frame.premultipliedPixel(atX: x, y: y)
      let error = max(
        abs(Int(decoded.bytes[i]) - Int(r)), abs(Int(decoded.bytes[i + 1]) - Int(g)),
        abs(Int(decoded.bytes[i + 2]) - Int(b)))
      #expect(error <= 3, "(\(x), \(y)): \(error)")
    }
  }

  // MARK: Raw RGBA and APNG

  @Test func raw_writesStraightOrPremultipliedRGBA() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = ExportTestSource()
    for alpha in [RawVideoWriter.Alpha.straight, .premultiplied] {
      let path = folder.appendingPathComponent("\(alpha).rgba").path
      try source.stream(
        Self.timeline, frames: 0..<3,
        to: try RawVideoWriter(destination: .file(path), width: 64, height: 48, alpha: alpha))
      let data = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(data.count == 3 * 64 * 48 * 4)
      let frame = try source.renderFrame(at: Self.timeline.time(ofFrame: 2))
      let pixel = (y: 10, x: 50)  // inside the 50 % grey square
      let i = 2 * 64 * 48 * 4 + (pixel.y * 64 + pixel.x) * 4
      let premultiplied = frame.premultipliedPixel(atX: pixel.x, y: pixel.y)
      #expect(data[i + 3] == premultiplied.3 && (120...136).contains(premultiplied.3))
      let straight = UInt8((Double(premultiplied.0) * 255 / Double(premultiplied.3)).rounded())
      #expect(data[i] == (alpha == .straight ? straight : premultiplied.0))
    }
  }

  @Test func writers_refuseToOverwriteAndLeaveNoPartialFile() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("clip.y4m").path
    try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: FrameError.wouldOverwrite(path: path, moreExisting: 0)) {
      try Y4MWriter(destination: .file(path), width: 64, height: 48, framesPerSecond: 30)
    }
    let fresh = folder.appendingPathComponent("fresh.apng").path
    #expect(throws: ExportTestSource.Failure.self) {
      try ExportTestSource(failingFrame: 4).stream(
        Self.timeline,
        to: try APNGWriter(
          destination: .file(fresh), width: 64, height: 48, frameCount: 13, framesPerSecond: 30))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.y4m"])
    let forced = try Y4MWriter(
      destination: .file(path), overwrite: true, width: 64, height: 48, framesPerSecond: 30)
    try forced.append(try ExportTestSource().renderFrame(at: 0))
    try forced.finish()
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count > 64 * 48)
  }

  @Test func apng_ofAnAnimationPlaysInFFmpeg() throws {
    guard let ffprobe = ExternalTool.find("ffprobe") else {
      print("skipped: ffmpeg is not installed (Debian package ffmpeg); scripts/bootstrap adds it")
      return
    }
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let animation = try Fixtures.demoAnimation()
    let timeline = try FrameTimeline(duration: 0.5, framesPerSecond: 24)
    let survey = try animation.pngColorSurvey(timeline)
    let path = folder.appendingPathComponent("demo.png").path
    let size = animation.canvasSize
    try animation.stream(
      timeline,
      to: try APNGWriter(
        destination: .file(path), width: size.width, height: size.height,
        frameCount: timeline.frameCount, framesPerSecond: 24, format: survey.format))
    let probe = try ExternalTool.run(
      ffprobe,
      [
        "-v", "error", "-count_frames", "-show_entries",
        "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", path,
      ])
    #expect(
      probe.output.trimmingCharacters(in: .whitespacesAndNewlines)
        == "apng,\(size.width),\(size.height),\(timeline.frameCount)")
  }
}
