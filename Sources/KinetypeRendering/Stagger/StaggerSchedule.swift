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

  /// The schedule of `layout`'s runs selected by `spans` under `stagger`, each slice lasting
  /// `elementDuration` seconds. Default selection: the spans marked with ``EmphasisAttribute``.
  public init(
    layout: TextLayout, stagger: Stagger, elementDuration: Double = 0,
    spans: StaggeredSpans = .marked(by: EmphasisAttribute.self)
  ) {
    let reading = layout.slicesInReadingOrder.filter {
      !$0.run.isEllipsis && spans.contains($0.run)
    }
    let offsets = reading.map(\.characterRange.lowerBound)
    let base = offsets.min() ?? 0
    var lookup = [Int32](
      repeating: -1, count: offsets.isEmpty ? 0 : (offsets.max() ?? 0) - base + 1)
    var entries: [Entry] = []
    entries.reserveCapacity(reading.count)
    var staggerOfSpan: [Int: Stagger] = [:]
    for (index, slice) in reading.enumerated() {
      let span = slice.run.spanIndex
      if staggerOfSpan[span] == nil {
        staggerOfSpan[span] = stagger.applying(slice.run[StaggerAttribute.self])
      }
      lookup[offsets[index] - base] = Int32(truncatingIfNeeded: entries.count)
      entries.append(
        Entry(
          characterRange: slice.characterRange, spanIndex: span, unit: .slice, index: 0, count: 0,
          start: 0, end: 0))
    }

    // Each span's slices (by offset) in the order its stagger counts them.
    var offsetsOfSpan: [Int: [Int]] = [:]
    for (index, slice) in reading.enumerated()
    where staggerOfSpan[slice.run.spanIndex]?.order == .reading {
      offsetsOfSpan[slice.run.spanIndex, default: []].append(offsets[index])
    }
    if staggerOfSpan.values.contains(where: { $0.order == .visual }) {
      for line in layout.lines {
        for run in line where !run.isEllipsis && spans.contains(run) {
          guard staggerOfSpan[run.spanIndex]?.order == .visual else { continue }
          for slice in run {
            offsetsOfSpan[run.spanIndex, default: []].append(slice.characterRange.lowerBound)
          }
        }
      }
    }
    let units = Set(staggerOfSpan.values.map(\.by))
    let unitKeys = UnitKeys(
      layout: layout, words: units.contains(.word), lines: units.contains(.line))

    var latest = 0.0
    for (span, spanOffsets) in offsetsOfSpan {
      guard let spanStagger = staggerOfSpan[span] else { continue }
      var indexOfKey: [Int: Int] = [:]
      var unitOfSlice: [Int] = []
      unitOfSlice.reserveCapacity(spanOffsets.count)
      var currentWord = Int.min
      for offset in spanOffsets {
        let key: Int
        switch spanStagger.by {
        case .slice:
          unitOfSlice.append(unitOfSlice.count)
          continue
        case .line: key = unitKeys.lineOfOffset[offset] ?? 0
        case .word:
          // Spaces and punctuation go with the word before them.
          if let word = unitKeys.wordOfOffset[offset] { currentWord = word }
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
      for (offset, unit) in zip(spanOffsets, unitOfSlice) {
        let entryIndex = Int(lookup[offset - base])
        let start = starts[unit]
        let end = start + (elementDuration.isFinite ? max(0, elementDuration) : 0)
        entries[entryIndex].unit = spanStagger.by
        entries[entryIndex].index = unit
        entries[entryIndex].count = count
        entries[entryIndex].start = start
        entries[entryIndex].end = end
        latest = max(latest, end)
      }
    }
    self.init(
      layout: layout, entries: entries, duration: latest, baseOffset: base,
      entryIndexByOffset: lookup)
  }

  private init(
    layout: TextLayout, entries: [Entry], duration: Double, baseOffset: Int,
    entryIndexByOffset: [Int32]
  ) {
    self.layout = layout
    self.entries = entries
    self.duration = duration
    self.baseOffset = baseOffset
    self.entryIndexByOffset = entryIndexByOffset
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
      baseOffset: baseOffset, entryIndexByOffset: entryIndexByOffset)
  }
}

/// The word and line of each slice, by character offset, for word and line steps.
private struct UnitKeys {
  /// Offset → the first offset of its UAX #29 word (spaces and punctuation have none).
  var wordOfOffset: [Int: Int] = [:]
  /// Offset → its line's index.
  var lineOfOffset: [Int: Int] = [:]

  init(layout: TextLayout, words: Bool, lines: Bool) {
    if words {
      for word in layout.slicesByWord {
        let key = word.map(\.characterRange.lowerBound).min() ?? 0
        for slice in word { wordOfOffset[slice.characterRange.lowerBound] = key }
      }
    }
    if lines {
      for (index, line) in layout.lines.enumerated() {
        for run in line where !run.isEllipsis {
          for slice in run { lineOfOffset[slice.characterRange.lowerBound] = index }
        }
      }
    }
  }
}
