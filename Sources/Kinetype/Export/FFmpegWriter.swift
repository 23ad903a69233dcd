import Foundation

/// Pipes frames into an `ffmpeg` process that encodes a video (see ``VideoFormat``).
///
/// ffmpeg is found on PATH when the writer is created, before anything renders; a missing
/// ffmpeg is ``FFmpegError/missing(format:)``, which names the Debian package. Frames go to
/// ffmpeg's standard input in order, as Y4M already in BT.709 (RGBA for GIF); what ffmpeg prints on standard error
/// is collected and becomes the message of ``FFmpegError/failed(status:message:)`` if
/// it fails. A file is written under a temporary name and moved into place only when ffmpeg
/// succeeds.
///
///     let video = try FFmpegWriter(format: .mp4, destination: .file("title.mp4"),
///                                  width: 1920, height: 1080, framesPerSecond: 60)
///     try animation.stream(timeline, to: video)
public final class FFmpegWriter: FrameSink {
  /// The video format.
  public let format: VideoFormat
  /// Frame width in pixels.
  public let width: Int
  /// Frame height in pixels.
  public let height: Int
  /// The ffmpeg command line, for logs.
  public let commandLine: [String]
  private let process: ChildProcess
  private var y4m: Y4MEncoder?
  private let paths: (temporary: String, final: String)?
  private let overwrite: Bool
  private var framesWritten = 0
  private var finished = false

  /// Starts ffmpeg to encode `width`×`height` frames at `framesPerSecond` into
  /// `destination`.
  ///
  /// - Parameters:
  ///   - overwrite: whether an existing file may be replaced. Default: false.
  ///   - ffmpeg: the executable; nil (the default) finds `ffmpeg` on PATH.
  ///   - extraArguments: more output options (say `["-crf", "23"]`), placed after the
  ///     format's own so they override them. Default: none.
  /// - Throws: ``FrameError`` when ffmpeg is missing, the arguments are bad, or the
  ///   destination exists or cannot be written.
  public init(
    format: VideoFormat, destination: ExportDestination, overwrite: Bool = false, width: Int,
    height: Int, framesPerSecond: Double, ffmpeg: String? = nil, extraArguments: [String] = []
  ) throws {
    guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height)
    else { throw FrameError.invalidArgument("frame size \(width)×\(height) is out of range") }
    let rate = try FrameRate(framesPerSecond)
    let executable = try ffmpeg ?? Self.locateFFmpeg(for: format)
    self.format = format
    self.width = width
    self.height = height
    self.overwrite = overwrite
    var target: String
    var output: Int32? = nil
    switch destination {
    case .file(let path):
      let reserved = try ExportOutput.reserveTemporary(for: path, overwrite: overwrite)
      close(reserved.descriptor)  // ffmpeg writes the file itself
      paths = (reserved.path, path)
      target = reserved.path
    case .standardOutput:
      paths = nil
      target = "pipe:1"
      output = 1
    case .fileDescriptor(let fd):
      paths = nil
      target = "pipe:1"
      output = fd
    }
    let input: [String]
    if let sampling = format.transport {
      y4m = Y4MEncoder(width: width, height: height, rate: rate, sampling: sampling)
      input = ["-f", "yuv4mpegpipe"]
    } else {
      input = [
        "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)", "-framerate",
        rate.ffmpegValue,
      ]
    }
    commandLine =
      [executable, "-hide_banner", "-nostdin", "-loglevel", "error"] + input + ["-i", "pipe:0"]
      + format.encodingArguments(streaming: paths == nil) + extraArguments + [
        "-f", format.muxer, "-y", target,
      ]
    do {
      process = try ChildProcess(
        executable: executable, arguments: Array(commandLine.dropFirst()), output: output)
    } catch {
      if let paths { unlink(paths.temporary) }
      throw error
    }
  }

  /// The path of `ffmpeg` on PATH.
  ///
  /// - Throws: ``FFmpegError/missing(format:)`` naming the Debian package.
  public static func locateFFmpeg(for format: VideoFormat? = nil) throws -> String {
    try locateFFmpeg(for: format, searchPath: ProcessInfo.processInfo.environment["PATH"])
  }

  /// The path of `ffmpeg` in the folders of `searchPath` (PATH's syntax; nil searches
  /// /usr/local/bin, /usr/bin and /bin).
  static func locateFFmpeg(for format: VideoFormat?, searchPath: String?) throws -> String {
    let path = searchPath ?? "/usr/local/bin:/usr/bin:/bin"
    for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = "\(folder)/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw FFmpegError.missing(format: format?.rawValue ?? "video")
  }

  /// Sends the next frame to ffmpeg.
  ///
  /// - Throws: ``FFmpegError/failed(status:message:)`` when ffmpeg has stopped,
  ///   with what it printed; ``FrameError/invalidArgument(_:)`` for a frame of another size.
  public func append(_ frame: Pixmap) throws {
    guard frame.width == width, frame.height == height else {
      throw FrameError.invalidArgument(
        "frame \(framesWritten) is \(frame.width)×\(frame.height), not \(width)×\(height)")
    }
    var sent = true
    if y4m != nil {
      if framesWritten == 0, let header = y4m?.header {
        sent = header.withUnsafeBytes { process.write($0) }
      }
      if sent, let bytes = y4m?.encode(frame) {
        sent = bytes.withUnsafeBytes { process.write($0) }
      }
    } else {
      sent = frame.straightRGBA().withUnsafeBytes { process.write($0) }
    }
    guard sent else {
      let (status, errors) = process.wait()
      throw FFmpegError.failed(status: status, message: errors)
    }
    framesWritten += 1
  }

  /// Ends the stream, waits for ffmpeg and, for a file, moves the video into place.
  ///
  /// - Throws: ``FFmpegError/failed(status:message:)`` with ffmpeg's own message.
  public func finish() throws {
    guard !finished else { return }
    let (status, errors) = process.wait()
    guard status == 0 else { throw FFmpegError.failed(status: status, message: errors) }
    finished = true
    if let paths { try ExportOutput.move(paths.temporary, to: paths.final, overwrite: overwrite) }
  }

  /// Stops ffmpeg and removes the partial file.
  public func cancel() {
    guard !finished else { return }
    finished = true
    process.kill()
    if let paths { unlink(paths.temporary) }
  }

  deinit { cancel() }
}
