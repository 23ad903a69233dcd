import Dispatch
import Kinetype
import KinetypeCore
import KinetypeTestSupport
import KinetypeTesting
import Testing

/// Motion blur: After Effects' shutter, exact integer averaging, determinism, and a golden of a
/// fast wave with and without it.
@Suite struct MotionBlurTests {
  /// Frames of one flat grey whose level is a function of time: level(t) = round(t · 1000) % 256.
  struct Ramp: FrameSource {
    var canvasSize: (width: Int, height: Int) { (4, 3) }
    var duration: Double { 1 }
    func renderFrame(at time: Double) throws -> Pixmap {
      let level = Double(Int((time * 1000).rounded()) % 256) / 255
      return try Pixmap(width: 4, height: 3, background: Color(white: level))
    }
  }

  @Test func sampleTimes_centredOnTheFrameByDefault() throws {
    // 180° at 60 fps: the shutter is open 1/120 s, from 1/240 s before the frame's time.
    let blur = try Ramp().motionBlurred(samples: 4, framesPerSecond: 60)
    let times = blur.sampleTimes(at: 1)
    let expected = [-3.0, -1, 1, 3].map { 1 + $0 / 8 / 120 }
    for (time, value) in zip(times, expected) { #expect(abs(time - value) < 1e-12) }
    // A leading shutter (phase 0) opens at the frame's time.
    let leading = try Ramp().motionBlurred(
      samples: 2, shutterAngle: 360, shutterPhase: 0, framesPerSecond: 10)
    let leadingTimes = leading.sampleTimes(at: 0)
    #expect(leadingTimes.count == 2)
    #expect(abs(leadingTimes[0] - 0.025) < 1e-12 && abs(leadingTimes[1] - 0.075) < 1e-12)
    // One sample is the frame itself.
    #expect(try Ramp().motionBlurred(samples: 1, framesPerSecond: 30).sampleTimes(at: 0.5) == [0.5])
  }

  @Test func renderFrame_averagesInExactIntegersRoundingToNearest() throws {
    // A 360° shutter at 250 fps is open 4 ms; opening half a frame (2 ms) before 1.5 ms, its
    // four samples fall at 0, 1, 2 and 3 ms: levels 0…3.
    let blur = try Ramp().motionBlurred(
      samples: 4, shutterAngle: 360, shutterPhase: -180, framesPerSecond: 250)
    let times = blur.sampleTimes(at: 0.0015)
    #expect(times.map { Int(($0 * 1000).rounded()) } == [0, 1, 2, 3])
    let frame = try blur.renderFrame(at: 0.0015)
    // (0 + 1 + 2 + 3 + 2) / 4 = 2 (1.5 rounds to 2), in every channel.
    let pixel = frame.premultipliedPixel(atX: 1, y: 1)
    #expect(pixel.0 == 2 && pixel.1 == 2 && pixel.2 == 2 && pixel.3 == 255)
  }

  static func fastWave() throws -> AnimatedText {
    let layout = try Text.Layout(
      Text("Motion blur").font(.system(size: 48)), fonts: Fixtures.fonts)
    return AnimatedText(
      layout: layout,
      fixedFrame: AnimatedText.FixedFrame(width: 360, height: 140, centering: layout)
    ) { time in
      EffectRenderer(
        elapsedTime: time,
        effect: WaveEffect(
          elapsedTime: time, stagger: Stagger(each: 0.03), elementDuration: 1, amplitude: 24,
          period: 0.25, rotation: 12),
        spans: .all)
    }
  }

  @Test func motionBlur_isDeterministicAndLeavesSettledFramesSharp() throws {
    let wave = try Self.fastWave()
    let blurred = try wave.motionBlurred(samples: 8, framesPerSecond: 30)
    let bytes: @Sendable (Pixmap) -> [UInt8] = { pixmap in
      pixmap.withUnsafePremultipliedBytes { Array($0) }
    }
    let first = bytes(try blurred.renderFrame(at: 0.4))
    let results = Locked<[[UInt8]]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      if let frame = try? blurred.renderFrame(at: 0.4) {
        results.withLock { $0.append(bytes(frame)) }
      }
    }
    #expect(results.withLock { $0.count == 4 && $0.allSatisfy { $0 == first } })
    #expect(Bool(first != bytes(try wave.frame(at: 0.4))), "a moving frame is blurred")
    // Once the wave has settled, every sample is the same frame.
    #expect(Bool(bytes(try blurred.renderFrame(at: 3)) == bytes(try wave.frame(at: 3))))
  }

  /// The average of `source`'s frames at `times`, pixel by pixel, the plain way.
  static func reference(_ source: AnimatedText, at times: [Double]) throws -> [UInt8] {
    var sums: [Int] = []
    for time in times {
      let bytes = try source.frame(at: time).withUnsafePremultipliedBytes { Array($0) }
      if sums.isEmpty { sums = [Int](repeating: 0, count: bytes.count) }
      for index in bytes.indices { sums[index] += Int(bytes[index]) }
    }
    return sums.map { UInt8(($0 + times.count / 2) / times.count) }
  }

  @Test func motionBlur_equalsThePlainAverageOfEverySample() throws {
    let wave = try Self.fastWave()
    // A canvas much larger than the text, so the samples are drawn in part of it.
    var large = wave
    large.fixedFrame = AnimatedText.FixedFrame(width: 900, height: 400, centering: wave.layout)
    for source in [wave, large] {
      let blurred = try source.motionBlurred(samples: 8, framesPerSecond: 30)
      for time in [0.1, 0.3, 0.45] {
        let frame = try blurred.renderFrame(at: time)
        let expected = try Self.reference(source, at: blurred.sampleTimes(at: time))
        #expect(Bool(frame.withUnsafePremultipliedBytes { Array($0) } == expected), "\(time)")
      }
    }
  }

  @Test func motionBlur_fastWaveWithAndWithout() throws {
    let wave = try Self.fastWave()
    let blurred = try wave.motionBlurred(samples: 8, shutterAngle: 180, framesPerSecond: 30)
    let times = [0.2, 0.35, 0.5]
    let size = wave.canvasSize
    var sheet = try Pixmap(
      width: times.count * (size.width + 8) + 8, height: 2 * (size.height + 8) + 8,
      background: Color(white: 0.9))
    for (column, time) in times.enumerated() {
      let x = 8 + column * (size.width + 8)
      sheet.draw(try wave.frame(at: time), atX: x, y: 8)
      sheet.draw(try blurred.renderFrame(at: time), atX: x, y: 16 + size.height)
    }
    assertGolden(sheet, named: "motion-blur", suite: "Effects")
  }
}
