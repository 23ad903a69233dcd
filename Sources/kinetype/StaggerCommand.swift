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
    to its end on a shared time axis: the timing the chosen --effect renders. Spans naming
    their own effect (^[…](effect: "wave")) get a chart of their own, under the effect's name.
      --text MARKUP         the text (as for render)
      --text-file PATH      read the text from a file, - for standard input (as for render)
      --columns N           width of the timeline in characters, 10 to 400 (default 48)
    \(EffectOptions.help)
    """

  /// Allowed `--columns`.
  static let columnRange = StaggerSchedule.chartColumns

  static func run(_ arguments: inout CommandLineArguments) throws {
    if arguments.wantsHelp { return print(help) }
    let input = try TextInput(&arguments)
    let columns = try arguments.integer("--columns", in: columnRange) ?? 48
    let effects = try EffectOptions(&arguments, limits: input.limits)
    let style = try TextStyleOptions(&arguments, limits: input.limits)
    try arguments.finish()
    let markup = try input.markup(for: "stagger")
    let layout = try style.layout(markup: markup)
    let renderer = effects.renderer(at: 0, others: EffectRenderer.effects(namedIn: layout))
    do {
      try renderer.validate(layout)
    } catch {
      throw CommandLineArguments.UsageError(description: error.description)
    }
    let charts = renderer.schedules(for: layout).filter { !$0.schedule.entries.isEmpty }
    guard !charts.isEmpty else {
      return print("no slice is marked: mark spans with ^[text](emphasis: true)")
    }
    let duration = renderer.settlingTime(for: layout)
    for (index, chart) in charts.enumerated() {
      if charts.count > 1 { print((index > 0 ? "\n" : "") + "\(chart.name):") }
      print(chart.schedule.chart(columns: columns, duration: duration))
    }
  }
}
