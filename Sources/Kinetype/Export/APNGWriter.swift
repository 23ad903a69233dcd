/// Writes frames as an animated PNG (APNG) file or stream, which browsers play and ffmpeg
/// decodes (APNG 1.0, one frame at a time; docs/exports.md describes the chunks).
///
/// PNG has one pixel format for every frame. Give it, or leave it nil for the smallest that
/// stores every frame exactly (``PNGColorSurvey``): the frames are then surveyed as they come,
/// kept compressed in a temporary file, and encoded when the last has come, so each frame is
/// drawn once:
///
///     let apng = try APNGWriter(destination: .file("title.png"), width: w, height: h,
///                               frameCount: timeline.frameCount, framesPerSecond: 60,
///                               format: nil)
///     try animation.stream(timeline, to: apng)
public final class APNGWriter: FrameSink {
  /// The encoder; nil until the pixel format is known.
  private var encoder: APNGEncoder?
  /// The frames kept until the format is known (nil once it is).
  private var spool: PixmapSpool?
  private var survey = PNGColorSurvey()
  private let settings: Settings
  private let output: ExportOutput

  /// What the encoder is made with once the format is known.
  private struct Settings {
    var width: Int
    var height: Int
    var frameCount: Int
    var framesPerSecond: Double
    var loopCount: Int
    var options: PNGOptions
    var storesDifferences: Bool

    func encoder(format: PNGPixelFormat) throws -> APNGEncoder {
      do {
        return try APNGEncoder(
          width: width, height: height, frameCount: frameCount, framesPerSecond: framesPerSecond,
          loopCount: loopCount, format: format, options: options,
          storesDifferences: storesDifferences)
      } catch let error as RasterError {
        throw FrameError.invalidArgument(error.description)
      }
    }
  }

  /// A writer of `frameCount` frames of `width`×`height` at `framesPerSecond`.
  ///
  /// - Parameters:
  ///   - overwrite: whether an existing file may be replaced. Default: false.
  ///   - loopCount: plays; 0 (the default) loops forever.
  ///   - format: the pixel format of every frame; nil: the smallest that stores them all,
  ///     found as they come (written when the last has come). Default: ``PNGPixelFormat/rgba``.
  ///   - options: filter, level and text. Default: ``PNGOptions/frames``.
  ///   - storesDifferences: store only what changed from frame to frame. Default: true.
  /// - Throws: ``FrameError`` for bad arguments, an existing file or an unwritable
  ///   destination.
  public init(
    destination: ExportDestination, overwrite: Bool = false, width: Int, height: Int,
    frameCount: Int, framesPerSecond: Double, loopCount: Int = 0,
    format: PNGPixelFormat? = .rgba, options: PNGOptions = .frames, storesDifferences: Bool = true
  ) throws {
    settings = Settings(
      width: width, height: height, frameCount: frameCount, framesPerSecond: framesPerSecond,
      loopCount: loopCount, options: options, storesDifferences: storesDifferences)
    // Made even when the format is not known yet: it checks the arguments.
    let encoder = try settings.encoder(format: format ?? .rgba)
    if format != nil {
      self.encoder = encoder
    } else {
      do {
        spool = try PixmapSpool()
      } catch let error as RasterError {
        throw FrameError.unwritable(path: "a temporary file", reason: error.description)
      }
    }
    output = try ExportOutput(destination, overwrite: overwrite)
  }

  /// Encodes and writes the next frame; without a format, surveys and keeps it.
  ///
  /// - Throws: ``RasterError`` for a frame that does not fit the announced size, count or
  ///   format; ``FrameError`` for a failed write.
  public func append(_ frame: Pixmap) throws {
    guard let spool else {
      guard let bytes = try encoder?.append(frame) else { return }
      return try output.write(bytes)
    }
    guard frame.width == settings.width, frame.height == settings.height else {
      throw RasterError(
        "frame \(spool.count) is \(frame.width)×\(frame.height), not "
          + "\(settings.width)×\(settings.height)", at: "APNGEncoder")
    }
    guard spool.count < settings.frameCount else {
      throw RasterError(
        "more than the \(settings.frameCount) frames announced", at: "APNGEncoder")
    }
    survey.add(frame)
    try spool.append(frame)
  }

  /// Encodes the frames kept (without a format), writes the end of the file and moves it into
  /// place.
  ///
  /// - Throws: ``RasterError`` when fewer frames came than announced.
  public func finish() throws {
    if let spool {
      var encoder = try settings.encoder(format: survey.format)
      try spool.forEach { try output.write(try encoder.append($0)) }
      self.encoder = encoder
      self.spool = nil
    }
    guard let bytes = try encoder?.finish() else { return }
    try output.write(bytes)
    try output.commit()
  }

  /// Abandons the file; its partial temporary is removed.
  public func cancel() {
    spool = nil
    output.discard()
  }
}
