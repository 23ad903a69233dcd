import Foundation
import Kinetype

/// `kinetype render`: markup in, PNG frames out.
enum RenderCommand {
  static let help = """
    usage: kinetype render --text MARKUP -o PATH [options]

    Renders text whose ^[spans](emphasis: true) appear glyph by glyph.
      --text MARKUP         the text; ^[text](name: value) marks custom attributes
      -o, --output PATH     a folder for the frame sequence (frame_00000.png, …), or a
                            .png file with --time
      --time SECONDS        render only the frame at this time
      --fps N               frames per second (default 60)
      --duration SECONDS    length of the sequence (default: until the stagger settles)
      --size PX             font size (default 48)
      --width PX            wrap lines at this width (default: no wrapping)
    \(TextStyleOptions.fontHelp)
      --background COLOR    #rrggbb[aa] (default #ffffff)
      --color COLOR         text color (default #000000)
      --padding PX          space around the text (default 24)
      --canvas WxH          a fixed frame size (e.g. 1920x1080) with the text centred
                            (default: the text plus padding)
      --contact-sheet PATH  also write a contact sheet of the sequence
      --threads N           frames rendered at once (default: all processors)
      --force               overwrite existing files
    \(AppearOptions.help)
    """

  static func run(_ arguments: inout CommandLineArguments) throws {
    if arguments.wantsHelp { return print(help) }
    guard let markup = try arguments.option("--text") else {
      throw CommandLineArguments.UsageError(description: "render needs --text MARKUP")
    }
    guard let output = try arguments.option("-o", "--output") else {
      throw CommandLineArguments.UsageError(description: "render needs -o PATH")
    }
    let appear = try AppearOptions(&arguments)
    let time = try arguments.number("--time")
    let fps = try arguments.number("--fps") ?? 60
    let duration = try arguments.number("--duration")
    let style = try TextStyleOptions(&arguments)
    let background = try style.color(
      "--background", try arguments.option("--background"), default: .white)
    let padding = try arguments.number("--padding") ?? 24
    let canvas = try Self.canvasSize(try arguments.option("--canvas"))
    let contactSheet = try arguments.option("--contact-sheet")
    let threads = try arguments.number("--threads").map { Int(min(1024, max(1, $0))) }
    let force = arguments.flag("--force")
    try arguments.finish()

    let layout = try style.layout(markup: markup)
    for warning in layout.warnings { printWarning(warning) }
    let animation = AnimatedText(
      layout: layout, padding: EdgeInsets(all: padding), background: background,
      duration: duration,
      fixedFrame: canvas.map { AnimatedText.FixedFrame(width: $0, height: $1, centering: layout) }
    ) { appear.renderer(at: $0) }

    if let time {
      guard output.hasSuffix(".png") else {
        throw CommandLineArguments.UsageError(description: "with --time, -o must name a .png file")
      }
      try refuseToClobber(output, force: force)
      try animation.frame(at: time).writePNG(to: output)
      return
    }
    let timeline = try FrameTimeline(duration: animation.duration, framesPerSecond: fps)
    let exporter = FrameExporter(
      directory: output, overwrite: force,
      threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
    if let contactSheet { try refuseToClobber(contactSheet, force: force) }
    let paths = try exporter.export(animation, timeline: timeline)
    if let contactSheet {
      try ContactSheet(animation: animation, timeline: timeline).render().writePNG(to: contactSheet)
    }
    print(
      "wrote \(paths.count) frame\(paths.count == 1 ? "" : "s") to \(output) at \(fps == fps.rounded() ? String(Int(fps)) : String(fps)) fps"
    )
  }

  /// Parses `WxH` (e.g. `1920x1080`).
  static func canvasSize(_ text: String?) throws -> (Int, Int)? {
    guard let text else { return nil }
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0,
      height > 0
    else {
      throw CommandLineArguments.UsageError(
        description: "--canvas expects WIDTHxHEIGHT such as 1920x1080, got '\(text)'")
    }
    return (width, height)
  }

  static func refuseToClobber(_ path: String, force: Bool) throws {
    if !force, FileManager.default.fileExists(atPath: path) {
      throw FrameError.wouldOverwrite(path: path)
    }
  }
}

/// Prints `kinetype: warning: message` to standard error.
func printWarning(_ message: String) {
  FileHandle.standardError.write(Data("kinetype: warning: \(message)\n".utf8))
}
