import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One chunk of a burn split across processes or machines (`kinetype captions … --video IN
/// --chunk K/N -o FOLDER`): only frames A to B of the input are decoded (ffmpeg's `-ss` and
/// `-t`, frame-accurate), the caption bands of those frames laid over them as a whole burn
/// does, and the result kept losslessly (FFV1 in NUT, the 4:2:0 frames the encoder of a whole
/// burn would get) in `captions_A-B.nut`, with a ``RenderManifest`` beside it that lists each
/// frame in that file. `kinetype verify` checks the chunks; `kinetype concat` encodes them
/// once, as a whole burn does, with the input's audio copied: the same video.
public enum CaptionBurnChunk {
  /// How the chunks' frames are kept, recorded as the manifest's ``RenderManifest/Render/png``
  /// (the frames' encoding): chunks kept otherwise are another render.
  public static let segmentEncoding = "segment=ffv1 container=nut pix_fmt=yuv420p"

  /// The chunk file of frames `frames`: `captions_00030-00059.nut`.
  public static func fileName(for frames: Range<Int>) -> String {
    func padded(_ n: Int) -> String {
      let digits = String(n)
      return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
    return "captions_\(padded(frames.lowerBound))-\(padded(frames.upperBound - 1)).nut"
  }

  /// ffmpeg's input options that decode frames `frames` of a video at `rate` and no others:
  /// `-ss` half a frame before the first (ffmpeg drops what decodes before it) and `-t` up to
  /// half a frame after the last, so rounding of either time cannot take in or leave out a
  /// frame.
  static func seekOptions(frames: Range<Int>, rate: CaptionFrameRate) -> [String] {
    let (first, last) = (frames.lowerBound, frames.upperBound - 1)
    // Frame n starts at n·den/num seconds; the cuts fall at (2n ± 1)·den/(2·num).
    let den = Double(rate.denominator)
    let num = Double(rate.numerator)
    let start = first > 0 ? Double(2 * first - 1) * den / (2 * num) : 0
    let end = Double(2 * last + 1) * den / (2 * num)
    func seconds(_ value: Double) -> String { String(format: "%.6f", value) }
    return (first > 0 ? ["-ss", seconds(start)] : []) + ["-t", seconds(end - start)]
  }

  /// The ffmpeg arguments that burn bands from standard input (`width`×`band.height` `yuva420p`,
  /// laid at row `band.y`) into frames `frames` of `video`, written to `output` as FFV1.
  static func arguments(
    video: VideoProbe, band: (y: Int, height: Int), frames: Range<Int>, output: String
  ) -> [String] {
    ["-hide_banner", "-nostdin", "-loglevel", "error", "-y"]
      + seekOptions(frames: frames, rate: video.rate)
      + [
        "-i", video.path,
        "-f", "rawvideo", "-pix_fmt", "yuva420p", "-s", "\(video.width)x\(band.height)",
        "-framerate", "\(video.rate)", "-i", "pipe:0",
        // The chunk's first frame at time 0, where the first band is.
        "-filter_complex",
        "[0:v]setpts=PTS-STARTPTS[m];[m][1:v]overlay=0:\(band.y):eof_action=pass:format=yuv420[v]",
        "-map", "[v]", "-an", "-fps_mode", "passthrough", "-c:v", "ffv1", "-pix_fmt", "yuv420p",
        "-frames:v", "\(frames.count)", "-f", "nut", output,
      ]
  }

  /// Burns frames `range` of `video` into `folder`: the chunk file and its manifest, each
  /// written under a temporary name and moved into place.
  /// - Parameters:
  ///   - input: what the captions were made from (``RenderInput/captions(markup:options:fontPaths:video:)``).
  ///   - force: replace the chunk's files if they exist.
  ///   - isCancelled: checked between frames; true stops and removes the partial file.
  /// - Returns: the manifest written.
  /// - Throws: ``FFmpegError`` when ffmpeg is missing or fails; ``FrameError`` when the files
  ///   exist (without `force`) or cannot be written.
  @discardableResult
  public static func burn(
    _ frames: CaptionFrames, into video: VideoProbe, range: Range<Int>, folder: String,
    input: RenderInput, ffmpeg: String? = nil, force: Bool = false,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount,
    isCancelled: () -> Bool = { false }
  ) throws -> RenderManifest {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= video.frameCount else {
      throw FrameError.invalidArgument(
        "frames \(range.lowerBound)-\(range.upperBound - 1) are not frames of the video's "
          + "\(video.frameCount)")
    }
    let executable = try ffmpeg ?? FFmpegWriter.locateFFmpeg(for: .mp4)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let name = fileName(for: range)
    let path = ManifestPath.join(folder, name)
    let manifestPath = ManifestPath.join(folder, RenderManifest.fileName(for: range))
    let existing = [path, manifestPath].filter { FileManager.default.fileExists(atPath: $0) }
    if let first = existing.first, !force {
      // The command line says how to replace them (--force).
      throw FrameError.wouldOverwrite(path: first, moreExisting: existing.count - 1)
    }
    let partial = ManifestPath.join(folder, ".\(name).partial-\(getpid())")
    let process = try ChildProcess(
      executable: executable,
      arguments: arguments(
        video: video, band: CaptionVideoBurn.band(of: frames), frames: range, output: partial),
      output: nil)
    var finished = false
    defer {
      if !finished {
        process.kill()
        try? FileManager.default.removeItem(atPath: partial)
      }
    }
    try CaptionVideoBurn.bands(
      of: frames, range: range, threads: threads, isCancelled: isCancelled
    ) { bytes in bytes.withUnsafeBytes { process.write($0) } }
    let (status, message) = process.wait()
    guard status == 0 else { throw FFmpegError.failed(status: status, message: message) }
    guard let data = FileManager.default.contents(atPath: partial) else {
      throw FrameError.invalidArgument("ffmpeg wrote no chunk file at '\(partial)'")
    }
    let digest = SHA256.hex(data)
    let fps = Double(video.rate.numerator) / Double(video.rate.denominator)
    let render = RenderManifest.Render(
      input: input, width: video.width, height: video.height, framesPerSecond: fps,
      frameCount: video.frameCount, png: segmentEncoding)
    let entries = range.map {
      RenderManifest.Frame(
        frame: $0, time: Double($0) / fps, file: name, bytes: data.count, sha256: digest)
    }
    let manifest = RenderManifest(
      render: render, input: input,
      chunk: RenderManifest.Chunk(first: range.lowerBound, last: range.upperBound - 1),
      pattern: "captions_%05d-%05d.nut", frames: entries)
    guard rename(partial, path) == 0 else {
      throw FrameError.invalidArgument(
        "cannot move the chunk into place at '\(path)': \(String(cString: strerror(errno)))")
    }
    finished = true
    try Data(manifest.jsonData()).write(to: URL(fileURLWithPath: manifestPath), options: .atomic)
    return manifest
  }
}

/// Paths inside a folder.
enum ManifestPath {
  /// `name` inside `folder`.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
