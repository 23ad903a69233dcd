import Dispatch
import KinetypeCore
import KinetypeFrames
import KinetypeMotion
import KinetypeRaster
import KinetypeTestSupport
import KinetypeTesting
import KinetypeText
import Testing

@testable import KinetypeRendering

/// The one stagger schedule: what it holds, that it is built once per layout and stagger, and
/// the markup attribute that overrides it.
@Suite struct StaggerScheduleTests {
  static func layout(_ markup: String, width: Double? = nil) throws -> Text.Layout {
    try Text.Layout(
      Text(markup: markup, attributes: .kinetype).font(.system(size: 20)), fonts: Fixtures.fonts,
      width: width)
  }

  @Test func schedule_holdsUnitIndexCountStartAndEnd() throws {
    let layout = try Self.layout("Say ^[the moon](emphasis: true) now")
    let schedule = StaggerSchedule(
      layout: layout, stagger: Stagger(each: 0.1, by: .word), elementDuration: 0.3)
    // Only the marked span: "the moon" is 8 slices, 2 words (the space goes with "the").
    #expect(schedule.entries.map { layout.text(in: $0.characterRange) }.joined() == "the moon")
    #expect(schedule.entries.allSatisfy { $0.unit == .word && $0.count == 2 })
    #expect(schedule.entries.map(\.index) == [0, 0, 0, 0, 1, 1, 1, 1])
    #expect(schedule.entries.map(\.start) == [0, 0, 0, 0, 0.1, 0.1, 0.1, 0.1])
    #expect(schedule.entries.allSatisfy { abs($0.end - $0.start - 0.3) < 1e-12 })
    #expect(abs(schedule.duration - 0.4) < 1e-12)
    // Every slice of the layout finds its entry, or none when it is not marked.
    for line in layout {
      for run in line {
        for slice in run {
          let entry = schedule.entry(for: slice)
          #expect((entry != nil) == (run[EmphasisAttribute.self] != nil))
          #expect(entry.map(\.characterRange) ?? slice.characterRange == slice.characterRange)
        }
      }
    }
  }

  @Test func schedule_readingStepsAreInspectsReadingOrder() throws {
    // `kinetype inspect` prints each slice's place in reading order (Text.Layout.readingOrder);
    // slice by slice in reading order, the schedule numbers the same places.
    let layout = try Self.layout(
      "Say ^[שלום עולם](emphasis: true) and ^[مرحبا hello](emphasis: true) done", width: 160)
    let schedule = StaggerSchedule(layout: layout, stagger: Stagger(each: 0.1))
    let order = layout.readingOrder
    var checked = 0
    for line in layout {
      for run in line where run[EmphasisAttribute.self] != nil {
        for slice in run {
          let entry = try #require(schedule.entry(for: slice))
          let position = try #require(order.position(of: slice))
          #expect(entry.index == position.indexInSpan && entry.count == position.countInSpan)
          checked += 1
        }
      }
    }
    #expect(checked == schedule.entries.count && checked > 10)
  }

  @Test func schedule_countsEachSpanOnItsOwn() throws {
    let layout = try Self.layout("^[ab](emphasis: true) and ^[cde](emphasis: true)")
    let schedule = StaggerSchedule(layout: layout, stagger: Stagger(each: 0.1))
    #expect(schedule.entries.map(\.count) == [2, 2, 3, 3, 3])
    #expect(schedule.entries.map(\.index) == [0, 1, 0, 1, 2])
    // All text: one span, numbered through.
    let all = StaggerSchedule(layout: layout, stagger: Stagger(each: 0.1), spans: .all)
    #expect(all.entries.count == layout.string.count)
  }

  @Test func schedule_leavesTheEllipsisOut() throws {
    let text = try Text(markup: "^[the moon is up over the harbour](emphasis: true)")
      .font(.system(size: 20))
    var options = LayoutOptions()
    options.lineLimit = 1
    let layout = try Text.Layout(text, fonts: Fixtures.fonts, width: 90, options: options)
    #expect(layout.isTruncated)
    let schedule = StaggerSchedule(layout: layout, stagger: Stagger(each: 0.1))
    let ellipsis = try #require(layout.runs.first { $0.isEllipsis })
    #expect(ellipsis.allSatisfy { schedule.entry(for: $0) == nil })
    #expect(schedule.entries.allSatisfy { !$0.characterRange.isEmpty })
  }

  @Test func schedule_isBuiltOncePerLayoutAcrossFramesAndThreads() throws {
    let cache = StaggerScheduleCache(capacity: 4)
    let layout = try Self.layout("Hello ^[moonlight over the harbour](emphasis: true)")
    let animation = AnimatedText(layout: layout) { time in
      var renderer = AppearRenderer(elapsedTime: time, stagger: Stagger(each: 0.03, from: .edges))
      renderer.scheduleCache = cache
      return renderer
    }
    let times = (0..<24).map { Double($0) * 0.05 }
    let sequential = try times.map { try animation.frame(at: $0) }
    #expect(cache.buildCount == 1)
    // Frames rendered in parallel share the schedule and are byte-identical.
    let parallel = Locked<[Int: [UInt8]]>([:])
    DispatchQueue.concurrentPerform(iterations: times.count) { index in
      let bytes = (try? animation.frame(at: times[index])).map(Fixtures.bytes) ?? []
      parallel.withLock { $0[index] = bytes }
    }
    #expect(cache.buildCount == 1)
    let matches = parallel.withLock { frames in
      times.indices.allSatisfy { frames[$0] == Fixtures.bytes(sequential[$0]) }
    }
    #expect(matches)
    // Another stagger is another schedule; a copy of the layout is the same one.
    _ = cache.schedule(for: layout, stagger: Stagger(each: 0.1), elementDuration: 0.3)
    #expect(cache.buildCount == 2)
    let copy = layout
    _ = cache.schedule(
      for: copy, stagger: Stagger(each: 0.03, from: .edges), elementDuration: 0.3)
    #expect(cache.buildCount == 2)
  }

  @Test func schedule_cachedIsTheFreshSchedule() throws {
    let layout = try Self.layout("^[שלום עולם](emphasis: true) and ^[more](emphasis: true)")
    let stagger = Stagger(amount: 0.5, from: .random(seed: 3), ease: .easeOut, order: .visual)
    let fresh = StaggerSchedule(layout: layout, stagger: stagger, elementDuration: 0.2)
    let cached = StaggerScheduleCache(capacity: 1).schedule(
      for: layout, stagger: stagger, elementDuration: 0.2)
    #expect(fresh == cached)
    // A layout laid out again is equal but another layout: its own entry, the same schedule.
    let again = try Self.layout("^[שלום עולם](emphasis: true) and ^[more](emphasis: true)")
    #expect(again == layout)
    let cache = StaggerScheduleCache(capacity: 2)
    let first = cache.schedule(for: layout, stagger: stagger, elementDuration: 0.2)
    let second = cache.schedule(for: again, stagger: stagger, elementDuration: 0.2)
    #expect(cache.buildCount == 2)
    #expect(first.entries == second.entries)
    _ = cache.schedule(for: again, stagger: stagger, elementDuration: 0.2)
    _ = cache.schedule(for: layout, stagger: stagger, elementDuration: 0.2)
    #expect(cache.buildCount == 2)
  }

  @Test func staggerAttribute_parsesEveryKey() throws {
    let layout = try Self.layout(
      """
      ^[x](emphasis: true, stagger: {amount: 0.5, from: "random:7", ease: "easeIn", by: "line", \
      order: "visual"})
      """)
    let attribute = try #require(layout.runs.first?[StaggerAttribute.self])
    #expect(
      attribute
        == StaggerAttribute(
          spacing: .amount(0.5), from: .random(seed: 7), ease: .easeIn, by: .line, order: .visual))
    let index = try Self.layout("^[x](stagger: {from: 3})")
    #expect(index.runs.first?[StaggerAttribute.self]?.from == .index(3))
    // A number is each, as GSAP's stagger: 0.1.
    let each = try Self.layout("^[x](stagger: 0.1)")
    #expect(each.runs.first?[StaggerAttribute.self] == StaggerAttribute(each: 0.1))
  }

  @Test(arguments: [
    ("stagger: 11", "each must be a number of seconds from 0 to 10, got 11"),
    ("stagger: {each: -1}", "each must be a number of seconds from 0 to 10, got -1"),
    ("stagger: {amount: 4000}", "amount must be a number of seconds from 0 to 3600, got 4000"),
    (
      "stagger: {each: 0.1, amount: 1}",
      "give one of each, amount, totalDuration or lagRatio, not each and amount"
    ),
    (
      "stagger: {totalDuration: 0}",
      "totalDuration must be a number of seconds from 0.01 to 3600, got 0"
    ),
    ("stagger: {delay: 0.1}", "unknown key 'delay'"),
    ("stagger: {from: \"middle\"}", "from takes start, center, end, edges, random"),
    ("stagger: {ease: \"bouncy\"}", "ease takes one of linear, easeIn"),
    ("stagger: {by: \"letter\"}", "by takes \"slice\", \"word\" or \"line\""),
    ("stagger: {order: 1}", "order takes \"reading\" or \"visual\""),
    ("stagger: \"fast\"", "stagger takes seconds between slices (each)"),
  ])
  func staggerAttribute_rejectsValuesOutsideItsRange(attribute: String, message: String) {
    #expect {
      try Text(markup: "^[x](\(attribute))", attributes: .kinetype)
    } throws: { error in
      let description = String(describing: error)
      return description.contains(message) && description.contains("line 1, column")
    }
  }
}
