import Foundation
import KinetypeCore

/// Vertical metrics of one line.
struct LineMetrics {
  var ascent: Double
  var descent: Double
  var leading: Double
  /// Space from the line's top to its baseline (ascent plus half-leading for multiples).
  var above: Double
  /// Space from the baseline to the next line's top.
  var below: Double
}

/// Line metrics and run placement shared by `LineBuilder`: heights, alignment offsets, and
/// positioned `Text.Layout.Run`s with their slices.
enum LineAssembler {
  /// The tallest ascent, descent and leading on the line, and the line's height split.
  static func metrics(_ pieces: [ShapedPiece], fallback: FontFace, options: LayoutOptions)
    -> LineMetrics
  {
    let faces = pieces.isEmpty ? [fallback] : pieces.map(\.item.face)
    var ascent = 0.0
    var descent = 0.0
    var leading = 0.0
    for (index, face) in faces.enumerated() {
      let shift = index < pieces.count ? pieces[index].attributes.baselineOffset ?? 0 : 0
      ascent = max(ascent, face.ascent + shift)
      descent = max(descent, face.descent - shift)
      leading = max(leading, face.leading)
    }
    switch options.lineHeight {
    case .font:
      return LineMetrics(
        ascent: ascent, descent: descent, leading: leading, above: ascent, below: descent + leading)
    case .multiple(let factor):
      let height = (ascent + descent) * (factor.isFinite && factor > 0 ? factor : 1)
      let half = (height - ascent - descent) / 2
      return LineMetrics(
        ascent: ascent, descent: descent, leading: leading, above: ascent + half,
        below: descent + half)
    }
  }

  /// Spaces justification widens: U+0020 and the other space separators except no-break ones.
  static func isJustifiableSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x3000 || (unit >= 0x2000 && unit <= 0x200A) || unit == 0x205F
  }

  /// White space that hangs past the line's end instead of causing a break.
  static func isHangingSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09 || unit == 0x3000 || (unit >= 0x2000 && unit <= 0x200A)
      || unit == 0x205F || unit == 0x1680
  }

  /// Where the line starts for `alignment` in a box `boxWidth` wide.
  static func alignmentOffset(
    lineWidth: Double, boxWidth: Double, alignment: TextAlignment, direction: LayoutDirection
  ) -> Double {
    let free = boxWidth - lineWidth
    let rtl = direction == .rightToLeft
    switch alignment {
    case .leading, .justified: return rtl ? free : 0
    case .center: return free / 2
    case .trailing: return rtl ? 0 : free
    }
  }

  /// Positions a piece's glyphs from pen `x` on the baseline at `baseline`; groups slices.
  /// Spaces before `stretchEnd` widen by `spaceExtra` (justification). `clusterBoundaries` are
  /// the paragraph's grapheme cluster boundaries (the ones line breaking cuts at).
  static func makeRun(
    _ piece: ShapedPiece, x startX: Double, baseline: Double, spaceExtra: Double,
    stretchEnd: Int, utf16: [UInt16], clusterBoundaries: [Int]
  ) -> Text.Layout.Run {
    let shift = piece.attributes.baselineOffset ?? 0
    var glyphs: [Text.Layout.Glyph] = []
    var penX: [Double] = []
    glyphs.reserveCapacity(piece.glyphs.count)
    var x = startX
    for (index, shaped) in piece.glyphs.enumerated() {
      var advance = piece.advances[index]
      if spaceExtra != 0, !piece.isEllipsis, shaped.cluster < stretchEnd,
        isJustifiableSpace(utf16[shaped.cluster])
      {
        advance += spaceExtra
      }
      penX.append(x)
      glyphs.append(
        Text.Layout.Glyph(
          id: GlyphID(shaped.id),
          position: CGPoint(
            x: x + Double(shaped.xOffset) / 64, y: baseline - Double(shaped.yOffset) / 64 - shift),
          advance: advance, cluster: shaped.cluster))
      x += advance
    }
    // Slices: maximal stretches of glyphs with the same slice start.
    let keys =
      piece.isEllipsis
      ? glyphs.map(\.cluster)
      : sliceStarts(glyphs.map(\.cluster), clusterBoundaries: clusterBoundaries)
    var sliceGlyphs: [Range<Int>] = []
    var sliceKeys: [Int] = []
    var start = 0
    for index in glyphs.indices.dropFirst() where keys[index] != keys[start] {
      sliceGlyphs.append(start..<index)
      sliceKeys.append(keys[start])
      start = index
    }
    if !glyphs.isEmpty {
      sliceGlyphs.append(start..<glyphs.count)
      sliceKeys.append(keys[start])
    }
    let sliceCharacters = sliceCharacterRanges(starts: sliceKeys, end: piece.range.upperBound)
    let face = piece.item.face
    let bounds = TypographicBounds(
      origin: CGPoint(x: startX, y: baseline - shift), width: x - startX, ascent: face.ascent,
      descent: face.descent, leading: face.leading)
    return Text.Layout.Run(
      font: face, attributes: piece.attributes, spanIndex: piece.item.spanIndex,
      isEllipsis: piece.isEllipsis, script: piece.script, bidiLevel: piece.level,
      glyphs: glyphs, penX: penX, sliceGlyphRanges: sliceGlyphs,
      sliceCharacterRanges: sliceCharacters, characterRange: piece.range, typographicBounds: bounds)
  }

  /// For each glyph, the UTF-16 offset where its slice starts, given each glyph's HarfBuzz
  /// cluster: a slice is the union of HarfBuzz's clusters and grapheme clusters.
  ///
  /// A slice starts where a HarfBuzz cluster starts on a grapheme cluster boundary, so neither a
  /// ligature spanning graphemes (ﬁ, Tamil க்ஷ) nor a grapheme spanning HarfBuzz clusters (the
  /// conjunct स्ते, whose half form स् HarfBuzz keeps apart) is ever split. Offsets are in the
  /// glyphs' order; O(g log g) (O(g) for the usual monotonic clusters, plus the boundaries they span).
  static func sliceStarts(_ clusters: [Int], clusterBoundaries: [Int]) -> [Int] {
    guard let first = clusters.min() else { return [] }
    // The clusters ascending: HarfBuzz's default cluster level keeps them monotonic, so a
    // check replaces the sort (a set, a filter and a sort per run were a twentieth of layout).
    var ascending = true
    var descending = true
    for index in clusters.indices.dropFirst() {
      if clusters[index] < clusters[index - 1] { ascending = false }
      if clusters[index] > clusters[index - 1] { descending = false }
    }
    let ordered = ascending ? clusters : descending ? clusters.reversed() : clusters.sorted()
    // Where slices start: the first cluster, and each cluster start on a grapheme boundary,
    // found by walking the sorted boundaries beside the sorted clusters.
    var low = 0
    var high = clusterBoundaries.count
    while low < high {
      let mid = (low + high) / 2
      if clusterBoundaries[mid] < first { low = mid + 1 } else { high = mid }
    }
    var boundary = low
    var starts: [Int] = []
    for cluster in ordered where starts.last != cluster {
      while boundary < clusterBoundaries.count && clusterBoundaries[boundary] < cluster {
        boundary += 1
      }
      if cluster == first
        || (boundary < clusterBoundaries.count && clusterBoundaries[boundary] == cluster)
      {
        starts.append(cluster)
      }
    }
    return clusters.map { cluster in
      var low = 0
      var high = starts.count
      while low < high {
        let mid = (low + high) / 2
        if starts[mid] <= cluster { low = mid + 1 } else { high = mid }
      }
      return starts[max(0, low - 1)]
    }
  }

  /// Each slice's source range: from its start to the next start in logical order (or the
  /// piece's end). Starts are monotonic in HarfBuzz's default cluster level, so the next start
  /// is the neighbouring slice's; the general case sorts.
  static func sliceCharacterRanges(starts: [Int], end: Int) -> [Range<Int>] {
    var ascending = true
    var descending = true
    for index in starts.indices.dropFirst() {
      if starts[index] <= starts[index - 1] { ascending = false }
      if starts[index] >= starts[index - 1] { descending = false }
    }
    if ascending || descending {
      return starts.indices.map { index in
        let nextIndex = ascending ? index + 1 : index - 1
        let next = starts.indices.contains(nextIndex) ? starts[nextIndex] : end
        return starts[index]..<max(next, starts[index])
      }
    }
    let sorted = Array(Set(starts)).sorted()
    return starts.map { start in
      var low = 0
      var high = sorted.count
      while low < high {
        let mid = (low + high) / 2
        if sorted[mid] <= start { low = mid + 1 } else { high = mid }
      }
      return start..<(low < sorted.count ? sorted[low] : max(end, start))
    }
  }
}
