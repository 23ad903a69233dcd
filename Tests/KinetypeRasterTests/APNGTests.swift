import Foundation
import KinetypeCore
import KinetypeTestSupport
import Testing

@testable import KinetypeRaster

/// Animated PNG: chunk structure by the APNG 1.0 spec, and frames decoded by ffmpeg equal to
/// the frames encoded.
@Suite struct APNGTests {
  /// Frame `k` of a small animation: a translucent disc moving over a transparent ground with
  /// a still opaque bar, so that later frames differ from earlier ones in a small rectangle.
  static func frame(_ k: Int, opaque: Bool = false) throws -> Pixmap {
    var pixmap = try Pixmap(width: 48, height: 32, background: opaque ? .white : .clear)
    pixmap.fill(Path(CGRect(x: 2, y: 26, width: 44, height: 4)), with: .color(.black))
    if k % 4 != 3 {  // every fourth frame repeats the one before
      pixmap.fill(
        Path(ellipseIn: CGRect(x: 2 + 3.3 * Double(k - k / 4), y: 4, width: 14, height: 14)),
        with: .color(Color(red: 0.9, green: 0.2, blue: 0.1, opacity: 0.7)))
    } else {
      pixmap = try frame(k - 1, opaque: opaque)
    }
    return pixmap
  }

  static func encode(
    _ frames: [Pixmap], format: PNGPixelFormat = .rgba, differences: Bool = true,
    fps: Double = 30
  ) throws -> [UInt8] {
    var encoder = try APNGEncoder(
      width: frames[0].width, height: frames[0].height, frameCount: frames.count,
      framesPerSecond: fps, format: format, storesDifferences: differences)
    var bytes: [UInt8] = []
    for frame in frames { bytes += try encoder.append(frame) }
    return bytes + (try encoder.finish())
  }

  static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }

  @Test func apng_chunksFollowTheSpec() throws {
    let frames = try (0..<8).map { try Self.frame($0) }
    let chunks = PNGTests().chunks(try Self.encode(frames))
    let types = chunks.map(\.0)
    #expect(types.first == "IHDR" && types.last == "IEND")
    let actl = try #require(chunks.first { $0.0 == "acTL" }?.1)
    #expect(Self.bigEndian(actl, at: 0) == 8 && Self.bigEndian(actl, at: 4) == 0)
    // acTL before the image data; fcTL before IDAT (the first frame is the default image).
    let firstIDAT = try #require(types.firstIndex(of: "IDAT"))
    #expect(try #require(types.firstIndex(of: "acTL")) < firstIDAT)
    #expect(types[firstIDAT - 1] == "fcTL")
    #expect(types.filter { $0 == "fcTL" }.count == 8 && types.filter { $0 == "fdAT" }.count == 7)
    // Sequence numbers over fcTL and fdAT run 0, 1, 2, … without gaps.
    let sequence = chunks.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map {
      Self.bigEndian($0.1, at: 0)
    }
    #expect(sequence == Array(0..<sequence.count))
    // The first frame covers the canvas; a repeated frame is a 1×1 region; delays are 1/30.
    let controls = chunks.filter { $0.0 == "fcTL" }.map(\.1)
    #expect(Self.bigEndian(controls[0], at: 4) == 48 && Self.bigEndian(controls[0], at: 8) == 32)
    #expect(Self.bigEndian(controls[3], at: 4) == 1 && Self.bigEndian(controls[3], at: 8) == 1)
    #expect(Array(controls[1][20..<24]) == [0, 1, 0, 30])
    #expect(Self.bigEndian(controls[1], at: 8) < 32)  // the still bar is not stored again
  }

  @Test func apng_frameDelayIsTheClosestSixteenBitFraction() {
    #expect(APNGEncoder.frameDelay(framesPerSecond: 60) == (1, 60))
    #expect(APNGEncoder.frameDelay(framesPerSecond: 24) == (1, 24))
    #expect(APNGEncoder.frameDelay(framesPerSecond: 30000.0 / 1001) == (1001, 30000))
    #expect(APNGEncoder.frameDelay(framesPerSecond: 60000.0 / 1001) == (1001, 60000))
    #expect(APNGEncoder.frameDelay(framesPerSecond: 0.5) == (2, 1))
    #expect(APNGEncoder.frameDelay(framesPerSecond: 100_000) == (1, 65535))
    let (n, d) = APNGEncoder.frameDelay(framesPerSecond: 23.976)
    #expect(abs(Double(n) / Double(d) - 1 / 23.976) < 1e-9)
  }

  @Test func apng_refusesWrongFramesAndCounts() throws {
    var encoder = try APNGEncoder(width: 48, height: 32, frameCount: 2, framesPerSecond: 30)
    #expect(throws: RasterError.self) { try encoder.append(try Pixmap(width: 10, height: 10)) }
    _ = try encoder.append(try Self.frame(0))
    #expect(throws: RasterError.self) { try encoder.finish() }
    _ = try encoder.append(try Self.frame(1))
    #expect(throws: RasterError.self) { try encoder.append(try Self.frame(2)) }
    _ = try encoder.finish()
    var grey = try APNGEncoder(
      width: 48, height: 32, frameCount: 1, framesPerSecond: 30, format: .grey)
    #expect(throws: RasterError.self) { try grey.append(try Self.frame(0)) }
    #expect(throws: RasterError.self) {
      try APNGEncoder(width: 4, height: 4, frameCount: 0, framesPerSecond: 30)
    }
    #expect(throws: RasterError.self) {
      try APNGEncoder(width: 4, height: 4, frameCount: 1, framesPerSecond: .nan)
    }
  }

  @Test func apng_differencesShrinkTheFileNotTheFrames() throws {
    let frames = try (0..<8).map { try Self.frame($0, opaque: true) }
    let format = frames.reduce(into: PNGColorSurvey()) { $0.add($1) }.format
    let small = try Self.encode(frames, format: format)
    let whole = try Self.encode(frames, format: format, differences: false)
    #expect(small.count < whole.count)
  }

  @Test(arguments: [false, true])
  func apng_ffmpegDecodesEveryFrameExactly(opaque: Bool) throws {
    guard let ffmpeg = ExternalTool.find("ffmpeg"), let ffprobe = ExternalTool.find("ffprobe")
    else {
      print("skipped: ffmpeg is not installed (Debian package ffmpeg); scripts/bootstrap adds it")
      return
    }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let frames = try (0..<10).map { try Self.frame($0, opaque: opaque) }
    let format = frames.reduce(into: PNGColorSurvey()) { $0.add($1) }.format
    let path = "\(folder)/anim.png"
    try Data(try Self.encode(frames, format: format)).write(to: URL(fileURLWithPath: path))
    if let pngcheck = ExternalTool.find("pngcheck") {
      let check = try ExternalTool.run(pngcheck, ["-q", path])
      #expect(check.status == 0, "\(check.output)")
    }
    let probe = try ExternalTool.run(
      ffprobe,
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_frames,width,height,codec_name", "-of", "csv=p=0", path,
      ])
    #expect(probe.output.trimmingCharacters(in: .whitespacesAndNewlines) == "apng,48,32,10")
    let decoded = try ExternalTool.run(
      ffmpeg, ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
    #expect(decoded.status == 0, "\(decoded.errors)")
    let frameBytes = 48 * 32 * 4
    #expect(decoded.bytes.count == 10 * frameBytes)
    for (k, frame) in frames.enumerated() where decoded.bytes.count >= (k + 1) * frameBytes {
      let ours = PNGEncoderTests.straight(frame)
      let theirs = Array(decoded.bytes[(k * frameBytes)..<((k + 1) * frameBytes)])
      #expect(PNGEncoderTests.differingBytes(ours, theirs) == 0, "frame \(k)")
    }
  }
}
