import Dispatch
import Foundation
import Kinetype

#if canImport(Glibc)
  import Glibc
#endif

extension ExportOptions {
  /// Renders `source` to the output, with a progress bar and a summary on standard error;
  /// then the warnings its frames raised, each once (those `source` showed already left out),
  /// whether the render finished or not.
  ///
  /// The first and the last frame are drawn before the others, so that their warnings come
  /// first (``RenderSource/drawingAhead(_:of:)``); every frame is drawn once.
  func write(_ source: RenderSource, interruption: Interruption) throws {
    let warnings = RenderWarnings()
    var shown = source.shownWarnings
    defer {
      for warning in warnings.all where !shown.contains(warning) {
        printWarning(warning)
      }
    }
    warnAboutAlpha(source)
    let start = DispatchTime.now().uptimeNanoseconds
    if let time {
      let ahead = try source.drawingAhead(times: [time])
      shown = ahead.shownWarnings
      try writeFrame(ahead, at: time, warnings: warnings, interruption: interruption)
      summarize("the frame at \(CommandLineArguments.format(time)) s", source, start: start)
      return
    }
    try RenderCommand.checkDuration(source)
    let timeline = try source.timeline()
    let range = try frames?.frames(of: timeline) ?? timeline.frames
    let ahead = try source.drawingAhead(
      times: range.isEmpty
        ? []
        : [timeline.time(ofFrame: range.lowerBound), timeline.time(ofFrame: range.upperBound - 1)])
    shown = ahead.shownWarnings
    try write(
      ahead, timeline: timeline, frames: range, warnings: warnings, interruption: interruption,
      start: start)
  }

  /// Writes `range` of `timeline`: a PNG sequence or a stream.
  private func write(
    _ source: RenderSource, timeline: FrameTimeline, frames range: Range<Int>,
    warnings: RenderWarnings, interruption: Interruption, start: UInt64
  ) throws {
    var bytes: Int?
    var what = Self.describe(range, of: timeline)
    var rendered = range.count
    if format == .png {
      let (paths, kept) = try writeSequence(
        source, timeline: timeline, frames: range, warnings: warnings,
        interruption: interruption)
      bytes = paths.reduce(0) { $0 + (Self.size(of: $1) ?? 0) }
      if let kept {
        rendered = paths.count
        what = "\(rendered) of \(what) (\(kept) intact, kept)"
      }
    } else {
      try writeStream(
        source, timeline: timeline, frames: range, warnings: warnings, interruption: interruption)
    }
    if timeline.frameCount == 1 { warnAboutOneFrame(source, timeline: timeline) }
    summarize(
      what + " at \(CommandLineArguments.format(timeline.framesPerSecond)) fps", source,
      start: start, frames: rendered, bytes: bytes)
  }

  /// `300 frames`, `frames 120–239 of 300`.
  static func describe(_ range: Range<Int>, of timeline: FrameTimeline) -> String {
    if range == timeline.frames {
      return "\(range.count) frame\(range.count == 1 ? "" : "s")"
    }
    return "frames \(range.lowerBound)–\(range.upperBound - 1) of \(timeline.frameCount)"
  }

  /// A PNG sequence, with its manifest: the paths of the frames written, and with `--resume`
  /// how many intact frames were kept.
  private func writeSequence(
    _ source: RenderSource, timeline: FrameTimeline, frames range: Range<Int>,
    warnings: RenderWarnings, interruption: Interruption
  ) throws -> (paths: [String], kept: Int?) {
    var exporter = FrameExporter(
      directory: output, overwrite: force, threads: threads, pngOptions: pngOptions)
    exporter.warnings = warnings
    exporter.limits = source.limits
    exporter.fileNamePattern = pattern
    exporter.contactSheetPath = contactSheet
    exporter.cancellation = interruption.cancellation
    exporter.manifestInput = writesManifest ? source.input : nil
    do {
      let resumption =
        try resume
        ? exporter.resumption(for: source.frames, timeline: timeline, frames: range) : nil
      let count = resumption?.framesToRender.count ?? range.count
      let bar = ProgressBar("rendering", total: count, quiet: quiet)
      exporter.progress = { bar.update($0) }
      defer { bar.clear() }
      let paths = try interruption.whileWriting(
        .frames(
          folder: output, frames: range, total: timeline.frameCount,
          resumed: resumption.map { $0.kept.count }
        )
      ) {
        try exporter.export(
          source.frames, timeline: timeline, frames: range, sceneName: source.name,
          resuming: resumption)
      }
      return (paths, resumption?.kept.count)
    } catch let error as ManifestError {
      throw CommandLineArguments.UsageError(
        description: error.description,
        hint: "render into another folder, or pass --force to render over it: its manifests "
          + "are retired (its frames this run does not write stay)")
    }
  }

  /// One file or stream: an APNG, a video, Y4M or raw RGBA.
  private func writeStream(
    _ source: RenderSource, timeline: FrameTimeline, frames range: Range<Int>,
    warnings: RenderWarnings, interruption: Interruption
  ) throws {
    let sheet = contactSheet.map { OutputFiles([$0], overwrite: force) }
    try sheet?.prepare()
    let bar = ProgressBar("rendering", total: range.count, quiet: quiet)
    defer { bar.clear() }
    let place: Interruption.Output = output == "-" ? .standardOutput : .file(output)
    do {
      try interruption.whileWriting(place) {
        // An APNG in the smallest pixel format that holds every frame, encoded once the last
        // frame is drawn.
        let sink = try makeSink(source, timeline: timeline, frames: range, pngFormat: nil)
        try source.frames.stream(
          timeline, frames: range, threads: threads, cancellation: interruption.cancellation,
          progress: { bar.update($0) }, warnings: warnings, to: sink)
      }
      if let sheet, let path = contactSheet {
        var contact = ContactSheet(animation: source.frames, timeline: timeline)
        contact.frames = range
        try sheet.write(contact.render().pngData(options: pngOptions), to: path)
      }
    } catch {
      sheet?.discard()
      throw error
    }
  }

  /// The sink for the format.
  private func makeSink(
    _ source: RenderSource, timeline: FrameTimeline, frames range: Range<Int>,
    pngFormat: PNGPixelFormat?
  ) throws -> any FrameSink {
    let (width, height) = source.frames.canvasSize
    let fps = timeline.framesPerSecond
    switch format {
    case .apng:
      return try APNGWriter(
        destination: destination, overwrite: force, width: width, height: height,
        frameCount: range.count, framesPerSecond: fps, format: pngFormat, options: pngOptions)
    case .y4m:
      return try Y4MWriter(
        destination: destination, overwrite: force, width: width, height: height,
        framesPerSecond: fps, sampling: sampling)
    case .rgba:
      return try RawVideoWriter(
        destination: destination, overwrite: force, width: width, height: height,
        alpha: premultiplied ? .premultiplied : .straight)
    case .mp4, .webm, .mov, .gif, .png:
      guard let video = format.video else {
        throw CommandLineArguments.UsageError(description: "png is not a stream format")
      }
      return try FFmpegWriter(
        format: video, destination: destination, overwrite: force, width: width,
        height: height, framesPerSecond: fps)
    }
  }

  /// One frame (`--time`): a PNG file, or a one-frame Y4M or RGBA stream.
  private func writeFrame(
    _ source: RenderSource, at time: Double, warnings: RenderWarnings,
    interruption: Interruption
  ) throws {
    let place: Interruption.Output = output == "-" ? .standardOutput : .file(output)
    if format == .png {
      let options = pngOptions.addingText([
        "Title": source.name, "Comment": "t=\(time)s",
      ])
      if output == "-" {
        let bytes = try Self.frame(source, at: time, warnings: warnings).pngData(options: options)
        try interruption.whileWriting(place) {
          try Self.writeAll(bytes, to: STDOUT_FILENO)
        }
        return
      }
      let files = OutputFiles([output], overwrite: force)
      try interruption.whileWriting(place) {
        try files.perform { files in
          let frame = try Self.frame(source, at: time, warnings: warnings)
          if interruption.cancellation.isCancelled {
            throw FrameError.cancelled(framesWritten: 0, frameCount: 1)
          }
          try files.write(frame.pngData(options: options), to: output)
        }
      }
      return
    }
    let one = OneFrame(source: source.frames, time: time)
    let timeline = try FrameTimeline(duration: 0, framesPerSecond: source.framesPerSecond)
    let sink = try makeSink(
      RenderSource(
        frames: one, framesPerSecond: source.framesPerSecond, input: source.input,
        name: source.name, hasOpaqueBackground: source.hasOpaqueBackground),
      timeline: timeline, frames: timeline.frames, pngFormat: .rgba)
    try interruption.whileWriting(place) {
      try one.stream(
        timeline, threads: 1, cancellation: interruption.cancellation, warnings: warnings,
        to: sink)
    }
  }

  /// The frame of `source` at `time`, its warnings recorded in `warnings`.
  private static func frame(_ source: RenderSource, at time: Double, warnings: RenderWarnings)
    throws -> Pixmap
  {
    var frame = try Pixmap(width: 1, height: 1)
    var raised: [Warning] = []
    try source.frames.renderFrame(at: time, into: &frame, warnings: &raised)
    warnings.record(raised, frame: 0)
    return frame
  }

  /// Says why a sequence is a single frame, and how long it shows (a one-frame video is a
  /// flash that players and editors barely show).
  private func warnAboutOneFrame(_ source: RenderSource, timeline: FrameTimeline) {
    let milliseconds = Int((timeline.duration * 1000).rounded())
    let reason =
      source.durationReason
      ?? "the animation lasts \(CommandLineArguments.format(source.frames.duration)) s"
    printWarning(
      "\(format == .png ? "a PNG sequence" : format.rawValue) of one frame (\(milliseconds) ms at "
        + "\(CommandLineArguments.format(timeline.framesPerSecond)) fps): \(reason)")
  }

  /// Warns when the background is transparent and the format drops alpha.
  private func warnAboutAlpha(_ source: RenderSource) {
    guard !source.hasOpaqueBackground else { return }
    switch format {
    case .mp4:
      printWarning(
        "the background is transparent, but mp4 (H.264) has no alpha: it comes out black; "
          + "--format webm or mov keep transparency")
    case .y4m where sampling != .yuva444:
      printWarning(
        "the background is transparent, but y4m \(sampling.rawValue) has no alpha: it comes out "
          + "black; --sampling yuva444 keeps it")
    case .gif:
      printWarning(
        "gif keeps only 1-bit transparency: the edges of text over a transparent background "
          + "become hard; webm, mov or apng keep it all")
    default:
      break
    }
  }

  /// The final line on standard error (unless `--quiet`): what was written, how long it took,
  /// how fast and how large.
  private func summarize(
    _ what: String, _ source: RenderSource, start: UInt64, frames: Int = 1, bytes: Int? = nil
  ) {
    guard !quiet else { return }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let (width, height) = source.frames.canvasSize
    var parts = ["\(format.rawValue)", "\(width)×\(height)"]
    if frames > 1 { parts.append("\(ProgressBar.rate(Double(frames) / seconds)) frames/s") }
    if let bytes = bytes ?? (output == "-" ? nil : Self.size(of: output)) {
      parts.append(Self.bytes(bytes))
    }
    let target = output == "-" ? "standard output" : output
    let line =
      "wrote \(what) to \(target) in \(String(format: "%.2f", seconds)) s ("
      + parts.joined(separator: ", ") + ")"
    FileHandle.standardError.write(Data((Diagnostics.escaped(line) + "\n").utf8))
  }

  /// The size of the file at `path`; nil for a folder or nothing.
  static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
    return Int(info.st_size)
  }

  /// `812 KB`, `4.2 MB`.
  static func bytes(_ count: Int) -> String {
    let value = Double(count)
    if value < 1000 { return "\(count) bytes" }
    if value < 1e6 { return String(format: "%.0f KB", value / 1e3) }
    if value < 1e9 { return String(format: "%.1f MB", value / 1e6) }
    return String(format: "%.2f GB", value / 1e9)
  }

  /// Writes all of `bytes` to `descriptor`.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { raw in
        // safety: offset < count keeps the range inside `bytes`.
        Glibc.write(descriptor, raw.baseAddress.unsafelyUnwrapped + offset, raw.count - offset)
      }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else {
        throw FrameError.unwritable(
          path: "standard output", reason: String(cString: strerror(errno)).lowercased())
      }
      offset += n
    }
  }
}

/// The frame of `source` at `time`, as the one frame of a timeline.
private struct OneFrame: FrameSource {
  let source: any FrameSource
  let time: Double
  var canvasSize: (width: Int, height: Int) { source.canvasSize }
  var duration: Double { 0 }
  func renderFrame(at _: Double) throws -> Pixmap { try source.renderFrame(at: time) }
  func renderFrame(at _: Double, into pixmap: inout Pixmap, warnings: inout [Warning]) throws {
    try source.renderFrame(at: time, into: &pixmap, warnings: &warnings)
  }
}
