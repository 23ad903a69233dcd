/// What one line shows: logical segments of the source, and where an ellipsis goes.
struct LineContent {
  var span: LineSpan
  /// Logical ranges shown, in logical order (one, or two around a middle ellipsis).
  var segments: [Range<Int>]
  /// The index in `segments` before which the ellipsis goes (`segments.count`: after all).
  var ellipsisAt: Int?
  /// The ellipsis, shaped, when `ellipsisAt` is set.
  var ellipsis: ShapedPiece?
}

/// The truncation stage: keeps `lineLimit` lines and cuts the last one with an ellipsis at the
/// tail, middle or head, between grapheme clusters, so it fits the width.
enum Truncation {
  static func apply(
    _ lines: [LineSpan], analysis: ParagraphAnalysis, width: Double?, options: LayoutOptions,
    shaper: Shaper
  ) throws -> (lines: [LineContent], isTruncated: Bool) {
    let plain = lines.map { LineContent(span: $0, segments: [$0.range]) }
    guard let limit = options.lineLimit, lines.count > limit, limit >= 1 else {
      return (plain, false)
    }
    var kept = Array(plain.prefix(limit))
    let last = lines[limit - 1]
    let start = last.range.lowerBound
    let paragraph = analysis.paragraph(containing: start)
    let textEnd = analysis.trimmingTrailingSpace(start..<analysis.utf16.count).upperBound
    let lineEnd = analysis.trimmingTrailingSpace(last.range).upperBound
    let level = paragraph.bidi.baseLevel
    var ellipsis = try shapeEllipsis(
      analysis, at: max(lineEnd - 1, start), level: level, shaper: shaper)
    let available = max((width ?? analysis.visibleWidth(last.range)) - ellipsis.width, 0)
    var content = LineContent(span: last, segments: [], ellipsisAt: nil, ellipsis: ellipsis)
    switch options.truncationMode {
    case .tail:
      let end: Int
      if width == nil {
        end = lineEnd
      } else {
        let paragraphEnd = analysis.trimmingTrailingSpace(start..<paragraph.range.upperBound)
        end = prefixEnd(analysis, from: start, limit: paragraphEnd.upperBound, width: available)
      }
      content.segments = [analysis.trimmingTrailingSpace(start..<end)]
      content.ellipsisAt = 1
    case .head:
      let from = suffixStart(analysis, from: start, end: textEnd, width: available)
      content.segments = [from..<textEnd]
      content.ellipsisAt = 0
    case .middle:
      let headEnd = prefixEnd(analysis, from: start, limit: textEnd, width: available / 2)
      let head = analysis.trimmingTrailingSpace(start..<headEnd)
      let from = suffixStart(
        analysis, from: headEnd, end: textEnd, width: available - analysis.width(head))
      content.segments = [head, from..<textEnd]
      content.ellipsisAt = 1
    }
    content.segments = content.segments.filter { !$0.isEmpty }
    let at = min(content.ellipsisAt ?? 0, content.segments.count)
    content.ellipsisAt = at
    // The ellipsis stands at the cut: after the kept text before it, else before the text after.
    let cut =
      at > 0 ? content.segments[at - 1].upperBound : (content.segments.first?.lowerBound ?? start)
    ellipsis = try shapeEllipsis(analysis, at: max(cut - 1, 0), level: level, shaper: shaper)
    for index in ellipsis.glyphs.indices { ellipsis.glyphs[index].cluster = cut }
    ellipsis.range = cut..<cut
    content.ellipsis = ellipsis
    kept[limit - 1] = content
    return (kept, true)
  }

  /// The furthest grapheme boundary in `start...limit` where `start..<boundary` fits.
  static func prefixEnd(_ analysis: ParagraphAnalysis, from start: Int, limit: Int, width: Double)
    -> Int
  {
    var end = start
    for boundary in analysis.clusterBoundaries where boundary > start && boundary <= limit {
      guard analysis.visibleWidth(start..<boundary) <= width else { break }
      end = boundary
    }
    return end
  }

  /// The earliest grapheme boundary in `start...end` where `boundary..<end` fits, leading
  /// spaces skipped.
  static func suffixStart(_ analysis: ParagraphAnalysis, from start: Int, end: Int, width: Double)
    -> Int
  {
    var from = end
    for boundary in analysis.clusterBoundaries.reversed() where boundary >= start && boundary < end
    {
      guard analysis.width(boundary..<end) <= width else { break }
      from = boundary
    }
    while from < end, LineAssembler.isHangingSpace(analysis.utf16[from]) { from += 1 }
    return from
  }

  /// "…" in the font of the character at `offset` (or the first font covering it), as a piece
  /// whose glyphs point at `offset`.
  static func shapeEllipsis(
    _ analysis: ParagraphAnalysis, at offset: Int, level: UInt8, shaper: Shaper
  ) throws -> ShapedPiece {
    guard !analysis.shaped.isEmpty else { throw LayoutError("nothing to truncate") }
    let index = min(analysis.firstItem(endingAfter: offset), analysis.shaped.count - 1)
    let host = analysis.shaped[index].item
    let attributes = analysis.spans[host.spanIndex].attributes
    var face = host.face
    if !face.covers("\u{2026}"),
      let file = analysis.fonts.allFiles.first(where: { $0.covers(0x2026) })
    {
      face = try analysis.fonts.face(file: file, font: attributes.resolvedFont)
    }
    let item = Item(
      range: offset..<offset, spanIndex: host.spanIndex, face: face, script: "Zyyy", level: level)
    let units: [UInt16] = [0x2026]
    var piece = units.withUnsafeBufferPointer { buffer in
      PieceShaper.shape(
        item, range: 0..<1, level: level, attributes: attributes, buffer, shaper)
    }
    for index in piece.glyphs.indices { piece.glyphs[index].cluster = offset }
    piece.range = offset..<offset
    piece.isEllipsis = true
    return piece
  }
}
