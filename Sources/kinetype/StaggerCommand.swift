import Foundation
import Kinetype

/// `kinetype stagger`: when each marked slice starts and settles, drawn as a timeline in the
/// terminal, to tune a stagger before rendering a frame.
enum StaggerCommand {
  static let help = """
    usage: kinetype stagger (--text MARKUP | --text-file PATH) [options]

    Prints, for every slice of the spans marked ^[…](emphasis: true), in reading order, its
    text, start time and a bar from its start to its end on a shared time axis.
      --text MARKUP         the text (as for render)
      --text-file PATH      read the text from a file, - for standard input (as for render)
      --columns N           width of the timeline in characters (default 48)
    \(AppearOptions.help)
    """

  static func run(_ arguments: inout CommandLineArguments) throws {
    if arguments.wantsHelp { return print(help) }
    let input = try TextInput(&arguments)
    let columns = Int(min(400, max(10, try arguments.number("--columns") ?? 48)))
    let appear = try AppearOptions(&arguments)
    let style = try TextStyleOptions(&arguments)
    try arguments.finish()
    let markup = try input.markup(for: "stagger")
    let layout = try style.layout(markup: markup)
    let renderer = appear.appearRenderer(at: 0)
    let timeline = StaggerTimeline(layout: layout, renderer: renderer)
    guard !timeline.units.isEmpty else {
      return print("no slice is marked: mark spans with ^[text](emphasis: true)")
    }
    print(timeline.chart(columns: columns))
  }
}
