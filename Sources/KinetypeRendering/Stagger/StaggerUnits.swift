/// What one step of a stagger moves: each slice, each word or each line of a span.
public enum StaggerUnit: String, Sendable, Hashable, CaseIterable {
  /// Every slice (glyph cluster) starts on its own. The default.
  case slice
  /// The slices of a word start together (UAX #29 words; spaces and punctuation go with the
  /// word before them).
  case word
  /// The slices of a line start together.
  case line
}

/// The order stagger steps are counted in.
public enum StaggerOrdering: String, Sendable, Hashable, CaseIterable {
  /// As the text is read: a right-to-left span starts at its right. The default.
  case reading
  /// Left to right on the page, line by line, whatever the direction.
  case visual
}

/// Each marked slice's step in its span's stagger: its index among the span's units and their
/// number, under a unit and an ordering. Built once per draw. O(n log n) in the slices.
struct StaggerUnits {
  /// A slice's step.
  struct Step: Hashable {
    var index: Int
    var count: Int
  }

  private var steps: [Int: Step] = [:]

  /// The steps of every slice of `layout` whose run passes `isMarked`.
  init(
    layout: TextLayout, unit: StaggerUnit, ordering: StaggerOrdering,
    isMarked: (TextLayout.Run) -> Bool
  ) {
    // Each marked slice with the key of its unit, in the order the units are counted.
    var unitOfSlice: [(slice: TextLayout.RunSlice, unitKey: Int)] = []
    let wordOf = unit == .word ? Self.words(layout) : [:]
    var lineOf: [Int: Int] = [:]
    for (index, line) in layout.lines.enumerated() {
      for slice in line.slices { lineOf[slice.characterRange.lowerBound] = index }
    }
    let ordered =
      ordering == .visual ? layout.lines.flatMap(\.slices) : layout.slicesInReadingOrder
    var currentWord = -1
    for slice in ordered where !slice.run.isEllipsis && isMarked(slice.run) {
      let offset = slice.characterRange.lowerBound
      let key: Int
      switch unit {
      case .slice: key = offset
      case .line: key = lineOf[offset] ?? 0
      case .word:
        if let word = wordOf[offset] { currentWord = word }
        key = currentWord
      }
      unitOfSlice.append((slice, key))
    }
    // Number the units span by span, in first-seen order.
    var unitIndex: [Int: [Int: Int]] = [:]  // span → unit key → index
    for (slice, key) in unitOfSlice {
      let span = slice.run.spanIndex
      if unitIndex[span, default: [:]][key] == nil {
        unitIndex[span, default: [:]][key] = unitIndex[span]?.count ?? 0
      }
    }
    for (slice, key) in unitOfSlice {
      let span = slice.run.spanIndex
      let units = unitIndex[span] ?? [:]
      steps[slice.characterRange.lowerBound] = Step(index: units[key] ?? 0, count: units.count)
    }
  }

  /// The step of `slice`, or nil when it is not marked.
  func step(of slice: TextLayout.RunSlice) -> Step? { steps[slice.characterRange.lowerBound] }

  /// The UTF-16 offset of each slice in a word → that word's key (its first offset).
  private static func words(_ layout: TextLayout) -> [Int: Int] {
    var words: [Int: Int] = [:]
    for word in layout.slicesByWord {
      let key = word.map(\.characterRange.lowerBound).min() ?? 0
      for slice in word { words[slice.characterRange.lowerBound] = key }
    }
    return words
  }
}
