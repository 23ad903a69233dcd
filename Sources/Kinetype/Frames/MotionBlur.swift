/// Motion blur for any frame source: each frame is the average of sub-frame samples taken while
/// a virtual shutter is open, in After Effects' terms (shutter angle, shutter phase, samples per
/// frame).
///
/// The shutter is open for `shutterAngle / 360` of a frame's duration, `1 / framesPerSecond`: 180°
/// (the default, film's usual shutter) blurs over half a frame. It opens `shutterPhase / 360` of a
/// frame after the frame's time; the default phase is `−shutterAngle / 2`, After Effects' default
/// (−90° for 180°), so the shutter is **centred** on the frame's time. Centred rather than
/// leading (phase 0, blurring over what comes after the frame's time): the smear lies around
/// where the unblurred frame draws the text, so blurred and unblurred renders line up frame for
/// frame, a held pose is sharp where it is held, and text that settles at *t* is drawn settled
/// from the frame after. The `samples` sample times sit at the middle of equal parts of the open
/// shutter: `open + (k + ½)·length / samples` for k = 0 … samples − 1 (with one sample, the frame's
/// own time under the centred default).
///
/// **Deterministic.** The samples are rendered one after another and summed per channel in exact
/// integers (premultiplied 8-bit RGBA; a frame of N samples sums at most 255·N per channel), then
/// divided with rounding to nearest: `(sum + N/2) / N`. The result does not depend on the
/// order of the samples, the number of threads rendering frames, or the machine. When the
/// source is an ``AnimatedText`` whose renderer has settled at every sample time, one sample is
/// rendered and kept as it is (the average of identical frames).
///
/// ```swift
/// let blurred = animation.motionBlurred(samples: 8, framesPerSecond: 60)
/// try FrameExporter(directory: "out").export(blurred, timeline: timeline)
/// ```
public struct MotionBlur: FrameSource {
  /// The frames being blurred.
  public var source: any FrameSource
  /// Samples averaged per frame (1 … ``sampleRange``): 1 is the source's own frame.
  public var samples: Int
  /// Degrees of a frame the shutter stays open, 0 … 720. Default: 180.
  public var shutterAngle: Double
  /// Degrees of a frame after the frame's time the shutter opens, −720 … 720; nil: centred,
  /// `−shutterAngle / 2`. Default: nil.
  public var shutterPhase: Double?
  /// The frame rate the shutter angle is a fraction of.
  public var framesPerSecond: Double

  /// The samples a frame may average: 1 to 64.
  public static let sampleRange: ClosedRange<Int> = 1...64
  /// The shutter angles accepted: 0 to 720 degrees (After Effects' range).
  public static let shutterAngleRange: ClosedRange<Double> = 0...720
  /// The shutter phases accepted: −720 to 720 degrees.
  public static let shutterPhaseRange: ClosedRange<Double> = -720...720

  /// Motion blur over `source` at `framesPerSecond`.
  /// - Throws: ``FrameError.invalidArgument(_:)`` naming a value outside its range.
  public init(
    _ source: any FrameSource, samples: Int, shutterAngle: Double = 180,
    shutterPhase: Double? = nil, framesPerSecond: Double
  ) throws {
    guard Self.sampleRange.contains(samples) else {
      throw FrameError.invalidArgument(
        "motion blur takes 1 to \(Self.sampleRange.upperBound) samples, got \(samples)")
    }
    guard shutterAngle.isFinite, Self.shutterAngleRange.contains(shutterAngle) else {
      throw FrameError.invalidArgument(
        "the shutter angle must be 0 to 720 degrees, got \(shutterAngle)")
    }
    if let shutterPhase, !(shutterPhase.isFinite && Self.shutterPhaseRange.contains(shutterPhase)) {
      throw FrameError.invalidArgument(
        "the shutter phase must be -720 to 720 degrees, got \(shutterPhase)")
    }
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw FrameError.invalidArgument(
        "the frame rate must be positive and finite, got \(framesPerSecond)")
    }
    self.source = source
    self.samples = samples
    self.shutterAngle = shutterAngle
    self.shutterPhase = shutterPhase
    self.framesPerSecond = framesPerSecond
  }

  /// The source's frame size.
  public var canvasSize: (width: Int, height: Int) { source.canvasSize }

  /// The source's duration.
  public var duration: Double { source.duration }

  /// The times the frame at `time` averages, in order.
  public func sampleTimes(at time: Double) -> [Double] {
    let frame = 1 / framesPerSecond
    let length = shutterAngle / 360 * frame
    let open = time + (shutterPhase ?? -shutterAngle / 2) / 360 * frame
    let count = max(1, samples)
    return (0..<count).map { open + (Double($0) + 0.5) * length / Double(count) }
  }

  /// Renders the frame at `time`: the rounded average of the samples.
  public func renderFrame(at time: Double) throws -> Pixmap {
    let times = sampleTimes(at: time)
    if times.count == 1 { return try source.renderFrame(at: times[0]) }
    if let animation = source as? AnimatedText {
      if let settling = animation.settlingTime, times.allSatisfy({ $0 >= settling }) {
        return try animation.frame(at: times[0])
      }
      var canvas = try animation.frame(at: times[0])
      var sums = Self.sums(of: canvas)
      for sample in times.dropFirst() {
        try animation.render(at: sample, into: &canvas)
        Self.add(canvas, to: &sums)
      }
      return try Self.average(sums, count: times.count, like: canvas)
    }
    let first = try source.renderFrame(at: times[0])
    var sums = Self.sums(of: first)
    for sample in times.dropFirst() {
      let frame = try source.renderFrame(at: sample)
      guard frame.width == first.width, frame.height == first.height else {
        throw FrameError.invalidArgument(
          "motion blur: the source rendered frames of different sizes "
            + "(\(first.width)×\(first.height) and \(frame.width)×\(frame.height))")
      }
      Self.add(frame, to: &sums)
    }
    return try Self.average(sums, count: times.count, like: first)
  }

  /// Each byte of `pixmap` as a 32-bit sum.
  static func sums(of pixmap: Pixmap) -> [UInt32] {
    pixmap.withUnsafePremultipliedBytes { bytes in bytes.map { UInt32($0) } }
  }

  /// Adds each byte of `pixmap` to `sums`.
  static func add(_ pixmap: Pixmap, to sums: inout [UInt32]) {
    pixmap.withUnsafePremultipliedBytes { bytes in
      sums.withUnsafeMutableBufferPointer { sums in
        // safety: both buffers hold 4·width·height elements (same frame size).
        for index in 0..<min(sums.count, bytes.count) { sums[index] &+= UInt32(bytes[index]) }
      }
    }
  }

  /// The rounded average `(sum + count/2) / count` of each byte, as a pixmap of `frame`'s size.
  static func average(_ sums: [UInt32], count: Int, like frame: Pixmap) throws -> Pixmap {
    let divisor = UInt32(count)
    let half = divisor / 2
    var pixmap = try Pixmap(
      width: frame.width, height: frame.height,
      premultiplied: sums.map { UInt8(truncatingIfNeeded: ($0 + half) / divisor) })
    pixmap.blendSpace = frame.blendSpace
    return pixmap
  }
}

extension FrameSource {
  /// These frames with motion blur (see ``MotionBlur``): `samples` sub-frames averaged while a
  /// shutter of `shutterAngle` degrees (default 180, centred on the frame) is open, at
  /// `framesPerSecond`.
  /// - Throws: ``FrameError.invalidArgument(_:)`` for a value outside its range.
  public func motionBlurred(
    samples: Int, shutterAngle: Double = 180, shutterPhase: Double? = nil,
    framesPerSecond: Double
  ) throws -> MotionBlur {
    try MotionBlur(
      self, samples: samples, shutterAngle: shutterAngle, shutterPhase: shutterPhase,
      framesPerSecond: framesPerSecond)
  }
}

extension AnimatedText {
  /// When the renderer stops changing, if it says (a ``SettlingTextRenderer``).
  var settlingTime: Double? {
    (renderer(0) as? any SettlingTextRenderer)?.settlingTime(for: layout)
  }
}
