/// One paragraph in the bidi sense (text up to and including a paragraph separator), with its
/// resolved levels.
struct BidiSegment {
  var range: Range<Int>
  var bidi: BidiParagraph
  var direction: LayoutDirection { bidi.baseLevel % 2 == 1 ? .rightToLeft : .leftToRight }

  /// The visual runs over `lineRange` (clamped to this paragraph), in paragraph offsets.
  func visualRuns(in lineRange: Range<Int>) -> [(range: Range<Int>, level: UInt8)] {
    let clamped = lineRange.clamped(to: range)
    guard !clamped.isEmpty else { return [] }
    let local = (clamped.lowerBound - range.lowerBound)..<(clamped.upperBound - range.lowerBound)
    return bidi.visualRuns(in: local).map {
      (
        (($0.range.lowerBound + range.lowerBound)..<($0.range.upperBound + range.lowerBound)),
        $0.level
      )
    }
  }
}

/// An item after shaping: glyphs in visual order with their advances.
struct ShapedItem {
  var item: Item
  var piece: ShapedPiece
}

/// Everything known about the paragraph before lines are broken: the result of itemizing and
/// shaping, and the per-character advances line breaking measures with.
struct ParagraphAnalysis {
  let utf16: [UInt16]
  /// `utf16` as HarfBuzz sees it: tabs become spaces (no tab stops yet; fonts have no tab glyph).
  let shapingUTF16: [UInt16]
  let spans: [(range: Range<Int>, attributes: TextAttributes)]
  /// Grapheme cluster boundaries (UAX #29 with GB9c), including 0 and `utf16.count`: the one
  /// set of boundaries that font fallback keeps together, line breaking cuts words at, and
  /// slices never split (``LineAssembler/sliceStarts(_:clusterBoundaries:)``).
  let clusterBoundaries: [Int]
  let paragraphs: [BidiSegment]
  let shaped: [ShapedItem]
  /// Each shaped item's end offset, in order: what ``firstItem(endingAfter:)`` searches, kept
  /// apart from the items so a search reads a few cache lines, not one per probe.
  private let itemEnds: [Int]
  /// `advancePrefix[i]` is the total advance of the characters before offset `i`.
  let advancePrefix: [Double]
  let uncovered: [Unicode.Scalar]
  let fonts: FontCollection

  init(text: Text, fonts: FontCollection, baseDirection: BaseDirection, shaper: Shaper) throws {
    self.fonts = fonts
    let utf16 = Array(text.string.utf16)
    self.utf16 = utf16
    let shapingUTF16 = utf16.contains(0x09) ? utf16.map { $0 == 0x09 ? 0x20 : $0 } : utf16
    self.shapingUTF16 = shapingUTF16
    var spans: [(range: Range<Int>, attributes: TextAttributes)] = []
    var offset = 0
    for span in text.spans {
      let length = span.string.utf16.count
      spans.append((offset..<offset + length, span.attributes))
      offset += length
    }
    self.spans = spans

    // Grapheme clusters with their scalars.
    let boundaries = GraphemeClusters.boundaries(in: utf16)
    clusterBoundaries = boundaries
    let points = codePoints(of: utf16)
    var clusters = ClusterTable()
    clusters.ranges.reserveCapacity(boundaries.count)
    clusters.scalarStart.reserveCapacity(boundaries.count)
    clusters.scalars.reserveCapacity(points.count)
    var pointIndex = 0
    for (start, end) in zip(boundaries, boundaries.dropFirst()) where end > start {
      while pointIndex < points.count, points[pointIndex].offset < end {
        clusters.scalars.append(points[pointIndex].value)
        pointIndex += 1
      }
      clusters.ranges.append(start..<end)
      clusters.scalarStart.append(clusters.scalars.count)
    }

    // Bidi, one paragraph at a time (text up to and including each paragraph separator).
    let direction = baseDirection
    var paragraphs: [BidiSegment] = []
    var levels: [UInt8] = []
    levels.reserveCapacity(utf16.count)
    var start = 0
    for index in utf16.indices where ParagraphAnalysis.isParagraphSeparator(utf16[index]) {
      if index == utf16.count - 1 || !(utf16[index] == 0x0D && utf16[index + 1] == 0x0A) {
        let bidi = try BidiParagraph(utf16: Array(utf16[start...index]), baseDirection: direction)
        paragraphs.append(BidiSegment(range: start..<index + 1, bidi: bidi))
        levels += bidi.levels
        start = index + 1
      }
    }
    if start < utf16.count || paragraphs.isEmpty {
      let bidi = try BidiParagraph(utf16: Array(utf16[start...]), baseDirection: direction)
      paragraphs.append(BidiSegment(range: start..<utf16.count, bidi: bidi))
      levels += bidi.levels
    }
    self.paragraphs = paragraphs

    let scripts = ScriptItemizer.runs(in: utf16).map { ($0.range, $0.script.tag) }
    let itemizer = Itemizer(utf16: utf16, spans: spans, clusters: clusters, fonts: fonts)
    let (items, uncovered) = try itemizer.items(scripts: scripts, levels: levels)
    self.uncovered = uncovered

    var shaped: [ShapedItem] = []
    shaped.reserveCapacity(items.count)
    var advances = [Double](repeating: 0, count: utf16.count)
    shapingUTF16.withUnsafeBufferPointer { buffer in
      for item in items {
        let piece = PieceShaper.shape(
          item, range: item.range, level: item.level, attributes: spans[item.spanIndex].attributes,
          buffer, shaper)
        for (index, glyph) in piece.glyphs.enumerated() where glyph.cluster < advances.count {
          advances[glyph.cluster] += piece.advances[index]
        }
        shaped.append(ShapedItem(item: item, piece: piece))
      }
    }
    self.shaped = shaped
    self.itemEnds = shaped.map(\.item.range.upperBound)
    var prefix = [Double](repeating: 0, count: utf16.count + 1)
    for index in advances.indices { prefix[index + 1] = prefix[index] + advances[index] }
    advancePrefix = prefix
  }

  /// The advance of the characters in `range`.
  func width(_ range: Range<Int>) -> Double {
    let clamped = range.clamped(to: 0..<utf16.count)
    return advancePrefix[clamped.upperBound] - advancePrefix[clamped.lowerBound]
  }

  /// `range` without its trailing white space, line breaks and invisible format characters
  /// (joiners, variation selectors, bidi marks) among them.
  func trimmingTrailingSpace(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound {
      let unit = utf16[end - 1]
      guard
        LineAssembler.isHangingSpace(unit) || ParagraphAnalysis.isLineBreak(unit)
          || FontFallback.needsNoGlyph(UInt32(unit))
      else { break }
      end -= 1
    }
    return range.lowerBound..<end
  }

  /// The advance of `range` without trailing white space (which hangs).
  func visibleWidth(_ range: Range<Int>) -> Double { width(trimmingTrailingSpace(range)) }

  /// The bidi paragraph containing `offset`.
  func paragraph(containing offset: Int) -> BidiSegment {
    paragraphs[paragraphIndex(containing: offset)]
  }

  /// Index of the last paragraph starting at or before `offset` (0 when none does).
  func paragraphIndex(containing offset: Int) -> Int {
    var low = 0
    var high = paragraphs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if paragraphs[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Index of the first shaped item whose range ends after `offset`.
  func firstItem(endingAfter offset: Int) -> Int {
    var low = 0
    var high = itemEnds.count
    while low < high {
      let mid = (low + high) / 2
      if itemEnds[mid] <= offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The attributes of the span containing `offset`.
  func attributes(at offset: Int) -> TextAttributes {
    spans.last { $0.range.lowerBound <= offset }?.attributes ?? spans.first?.attributes
      ?? TextAttributes()
  }

  /// Bidi class B characters: they end a bidi paragraph.
  static func isParagraphSeparator(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x0A, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2029: return true
    default: return false
    }
  }

  /// Characters that end a line (UAX #14 BK, CR, LF, NL).
  static func isLineBreak(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
