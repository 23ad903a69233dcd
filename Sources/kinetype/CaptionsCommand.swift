import Foundation
import Kinetype

/// `kinetype captions`: a subtitle file or transcript in; word-timed animated captions out, as
/// PNG frames, an animated PNG or a video, or burned into a video (`--video`).
enum CaptionsCommand {
  static let help = """
    usage: kinetype captions TRANSCRIPT -o PATH [options]
           kinetype captions TRANSCRIPT --export out.srt|out.vtt|out.ass [options]

    Reads a subtitle file or transcript (SRT, WebVTT, ASS/SSA, Remotion Caption JSON,
    whisper.cpp -ojf JSON, OpenAI verbose_json, WhisperX JSON; docs/captions.md), pages its
    words and animates each as it is spoken. With --video, the captions are burned into that
    video (its size, frame rate and audio kept). Without --video, -o out.webm (VP9 with
    alpha) or -o out.mov (ProRes 4444) is a transparent overlay for an editor.
    \(ExportOptions.help)
      --captions-format F   read TRANSCRIPT as F: \(CaptionFormat.names) (default: told
                            from the content)
      --video PATH          burn the captions into this video (through ffmpeg); the canvas and
                            frame rate are the video's, its audio is copied. With --frames or
                            --chunk, -o is a folder: only those frames of the video are
                            decoded and burned, kept losslessly with a manifest for 'kinetype
                            verify' and 'kinetype concat' (docs/render-farm.md)
      --fps N               frames per second, 1 to 240 (default 30)
      --canvas WxH          the frame size (default 1920x1080)
      --background COLOR    the colour under the captions (default transparent)
      --size PX             font size (default: 6% of the canvas's shorter side)
    \(CaptionsCommand.styleHelp)
      --export PATH         write the pages as SRT, WebVTT (inline word timestamps) or ASS
                            (\\k word timings, a style from these options), by PATH's
                            extension; with -o too, both are written
    \(TextStyleOptions.fontHelp)
    """

  /// The style options, one line each: ``CaptionStyle/settings``, as `--name VALUE`.
  static let styleHelp = CaptionStyle.settings.map { setting in
    let option = setting.name == "repage" ? "--repage" : "--\(setting.name) \(metavar(setting))"
    let column = String(repeating: " ", count: 24)
    var lines =
      option.count < 22
      ? ["  \(option)\(String(repeating: " ", count: 22 - option.count))\(setting.help)"]
      : ["  \(option)", column + setting.help]
    if setting.expected.hasPrefix("one of ") {
      lines.append(column + setting.expected.dropFirst("one of ".count))
    }
    return lines.joined(separator: "\n")
  }.joined(separator: "\n")

  /// The value's name in the help: COLOR, PX, SEC, N or NAME.
  static func metavar(_ setting: CaptionStyle.Setting) -> String {
    if setting.expected.hasPrefix("a color") { return "COLOR" }
    if setting.expected.hasSuffix(" px") { return "PX" }
    if setting.expected.hasSuffix(" s") { return "SEC" }
    if setting.expected.hasPrefix("one of") { return "NAME" }
    return "N"
  }

  /// The options that shape a burn's frames, `--name=value`, recorded in a chunk's manifest:
  /// chunks of one burn must be given the same.
  static let shapingOptions =
    ["--captions-format", "--size", "--font-family", "--hermetic", "--language"]
    + CaptionStyle.settings.map { "--\($0.name)" }

  static func run(_ arguments: inout CommandLineArguments, interruption: Interruption) throws {
    if arguments.wantsHelp { return print(help) }
    var ahead = arguments
    let limits = try LimitOptions.parse(&ahead)
    var export = try ExportOptions(&arguments, for: .render, limits: limits)
    _ = try LimitOptions.parse(&arguments)
    let formatName = try arguments.option("--captions-format")
    let videoPath = try arguments.path("--video")
    let exportPath = try arguments.path("--export")
    if let exportPath, CaptionWriter.format(forPath: exportPath) == nil {
      throw CommandLineArguments.UsageError(
        description: "--export writes .srt, .vtt or .ass, got '\(exportPath)'")
    }
    let fps = try arguments.number("--fps", in: RenderCommand.frameRates)
    let canvas = try RenderCommand.canvasSize(try arguments.option("--canvas"), limits: limits)
    let size = try LimitOptions.number("--size", &arguments, from: 1, upTo: .fontSize, of: limits)
    let background = try TextStyleOptions.color(
      "--background", try arguments.option("--background"), default: .clear)
    var captionStyle = CaptionStyle()
    captionStyle.appearance.fontSize = size
    for setting in CaptionStyle.settings {
      let option = "--\(setting.name)"
      let value: CaptionStyle.Value
      if setting.name == "repage" {
        guard arguments.flag(option) else { continue }
        value = .flag(true)
      } else {
        guard let text = try arguments.option(option) else { continue }
        value = .text(text)
      }
      do {
        try captionStyle.set(setting.name, to: value)
      } catch {
        let given = if case .text(let text) = value { text } else { "" }
        throw CommandLineArguments.UsageError(
          description: "\(option) expects \(error.expected), got '\(given)'")
      }
    }
    let preset = captionStyle.preset
    let appearance = captionStyle.appearance
    let paging = captionStyle.paging
    let style = try TextStyleOptions(&arguments, limits: limits)
    if style.width != nil {
      throw CommandLineArguments.UsageError(
        description: "--width does not apply to captions: they wrap at the title-safe width",
        hint: "use --max-chars to shorten lines")
    }
    let burnOptions = arguments.given.filter {
      Self.shapingOptions.contains(String($0.prefix { $0 != "=" }))
    }
    let positionals = arguments.positionals()
    try arguments.finish()
    guard positionals.count == 1, let transcript = positionals.first else {
      throw CommandLineArguments.UsageError(
        description: positionals.isEmpty
          ? "captions needs a TRANSCRIPT file" : "unexpected argument '\(positionals[1])'",
        hint: "run 'kinetype captions --help' for its options")
    }
    var format: CaptionFormat?
    if let formatName {
      guard let value = CaptionFormat(rawValue: formatName) else {
        throw CommandLineArguments.UsageError(
          description:
            "--captions-format expects one of \(CaptionFormat.names), got '\(formatName)'")
      }
      format = value
    }
    var video: VideoProbe?
    if let videoPath {
      if fps != nil || canvas != nil {
        throw CommandLineArguments.UsageError(
          description: "--fps and --canvas come from the --video input; leave them out")
      }
      do {
        video = try VideoProbe(path: videoPath)
      } catch let error as FrameError {
        throw CommandLineArguments.UsageError(description: error.description)
      }
    }
    let exportsOnly = exportPath != nil && export.output.isEmpty
    if !exportsOnly { try export.validate(command: "captions") }
    if let exportPath, exportPath == export.output {
      throw CommandLineArguments.UsageError(description: "--export and -o name the same file")
    }
    if let exportPath, FileManager.default.fileExists(atPath: exportPath), !export.force {
      throw CommandLineArguments.UsageError(
        description: "'\(exportPath)' exists", hint: "pass --force to replace it")
    }
    let text: String
    do {
      text = try String(contentsOfFile: transcript, encoding: .utf8)
    } catch {
      throw CommandLineArguments.UsageError(
        description: "cannot read '\(transcript)' as UTF-8 text: \(error.localizedDescription)")
    }
    let reading: CaptionReading
    do {
      reading = try CaptionReader.read(text, file: transcript, format: format)
    } catch {
      // The library names no option: the command line says which one names the format.
      let untold = format == nil && CaptionReader.detectFormat(of: text) == nil
      throw CommandLineArguments.UsageError(
        description: error.description + (untold ? " with --captions-format" : ""))
    }
    for warning in reading.warnings { printWarning(warning) }
    let paged = CaptionPager.pages(reading.track, options: paging)
    for warning in paged.warnings { printWarning(warning) }
    let (width, height) = video.map { ($0.width, $0.height) } ?? canvas ?? (1920, 1080)
    if let exportPath {
      do {
        try CaptionExport.write(
          paged.pages, to: exportPath, preset: preset, appearance: appearance, width: width,
          height: height, fontName: style.fontFamily ?? "Noto Sans", overwrite: export.force)
      } catch let error as FrameError {
        throw CommandLineArguments.UsageError(description: error.description)
      }
      if !export.quiet {
        FileHandle.standardError.write(
          Data("kinetype: wrote \(paged.pages.count) captions to \(exportPath)\n".utf8))
      }
      if exportsOnly { return }
    }
    let rate =
      video?.rate
      ?? CaptionFrameRate(framesPerSecond: fps ?? 30)
    var frames = try CaptionFrames(
      pages: paged.pages, rate: rate, width: width, height: height, preset: preset,
      appearance: appearance, fonts: try style.fonts(),
      background: video == nil ? background : .clear,
      duration: video.map { $0.duration })
    frames.glyphCache = GlyphCache(limits: limits)
    if let video, let selection = export.frames {
      let range = try selection.frames(ofCount: video.frameCount)
      guard export.format == .png else {
        throw CommandLineArguments.UsageError(
          description: "a chunk of a burn (--frames, --chunk) goes to a folder, not to "
            + export.format.rawValue,
          hint: "give -o a folder, then 'kinetype concat FOLDER -o out.mp4'")
      }
      let input = try RenderInput.captions(
        markup: text,
        options: burnOptions + [
          "--video-frames=\(video.frameCount)",
          "--video-rate=\(video.rate)", "--video-size=\(video.width)x\(video.height)",
        ],
        fontPaths: style.fontPaths, video: videoPath ?? video.path)
      do {
        try CaptionBurnChunk.burn(
          frames, into: video, range: range, folder: export.output, input: input,
          force: export.force, threads: export.threads
        ) {
          interruption.cancellation.isCancelled
        }
      } catch let error as FrameError {
        throw CommandLineArguments.UsageError(description: error.description)
      }
      if !export.quiet {
        FileHandle.standardError.write(
          Data(
            "kinetype: burned frames \(range.lowerBound)-\(range.upperBound - 1) into \(export.output)\n"
              .utf8))
      }
      return
    }
    if let video {
      if FileManager.default.fileExists(atPath: export.output), !export.force {
        throw CommandLineArguments.UsageError(
          description: "'\(export.output)' exists", hint: "pass --force to replace it")
      }
      let drawn = try CaptionVideoBurn.burn(
        frames, into: video, output: export.output, threads: export.threads
      ) {
        interruption.cancellation.isCancelled
      }
      FileHandle.standardError.write(
        Data(
          ("kinetype: burned \(video.frameCount) frames into \(export.output) (\(drawn) caption "
            + "frames drawn; the others reused the frame before or had no caption)\n").utf8))
      return
    }
    let source = RenderSource(
      frames: frames, framesPerSecond: Double(rate.numerator) / Double(rate.denominator),
      input: try RenderInput.text(
        markup: text, options: ["captions", preset.rawValue], fontPaths: style.fontPaths),
      name: "captions", hasOpaqueBackground: background.opacity >= 1, limits: limits,
      durationReason: "the last caption ends at \(CommandLineArguments.format(frames.duration)) s")
    try export.write(source, interruption: interruption)
  }
}
