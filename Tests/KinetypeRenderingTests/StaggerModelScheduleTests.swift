import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// The stagger models users know, through the one schedule: GSAP's grid over a wrapped
/// paragraph, Manim's lag ratio, per-span timings from markup, and joined scripts kept whole.
@Suite struct StaggerModelScheduleTests {
  static func layout(_ markup: String, width: Double? = nil) throws -> Text.Layout {
    try Text.Layout(
      Text(markup: markup, attributes: .kinetype).font(.system(size: 24)), fonts: Fixtures.fonts,
      width: width)
  }

  static let paragraph =
    "^[The moon spills across the quiet harbour while the tide turns slowly](emphasis: true)"

  @Test func lagRatio_followsManim() throws {
    // Manim: d = T / (1 + (N − 1)·r), unit i starts at i·r·d, the last ends at T.
    let layout = try Self.layout("^[abcdefghi](emphasis: true)")
    let schedule = StaggerSchedule(
      layout: layout, stagger: Stagger(.lagRatio(0.2, runTime: 2)), elementDuration: 0.3)
    let d = 2 / (1 + 8 * 0.2)
    #expect(schedule.entries.count == 9)
    for entry in schedule.entries {
      #expect(abs(entry.start - Double(entry.index) * 0.2 * d) < 1e-12)
      #expect(abs(entry.end - entry.start - d) < 1e-12, "the lag ratio sets the unit's duration")
    }
    #expect(abs(schedule.duration - 2) < 1e-12)
  }

  @Test func grid_fromCenterRipplesOutByDistanceOnThePage() throws {
    let layout = try Self.layout(Self.paragraph, width: 260)
    try #require(layout.lines.count >= 3, "a wrapped paragraph")
    let schedule = StaggerSchedule(
      layout: layout, stagger: Stagger(each: 0.05, from: .center, grid: .auto), elementDuration: 0.3
    )
    let centres = schedule.entries.map { CGPoint(x: $0.unitBounds.midX, y: $0.unitBounds.midY) }
    let xs = centres.map(\.x)
    let ys = centres.map(\.y)
    let middle = CGPoint(
      x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
    func distance(_ point: CGPoint) -> Double {
      ((point.x - middle.x) * (point.x - middle.x) + (point.y - middle.y) * (point.y - middle.y))
        .squareRoot()
    }
    let distances = centres.map(distance)
    // Starts grow with distance from the paragraph's centre, in two dimensions.
    for i in schedule.entries.indices {
      for j in schedule.entries.indices where distances[i] < distances[j] - 1e-9 {
        #expect(schedule.entries[i].start <= schedule.entries[j].start + 1e-12)
      }
    }
    let nearest = try #require(distances.indices.min { distances[$0] < distances[$1] })
    let farthest = try #require(distances.indices.max { distances[$0] < distances[$1] })
    #expect(schedule.entries[nearest].start == 0)
    // The farthest unit starts after each · (steps − 1), steps the longer of columns and rows.
    var perLine: [Int: Int] = [:]
    for entry in schedule.entries { perLine[entry.line, default: 0] += 1 }
    let steps = max(perLine.values.max() ?? 0, perLine.count)
    #expect(abs(schedule.entries[farthest].start - 0.05 * Double(steps - 1)) < 1e-9)
    // A corner starts later than the middle of the first line.
    let firstLine = schedule.entries.filter { $0.line == 0 }
    let lineMiddle = try #require(
      firstLine.min { abs($0.unitBounds.midX - middle.x) < abs($1.unitBounds.midX - middle.x) })
    let corner = try #require(firstLine.min { $0.unitBounds.midX < $1.unitBounds.midX })
    #expect(corner.start > lineMiddle.start)
  }

  @Test func grid_axisXStartsAColumnTogether() throws {
    let layout = try Self.layout(Self.paragraph, width: 260)
    let schedule = StaggerSchedule(
      layout: layout,
      stagger: Stagger(each: 0.05, from: .center, grid: Stagger.Grid(axis: .x)),
      elementDuration: 0.3)
    let xs = schedule.entries.map(\.unitBounds.midX)
    let middle = ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2
    // Only the horizontal distance counts: the start is a function of |x − middle|.
    for i in schedule.entries.indices {
      for j in schedule.entries.indices where abs(xs[i] - middle) < abs(xs[j] - middle) - 1e-9 {
        #expect(schedule.entries[i].start <= schedule.entries[j].start + 1e-12)
      }
    }
    // Two units on different lines at nearly the same x start nearly together.
    let lines = Set(schedule.entries.map(\.line))
    try #require(lines.count >= 2)
    let first = schedule.entries.filter { $0.line == 0 }
    let second = schedule.entries.filter { $0.line == 1 }
    var closest = (gap: Double.infinity, delta: 0.0)
    for a in first {
      for b in second where abs(a.unitBounds.midX - b.unitBounds.midX) < closest.gap {
        closest = (abs(a.unitBounds.midX - b.unitBounds.midX), abs(a.start - b.start))
      }
    }
    // Starts are linear in |x − middle| (a linear ease), so they differ by at most the spread
    // times the x gap over the range of distances.
    let spread = schedule.entries.map(\.start).max() ?? 0
    let distances = xs.map { abs($0 - middle) }
    let range = (distances.max() ?? 0) - (distances.min() ?? 0)
    #expect(closest.delta <= spread * closest.gap / range + 1e-9)
  }

  @Test func timing_markupGivesEachSpanItsPlaceInTime() throws {
    let layout = try Self.layout(
      "^[ab](timing: 0.5)^[cd](timing: 0.3) ^[ef](timing: {start: 2, duration: 0.4})")
    let schedule = StaggerSchedule(
      layout: layout, stagger: Stagger(each: 0.05), elementDuration: 0.3, spans: .all)
    func entry(_ text: String) throws -> StaggerSchedule.Entry {
      try #require(schedule.entries.first { layout.text(in: $0.characterRange) == text })
    }
    #expect(try entry("a").start == 0)
    #expect(abs(try entry("b").end - 0.5) < 1e-12)
    #expect(abs(try entry("c").start - 0.5) < 1e-12, "the second span follows the first")
    #expect(abs(try entry("d").end - 0.8) < 1e-12)
    #expect(abs(try entry("e").start - 2) < 1e-12, "an explicit start")
    #expect(abs(try entry("f").end - 2.4) < 1e-12)
    // The space between (no timing) is staggered as usual, from 0.
    #expect(try entry(" ").start == 0)
    // Inside a span the slices share its duration by advance.
    let a = try entry("a")
    let b = try entry("b")
    #expect(abs(b.start - a.end) < 1e-12)
    #expect(
      abs(a.end / 0.5 - a.unitBounds.width / (a.unitBounds.width + b.unitBounds.width)) < 1e-9)
  }

  @Test func joinedBy_movesAnArabicWordAsOneButLatinBySlice() throws {
    let layout = try Self.layout("^[ab مرحبا](emphasis: true)")
    let schedule = StaggerSchedule(
      layout: layout, stagger: Stagger(each: 0.1, joinedBy: .word), elementDuration: 0.3)
    let arabic = schedule.entries.filter {
      layout.text(in: $0.characterRange).unicodeScalars.first.map { $0.value >= 0x600 } ?? false
    }
    try #require(arabic.count >= 4)
    #expect(Set(arabic.map(\.start)).count == 1, "the Arabic word starts together")
    #expect(arabic.allSatisfy { $0.unit == .word })
    let latin = schedule.entries.filter { ["a", "b"].contains(layout.text(in: $0.characterRange)) }
    #expect(latin.map(\.unit) == [.slice, .slice])
    #expect(latin[0].start != latin[1].start)
    // Its box is the word's.
    let word = arabic.reduce(CGRect.null) { $0.union($1.unitBounds) }
    #expect(arabic.allSatisfy { $0.unitBounds == word })
  }

  @Test func staggerMarkup_acceptsTheNewKeysAndRejectsMixtures() throws {
    let text = try Text(
      markup:
        #"^[x](stagger: {lagRatio: 0.3, runTime: 2, grid: "auto", axis: "y", joinedBy: "word"})"#,
      attributes: .kinetype)
    let attribute = try #require(text.spans.first?.attributes[StaggerAttribute.self])
    #expect(attribute.spacing == .lagRatio(0.3, runTime: 2))
    #expect(attribute.grid == Stagger.Grid(axis: .y))
    #expect(attribute.joinedBy == .word)
    for bad in [
      "stagger: {each: 0.1, lagRatio: 0.2}", "stagger: {runTime: 2}", #"stagger: {axis: "x"}"#,
      "timing: {start: 1}", "timing: -1", #"effect: "nope""#,
      #"effect: {name: "wave", amplitude: -1}"#, ##"effect: {name: "wave", colour: "#fff"}"##,
    ] {
      #expect(throws: MarkupError.self, "\(bad)") {
        try Text(markup: "^[x](\(bad))", attributes: .kinetype)
      }
    }
  }
}
