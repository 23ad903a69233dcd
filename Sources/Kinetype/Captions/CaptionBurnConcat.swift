import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Joins the chunks of a burn (``CaptionBurnChunk``) into one video: each chunk file decoded
/// in turn to the 4:2:0 frames it keeps and piped into one encoder with the settings of a whole
/// burn (``H264Encoding/burn``, the input's colour tags), the input video's audio
/// copied untouched, so the video is the one a whole burn makes.
public enum CaptionBurnConcat {
  /// The encoder's ffmpeg arguments: `video`'s frames as raw 4:2:0 from standard input, its
  /// audio from the input video, into `output`.
  static func encoderArguments(video: VideoProbe, output: String) -> [String] {
    [
      "-hide_banner", "-nostdin", "-loglevel", "error", "-y",
      "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(video.width)x\(video.height)",
      "-framerate", "\(video.rate)", "-i", "pipe:0", "-i", video.path,
      "-map", "0:v", "-map", "1:a?", "-c:a", "copy",
    ]
      // No -frames:v: it would cut the copied audio short.
      + H264Encoding.burn + video.colorOptions + [output]
  }

  /// Encodes `chunks` (each a chunk file and the number of frames it holds, in order) over
  /// `video` into `output`, written under a hidden name beside it and moved into place.
  /// - Throws: ``FFmpegError`` when ffmpeg fails; ``FrameError`` when a chunk holds another
  ///   number of frames than it should, or the frames do not add up to the video's.
  public static func join(
    _ chunks: [(path: String, frames: Int)], video: VideoProbe, output: String,
    ffmpeg: String? = nil, isCancelled: () -> Bool = { false }
  ) throws {
    let total = chunks.reduce(0) { $0 + $1.frames }
    guard total == video.frameCount else {
      throw FrameError.invalidArgument(
        "the chunks hold \(total) frames; the video '\(video.path)' has \(video.frameCount)")
    }
    let executable = try ffmpeg ?? FFmpegWriter.locateFFmpeg(for: .mp4)
    let partial = CaptionVideoBurn.partialPath(for: output)
    let encoder = try ChildProcess(
      executable: executable, arguments: encoderArguments(video: video, output: partial),
      output: nil)
    var finished = false
    defer {
      if !finished {
        encoder.kill()
        try? FileManager.default.removeItem(atPath: partial)
      }
    }
    let frameBytes =
      video.width * video.height + 2 * ((video.width + 1) / 2) * ((video.height + 1) / 2)
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    for chunk in chunks {
      if isCancelled() { throw FrameError.invalidArgument("interrupted") }
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        throw FrameError.invalidArgument(
          "cannot create a pipe: \(String(cString: strerror(errno)))")
      }
      // Close-on-exec, so that no other child keeps the pipe open.
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      let decoder: ChildProcess
      do {
        decoder = try ChildProcess(
          executable: executable,
          arguments: [
            "-hide_banner", "-nostdin", "-loglevel", "error", "-i", chunk.path,
            "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "yuv420p", "pipe:1",
          ], output: ends[1])
      } catch {
        close(ends[0])
        close(ends[1])
        throw error
      }
      close(ends[1])
      var piped = 0
      var stopped = false
      while true {
        // safety: read writes at most buffer.count bytes into the buffer's own storage.
        let n = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { break }
        piped += n
        if !stopped,
          !buffer.withUnsafeBytes({ encoder.write(UnsafeRawBufferPointer(rebasing: $0[0..<n])) })
        {
          stopped = true
        }
      }
      close(ends[0])
      let (status, message) = decoder.wait()
      guard status == 0 else { throw FFmpegError.failed(status: status, message: message) }
      if stopped { break }
      guard piped == chunk.frames * frameBytes else {
        throw FrameError.invalidArgument(
          "\(chunk.path) decodes to \(piped / frameBytes) frames, not the \(chunk.frames) its "
            + "manifest lists")
      }
    }
    let (status, message) = encoder.wait()
    guard status == 0 else { throw FFmpegError.failed(status: status, message: message) }
    guard rename(partial, output) == 0 else {
      throw FrameError.invalidArgument(
        "cannot move the video into place at '\(output)': \(String(cString: strerror(errno)))")
    }
    finished = true
  }
}
