import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Burns captions into a video through ffmpeg: the input decoded by ffmpeg, the caption band
/// of frame n (``CaptionFrames/band``: only the rows captions can touch, as `yuva420p`
/// (``CaptionBandYUV``), piped) laid over video frame n at the band's row by ffmpeg's
/// `overlay` in 4:2:0 (nothing converted), each frame passed through (`-fps_mode
/// passthrough`: none duplicated or dropped), encoded with H.264 (``H264Encoding/burn``)
/// at the input's size, frame rate and colour tags, the audio copied untouched
/// (`-map 0:a? -c:a copy`).
///
/// Frames render on several threads and are piped in order (the bytes are the same for any
/// thread count); a frame without captions is one clear band, made once.
///
/// The output is written to a hidden file beside it and renamed into place when ffmpeg
/// succeeds, so a failed or interrupted burn leaves no half-written file.
public enum CaptionVideoBurn {
  /// The ffmpeg arguments (after the executable) for `video` burned with `width`×`band.height`
  /// `yuva420p` bands from standard input, laid at row `band.y`, into `output`.
  static func arguments(video: VideoProbe, band: (y: Int, height: Int), output: String)
    -> [String]
  {
    [
      "-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", video.path,
      "-f", "rawvideo", "-pix_fmt", "yuva420p", "-s", "\(video.width)x\(band.height)",
      "-framerate", "\(video.rate)", "-i", "pipe:0",
      "-filter_complex", "[0:v][1:v]overlay=0:\(band.y):eof_action=pass:format=yuv420[v]",
      "-map", "[v]", "-map", "0:a?", "-c:a", "copy", "-fps_mode", "passthrough",
    ] + H264Encoding.burn + video.colorOptions + ["-frames:v", "\(video.frameCount)", output]
  }

  /// The band a burn pipes: the captions' ``CaptionFrames/band``, or two clear rows at the top
  /// when no page has words.
  static func band(of frames: CaptionFrames) -> (y: Int, height: Int) {
    frames.band ?? (0, min(2, frames.canvasSize.height))
  }

  /// The `yuva420p` bytes (``CaptionBandYUV``) of the bands of frames `range`, rendered on `threads` threads
  /// and handed to `write` in order (false from `write` stops). The same bytes for any number
  /// of threads: each frame is a pure function of its number. A frame the schedule says is
  /// still (``CaptionFrames/isStill(frame:)``: nothing moves since the frame before) is not
  /// drawn: the band before is handed again; a frame without captions is one clear band.
  /// - Returns: how many bands were drawn.
  @discardableResult
  static func bands(
    of frames: CaptionFrames, range: Range<Int>, threads: Int,
    isCancelled: () -> Bool = { false }, write: ([UInt8]) -> Bool
  ) throws -> Int {
    guard !range.isEmpty else { return 0 }
    let band = band(of: frames)
    let empty = CaptionBandYUV.clear(width: frames.canvasSize.width, height: band.height)
    // The first frame of the range is always drawn: the band before it is not at hand.
    let still = range.map { $0 > range.lowerBound && frames.isStill(frame: $0) }
    let drawn = zip(range, still).filter { !$1 && !frames.pages(onFrame: $0).isEmpty }.count
    let workers = max(1, min(threads, range.count))
    // nil: the frame before, again.
    let buffer = ReorderBuffer<[UInt8]?>(frames: range, capacity: 2 * workers)
    let done = DispatchGroup()
    for _ in 0..<workers {
      done.enter()
      let thread = Thread {
        var canvas: Pixmap?
        while let index = buffer.claim() {
          buffer.deposit(
            index,
            Result {
              if still[index - range.lowerBound] { return nil }
              // Nothing on screen: the same clear band.
              if frames.pages(onFrame: index).isEmpty { return empty }
              var pixmap = try canvas ?? Pixmap(width: 1, height: 1)
              canvas = nil
              try frames.renderBand(frame: index, into: &pixmap)
              defer { canvas = pixmap }
              return CaptionBandYUV.bytes(of: pixmap)
            })
        }
        done.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    defer {
      buffer.cancel()
      done.wait()
    }
    var previous = empty
    while let (_, result) = buffer.next() {
      if isCancelled() { throw FrameError.invalidArgument("interrupted") }
      if let bytes = try result.get() { previous = bytes }
      guard write(previous) else { return drawn }
    }
    return drawn
  }

  /// The hidden file a video is written to before it is renamed to `output`: beside it, with
  /// this process's id, so an interrupted write never leaves a half-made `output`.
  static func partialPath(for output: String) -> String {
    let target = URL(fileURLWithPath: output)
    return target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.deletingPathExtension().lastPathComponent).partial-\(getpid())."
        + target.pathExtension
    ).path
  }

  /// Burns `frames` into `video`, writing `output` (an `.mp4`, `.mov` or `.mkv`), rendering
  /// on `threads` threads.
  /// - Parameter isCancelled: checked between frames; true stops and removes the partial file.
  /// - Returns: how many caption bands were drawn: the frames with captions on them where
  ///   something moved since the frame before (the others reuse a band).
  /// - Throws: ``FFmpegError`` when ffmpeg is missing or fails; ``ExportCancellation`` style
  ///   errors from rendering.
  @discardableResult
  public static func burn(
    _ frames: CaptionFrames, into video: VideoProbe, output: String, ffmpeg: String? = nil,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount,
    isCancelled: () -> Bool = { false }
  ) throws -> Int {
    let executable = try ffmpeg ?? FFmpegWriter.locateFFmpeg(for: .mp4)
    let partial = CaptionVideoBurn.partialPath(for: output)
    let process = try ChildProcess(
      executable: executable,
      arguments: arguments(video: video, band: band(of: frames), output: partial), output: nil)
    var finished = false
    defer {
      if !finished {
        process.kill()
        try? FileManager.default.removeItem(atPath: partial)
      }
    }
    let drawn = try bands(
      of: frames, range: 0..<video.frameCount, threads: threads, isCancelled: isCancelled
    ) {
      bytes in bytes.withUnsafeBytes { process.write($0) }
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
    return drawn
  }
}
