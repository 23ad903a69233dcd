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
  static func lines(_ analysis: ParagraphAnalysis, width: Double?, locale: String?) -> [LineSpan] {
    let count = analysis.utf16.count
    guard count > 0 else { return [] }
    let opportunities = LineBreaks.opportunities(in: analysis.utf16, locale: locale)
    var lines: [LineSpan] = []
    var start = 0
    var lastFit: Int?
    for opportunity in opportunities {
      let end = opportunity.offset
      guard end > start else { continue }
      if let width, analysis.visibleWidth(start..<end) > width {
        if let fit = lastFit, fit > start {
          lines.append(LineSpan(range: start..<fit, endsParagraph: false))
          start = fit
        }
        // A word wider than the line: cut it between grapheme clusters.
        while analysis.visibleWidth(start..<end) > width {
          let cut = graphemeCut(analysis, from: start, before: end, width: width)
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

  /// The furthest grapheme boundary after `start` (at least one cluster) where
  /// `start..<boundary` fits in `width`.
  static func graphemeCut(
    _ analysis: ParagraphAnalysis, from start: Int, before end: Int, width: Double
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
      analysis.visibleWidth(start..<boundaries[index]) <= width
    {
      cut = boundaries[index]
      index += 1
    }
    return cut
  }
}
