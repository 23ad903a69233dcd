import Foundation
import KinetypeCore

/// Runs the pipeline for one `Text.Layout`: analyse (itemize and shape), break lines, truncate,
/// then build each line (bidi order, alignment) top to bottom.
struct LayoutBuilder {
  let text: Text
  let fonts: FontCollection
  let width: Double?
  let options: LayoutOptions
  let context: LayoutContext

  struct Result {
    var lines: [Text.Layout.Line] = []
    var size = CGSize.zero
    var isTruncated = false
    var warnings: [Warning] = []
  }

  func build() throws -> Result {
    guard !text.isEmpty else { return Result() }
    let shaper = context.shaper
    let analysis = try ParagraphAnalysis(
      text: text, fonts: fonts, baseDirection: options.baseDirection, shaper: shaper)
    var result = Result()
    if !analysis.uncovered.isEmpty {
      result.warnings.append(
        FontDiagnostics.uncovered(analysis.uncovered, isHermetic: fonts.isHermetic))
    }
    result.warnings += FontDiagnostics.warnings(for: analysis)
    let locale = analysis.spans.first?.attributes.language
    let spans = LineBreaker.lines(analysis, width: width, locale: locale, shaper: shaper)
    let (contents, isTruncated) = try Truncation.apply(
      spans, analysis: analysis, width: width, options: options, shaper: shaper)
    result.isTruncated = isTruncated

    let builder = LineBuilder(analysis: analysis, shaper: shaper, options: options, width: width)
    let defaultFace = try fonts.face(for: analysis.spans[0].attributes.resolvedFont)
    var boxWidth = width ?? 0
    // Without a width, the box is the widest line, so every line's pieces come first; with
    // one, each line's pieces are made just before the line, while they are in the cache
    // (a 100k-character text's pieces made all at once outgrow it).
    var pieces: [[ShapedPiece]] = []
    if width == nil {
      pieces = contents.map { builder.visualPieces($0) }
      for (content, linePieces) in zip(contents, pieces) {
        boxWidth = max(boxWidth, visibleWidth(linePieces, content: content, analysis: analysis))
      }
    }
    var y = 0.0
    var widest = 0.0
    result.lines.reserveCapacity(contents.count)
    for (index, content) in contents.enumerated() {
      let linePieces = width == nil ? pieces[index] : builder.visualPieces(content)
      let face = linePieces.isEmpty ? faceAt(content.span.range.lowerBound, analysis) : nil
      let metrics = LineAssembler.metrics(
        linePieces, fallback: face ?? defaultFace, options: options)
      let baseline = y + metrics.above
      let line = builder.makeLine(
        content, pieces: linePieces, baseline: baseline, boxWidth: boxWidth, metrics: metrics)
      result.lines.append(line)
      widest = max(widest, line.typographicBounds.width)
      y = baseline + metrics.below + options.lineSpacing
    }
    let bottom = result.lines.last.map { $0.origin.y + $0.typographicBounds.descent } ?? 0
    result.size = CGSize(width: width.map { max($0, widest) } ?? widest, height: bottom)
    return result
  }

  private func visibleWidth(
    _ pieces: [ShapedPiece], content: LineContent, analysis: ParagraphAnalysis
  ) -> Double {
    let hangStart = analysis.trimmingTrailingSpace(content.segments.last ?? content.span.range)
      .upperBound
    var total = 0.0
    for piece in pieces {
      for (index, glyph) in piece.glyphs.enumerated()
      where piece.isEllipsis || glyph.cluster < hangStart {
        total += piece.advances[index]
      }
    }
    return total
  }

  private func faceAt(_ offset: Int, _ analysis: ParagraphAnalysis) -> FontFace? {
    let index = analysis.firstItem(endingAfter: offset)
    return index < analysis.shaped.count ? analysis.shaped[index].item.face : nil
  }
}

extension String {
  func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
