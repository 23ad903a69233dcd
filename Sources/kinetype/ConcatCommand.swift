import Foundation
import Kinetype

/// `kinetype concat`: joins the verified chunks of a render into one video, APNG or stream.
enum ConcatCommand {
  static let help = """
    usage: kinetype concat FOLDER... -o PATH [--format FORMAT] [options]

    Joins the frames of a render split into chunks (rendered with --frames or --chunk, in one
    folder or several) into one file, after checking them as 'kinetype verify' does: if any
    frame is missing, duplicated, corrupted or foreign, nothing is written (exit status 1).
    The frames are decoded and encoded as 'kinetype render' would have: the same video.
      -o, --output PATH     the file; - for standard output (with --format)
      --format FORMAT       apng, mp4, webm, mov, gif, y4m or rgba (default: by the
                            extension of -o)
      --png-preset NAME     apng: frames (default), fast or archival
      --sampling NAME       y4m chroma: yuv420 (default), yuv444 or yuva444
      --premultiplied       rgba: colors premultiplied by alpha
      --threads N           frames decoded at once, 1 to 1024 (default: all processors)
      --force               replace the output if it exists
      --quiet               print nothing but errors
    """

  static func run(_ arguments: inout CommandLineArguments, interruption: Interruption) throws {
    if arguments.wantsHelp { return print(help) }
    var export = try ExportOptions(&arguments, for: .concat)
    let folders = arguments.positionals()
    try arguments.finish()
    try export.validate(command: "concat")
    let verification = try VerifyCommand.verify(folders, command: "concat")
    guard verification.isIntact, let input = verification.input else {
      // Standard error: standard output may be the pipe the video was to go to.
      var lines = [VerifyCommand.summary(verification)]
      lines += verification.problems.map(\.description)
      for line in lines {
        FileHandle.standardError.write(Data("kinetype: \(Diagnostics.escaped(line))\n".utf8))
      }
      Diagnostics.printError(
        "the frames are not complete and intact, so nothing was written",
        hint: "kinetype verify on the same folders prints the commands that repair them")
      exit(Diagnostics.failureStatus)
    }
    if input.kind == "captions" {
      return try joinBurn(verification, input: input, export: export, interruption: interruption)
    }
    let frames = try RenderedFrames(verification)
    var source = RenderSource(
      frames: frames, framesPerSecond: frames.framesPerSecond, input: input, name: "concat",
      hasOpaqueBackground: true)
    source.fixedTimeline = frames.timeline
    try export.write(source, interruption: interruption)
  }

  /// The chunks of a burn (`kinetype captions --video IN --chunk K/N -o FOLDER`) encoded into
  /// one video, with the input video's audio.
  private static func joinBurn(
    _ verification: RenderVerification, input: RenderInput, export: ExportOptions,
    interruption: Interruption
  ) throws {
    guard export.format == .mp4 || export.format == .mov, export.output != "-" else {
      throw CommandLineArguments.UsageError(
        description: "the chunks of a burn join into an .mp4 or .mov file, not "
          + (export.output == "-" ? "standard output" : export.format.rawValue))
    }
    guard let path = input.video, let render = verification.render else {
      throw CommandLineArguments.UsageError(
        description: "the burn's manifests do not name its input video")
    }
    if FileManager.default.fileExists(atPath: export.output), !export.force {
      throw CommandLineArguments.UsageError(
        description: "'\(export.output)' exists", hint: "pass --force to replace it")
    }
    let video: VideoProbe
    do {
      video = try VideoProbe(path: path)
    } catch let error as FrameError {
      throw CommandLineArguments.UsageError(
        description: error.description + " (the burn's input video, for its audio)")
    }
    guard video.frameCount == render.frameCount, video.width == render.width,
      video.height == render.height
    else {
      throw CommandLineArguments.UsageError(
        description: "'\(path)' has \(video.frameCount) frames of \(video.width)×\(video.height); "
          + "the burn has \(render.frameCount) of \(render.width)×\(render.height)")
    }
    // Each chunk file with its frames, in frame order.
    var chunks: [(path: String, frames: Int)] = []
    for frame in 0..<render.frameCount {
      guard let file = verification.framePaths[frame] else { continue }
      if chunks.last?.path == file {
        chunks[chunks.count - 1].frames += 1
      } else {
        chunks.append((file, 1))
      }
    }
    try CaptionBurnConcat.join(chunks, video: video, output: export.output) {
      interruption.cancellation.isCancelled
    }
    if !export.quiet {
      FileHandle.standardError.write(
        Data("kinetype: joined \(chunks.count) chunks into \(export.output)\n".utf8))
    }
  }
}
