/// When each slice of a layout's staggered spans starts and ends: built once per layout and
/// ``Stagger``, read by every staggered renderer, by `kinetype stagger` and by tests, so what the
/// preview shows is what the renderer draws.
///
/// Each staggered span (a source span whose runs ``StaggeredSpans`` selects) is staggered on its
/// own, with the renderer's stagger overridden by the span's ``StaggerAttribute``: its slices
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
    /// The source span the slice belongs to (``KinetypeText/TextLayout/Run/spanIndex``).
    public var spanIndex: Int
    /// What the span's steps move.
    public var unit: StaggerUnit
    /// The index of the slice's unit among its span's units, in the span's order.
    public var index: Int
    /// The number of units in the span.
    public var count: Int
    /// Seconds from the start of the effect to when the slice starts.
    public var start: Double
    /// `start` plus the element duration: when the slice has settled.
    public var end: Double
  }

  /// The layout the schedule was built for.
  public let layout: TextLayout
  /// The staggered slices in reading order (line by line, within a line by source position),
  /// the truncation ellipsis left out.
  public let entries: [Entry]
  /// The latest ``Entry/end``, or 0 when nothing is staggered.
  public let duration: Double
  /// The smallest character offset in ``entries``.
  private let baseOffset: Int
  /// For each character offset from `baseOffset`, the index in `entries` of the slice starting
  /// there, or −1.
  private let entryIndexByOffset: [Int32]
  /// For each staggered run (by the offset its characters start at), the start of each of its
  /// slices in the run's (visual) order.
  private let startsOfRun: [Int: [Double]]

  /// The schedule of `layout`'s runs selected by `spans` under `stagger`, each slice lasting
  /// `elementDuration` seconds. Default selection: the spans marked with ``EmphasisAttribute``.
  public init(
    layout: TextLayout, stagger: Stagger, elementDuration: Double = 0,
    spans: StaggeredSpans = .marked(by: EmphasisAttribute.self)
  ) {
    // The staggered slices, line by line, each line left to right; the ellipsis left out.
    var visual: [SliceRecord] = []
    var lineStarts: [Int] = []
    var runs: [(offset: Int, slices: Range<Int>)] = []
    var staggerOfSpan: [Int: Stagger] = [:]
    for (lineIndex, line) in layout.lines.enumerated() {
      lineStarts.append(visual.count)
      for run in line where !run.isEllipsis && spans.contains(run) {
        if staggerOfSpan[run.spanIndex] == nil {
          staggerOfSpan[run.spanIndex] = stagger.applying(run[StaggerAttribute.self])
        }
        let first = visual.count
        for slice in run {
          visual.append(
            SliceRecord(range: slice.characterRange, span: run.spanIndex, line: lineIndex))
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
          characterRange: slice.range, spanIndex: slice.span, unit: .slice, index: 0, count: 0,
          start: 0, end: 0))
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
      staggerOfSpan.values.contains { $0.by == .word } ? Self.words(of: layout) : [:]

    var latest = 0.0
    let element = elementDuration.isFinite ? max(0, elementDuration) : 0
    for (span, slices) in slicesOfSpan {
      guard let spanStagger = staggerOfSpan[span] else { continue }
      var indexOfKey: [Int: Int] = [:]
      var unitOfSlice: [Int] = []
      unitOfSlice.reserveCapacity(slices.count)
      var currentWord = Int.min
      for slice in slices {
        let key: Int
        switch spanStagger.by {
        case .slice:
          unitOfSlice.append(unitOfSlice.count)
          continue
        case .line: key = slice.line
        case .word:
          // Spaces and punctuation go with the word before them.
          if let word = wordOfOffset[slice.range.lowerBound] { currentWord = word }
          key = currentWord
        }
        if let index = indexOfKey[key] {
          unitOfSlice.append(index)
        } else {
          indexOfKey[key] = indexOfKey.count
          unitOfSlice.append(indexOfKey.count - 1)
        }
      }
      let count = spanStagger.by == .slice ? unitOfSlice.count : indexOfKey.count
      let starts = spanStagger.startTimes(count: count)
      for (slice, unit) in zip(slices, unitOfSlice) {
        let entryIndex = Int(lookup[slice.range.lowerBound - base])
        let start = starts[unit]
        entries[entryIndex].unit = spanStagger.by
        entries[entryIndex].index = unit
        entries[entryIndex].count = count
        entries[entryIndex].start = start
        entries[entryIndex].end = start + element
        latest = max(latest, start + element)
      }
    }
    var startsOfRun: [Int: [Double]] = [:]
    for run in runs {
      startsOfRun[run.offset] = visual[run.slices].map {
        entries[Int(lookup[$0.range.lowerBound - base])].start
      }
    }
    self.init(
      layout: layout, entries: entries, duration: latest, baseOffset: base,
      entryIndexByOffset: lookup, startsOfRun: startsOfRun)
  }

  private init(
    layout: TextLayout, entries: [Entry], duration: Double, baseOffset: Int,
    entryIndexByOffset: [Int32], startsOfRun: [Int: [Double]]
  ) {
    self.layout = layout
    self.entries = entries
    self.duration = duration
    self.baseOffset = baseOffset
    self.entryIndexByOffset = entryIndexByOffset
    self.startsOfRun = startsOfRun
  }

  /// The entry of `slice`, a slice of ``layout``; nil when it is not staggered (or is the
  /// truncation ellipsis). O(1).
  @inlinable
  public func entry(for slice: TextLayout.RunSlice) -> Entry? {
    entryIndex(of: slice).map { entries[$0] }
  }

  /// When `slice` starts, or nil when it is not staggered. O(1).
  @inlinable
  public func start(of slice: TextLayout.RunSlice) -> Double? {
    entryIndex(of: slice).map { entries[$0].start }
  }

  /// The index in ``entries`` of `slice`, or nil.
  @usableFromInline
  func entryIndex(of slice: TextLayout.RunSlice) -> Int? {
    let position = slice.characterRange.lowerBound - baseOffset
    guard position >= 0, position < entryIndexByOffset.count, !slice.run.isEllipsis else {
      return nil
    }
    let index = Int(entryIndexByOffset[position])
    return index >= 0 ? index : nil
  }

  /// The start of every slice of `run`, a run of ``layout``, by its index in the run (visual
  /// order); nil when the run is not staggered or is the truncation ellipsis. One lookup per
  /// run, so a renderer can decide slice by slice without making each ``KinetypeText/TextLayout/RunSlice``.
  public func startTimes(in run: TextLayout.Run) -> [Double]? {
    run.isEllipsis ? nil : startsOfRun[run.characterRange.lowerBound]
  }

  /// The same slices, all starting at 0 and ending at `end`: the timing of a renderer that does
  /// not stagger, such as one honouring Reduce Motion.
  public func allAtOnce(ending end: Double) -> StaggerSchedule {
    let entries = self.entries.map { entry in
      var entry = entry
      entry.start = 0
      entry.end = end
      return entry
    }
    return StaggerSchedule(
      layout: layout, entries: entries, duration: entries.isEmpty ? 0 : end,
      baseOffset: baseOffset, entryIndexByOffset: entryIndexByOffset,
      startsOfRun: startsOfRun.mapValues { [Double](repeating: 0, count: $0.count) })
  }
}

/// A staggered slice while a schedule is built: its characters, span and line.
private struct SliceRecord {
  var range: Range<Int>
  var span: Int
  var line: Int
}

extension StaggerSchedule {
  /// Offset of each slice in a UAX #29 word → the first offset of that word (spaces and
  /// punctuation have none).
  fileprivate static func words(of layout: TextLayout) -> [Int: Int] {
    var words: [Int: Int] = [:]
    for word in layout.slicesByWord {
      let key = word.map(\.characterRange.lowerBound).min() ?? 0
      for slice in word { words[slice.characterRange.lowerBound] = key }
    }
    return words
  }
}
