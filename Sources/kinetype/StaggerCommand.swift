import Foundation
import Kinetype

/// `kinetype stagger`: when each marked slice starts and settles, drawn as a timeline in the
/// terminal, to tune a stagger before rendering a frame. It charts the chosen effect's own
/// ``StaggerSchedule``, so the chart is the renderer's timing.
enum StaggerCommand {
  static let help = """
    usage: kinetype stagger (--text MARKUP | --text-file PATH) [options]

    Prints, for every slice of the spans marked ^[…](emphasis: true), in reading order, its
    step (its word's or line's with --by), its text, its start time and a bar from its start
    to its end on a shared time axis: the timing the chosen --effect renders.
      --text MARKUP         the text (as for render)
      --text-file PATH      read the text from a file, - for standard input (as for render)
      --columns N           width of the timeline in characters, 10 to 400 (default 48)
    \(AppearOptions.help)
    """

  /// Allowed `--columns`.
  static let columnRange = 10...400

  static func run(_ arguments: inout CommandLineArguments) throws {
    if arguments.wantsHelp { return print(help) }
    let input = try TextInput(&arguments)
    let columns = try arguments.integer("--columns", in: columnRange) ?? 48
    let appear = try AppearOptions(&arguments)
    let style = try TextStyleOptions(&arguments)
    try arguments.finish()
    let markup = try input.markup(for: "stagger")
    let layout = try style.layout(markup: markup)
    let renderer = appear.renderer(at: 0)
    let schedule = renderer.schedule(for: layout)
    guard !schedule.entries.isEmpty else {
      return print("no slice is marked: mark spans with ^[text](emphasis: true)")
    }
    print(schedule.chart(columns: columns, duration: renderer.settlingTime(for: layout)))
  }
}
