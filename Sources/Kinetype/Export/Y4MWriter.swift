/// Writes frames as a YUV4MPEG2 stream (`.y4m`): the uncompressed video format ffmpeg, x264,
/// rav1e and most encoders read from a pipe with no other arguments.
///
/// Colors are converted to Y′CbCr by BT.709 in limited range (see ``YCbCr``), which the
/// header announces with `XCOLORRANGE=LIMITED`. Y4M has no field for the matrix: tell the
/// reader, e.g. `ffmpeg -i - -colorspace bt709 …` (or `scale=in_color_matrix=bt709`).
/// Without alpha, translucent pixels show over black (the premultiplied values).
///
///     let y4m = try Y4MWriter(destination: .standardOutput, width: 1920, height: 1080,
///                             framesPerSecond: 60)
///     try animation.stream(timeline, to: y4m)
public final class Y4MWriter: FrameSink {
  /// How chroma is stored.
  public enum Sampling: String, Hashable, Sendable, CaseIterable {
    /// Chroma for every 2×2 block, the mean of its pixels, centre-sited (`C420jpeg`): what
    /// H.264, VP9 and AV1 deliveries use. Half the bytes of 4:4:4. The default.
    case yuv420
    /// Chroma for every pixel (`C444`).
    case yuv444
    /// Chroma for every pixel, plus an alpha plane of straight alpha (`C444alpha`, ffmpeg's
    /// `yuva444p`); colors are straight, not premultiplied.
    case yuva444
  }

  /// Frame width in pixels.
  public let width: Int
  /// Frame height in pixels.
  public let height: Int
  /// How chroma is stored.
  public let sampling: Sampling
  private let output: ExportOutput
  private var encoder: Y4MEncoder
  private var framesWritten = 0

  /// A writer of `width`×`height` frames at `framesPerSecond` to `destination`.
  ///
  /// - Parameters:
  ///   - overwrite: whether an existing file may be replaced. Default: false.
  ///   - sampling: chroma layout. Default: ``Sampling/yuv420``.
  /// - Throws: ``FrameError`` for a bad size or rate, an existing file, or an unwritable
  ///   destination.
  public init(
    destination: ExportDestination, overwrite: Bool = false, width: Int, height: Int,
    framesPerSecond: Double, sampling: Sampling = .yuv420
  ) throws {
    guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height)
    else { throw FrameError.invalidArgument("frame size \(width)×\(height) is out of range") }
    encoder = Y4MEncoder(
      width: width, height: height, rate: try FrameRate(framesPerSecond), sampling: sampling)
    self.width = width
    self.height = height
    self.sampling = sampling
    output = try ExportOutput(destination, overwrite: overwrite)
  }

  /// Converts and writes the next frame.
  ///
  /// - Throws: ``FrameError`` for a frame of another size or a failed write.
  public func append(_ frame: Pixmap) throws {
    guard frame.width == width, frame.height == height else {
      throw FrameError.invalidArgument(
        "frame \(framesWritten) is \(frame.width)×\(frame.height), not \(width)×\(height)")
    }
    if framesWritten == 0 { try output.write(encoder.header) }
    try output.write(encoder.encode(frame))
    framesWritten += 1
  }

  /// Completes the stream (for a file: moves it into place).
  public func finish() throws {
    if framesWritten == 0 { try output.write(encoder.header) }
    try output.commit()
  }

  /// Abandons the stream; a file's partial temporary is removed.
  public func cancel() { output.discard() }
}
