/// A shaped piece of one line: glyphs (visual order) of one item's range, at one bidi level.
struct ShapedPiece {
  var range: Range<Int>
  var item: Item
  var attributes: TextAttributes
  var glyphs: [ShapedGlyph]
  var script: String
  var level: UInt8
  /// Advance of each glyph in px, tracking and kerning included.
  var advances: [Double]
  /// Whether the piece is an ellipsis inserted by truncation.
  var isEllipsis = false
  var width: Double { advances.reduce(0, +) }
  var isRightToLeft: Bool { level % 2 == 1 }
}

/// Shapes items and cuts shaped items into line pieces, reshaping only where HarfBuzz says a
/// cut is unsafe.
enum PieceShaper {
  /// Shapes `range` of `item` at `level` and applies tracking and kerning; glyphs of line
  /// break characters are dropped.
  static func shape(
    _ item: Item, range: Range<Int>, level: UInt8, attributes: TextAttributes,
    _ buffer: UnsafeBufferPointer<UInt16>, _ shaper: Shaper
  ) -> ShapedPiece {
    // The font's features (`monospacedDigit()`), then the span's own, which win.
    var features = attributes.resolvedFont.features.merging(attributes.features) { _, own in own }
    let extra = (attributes.tracking ?? 0) + (attributes.kerning ?? 0)
    if let tracking = attributes.tracking, tracking != 0 {
      for tag: FontTag in ["liga", "clig"] where features[tag] == nil { features[tag] = false }
    }
    let script = item.script.flatMap { ["Zyyy", "Zinh", "Zzzz"].contains($0) ? nil : $0 }
    let shaped = shaper.shape(
      buffer, range: range, face: item.face, isRightToLeft: level % 2 == 1, script: script,
      language: attributes.language, features: features)
    var glyphs = shaped.glyphs
    if glyphs.contains(where: { ParagraphAnalysis.isLineBreak(buffer[$0.cluster]) }) {
      glyphs.removeAll { ParagraphAnalysis.isLineBreak(buffer[$0.cluster]) }
    }
    var advances = glyphs.map { Double($0.xAdvance) / 64 }
    if extra != 0 {
      for index in advances.indices
      where index + 1 == advances.count || glyphs[index + 1].cluster != glyphs[index].cluster {
        advances[index] += extra
      }
    }
    return ShapedPiece(
      range: range, item: item, attributes: attributes, glyphs: glyphs,
      script: item.script ?? shaped.script, level: level, advances: advances)
  }

  /// The piece of `shaped` covering `range` at `level`: the shaped glyphs themselves when the
  /// cut is safe and the direction unchanged, else a fresh shaping of the range (in context).
  static func piece(
    of shaped: ShapedItem, range: Range<Int>, level: UInt8, analysis: ParagraphAnalysis,
    _ shaper: Shaper
  ) -> ShapedPiece {
    let whole = shaped.piece
    if range == whole.range && level % 2 == whole.level % 2 {
      var piece = whole
      piece.level = level
      return piece
    }
    if level % 2 == whole.level % 2, isSafeCut(whole, at: range.lowerBound, analysis.utf16),
      isSafeCut(whole, at: range.upperBound, analysis.utf16)
    {
      var piece = whole
      piece.range = range
      piece.level = level
      let glyphs = glyphRange(of: range, in: whole)
      piece.glyphs = Array(whole.glyphs[glyphs])
      piece.advances = Array(whole.advances[glyphs])
      return piece
    }
    return analysis.shapingUTF16.withUnsafeBufferPointer { buffer in
      shape(shaped.item, range: range, level: level, attributes: whole.attributes, buffer, shaper)
    }
  }

  /// The glyphs whose clusters lie in `range`: contiguous, since HarfBuzz's default cluster
  /// level keeps clusters monotonic (ascending left to right, descending for right to left).
  /// O(log n).
  static func glyphRange(of range: Range<Int>, in piece: ShapedPiece) -> Range<Int> {
    let glyphs = piece.glyphs
    // The first index whose glyph is past `offset` in logical order's direction.
    func partition(_ isBefore: (Int) -> Bool) -> Int {
      var low = 0
      var high = glyphs.count
      while low < high {
        let mid = (low + high) / 2
        if isBefore(glyphs[mid].cluster) { low = mid + 1 } else { high = mid }
      }
      return low
    }
    if piece.isRightToLeft {
      let start = partition { $0 >= range.upperBound }
      let end = partition { $0 >= range.lowerBound }
      return start..<max(start, end)
    }
    let start = partition { $0 < range.lowerBound }
    let end = partition { $0 < range.upperBound }
    return start..<max(start, end)
  }

  /// Whether the item's glyphs can be cut before the character at `offset`.
  static func isSafeCut(_ piece: ShapedPiece, at offset: Int, _ utf16: [UInt16]) -> Bool {
    if offset <= piece.range.lowerBound || offset >= piece.range.upperBound { return true }
    if ParagraphAnalysis.isLineBreak(utf16[offset])
      || ParagraphAnalysis.isLineBreak(utf16[offset - 1])
    {
      return true
    }
    // The glyphs of the cluster starting at `offset` (none if `offset` is inside a cluster).
    let glyphs = glyphRange(of: offset..<offset + 1, in: piece)
    var found = false
    for index in glyphs where piece.glyphs[index].cluster == offset {
      if piece.glyphs[index].unsafeToBreak { return false }
      found = true
    }
    return found
  }
}
