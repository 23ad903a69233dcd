import KinetypeCore

/// A shaped piece of one line: one item's glyphs (visual order) with what placing them needs.
struct ShapedPiece {
  var range: Range<Int>
  var item: Item
  var attributes: TextAttributes
  var glyphs: [ShapedGlyph]
  var script: String
  var level: UInt8
  /// Advance of each glyph in px, extra spacing included.
  var advances: [Double]
  var width: Double { advances.reduce(0, +) }
}

/// Runs the pipeline for one `TextLayout`: itemize, shape, break into lines, align, place.
struct LayoutBuilder {
  let text: Text
  let fonts: FontCollection
  let width: Double?
  let options: LayoutOptions

  struct Result {
    var lines: [TextLayout.Line] = []
    var size = Size.zero
    var isTruncated = false
    var warnings: [String] = []
  }

  func build() throws -> Result {
    guard !text.isEmpty else { return Result() }
    let string = text.string
    let utf16 = Array(string.utf16)
    var spans: [(range: Range<Int>, attributes: TextAttributes)] = []
    var offset = 0
    for span in text.spans {
      let length = span.string.utf16.count
      spans.append((offset..<offset + length, span.attributes))
      offset += length
    }
    let clusters = Itemizer.clusters(of: string)
    let itemizer = Itemizer(utf16: utf16, spans: spans, clusters: clusters, fonts: fonts)
    let (items, uncovered) = try itemizer.items(scripts: [], levels: [])
    var result = Result()
    if !uncovered.isEmpty {
      var seen = Set<UInt32>()
      let names = uncovered.filter { seen.insert($0.value).inserted }.map {
        "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4)
      }
      result.warnings.append(
        "no bundled font covers " + names.joined(separator: ", ") + "; drawn as .notdef")
    }

    // Stage 1: lines end at mandatory breaks only.
    let shaper = Shaper()
    var lineRanges: [Range<Int>] = []
    var start = 0
    for cluster in clusters where cluster.scalars.contains(where: LayoutBuilder.isMandatoryBreak) {
      lineRanges.append(start..<cluster.range.lowerBound)
      start = cluster.range.upperBound
    }
    lineRanges.append(start..<utf16.count)

    var shapedLines: [(range: Range<Int>, pieces: [ShapedPiece])] = []
    utf16.withUnsafeBufferPointer { buffer in
      for lineRange in lineRanges {
        var pieces: [ShapedPiece] = []
        for item in items {
          let range = item.range.clamped(to: lineRange)
          guard !range.isEmpty else { continue }
          pieces.append(
            shape(item, range: range, attributes: spans[item.spanIndex].attributes, buffer, shaper))
        }
        shapedLines.append((lineRange, pieces))
      }
    }

    // Place lines top to bottom.
    let defaultFace = try fonts.face(for: spans[0].attributes.resolvedFont)
    let widths = shapedLines.map { LineAssembler.visibleWidth($0.pieces, utf16: utf16) }
    let boxWidth = width ?? (widths.max() ?? 0)
    var y = 0.0
    for (index, shaped) in shapedLines.enumerated() {
      let metrics = LineAssembler.metrics(shaped.pieces, fallback: defaultFace, options: options)
      let baseline = y + metrics.above
      let direction: LayoutDirection = .leftToRight
      let x = LineAssembler.alignmentOffset(
        lineWidth: widths[index], boxWidth: boxWidth, alignment: options.alignment,
        direction: direction)
      let line = LineAssembler.makeLine(
        shaped.pieces, range: shaped.range, origin: Point(x: x, y: baseline),
        width: widths[index], metrics: metrics, direction: direction)
      result.lines.append(line)
      y = baseline + metrics.below + options.lineSpacing
    }
    let bottom = (result.lines.last.map { $0.origin.y + $0.typographicBounds.descent }) ?? 0
    result.size = Size(width: widths.max() ?? 0, height: bottom)
    return result
  }

  /// Shapes `range` of `item` and applies tracking and kerning.
  func shape(
    _ item: Item, range: Range<Int>, attributes: TextAttributes,
    _ buffer: UnsafeBufferPointer<UInt16>,
    _ shaper: Shaper
  ) -> ShapedPiece {
    var features = attributes.features
    let extra = (attributes.tracking ?? 0) + (attributes.kerning ?? 0)
    if let tracking = attributes.tracking, tracking != 0 {
      for tag: FontTag in ["liga", "clig"] where features[tag] == nil { features[tag] = false }
    }
    let isRTL: Bool? = item.level % 2 == 1 ? true : (item.script == nil ? nil : false)
    let shaped = shaper.shape(
      buffer, range: range, face: item.face, isRightToLeft: isRTL, script: item.script,
      language: attributes.language, features: features)
    var advances = shaped.glyphs.map { Double($0.xAdvance) / 64 }
    if extra != 0 {
      for index in advances.indices
      where index + 1 == advances.count
        || shaped.glyphs[index + 1].cluster != shaped.glyphs[index].cluster
      {
        advances[index] += extra
      }
    }
    let level = item.level % 2 == 1 || shaped.isRightToLeft ? max(item.level, 1) : item.level
    return ShapedPiece(
      range: range, item: item, attributes: attributes, glyphs: shaped.glyphs,
      script: shaped.script,
      level: level, advances: advances)
  }

  static func isMandatoryBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}

extension String {
  func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
