import Foundation
import Kinetype

/// `kinetype render`: markup in; PNG frames, an animated PNG, a video or a raw stream out.
enum RenderCommand {
  /// The frame rates `--fps` accepts: 1 to 240 frames per second (29.97 and the like too).
  static let frameRates: ClosedRange<Double> = 1...240
  /// The padding `--padding` accepts, in pixels.
  static let paddings: ClosedRange<Double> = 0...1000

  static let help = """
    usage: kinetype render (--text MARKUP | --text-file PATH) -o PATH [options]
           kinetype render SCENE.json -o PATH [output options]

    Renders text whose ^[spans](emphasis: true) appear glyph by glyph, or move with any other
    --effect (a span can name its own: ^[text](effect: "wave")): a PNG sequence, one frame, an
    animated PNG, a video through ffmpeg, or a raw stream. A scene file (docs/scenes.md) sets
    the canvas, background, fonts, texts, effects and views itself.
    \(TextInput.help)
    \(ExportOptions.help)
      --fps N               frames per second, 1 to 240 (default 60)
      --duration SECONDS    length of the sequence, 0 to the duration limit (3600 unless
                            raised; default: until the stagger settles)
      --size PX             font size, 1 to the font-size limit (2000 unless raised;
                            default 48)
      --width PX            wrap lines at this width, 1 to 16384 (default: no wrapping)
    \(TextStyleOptions.fontHelp)
      --background COLOR    #rrggbb[aa] or transparent (default #ffffff)
      --color COLOR         text color (default #000000)
      --padding PX          space around the text, 0 to 1000 (default 24)
      --canvas WxH          a fixed frame size (e.g. 1920x1080), each side 1 to 16384, with the
                            text centred (default: the text plus padding)
      --motion-blur N       average N samples per frame, 1 to 64, while the shutter is open
      --shutter-angle DEG   how much of a frame the shutter is open, 0 to 720 degrees (default
                            180: half a frame)
      --shutter-phase DEG   when it opens, from the frame's time, -720 to 720 degrees (default:
                            minus half the angle, centred on the frame, as After Effects)
    \(EffectOptions.help)
    """

  static func run(_ arguments: inout CommandLineArguments, interruption: Interruption) throws {
    if arguments.wantsHelp { return print(help) }
    // `--limit` read ahead (the text input takes it): `--time` keeps to the duration limit.
    var ahead = arguments
    let limits = try LimitOptions.parse(&ahead)
    var export = try ExportOptions(&arguments, for: .render, limits: limits)
    let source = try Self.source(&arguments, for: "render") {
      try export.validate(command: "render")
    }
    try export.write(source, interruption: interruption)
  }

  /// Takes the text and the options that shape its frames from `arguments`, finishes them
  /// (so a command takes its own options first), runs `validate` (the command's checks of
  /// its options, after an unknown option is reported and before anything is laid out), lays
  /// the text out and returns its frames. Shared by `render` and `preview`; a scene file will
  /// be another source.
  static func source(
    _ arguments: inout CommandLineArguments, for command: String,
    validate: () throws -> Void = {}
  ) throws -> RenderSource {
    let firstGiven = arguments.given.count
    let input = try TextInput(&arguments)
    let effects = try EffectOptions(&arguments, limits: input.limits)
    let fps = try arguments.number("--fps", in: frameRates) ?? 60
    let duration = try LimitOptions.number(
      "--duration", &arguments, from: 0, upTo: .duration, of: input.limits)
    let style = try TextStyleOptions(&arguments, limits: input.limits)
    let background = try Self.background(try arguments.option("--background"))
    let padding = try arguments.number("--padding", in: paddings) ?? 24
    let canvas = try Self.canvasSize(try arguments.option("--canvas"), limits: input.limits)
    let motionBlur = try arguments.integer("--motion-blur", in: MotionBlur.sampleRange)
    let shutterAngle = try arguments.number("--shutter-angle", in: MotionBlur.shutterAngleRange)
    let shutterPhase = try arguments.number("--shutter-phase", in: MotionBlur.shutterPhaseRange)
    // What shapes the frames, for the manifest: the text and fonts are hashed by content.
    let shaping = arguments.given[firstGiven...].filter {
      !["--text=", "--text-file=", "--font=", "--limit="].contains(where: $0.hasPrefix)
    }
    if let scenePath = try SceneInput.path(&arguments) {
      // A scene keeps to the limits of --limit; every other shaping option is the scene's.
      try SceneInput.refuseOptions(arguments.given[firstGiven...])
      try validate()
      return try SceneInput.source(scenePath, limits: input.limits)
    }
    try arguments.finish()
    if motionBlur == nil,
      let given = shutterAngle.map({ _ in "--shutter-angle" })
        ?? shutterPhase.map({ _ in "--shutter-phase" })
    {
      throw CommandLineArguments.UsageError(
        description: "\(given) goes with --motion-blur SAMPLES")
    }
    try validate()
    let markup = try input.markup(for: command)

    let layout = try style.layout(markup: markup)
    for warning in layout.warnings { printWarning(warning) }
    let named = EffectRenderer.effects(namedIn: layout)
    do {
      try effects.renderer(at: 0, others: named).validate(layout)
    } catch {
      throw CommandLineArguments.UsageError(description: error.description)
    }
    var animation = AnimatedText(
      layout: layout, padding: EdgeInsets(all: padding), background: background,
      duration: duration,
      fixedFrame: canvas.map { AnimatedText.FixedFrame(width: $0, height: $1, centering: layout) }
    ) { effects.renderer(at: $0, others: named) }
    animation.limits = input.limits
    animation.glyphCache = GlyphCache(limits: input.limits)
    try checkFrameSize(animation)
    let frames: any FrameSource =
      try motionBlur.map {
        try animation.motionBlurred(
          samples: $0, shutterAngle: shutterAngle ?? 180, shutterPhase: shutterPhase,
          framesPerSecond: fps)
      } ?? animation
    // Without --duration the frames run until the text settles, the last one showing it so.
    return RenderSource(
      frames: frames, framesPerSecond: fps,
      input: try RenderInput.text(
        markup: markup.string, options: Array(shaping), fontPaths: style.fontPaths),
      name: "text", hasOpaqueBackground: background.opacity >= 1,
      durationIsSettlingTime: duration == nil, limits: input.limits,
      shownWarnings: Set(layout.warnings),
      durationReason: duration.map { "--duration is \(CommandLineArguments.format($0)) s" }
        ?? "the text's animation lasts \(CommandLineArguments.format(animation.duration)) s"
        + (animation.duration == 0
          ? ", as nothing in it is marked to move (^[text](emphasis: true))" : "")
        + "; give --duration SECONDS for a longer one")
  }

  /// `--background`: a color (`transparent` is `#00000000`).
  static func background(_ text: String?) throws -> Color {
    try TextStyleOptions.color("--background", text, default: .white)
  }

  /// Checks that a sequence of `source` is not over the longest allowed, naming the option
  /// that shortens it.
  static func checkDuration(_ source: RenderSource) throws {
    let duration = source.frames.duration
    guard duration >= 0, duration <= Double(source.limits.duration) else {
      throw CommandLineArguments.UsageError(
        description:
          "the animation lasts \(CommandLineArguments.format(duration)) s until the stagger "
          + "settles, over the duration limit of \(source.limits.duration) s",
        hint: "pass --duration SECONDS to render part of it, or "
          + LimitOptions.hint(for: .duration))
    }
  }

  /// Checks that the frame can be allocated, naming the options that size it.
  static func checkFrameSize(_ animation: AnimatedText) throws {
    let size = animation.canvasSize
    do {
      try Pixmap.validate(width: size.width, height: size.height, limits: animation.limits)
    } catch let error as LimitError {
      throw CommandLineArguments.UsageError(
        description:
          "a frame of the text plus --padding would be \(size.width)×\(size.height) pixels, "
          + "over the \(error.limit) limit of \(error.maximum)",
        hint: "wrap the text with --width, use a smaller --size, set --canvas, or "
          + LimitOptions.hint(for: error))
    }
  }

  /// Parses `WxH` (e.g. `1920x1080`): each side 1 to ``Limits/canvasSide``, the area at
  /// most ``Limits/canvasPixels``.
  static func canvasSize(_ text: String?, limits: Limits) throws -> (Int, Int)? {
    guard let text else { return nil }
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let expected =
      "--canvas expects WIDTHxHEIGHT such as 1920x1080, each side 1 to \(limits.canvasSide) "
      + "and at most \(limits.canvasPixels) pixels in all, got '\(text)'"
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      width >= 1, height >= 1
    else { throw CommandLineArguments.UsageError(description: expected) }
    do {
      try Pixmap.validate(width: width, height: height, limits: limits)
    } catch let error as LimitError {
      throw CommandLineArguments.UsageError(
        description: expected, hint: LimitOptions.hint(for: error))
    }
    return (width, height)
  }
}
