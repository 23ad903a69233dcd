import Foundation
import KinetypeCore

/// Builds each `Text.Layout.Line`: bidi reordering of its pieces (UAX #9 L1–L2 via
/// ``BidiParagraph/visualRuns(in:)``), hanging trailing spaces, alignment and justification.
struct LineBuilder {
  let analysis: ParagraphAnalysis
  let shaper: Shaper
  let options: LayoutOptions
  /// The layout width, for justification (nil: unlimited).
  let width: Double?

  /// The pieces of `content` in visual order, left to right.
  func visualPieces(_ content: LineContent) -> [ShapedPiece] {
    var groups: [[ShapedPiece]] = content.segments.map { visualPieces(of: $0) }
    if let at = content.ellipsisAt, let ellipsis = content.ellipsis {
      groups.insert([ellipsis], at: min(at, groups.count))
    }
    let paragraph = analysis.paragraph(containing: content.span.range.lowerBound)
    if paragraph.direction == .rightToLeft { groups.reverse() }
    return groups.flatMap { $0 }
  }

  /// One logical range's pieces in visual order.
  private func visualPieces(of range: Range<Int>) -> [ShapedPiece] {
    var pieces: [ShapedPiece] = []
    var end = range.upperBound
    while end > range.lowerBound, ParagraphAnalysis.isLineBreak(analysis.utf16[end - 1]) {
      end -= 1
    }
    let range = range.lowerBound..<end
    guard !range.isEmpty else { return [] }
    // Only the paragraphs the range overlaps, found by search: scanning them all for every
    // line made text of many paragraphs quadratic (a fuzz finding).
    var next = analysis.paragraphIndex(containing: range.lowerBound)
    while next < analysis.paragraphs.count,
      analysis.paragraphs[next].range.lowerBound < range.upperBound
    {
      let paragraph = analysis.paragraphs[next]
      next += 1
      for run in paragraph.visualRuns(in: range) {
        var inRun: [ShapedPiece] = []
        var index = analysis.firstItem(endingAfter: run.range.lowerBound)
        while index < analysis.shaped.count,
          analysis.shaped[index].item.range.lowerBound < run.range.upperBound
        {
          let shaped = analysis.shaped[index]
          let part = shaped.item.range.clamped(to: run.range)
          // ICU reports a line's runs by direction (a left-to-right line is one run at level
          // 0 even around numbers at level 2), so keep the item's level unless rule L1 changed
          // its direction (trailing white space at the paragraph level).
          let level = shaped.item.level % 2 == run.level % 2 ? shaped.item.level : run.level
          if !part.isEmpty {
            inRun.append(
              PieceShaper.piece(of: shaped, range: part, level: level, analysis: analysis, shaper))
          }
          index += 1
        }
        if run.level % 2 == 1 { inRun.reverse() }
        pieces += inRun
      }
    }
    return pieces
  }

  /// Places one line with its baseline at `baseline` in a box `boxWidth` wide.
  func makeLine(
    _ content: LineContent, pieces: [ShapedPiece], baseline: Double, boxWidth: Double,
    metrics: LineMetrics
  ) -> Text.Layout.Line {
    let paragraph = analysis.paragraph(containing: content.span.range.lowerBound)
    let direction = paragraph.direction
    let lastSegment = content.segments.last ?? content.span.range
    let hangStart = analysis.trimmingTrailingSpace(lastSegment).upperBound
    var total = 0.0
    var hanging = 0.0
    var spaces = 0
    for piece in pieces {
      for (index, glyph) in piece.glyphs.enumerated() {
        total += piece.advances[index]
        guard !piece.isEllipsis else { continue }
        if glyph.cluster >= hangStart {
          hanging += piece.advances[index]
        } else if LineAssembler.isJustifiableSpace(analysis.utf16[glyph.cluster]) {
          spaces += 1
        }
      }
    }
    var visible = total - hanging
    var spaceExtra = 0.0
    if options.alignment == .justified, !content.span.endsParagraph, content.ellipsis == nil,
      spaces > 0, let width, width > visible
    {
      spaceExtra = (width - visible) / Double(spaces)
      visible = width
    }
    let left = LineAssembler.alignmentOffset(
      lineWidth: visible, boxWidth: boxWidth, alignment: options.alignment,
      direction: options.alignmentDirection ?? direction)
    var x = left - (direction == .rightToLeft ? hanging : 0)
    var runs: [Text.Layout.Run] = []
    runs.reserveCapacity(pieces.count)
    for piece in pieces {
      let run = LineAssembler.makeRun(
        piece, x: x, baseline: baseline, spaceExtra: spaceExtra, stretchEnd: hangStart,
        utf16: analysis.utf16, clusterBoundaries: analysis.clusterBoundaries)
      runs.append(run)
      x += run.typographicBounds.width
    }
    let origin = CGPoint(x: left, y: baseline)
    let bounds = TypographicBounds(
      origin: origin, width: visible, ascent: metrics.ascent, descent: metrics.descent,
      leading: metrics.leading)
    return Text.Layout.Line(
      runs: runs, origin: origin, typographicBounds: bounds,
      characterRange: characterRange(content),
      paragraphDirection: direction, trailingWhitespaceWidth: hanging)
  }

  /// The line's source range; for a truncated line, from its first to its last shown character.
  private func characterRange(_ content: LineContent) -> Range<Int> {
    guard content.ellipsis != nil, let first = content.segments.first,
      let last = content.segments.last
    else { return content.span.range }
    return first.lowerBound..<last.upperBound
  }
}
