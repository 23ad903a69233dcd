import Foundation

/// What ffprobe says about a video's first video stream: size, frame rate, frame count,
/// duration, colour tags, and whether the file has audio.
public struct VideoProbe: Sendable {
  /// The video's path.
  public var path: String
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// The frame rate (ffprobe's `r_frame_rate`).
  public var rate: CaptionFrameRate
  /// The number of frames (packets counted by ffprobe).
  public var frameCount: Int
  /// The frames' duration in seconds: ``frameCount`` frames at ``rate``.
  public var duration: Double { rate.seconds(atFrame: frameCount) }
  /// Whether the file has an audio stream.
  public var hasAudio: Bool
  /// ffmpeg's options for the input's colour tags (`-colorspace bt709`…), those it has.
  public var colorOptions: [String]

  /// Probes `path` with the `ffprobe` beside `ffmpeg` (nil: found on PATH).
  /// - Throws: ``FFmpegError/missing(format:)`` without ffmpeg; ``FrameError/invalidArgument(_:)``
  ///   when the file cannot be read as a video, with what ffprobe said.
  public init(path: String, ffmpeg: String? = nil) throws {
    let executable = try ffmpeg ?? FFmpegWriter.locateFFmpeg(for: .mp4)
    let ffprobe = URL(fileURLWithPath: executable).deletingLastPathComponent()
      .appendingPathComponent("ffprobe").path
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw FrameError.invalidArgument("cannot read the video '\(path)': no such file")
    }
    let video = try Self.run(
      ffprobe,
      [
        "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries",
        "stream=width,height,r_frame_rate,nb_read_packets,color_space,color_transfer,"
          + "color_primaries,color_range",
        "-of", "default=noprint_wrappers=1", path,
      ], path: path)
    let audio = try Self.run(
      ffprobe,
      [
        "-v", "error", "-select_streams", "a", "-show_entries", "stream=index", "-of", "csv=p=0",
        path,
      ],
      path: path)
    var fields: [String: String] = [:]
    for line in video.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    let rateParts = (fields["r_frame_rate"] ?? "").split(separator: "/").compactMap { Int($0) }
    guard let width = fields["width"].flatMap({ Int($0) }),
      let height = fields["height"].flatMap({ Int($0) }),
      rateParts.count == 2, rateParts[0] > 0, rateParts[1] > 0,
      let frames = fields["nb_read_packets"].flatMap({ Int($0) }), frames > 0
    else {
      throw FrameError.invalidArgument("the video '\(path)' has no video stream ffprobe can read")
    }
    self.path = path
    self.width = width
    self.height = height
    rate = CaptionFrameRate(rateParts[0], per: rateParts[1])
    frameCount = frames
    hasAudio = !audio.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    var options: [String] = []
    for (field, option) in [
      ("color_space", "-colorspace"), ("color_transfer", "-color_trc"),
      ("color_primaries", "-color_primaries"), ("color_range", "-color_range"),
    ] {
      if let value = fields[field], !value.isEmpty, value != "unknown" {
        options += [option, value]
      }
    }
    colorOptions = options
  }

  /// ffprobe's standard output; throws with its standard error when it fails.
  private static func run(_ executable: String, _ arguments: [String], path: String) throws
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw FFmpegError.missing(format: "mp4")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let said = String(decoding: message, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      throw FrameError.invalidArgument("ffprobe cannot read the video '\(path)': \(said)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
