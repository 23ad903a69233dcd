extension Text.Layout.Line {
  /// The runs in reading (logical) order rather than visual order.
  public var runsInReadingOrder: [Text.Layout.Run] {
    runs.enumerated().sorted {
      ($0.element.characterRange.lowerBound, $0.offset) < (
        $1.element.characterRange.lowerBound, $1.offset
      )
    }.map(\.element)
  }

  /// Every slice on the line, left to right.
  public var slices: [Text.Layout.RunSlice] { runs.flatMap { Array($0) } }
}

extension Text.Layout {
  /// Every run, line by line, each line's left to right.
  public var runs: [Run] { lines.flatMap(\.runs) }

  /// Every slice, line by line, each line's left to right.
  public var slices: [RunSlice] { lines.flatMap(\.slices) }

  /// The slices of each line, left to right.
  public var slicesByLine: [[RunSlice]] { lines.map(\.slices) }

  /// Every slice in reading order: line by line, within a line by source position (so a
  /// Hebrew word's slices come right to left); the truncation ellipsis at its cut. O(n log n).
  public var slicesInReadingOrder: [RunSlice] {
    lines.flatMap { line in
      line.slices.enumerated().sorted { lhs, rhs in
        let left = lhs.element.characterRange.lowerBound
        let right = rhs.element.characterRange.lowerBound
        if left != right { return left < right }
        if lhs.element.run.isEllipsis != rhs.element.run.isEllipsis {
          return lhs.element.run.isEllipsis  // a head ellipsis stands before the text at its cut
        }
        return lhs.offset < rhs.offset
      }.map(\.element)
    }
  }

  /// The slices grouped by word (UAX #29 word boundaries, spaces and punctuation left out), in
  /// reading order. A word cut by a line break is two groups. O(n log n).
  public var slicesByWord: [[RunSlice]] {
    let segments = WordBoundaries.segments(in: Array(string.utf16)).filter(\.isWord)
    var groups: [[RunSlice]] = []
    var segmentIndex = 0
    var lastLine = -1
    for (lineIndex, line) in lines.enumerated() {
      let ordered = Text.Layout(linesOnly: [line]).slicesInReadingOrder
      for slice in ordered where !slice.run.isEllipsis {
        let offset = slice.characterRange.lowerBound
        while segmentIndex < segments.count, segments[segmentIndex].range.upperBound <= offset {
          segmentIndex += 1
        }
        guard segmentIndex < segments.count, segments[segmentIndex].range.contains(offset) else {
          continue
        }
        let segment = segments[segmentIndex].range
        if lineIndex == lastLine, let previous = groups.last?.last,
          segment.contains(previous.characterRange.lowerBound)
        {
          groups[groups.count - 1].append(slice)
        } else {
          groups.append([slice])
        }
        lastLine = lineIndex
      }
    }
    return groups
  }

  /// Each slice's place in reading order, overall and within its span, for staggers that must
  /// follow the reader (a stagger over Hebrew starts at the right). Build once per layout.
  public struct ReadingOrder: Sendable {
    /// A slice's place.
    public struct Position: Hashable, Sendable {
      /// Index among all slices of the layout in reading order.
      public var index: Int
      /// Number of slices in the layout (ellipsis excluded).
      public var count: Int
      /// Index among the slices of the same source span, in reading order.
      public var indexInSpan: Int
      /// Number of slices of that span on the layout.
      public var countInSpan: Int
    }

    private var positions: [Int: Position] = [:]

    /// Indexes every slice of `layout` except the truncation ellipsis. O(n log n).
    public init(_ layout: Text.Layout) {
      let ordered = layout.slicesInReadingOrder.filter { !$0.run.isEllipsis }
      var spanCounts: [Int: Int] = [:]
      for slice in ordered { spanCounts[slice.run.spanIndex, default: 0] += 1 }
      var seen: [Int: Int] = [:]
      for (index, slice) in ordered.enumerated() {
        let span = slice.run.spanIndex
        let inSpan = seen[span, default: 0]
        seen[span] = inSpan + 1
        positions[slice.characterRange.lowerBound] = Position(
          index: index, count: ordered.count, indexInSpan: inSpan,
          countInSpan: spanCounts[span] ?? 0)
      }
    }

    /// The slice's place, or nil for the truncation ellipsis or a slice of another layout.
    public func position(of slice: RunSlice) -> Position? {
      slice.run.isEllipsis ? nil : positions[slice.characterRange.lowerBound]
    }
  }

  /// The reading order of this layout's slices (see ``ReadingOrder``).
  public var readingOrder: ReadingOrder { ReadingOrder(self) }

  /// The source text of a character range (UTF-16 offsets).
  public func text(in range: Range<Int>) -> String {
    let utf16 = string.utf16
    let clamped = range.clamped(to: 0..<utf16.count)
    let start = utf16.index(utf16.startIndex, offsetBy: clamped.lowerBound)
    let end = utf16.index(start, offsetBy: clamped.count)
    return String(string[start..<end])
  }
}
