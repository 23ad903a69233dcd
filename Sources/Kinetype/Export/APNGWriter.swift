/// Writes frames as an animated PNG (APNG) file or stream, which browsers play and ffmpeg
/// decodes; see ``APNGEncoder`` for the format.
///
/// The pixel format is fixed before the first frame. For the smallest file, survey the
/// frames first (rendering them twice costs less than encoding them once):
///
///     let format = try animation.pngColorSurvey(timeline).format
///     let apng = try APNGWriter(destination: .file("title.png"), width: w, height: h,
///                               frameCount: timeline.frameCount, framesPerSecond: 60,
///                               format: format)
///     try animation.stream(timeline, to: apng)
public final class APNGWriter: FrameSink {
  private var encoder: APNGEncoder
  private let output: ExportOutput

  /// A writer of `frameCount` frames of `width`×`height` at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - overwrite: whether an existing file may be replaced. Default: false.
  ///   - loopCount: plays; 0 (the default) loops forever.
  ///   - format: the pixel format of every frame. Default: ``PNGPixelFormat/rgba``.
  ///   - options: filter, level and text. Default: ``PNGOptions/frames``.
  ///   - storesDifferences: store only what changed from frame to frame. Default: true.
  /// - Throws: ``FrameError`` for bad arguments, an existing file or an unwritable
  ///   destination.
  public init(
    destination: ExportDestination, overwrite: Bool = false, width: Int, height: Int,
    frameCount: Int, framesPerSecond: Double, loopCount: Int = 0,
    format: PNGPixelFormat = .rgba, options: PNGOptions = .frames, storesDifferences: Bool = true
  ) throws {
    do {
      encoder = try APNGEncoder(
        width: width, height: height, frameCount: frameCount, framesPerSecond: framesPerSecond,
        loopCount: loopCount, format: format, options: options,
        storesDifferences: storesDifferences)
    } catch let error as RasterError {
      throw FrameError.invalidArgument(error.description)
    }
    output = try ExportOutput(destination, overwrite: overwrite)
  }

  /// Encodes and writes the next frame.
  ///
  /// - Throws: ``RasterError`` for a frame that does not fit the announced size, count or
  ///   format; ``FrameError`` for a failed write.
  public func append(_ frame: Pixmap) throws {
    try output.write(try encoder.append(frame))
  }

  /// Writes the end of the file and moves it into place.
  ///
  /// - Throws: ``RasterError`` when fewer frames came than announced.
  public func finish() throws {
    try output.write(try encoder.finish())
    try output.commit()
  }

  /// Abandons the file; its partial temporary is removed.
  public func cancel() { output.discard() }
}
