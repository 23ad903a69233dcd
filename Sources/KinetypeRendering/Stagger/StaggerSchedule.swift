import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// When each slice of a layout's staggered spans starts and ends: built once per layout and
/// ``Stagger``, read by every staggered renderer, by `kinetype stagger` and by tests, so what the
/// preview shows is what the renderer draws.
///
/// Each staggered span (what the user marked, or all the text: the runs ``StaggeredSpans``
/// selects, grouped by ``StaggeredSpans/staggeredSpanIndices(in:)``, so a bold word or a colour
/// inside a span keeps its place) is staggered on its own, with the renderer's stagger
/// overridden by the span's ``StaggerAttribute``: its slices
/// are grouped into units (``StaggerUnit``: each slice, word or line), the units are counted in
/// the span's ``StaggerOrder`` (reading or visual), and unit *i* of *N* starts at
/// ``Stagger/startTimes(count:)``[*i*]. Every slice of a unit shares its start; it ends
/// `elementDuration` later.
///
/// Building costs O(n log n) in the slices (the sort into reading order); looking a slice up,
/// ``entry(for:)``, costs O(1). Renderers get schedules from ``StaggerScheduleCache``, so the
/// frames of one layout share one schedule.
///
/// ```swift
/// let schedule = StaggerSchedule(layout: layout, stagger: Stagger(each: 0.05, by: .word),
///                                elementDuration: 0.3)
/// for entry in schedule.entries { print(schedule.layout.text(in: entry.characterRange), entry.start) }
/// ```
public struct StaggerSchedule: Sendable, Equatable {
  /// One slice's place in the stagger.
  public struct Entry: Hashable, Sendable {
    /// The slice's UTF-16 range in the source text (its identity in the layout).
    public var characterRange: Range<Int>
    /// The staggered span the slice belongs to: the index of its first source span
    /// (``KinetypeText/Text.Layout/Run/spanIndex``). A staggered span is what the user marked,
    /// or all the text, and may cover several source spans (a bold word inside it).
    public var spanIndex: Int
    /// What the slice's step moves: the span's `by`, or its `joinedBy` in a joined script.
    public var unit: StaggerUnit
    /// The index of the slice's unit among its span's units, in the span's order.
    public var index: Int
    /// The index of the slice's line in the layout.
    public var line: Int
    /// The number of units in the span.
    public var count: Int
    /// Seconds from the start of the effect to when the slice starts.
    public var start: Double
    /// When the slice has settled: `start` plus the element duration (or the unit duration of a
    /// lag-ratio spacing, or the unit's share of a timed span).
    public var end: Double
    /// The typographic box of the slice's unit (the union of its slices' boxes), in layout
    /// coordinates: what an effect scales or rotates the unit about, and where a grid stagger
    /// measures from.
    public var unitBounds: CGRect
  }

  /// The layout the schedule was built for.
  public let layout: Text.Layout
  /// The staggered slices in reading order (line by line, within a line by source position),
  /// the truncation ellipsis left out.
  public let entries: [Entry]
  /// The latest ``Entry/end``, or 0 when nothing is staggered.
  public let duration: Double
  /// The longest total duration a span's fitted spacing fills (the WWDC24 sample's T:
  /// `--total-duration`, `stagger: {totalDuration: 2}`), or nil when no span is fitted. The
  /// sample's clock runs to it (``AppearanceEffectRenderer/settlingTime(on:)``).
  public let fittedDuration: Double?
  /// The smallest character offset in ``entries``.
  private let baseOffset: Int
  /// For each character offset from `baseOffset`, the index in `entries` of the slice starting
  /// there, or −1.
  private let entryIndexByOffset: [Int32]
  /// For each staggered run (by the offset its characters start at), the start and end of each
  /// of its glyphs (its cluster's), by glyph index: the run's own index space.
  private let timesOfRun: [Int: RunTimes]

  /// The starts and ends of a run's glyphs, by glyph index.
  private struct RunTimes: Equatable, Sendable {
    var starts: [Double]
    var ends: [Double]
  }

  /// The schedule of `layout`'s runs selected by `spans` under `stagger`, each slice lasting
  /// `elementDuration` seconds. Default selection: the spans marked with ``EmphasisAttribute``.
  public init(
    layout: Text.Layout, stagger: Stagger, elementDuration: Double = 0,
    spans: StaggeredSpans = .marked(by: EmphasisAttribute.self)
  ) {
    // The staggered slices, line by line, each line left to right; the ellipsis left out.
    var visual: [SliceRecord] = []
    var lineStarts: [Int] = []
    var runs: [(offset: Int, slices: Range<Int>)] = []
    var staggerOfSpan: [Int: Stagger] = [:]
    var timingOfSpan: [Int: TimingAttribute] = [:]
    // What the user marked (or all the text), never an attribute run: a bold word keeps its
    // place in its span's sequence.
    let spanOfSource = spans.staggeredSpanIndices(in: layout)
    let element = elementDuration.isFinite ? max(0, elementDuration) : 0
    for (lineIndex, line) in layout.lines.enumerated() {
      lineStarts.append(visual.count)
      for run in line where !run.isEllipsis && spans.contains(run) {
        let span = spanOfSource[run.spanIndex] ?? run.spanIndex
        if staggerOfSpan[span] == nil {
          staggerOfSpan[span] = stagger.applying(
            run[StaggerAttribute.self], elementDuration: element)
          timingOfSpan[span] = run[TimingAttribute.self]
        }
        let joined = Stagger.joinedScripts.contains(run.script)
        let first = visual.count
        for slice in run {
          let box = slice.typographicBounds
          visual.append(
            SliceRecord(
              range: slice.characterRange, span: span, line: lineIndex, joined: joined,
              box: box.rect, advance: box.width, glyphs: slice.indices.count))
        }
        runs.append((run.characterRange.lowerBound, first..<visual.count))
      }
    }
    lineStarts.append(visual.count)
    // Reading order: line by line, within a line by source position.
    var reading = visual
    for line in lineStarts.indices.dropLast() {
      reading[lineStarts[line]..<lineStarts[line + 1]].sort {
        $0.range.lowerBound < $1.range.lowerBound
      }
    }

    let base = reading.map(\.range.lowerBound).min() ?? 0
    let top = reading.map(\.range.lowerBound).max() ?? base
    var lookup = [Int32](repeating: -1, count: reading.isEmpty ? 0 : top - base + 1)
    var entries: [Entry] = []
    entries.reserveCapacity(reading.count)
    for slice in reading {
      lookup[slice.range.lowerBound - base] = Int32(truncatingIfNeeded: entries.count)
      entries.append(
        Entry(
          characterRange: slice.range, spanIndex: slice.span, unit: .slice, index: 0,
          line: slice.line, count: 0, start: 0, end: 0, unitBounds: slice.box))
    }

    // Each span's slices in the order its stagger counts them.
    var slicesOfSpan: [Int: [SliceRecord]] = [:]
    for order in StaggerOrder.allCases
    where staggerOfSpan.values.contains(where: { $0.order == order }) {
      for slice in order == .reading ? reading : visual
      where staggerOfSpan[slice.span]?.order == order {
        slicesOfSpan[slice.span, default: []].append(slice)
      }
    }
    let wordOfOffset =
      staggerOfSpan.values.contains { $0.by == .word || $0.joinedBy == .word }
      ? Self.words(of: layout) : [:]

    var latest = 0.0
    var fitted: Double?
    var cursor = 0.0  // where the next timed span starts
    for span in slicesOfSpan.keys.sorted() {
      guard let slices = slicesOfSpan[span], let spanStagger = staggerOfSpan[span] else {
        continue
      }
      let units = Self.units(of: slices, stagger: spanStagger, words: wordOfOffset)
      let count = units.count
      let starts: [Double]
      var ends: [Double]
      if let timing = timingOfSpan[span] {
        let spanStart = timing.start ?? cursor
        (starts, ends) = Self.shares(of: units, from: spanStart, lasting: timing.duration)
        cursor = spanStart + timing.duration
      } else {
        if spanStagger.grid != nil {
          let lines = units.map(\.line)
          var perLine: [Int: Int] = [:]
          for line in lines { perLine[line, default: 0] += 1 }
          starts = spanStagger.startTimes(
            positions: units.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) },
            columns: perLine.values.max() ?? 0, rows: perLine.count)
        } else {
          starts = spanStagger.startTimes(count: count)
        }
        var length = spanStagger.spacing.unitDuration(count: count).map { max(0, $0) } ?? element
        if case .fitted(let total, _) = spanStagger.spacing, total.isFinite {
          // The sample clamps its element duration to the total.
          length = min(length, max(0, total))
          fitted = max(fitted ?? 0, total)
        }
        ends = starts.map { $0 + length }
      }
      for (unitIndex, unit) in units.enumerated() {
        for slice in unit.slices {
          let entryIndex = Int(lookup[slice.range.lowerBound - base])
          entries[entryIndex].unit = unit.kind
          entries[entryIndex].index = unitIndex
          entries[entryIndex].count = count
          entries[entryIndex].start = starts[unitIndex]
          entries[entryIndex].end = ends[unitIndex]
          entries[entryIndex].unitBounds = unit.bounds
        }
        latest = max(latest, ends[unitIndex])
      }
    }
    var timesOfRun: [Int: RunTimes] = [:]
    for run in runs {
      var times = RunTimes(starts: [], ends: [])
      for slice in visual[run.slices] {
        let entry = entries[Int(lookup[slice.range.lowerBound - base])]
        times.starts.append(contentsOf: repeatElement(entry.start, count: slice.glyphs))
        times.ends.append(contentsOf: repeatElement(entry.end, count: slice.glyphs))
      }
      timesOfRun[run.offset] = times
    }
    self.init(
      layout: layout, entries: entries, duration: latest, fittedDuration: fitted,
      baseOffset: base, entryIndexByOffset: lookup, timesOfRun: timesOfRun)
  }

  private init(
    layout: Text.Layout, entries: [Entry], duration: Double, fittedDuration: Double?,
    baseOffset: Int, entryIndexByOffset: [Int32], timesOfRun: [Int: RunTimes]
  ) {
    self.layout = layout
    self.entries = entries
    self.duration = duration
    self.fittedDuration = fittedDuration
    self.baseOffset = baseOffset
    self.entryIndexByOffset = entryIndexByOffset
    self.timesOfRun = timesOfRun
  }

  /// The entry of `slice`, a slice of ``layout``; nil when it is not staggered (or is the
  /// truncation ellipsis). O(1).
  @inlinable
  public func entry(for slice: Text.Layout.RunSlice) -> Entry? {
    entryIndex(of: slice).map { entries[$0] }
  }

  /// When `slice` starts, or nil when it is not staggered. O(1).
  @inlinable
  public func start(of slice: Text.Layout.RunSlice) -> Double? {
    entryIndex(of: slice).map { entries[$0].start }
  }

  /// The index in ``entries`` of `slice`, or nil.
  @usableFromInline
  func entryIndex(of slice: Text.Layout.RunSlice) -> Int? {
    let position = slice.characterRange.lowerBound - baseOffset
    guard position >= 0, position < entryIndexByOffset.count, !slice.run.isEllipsis else {
      return nil
    }
    let index = Int(entryIndexByOffset[position])
    return index >= 0 ? index : nil
  }

  /// The start of every glyph of `run`, a run of ``layout``, by its index in the run (a glyph
  /// index, as `run.indices` gives them; every glyph of a cluster has its cluster's start); nil
  /// when the run is not staggered or is the truncation ellipsis. One lookup per run, so a
  /// renderer can decide slice by slice without making each ``KinetypeText/Text.Layout/RunSlice``.
  public func startTimes(in run: Text.Layout.Run) -> [Double]? {
    run.isEllipsis ? nil : timesOfRun[run.characterRange.lowerBound]?.starts
  }

  /// The end of every slice of `run`, as ``startTimes(in:)``.
  public func endTimes(in run: Text.Layout.Run) -> [Double]? {
    run.isEllipsis ? nil : timesOfRun[run.characterRange.lowerBound]?.ends
  }

  /// The same slices, all starting at 0 and ending at `end`: the timing of a renderer that does
  /// not stagger, such as one honouring Reduce Motion.
  public func allAtOnce(ending end: Double) -> StaggerSchedule {
    retimed { _ in (0, end) }
  }

  /// The same slices and units with each entry's start and end replaced by `times` (given the
  /// entry): the schedule of an effect whose timing is its own, such as a range selector's
  /// sweep, so that `kinetype stagger` charts what it draws.
  public func retimed(_ times: (Entry) -> (start: Double, end: Double)) -> StaggerSchedule {
    var byOffset: [Int: (start: Double, end: Double)] = [:]
    let entries = self.entries.map { entry in
      var entry = entry
      (entry.start, entry.end) = times(entry)
      byOffset[entry.characterRange.lowerBound] = (entry.start, entry.end)
      return entry
    }
    var timesOfRun: [Int: RunTimes] = [:]
    for line in layout.lines {
      for run in line where self.timesOfRun[run.characterRange.lowerBound] != nil {
        var times = RunTimes(starts: [], ends: [])
        for slice in run {
          let time = byOffset[slice.characterRange.lowerBound] ?? (0, 0)
          times.starts.append(contentsOf: repeatElement(time.start, count: slice.indices.count))
          times.ends.append(contentsOf: repeatElement(time.end, count: slice.indices.count))
        }
        timesOfRun[run.characterRange.lowerBound] = times
      }
    }
    return StaggerSchedule(
      layout: layout, entries: entries, duration: entries.map(\.end).max() ?? 0,
      fittedDuration: fittedDuration, baseOffset: baseOffset,
      entryIndexByOffset: entryIndexByOffset, timesOfRun: timesOfRun)
  }
}

/// A staggered slice while a schedule is built: its characters, span, line, whether its script
/// joins, its typographic box, advance and number of glyphs.
private struct SliceRecord {
  var range: Range<Int>
  var span: Int
  var line: Int
  var joined: Bool
  var box: CGRect
  var advance: Double
  var glyphs: Int
}

/// One unit of a span while a schedule is built: its slices in order, what it is, its line (of
/// its first slice), its box and its advance.
private struct UnitRecord {
  var slices: [SliceRecord]
  var kind: StaggerUnit
  var line: Int
  var bounds: CGRect
  var advance: Double
}

/// What groups slices into one unit.
private enum UnitKey: Hashable {
  case slice(Int)
  case word(Int)
  case line(Int)
}

extension StaggerUnit {
  /// Slice < word < line.
  fileprivate var rank: Int {
    switch self {
    case .slice: return 0
    case .word: return 1
    case .line: return 2
    }
  }
}

extension StaggerSchedule {
  /// The units of one span's `slices` (in the span's order), in order of their first slice.
  /// Spaces and punctuation go with the word before them; a slice of a joined script moves
  /// with its word (or line) when `stagger.joinedBy` says so.
  fileprivate static func units(
    of slices: [SliceRecord], stagger: Stagger, words: [Int: Int]
  ) -> [UnitRecord] {
    var indexOfKey: [UnitKey: Int] = [:]
    var units: [UnitRecord] = []
    var currentWord = Int.min
    for slice in slices {
      if let word = words[slice.range.lowerBound] { currentWord = word }
      let kind =
        slice.joined && stagger.joinedBy.rank > stagger.by.rank ? stagger.joinedBy : stagger.by
      let key: UnitKey
      switch kind {
      case .slice: key = .slice(slice.range.lowerBound)
      case .word: key = .word(currentWord)
      case .line: key = .line(slice.line)
      }
      if let index = indexOfKey[key] {
        units[index].slices.append(slice)
        units[index].bounds = units[index].bounds.union(slice.box)
        units[index].advance += slice.advance
      } else {
        indexOfKey[key] = units.count
        units.append(
          UnitRecord(
            slices: [slice], kind: kind, line: slice.line, bounds: slice.box,
            advance: slice.advance))
      }
    }
    return units
  }

  /// The units of a timed span one after another from `start`, sharing `duration` in proportion
  /// to their advance (equally when they have none): each ends where the next starts.
  fileprivate static func shares(
    of units: [UnitRecord], from start: Double, lasting duration: Double
  ) -> (starts: [Double], ends: [Double]) {
    let total = units.reduce(0) { $0 + max(0, $1.advance) }
    var starts: [Double] = []
    var ends: [Double] = []
    var before = 0.0
    for (index, unit) in units.enumerated() {
      let (from, to) =
        total > 0
        ? (before / total, (before + max(0, unit.advance)) / total)
        : (Double(index) / Double(units.count), Double(index + 1) / Double(units.count))
      starts.append(start + duration * from)
      ends.append(start + duration * to)
      before += max(0, unit.advance)
    }
    return (starts, ends)
  }

  /// Offset of each slice in a UAX #29 word → the first offset of that word (spaces and
  /// punctuation have none).
  fileprivate static func words(of layout: Text.Layout) -> [Int: Int] {
    var words: [Int: Int] = [:]
    for word in layout.slicesByWord {
      let key = word.map(\.characterRange.lowerBound).min() ?? 0
      for slice in word { words[slice.characterRange.lowerBound] = key }
    }
    return words
  }
}
