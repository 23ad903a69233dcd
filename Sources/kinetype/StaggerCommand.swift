import Foundation
import Kinetype

/// `kinetype stagger`: when each marked slice starts and settles, drawn as a timeline in the
/// terminal, to tune a stagger before rendering a frame. It charts the chosen effect's own
/// ``StaggerSchedule``, so the chart is the renderer's timing; for a scene file, each text
/// block's, as the scene renders it.
enum StaggerCommand {
  static let help = """
    usage: kinetype stagger (--text MARKUP | --text-file PATH) [options]
           kinetype stagger SCENE.json [--columns N]

    Prints, for every slice of the spans marked ^[…](emphasis: true), in reading order, its
    step (its word's or line's with --by), its text, its start time and a bar from its start
    to its end on a shared time axis: the timing the chosen --effect renders. Spans naming
    their own effect (^[…](effect: "wave")) get a chart of their own, under the effect's name.
    With a scene file, charts each of its texts with the effect the scene gives it, under a
    line saying when the block starts on the scene's timeline (its chart's times count from
    there) and when it settles.
      --text MARKUP         the text (as for render)
      --text-file PATH      read the text from a file, - for standard input (as for render)
      --columns N           width of the timeline in characters, 10 to 400 (default 48)
    \(EffectOptions.help)
    """

  /// Allowed `--columns`.
  static let columnRange = StaggerSchedule.chartColumns

  static func run(_ arguments: inout CommandLineArguments) throws {
    if arguments.wantsHelp { return print(help) }
    let firstGiven = arguments.given.count
    let input = try TextInput(&arguments)
    let columns = try arguments.integer("--columns", in: columnRange) ?? 48
    let effects = try EffectOptions(&arguments, limits: input.limits)
    let style = try TextStyleOptions(&arguments, limits: input.limits)
    if let path = try SceneInput.path(&arguments) {
      try SceneInput.refuseOptions(arguments.given[firstGiven...], allowing: ["--columns"])
      let scene = try SceneInput.scene(path, limits: input.limits)
      return print(chart(scene, columns: columns))
    }
    let markup = try input.markup(for: "stagger")
    let layout = try style.layout(markup: markup)
    let renderer = effects.renderer(at: 0, others: EffectRenderer.effects(namedIn: layout))
    do {
      try renderer.validate(layout)
    } catch {
      throw CommandLineArguments.UsageError(description: error.description)
    }
    guard let charts = chart(renderer, layout: layout, columns: columns) else {
      return print("no slice is marked: mark spans with ^[text](emphasis: true)")
    }
    print(charts)
  }

  /// The charts of `renderer`'s schedules for `layout`, one per effect (each under its name
  /// when there are several); nil when no slice is staggered.
  static func chart(_ renderer: EffectRenderer, layout: Text.Layout, columns: Int) -> String? {
    let charts = renderer.schedules(for: layout).filter { !$0.schedule.entries.isEmpty }
    guard !charts.isEmpty else { return nil }
    let duration = renderer.settlingTime(for: layout)
    return charts.enumerated().map { index, chart in
      (charts.count > 1 ? (index > 0 ? "\n" : "") + "\(chart.name):\n" : "")
        + chart.schedule.chart(columns: columns, duration: duration)
    }.joined(separator: "\n")
  }

  /// Each text block of `scene`: a line with its text, start and settling time on the
  /// scene's timeline, then its charts (times from its start).
  static func chart(_ scene: SceneFile, columns: Int) -> String {
    guard !scene.texts.isEmpty else { return "the scene has no texts: nothing is staggered" }
    return scene.texts.enumerated().map { number, block in
      let shown = block.layout.string.replacingOccurrences(of: "\n", with: "⏎")
      let head =
        "texts[\(number)] \"\(shown)\" starts \(seconds(block.start)) s, settles "
        + "\(seconds(block.end)) s (times below from its start)"
      let charts =
        chart(block.renderer(at: block.start), layout: block.layout, columns: columns)
        ?? "no slice moves"
      return head + "\n" + charts
    }.joined(separator: "\n\n")
  }

  /// Seconds with three decimals, as the charts write them.
  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
