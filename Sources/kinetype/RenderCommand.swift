import Foundation
import Kinetype

/// `kinetype render`: markup in, PNG frames out.
enum RenderCommand {
  /// The frame rates `--fps` accepts: 1 to 240 frames per second (29.97 and the like too).
  static let frameRates: ClosedRange<Double> = 1...240
  /// The times `--time` and `--duration` accept, and the longest sequence: one hour.
  static let times: ClosedRange<Double> = 0...3600
  /// The padding `--padding` accepts, in pixels.
  static let paddings: ClosedRange<Double> = 0...1000
  /// The thread counts `--threads` accepts.
  static let threadCounts: ClosedRange<Int> = 1...1024

  static let help = """
    usage: kinetype render (--text MARKUP | --text-file PATH) -o PATH [options]

    Renders text whose ^[spans](emphasis: true) appear glyph by glyph.
    \(TextInput.help)
      -o, --output PATH     a folder for the frame sequence (frame_00000.png, …), or a
                            .png file with --time
      --time SECONDS        render only the frame at this time (0 to 3600)
      --fps N               frames per second, 1 to 240 (default 60)
      --duration SECONDS    length of the sequence, 0 to 3600 (default: until the stagger
                            settles)
      --size PX             font size, 1 to 2000 (default 48)
      --width PX            wrap lines at this width, 1 to 16384 (default: no wrapping)
    \(TextStyleOptions.fontHelp)
      --background COLOR    #rrggbb[aa] (default #ffffff)
      --color COLOR         text color (default #000000)
      --padding PX          space around the text, 0 to 1000 (default 24)
      --canvas WxH          a fixed frame size (e.g. 1920x1080), each side 1 to 16384, with the
                            text centred (default: the text plus padding)
      --contact-sheet PATH  also write a contact sheet of the sequence (a .png file)
      --threads N           frames rendered at once, 1 to 1024 (default: all processors)
      --force               replace existing files this run writes (others are never touched)
    \(AppearOptions.help)
    """

  static func run(_ arguments: inout CommandLineArguments, interruption: Interruption) throws {
    if arguments.wantsHelp { return print(help) }
    let input = try TextInput(&arguments)
    let output = try arguments.path("-o", "--output")
    let appear = try AppearOptions(&arguments)
    let time = try arguments.number("--time", in: times)
    let fps = try arguments.number("--fps", in: frameRates) ?? 60
    let duration = try arguments.number("--duration", in: times)
    let style = try TextStyleOptions(&arguments)
    let background = try style.color(
      "--background", try arguments.option("--background"), default: .white)
    let padding = try arguments.number("--padding", in: paddings) ?? 24
    let canvas = try Self.canvasSize(try arguments.option("--canvas"))
    let contactSheet = try arguments.path("--contact-sheet")
    let threads = try arguments.integer("--threads", in: threadCounts)
    let force = arguments.flag("--force")
    try arguments.finish()
    guard let output else {
      throw CommandLineArguments.UsageError(
        description: "render needs -o PATH", hint: "run 'kinetype render --help' for its options")
    }
    try checkOutputs(output, time: time, contactSheet: contactSheet)
    let markup = try input.markup(for: "render")

    let layout = try style.layout(markup: markup)
    for warning in layout.warnings { printWarning(warning) }
    let animation = AnimatedText(
      layout: layout, padding: EdgeInsets(all: padding), background: background,
      duration: duration,
      fixedFrame: canvas.map { AnimatedText.FixedFrame(width: $0, height: $1, centering: layout) }
    ) { appear.renderer(at: $0) }
    try checkFrameSize(animation)

    if let time {
      let files = OutputFiles([output], overwrite: force)
      try interruption.whileWriting(into: output) {
        try files.perform { files in
          let frame = try animation.frame(at: time)
          if interruption.cancellation.isCancelled {
            throw FrameError.cancelled(framesWritten: 0, frameCount: 1)
          }
          try files.writePNG(frame, to: output)
        }
      }
      return
    }
    guard times.contains(animation.duration) else {
      throw CommandLineArguments.UsageError(
        description:
          "the animation lasts \(CommandLineArguments.format(animation.duration)) s until the "
          + "stagger settles, over the limit of \(CommandLineArguments.format(times.upperBound)) s",
        hint: "pass --duration SECONDS to render part of it")
    }
    let timeline = try FrameTimeline(duration: animation.duration, framesPerSecond: fps)
    var exporter = FrameExporter(
      directory: output, overwrite: force,
      threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
    exporter.contactSheetPath = contactSheet
    exporter.cancellation = interruption.cancellation
    let paths = try interruption.whileWriting(into: output) {
      try exporter.export(animation, timeline: timeline)
    }
    print(
      "wrote \(paths.count) frame\(paths.count == 1 ? "" : "s") to \(output) at "
        + "\(CommandLineArguments.format(fps)) fps")
  }

  /// Checks that the outputs have the right kind of name before anything is laid out.
  static func checkOutputs(_ output: String, time: Double?, contactSheet: String?) throws {
    let isPNG = output.lowercased().hasSuffix(".png")
    if time != nil {
      guard isPNG else {
        throw CommandLineArguments.UsageError(
          description: "with --time, -o must name a .png file, got '\(output)'")
      }
      if contactSheet != nil {
        throw CommandLineArguments.UsageError(
          description: "--contact-sheet needs a sequence; it cannot be used with --time")
      }
    } else if isPNG {
      throw CommandLineArguments.UsageError(
        description:
          "-o '\(output)' names a .png file, but without --time the frames go to a folder",
        hint: "add --time SECONDS to render one frame, or name a folder")
    }
    if let contactSheet, !contactSheet.lowercased().hasSuffix(".png") {
      throw CommandLineArguments.UsageError(
        description: "--contact-sheet must name a .png file, got '\(contactSheet)'")
    }
  }

  /// Checks that the frame can be allocated, naming the options that size it.
  static func checkFrameSize(_ animation: AnimatedText) throws {
    let size = animation.canvasSize
    do {
      try Pixmap.validate(width: size.width, height: size.height)
    } catch {
      throw CommandLineArguments.UsageError(
        description:
          "a frame of the text plus --padding would be \(size.width)×\(size.height) pixels, "
          + "over the limit of \(Pixmap.maximumSide) a side and \(Pixmap.maximumPixelCount) "
          + "in all",
        hint: "wrap the text with --width, use a smaller --size, or set --canvas")
    }
  }

  /// Parses `WxH` (e.g. `1920x1080`): each side 1 to ``Pixmap/maximumSide``, the area at
  /// most ``Pixmap/maximumPixelCount``.
  static func canvasSize(_ text: String?) throws -> (Int, Int)? {
    guard let text else { return nil }
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let sides = 1...Pixmap.maximumSide
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      sides.contains(width), sides.contains(height),
      width * height <= Pixmap.maximumPixelCount
    else {
      throw CommandLineArguments.UsageError(
        description:
          "--canvas expects WIDTHxHEIGHT such as 1920x1080, each side 1 to \(sides.upperBound) "
          + "and at most \(Pixmap.maximumPixelCount) pixels in all, got '\(text)'")
    }
    return (width, height)
  }

  /// Fails when `path` exists and `force` is off (for `inspect --png`).
  static func refuseToClobber(_ path: String, force: Bool) throws {
    if !force, FileManager.default.fileExists(atPath: path) {
      throw FrameError.wouldOverwrite(path: path, moreExisting: 0)
    }
  }
}
