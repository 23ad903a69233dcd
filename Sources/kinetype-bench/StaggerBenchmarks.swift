import Foundation
import Kinetype

/// The stagger's cost: one frame of a marked span of 1k, 4k and 8k characters against the same
/// text unmarked (W2's paragraph repeated, DejaVu Sans 28 px wrapped at 1800 px, the appear
/// effect 0.004 s apart, the frame at the end, where every slice is drawn).
///
/// - `unmarked` / `marked`: a frame in a sequence (the marked one finds its schedule cached);
/// - `marked_first`: a frame with the schedule built first (a cold cache);
/// - `oneshot_unmarked` / `oneshot_marked`: layout, schedule and frame, what one
///   `kinetype render --time` pays after loading fonts;
/// - `schedule`: building the schedule alone.
///
/// The measurements take turns, 9 rounds of at least 0.1 s each, and each keeps its best round,
/// so a busy machine skews them alike.
///
/// Usage: kinetype-bench stagger [--characters 1000,4000,8000] [--only NAME] (`--only` runs one
/// measurement, for profiling).
func runStaggerBenchmarks(arguments: [String]) throws {
  var counts = [1000, 4000, 8000]
  if let flag = arguments.firstIndex(of: "--characters"), flag + 1 < arguments.count {
    counts = arguments[flag + 1].split(separator: ",").compactMap { Int($0) }
  }
  var only: String?
  if let flag = arguments.firstIndex(of: "--only"), flag + 1 < arguments.count {
    only = arguments[flag + 1]
  }
  let fonts = try FontCollection.bundled()
  try fonts.addFont(atPath: FrameWorkload.fontFile)
  for count in counts {
    var string = ""
    while string.count < count { string += FrameWorkload.paragraph + " " }
    string = String(string.prefix(count))
    func text(marked: Bool) -> Text {
      let styled = Text(string).font(.custom("DejaVu Sans", size: 28))
        .fontFeature(FontTag("liga"), false).fontFeature(FontTag("clig"), false)
      return marked ? styled.customAttribute(EmphasisAttribute()) : styled
    }
    func animation(_ layout: Text.Layout) -> AnimatedText {
      AnimatedText(layout: layout, background: .white) {
        AppearRenderer(elapsedTime: $0, each: 0.004)
      }
    }
    let unmarked = animation(try Text.Layout(text(marked: false), fonts: fonts, width: 1800))
    let marked = animation(try Text.Layout(text(marked: true), fonts: fonts, width: 1800))
    let time = marked.duration
    var failure: Error?
    func attempt(_ body: () throws -> Void) {
      do { try body() } catch { failure = error }
    }
    let measurements: [(String, () -> Void)] = [
      ("unmarked", { attempt { _ = try unmarked.frame(at: time) } }),
      (
        "marked_first",
        {
          StaggerScheduleCache.shared.removeAll()
          attempt { _ = try marked.frame(at: time) }
        }
      ),
      ("marked", { attempt { _ = try marked.frame(at: time) } }),
      (
        "oneshot_unmarked",
        {
          attempt {
            let layout = try Text.Layout(text(marked: false), fonts: fonts, width: 1800)
            _ = try animation(layout).frame(at: time)
          }
        }
      ),
      (
        "oneshot_marked",
        {
          attempt {
            let layout = try Text.Layout(text(marked: true), fonts: fonts, width: 1800)
            _ = try animation(layout).frame(at: time)
          }
        }
      ),
      (
        "schedule",
        {
          _ = StaggerSchedule(
            layout: marked.layout, stagger: Stagger(each: 0.004), elementDuration: 0.3)
        }
      ),
    ]
    let chosen = measurements.filter { only == nil || $0.0 == only }
    var best = [Double](repeating: .infinity, count: chosen.count)
    for _ in 0..<9 {
      for (index, measurement) in chosen.enumerated() {
        best[index] = min(
          best[index], secondsPerCall(rounds: 1, minimumSeconds: 0.1, measurement.1))
      }
    }
    if let failure { throw failure }
    for (index, measurement) in chosen.enumerated() {
      report("stagger.\(count).\(measurement.0)", best[index] * 1000, "ms")
    }
  }
}
