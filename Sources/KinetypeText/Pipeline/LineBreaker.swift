/// One line as line breaking leaves it: a logical UTF-16 range.
struct LineSpan: Hashable {
  /// The whole line, trailing spaces and the line break character included.
  var range: Range<Int>
  /// Whether the line ends its paragraph (a mandatory break or the end of the text), which
  /// justification leaves unstretched.
  var endsParagraph: Bool
}

/// The line breaking stage: UAX #14 opportunities from ICU (dictionary breaks for Thai and
/// Khmer), chosen greedily to fit `width`; a word wider than the line breaks between grapheme
/// clusters; trailing spaces hang (they never cause a break).
enum LineBreaker {
  static func lines(
    _ analysis: ParagraphAnalysis, width: Double?, locale: String?, shaper: Shaper
  ) -> [LineSpan] {
    let measure = LineMeasure(analysis: analysis, shaper: shaper)
    let count = analysis.utf16.count
    guard count > 0 else { return [] }
    let opportunities = LineBreaks.opportunities(in: analysis.utf16, locale: locale)
    var lines: [LineSpan] = []
    var start = 0
    var lastFit: Int?
    var boundaryIndex = 0
    for opportunity in opportunities {
      let end = opportunity.offset
      guard end > start else { continue }
      // Never split a grapheme cluster across lines (UAX #14 allows a break before a combining
      // mark that follows a space, LB10).
      let boundaries = analysis.clusterBoundaries
      while boundaryIndex < boundaries.count, boundaries[boundaryIndex] < end { boundaryIndex += 1 }
      guard boundaryIndex < boundaries.count, boundaries[boundaryIndex] == end else { continue }
      if let width, !measure.fits(start..<end, in: width) {
        if let fit = lastFit, fit > start {
          lines.append(LineSpan(range: start..<fit, endsParagraph: false))
          start = fit
        }
        // A word wider than the line: cut it between grapheme clusters. White space after
        // the cut hangs on the line before it, as at any other break.
        while !measure.fits(start..<end, in: width) {
          let cut = hangingSpaces(
            analysis, after: graphemeCut(analysis, measure, from: start, before: end, width: width),
            before: end)
          guard cut < end else { break }
          lines.append(LineSpan(range: start..<cut, endsParagraph: false))
          start = cut
        }
      }
      lastFit = end
      if opportunity.isMandatory {
        lines.append(LineSpan(range: start..<end, endsParagraph: true))
        start = end
        lastFit = nil
      }
    }
    if start < count {
      lines.append(LineSpan(range: start..<count, endsParagraph: true))
    } else if var last = lines.popLast() {
      last.endsParagraph = true
      lines.append(last)
    }
    return lines
  }

  /// `cut` moved past the clusters of hanging white space that follow it, up to `end`.
  static func hangingSpaces(_ analysis: ParagraphAnalysis, after cut: Int, before end: Int) -> Int {
    let boundaries = analysis.clusterBoundaries
    var low = 0
    var high = boundaries.count
    while low < high {  // the first boundary ≥ cut
      let mid = (low + high) / 2
      if boundaries[mid] < cut { low = mid + 1 } else { high = mid }
    }
    var result = cut
    var index = low
    while index + 1 < boundaries.count, boundaries[index] == result, boundaries[index + 1] <= end,
      analysis.utf16[result..<boundaries[index + 1]].allSatisfy(LineAssembler.isHangingSpace)
    {
      result = boundaries[index + 1]
      index += 1
    }
    return result
  }

  /// The furthest grapheme boundary after `start` (at least one cluster) where
  /// `start..<boundary` fits in `width`.
  static func graphemeCut(
    _ analysis: ParagraphAnalysis, _ measure: LineMeasure, from start: Int, before end: Int,
    width: Double
  ) -> Int {
    let boundaries = analysis.clusterBoundaries
    var low = 0
    var high = boundaries.count - 1
    while low < high {  // first boundary > start
      let mid = (low + high) / 2
      if boundaries[mid] <= start { low = mid + 1 } else { high = mid }
    }
    var cut = min(boundaries[low], end)
    var index = low + 1
    while index < boundaries.count, boundaries[index] < end,
      measure.fits(start..<boundaries[index], in: width)
    {
      cut = boundaries[index]
      index += 1
    }
    return cut
  }
}

/// Measures candidate lines as they will be drawn: the shaped advances, except where a line
/// would cut an item where HarfBuzz marks the cut unsafe (a ligature, Arabic joining, a kerning
/// pair), where the cut part is reshaped and measured.
struct LineMeasure {
  let analysis: ParagraphAnalysis
  let shaper: Shaper

  /// Whether `range`, trailing white space hanging, fits in `width`.
  ///
  /// The shaped advances are exact unless the range cuts an item where HarfBuzz marks the cut
  /// unsafe; then, if the total is within half an em of `width`, the cut part is reshaped
  /// and measured. O(log n) in the common case.
  func fits(_ range: Range<Int>, in width: Double) -> Bool {
    let visible = analysis.trimmingTrailingSpace(range)
    guard !visible.isEmpty else { return true }
    let approximate = analysis.width(visible)
    let first = analysis.firstItem(endingAfter: visible.lowerBound)
    let last = analysis.firstItem(endingAfter: visible.upperBound - 1)
    // The items cut at the start and at the end (the same item when one item spans the range).
    var unsafeFirst = -1
    var unsafeLast = -1
    var slack = 0.0
    func isUnsafeCut(_ index: Int) -> Bool {
      guard index < analysis.shaped.count else { return false }
      let shaped = analysis.shaped[index]
      let part = shaped.item.range.clamped(to: visible)
      guard part != shaped.item.range, !part.isEmpty else { return false }
      guard
        !PieceShaper.isSafeCut(shaped.piece, at: part.lowerBound, analysis.utf16)
          || !PieceShaper.isSafeCut(shaped.piece, at: part.upperBound, analysis.utf16)
      else { return false }
      slack = max(slack, shaped.item.face.size / 2)
      return true
    }
    if isUnsafeCut(first) { unsafeFirst = first }
    if last != first, isUnsafeCut(last) { unsafeLast = last }
    if (unsafeFirst < 0 && unsafeLast < 0) || abs(approximate - width) > slack {
      return approximate <= width
    }
    var total = approximate
    for index in [unsafeFirst, unsafeLast] where index >= 0 {
      let shaped = analysis.shaped[index]
      let part = shaped.item.range.clamped(to: visible)
      let piece = PieceShaper.piece(
        of: shaped, range: part, level: shaped.item.level, analysis: analysis, shaper)
      total += piece.width - analysis.width(part)
    }
    return total <= width
  }
}
