import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Burns captions into a video through ffmpeg: the input decoded by ffmpeg, caption frame n
/// (straight-alpha RGBA, piped) laid over video frame n by ffmpeg's `overlay`, encoded with
/// H.264 at the input's size, frame rate and colour tags, the audio copied untouched
/// (`-map 0:a? -c:a copy`).
///
/// The output is written to a hidden file beside it and renamed into place when ffmpeg
/// succeeds, so a failed or interrupted burn leaves no half-written file.
public enum CaptionVideoBurn {
  /// The ffmpeg arguments (after the executable) for `video` burned with `width`×`height`
  /// RGBA frames from standard input into `output`.
  static func arguments(video: VideoProbe, output: String) -> [String] {
    [
      "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", video.path,
      "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(video.width)x\(video.height)",
      "-framerate", "\(video.rate)", "-i", "pipe:0",
      "-filter_complex", "[0:v][1:v]overlay=0:0:eof_action=pass:format=auto[v]",
      "-map", "[v]", "-map", "0:a?", "-c:a", "copy",
      "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p",
    ] + video.colorOptions + ["-frames:v", "\(video.frameCount)", output]
  }

  /// Burns `frames` into `video`, writing `output` (an `.mp4`, `.mov` or `.mkv`).
  /// - Parameter isCancelled: checked between frames; true stops and removes the partial file.
  /// - Throws: ``FFmpegError`` when ffmpeg is missing or fails; ``ExportCancellation`` style
  ///   errors from rendering.
  public static func burn(
    _ frames: CaptionFrames, into video: VideoProbe, output: String, ffmpeg: String? = nil,
    isCancelled: () -> Bool = { false }
  ) throws {
    let executable = try ffmpeg ?? FFmpegWriter.locateFFmpeg(for: .mp4)
    let target = URL(fileURLWithPath: output)
    let partial = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.deletingPathExtension().lastPathComponent).partial-\(getpid())."
        + target.pathExtension
    ).path
    let process = try ChildProcess(
      executable: executable, arguments: arguments(video: video, output: partial), output: nil)
    var finished = false
    defer {
      if !finished {
        process.kill()
        try? FileManager.default.removeItem(atPath: partial)
      }
    }
    var canvas = try Pixmap(width: video.width, height: video.height)
    var emptyBytes: [UInt8]?
    for frame in 0..<video.frameCount {
      if isCancelled() { throw FrameError.invalidArgument("interrupted") }
      let bytes: [UInt8]
      if frames.pages(onFrame: frame).isEmpty {
        // Nothing on screen: the same clear frame, made once.
        if emptyBytes == nil {
          canvas.clear(to: .clear)
          emptyBytes = canvas.straightRGBA()
        }
        bytes = emptyBytes ?? []
      } else {
        try frames.renderFrame(at: video.rate.seconds(atFrame: frame), into: &canvas)
        bytes = canvas.straightRGBA()
      }
      guard bytes.withUnsafeBytes({ process.write($0) }) else { break }
    }
    let (status, message) = process.wait()
    guard status == 0 else {
      throw FFmpegError.failed(status: status, message: message)
    }
    guard rename(partial, output) == 0 else {
      throw FrameError.invalidArgument(
        "cannot move the burned video into place at '\(output)': \(String(cString: strerror(errno)))"
      )
    }
    finished = true
  }
}
