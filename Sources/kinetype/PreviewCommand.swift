import Foundation
import Kinetype

#if canImport(Glibc)
  import Glibc
#endif

/// `kinetype preview`: plays the animation in the terminal at its frame rate, to see it
/// before a long render.
enum PreviewCommand {
  static let help = """
    usage: kinetype preview (--text MARKUP | --text-file PATH) [options]
           kinetype preview SCENE.json [--loop] [--graphics KIND]

    Plays the animation in the terminal at its frame rate, sized to the terminal: with the
    kitty graphics protocol or sixel where the terminal supports them, otherwise with 24-bit
    color half blocks (two pixels a cell). Keys: space pauses and resumes, ← → step one
    frame, ↑ ↓ one second, Home and End go to the ends, l turns looping on and off, q quits
    (Ctrl-C too). Standard output must be a terminal.
      --loop                play again from the start at the end (default: play once)
      --graphics KIND       auto (default: ask the terminal), kitty, sixel or blocks
    It takes the options of 'kinetype render' that shape the frames: --fps, --duration,
    --size, --width, --font, --background, --color, --padding, --canvas and the effect and
    stagger options.
    \(TextInput.help)
    """

  static func run(_ arguments: inout CommandLineArguments, interruption: Interruption) throws {
    if arguments.wantsHelp { return print(help) }
    let loop = arguments.flag("--loop")
    let graphicsName = try arguments.option("--graphics") ?? "auto"
    let graphics: TerminalGraphics?
    if graphicsName == "auto" {
      graphics = nil
    } else if let named = TerminalGraphics(rawValue: graphicsName) {
      graphics = named
    } else {
      throw CommandLineArguments.UsageError(
        description: "--graphics expects auto, kitty, sixel or blocks, got '\(graphicsName)'")
    }
    let source = try RenderCommand.source(&arguments, for: "preview")
    guard isatty(STDOUT_FILENO) == 1 else {
      throw CommandLineArguments.UsageError(
        description: "preview draws in a terminal, but standard output is not one",
        hint: "run it in a terminal; to write frames or a video, use 'kinetype render'")
    }
    try RenderCommand.checkDuration(source)
    let timeline = try source.timeline()
    let session = TerminalSession()
    let ending: PreviewPlayer.Ending = try interruption.cleaningUp({ session.restore() }) {
      defer { session.restore() }
      var player = PreviewPlayer(
        source: source, timeline: timeline, loop: loop, session: session,
        graphics: graphics ?? detect(session))
      return try player.run()
    }
    // Ctrl-C is a key in raw mode: end as the signal would have, the terminal restored.
    if ending == .interrupted { Interruption.terminate(by: SIGINT) }
  }

  /// The graphics the terminal supports: from the environment when it is certain, otherwise
  /// from the terminal's reply to a query (half a second at most).
  static func detect(_ session: TerminalSession) -> TerminalGraphics {
    if let known = TerminalGraphics.fromEnvironment(ProcessInfo.processInfo.environment) {
      return known
    }
    let reply = session.ask(TerminalGraphics.query, timeout: 0.5) {
      TerminalGraphics.parse(reply: $0).isComplete
    }
    return TerminalGraphics.parse(reply: reply).graphics
  }
}
