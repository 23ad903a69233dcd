import KinetypeCore

extension TextLayout {
  /// One placed glyph.
  public struct Glyph: Hashable, Sendable {
    /// The glyph in the run's font.
    public var id: GlyphID
    /// The pen position in layout coordinates (on the baseline, y down), offsets applied: fill
    /// `font.glyphPath(id)` translated here.
    public var position: Point
    /// The horizontal advance in px (tracking and kerning included).
    public var advance: Double
    /// The UTF-16 offset in the source text of the first character of the glyph's cluster.
    public var cluster: Int
  }

  /// A run of glyphs with one font, script, bidi level and set of attributes, in visual order;
  /// its elements are ``RunSlice``s, one per cluster: the union of HarfBuzz's clusters and
  /// grapheme clusters (the glyphs of a ligature, a base and its marks, or a conjunct such as
  /// स्ते form one slice).
  public struct Run: RandomAccessCollection, Hashable, Sendable {
    /// The font the glyphs come from.
    public let font: FontFace
    /// The span's attributes.
    public let attributes: TextAttributes
    /// The index of the source span (in `Text.spans`) the run's characters come from.
    public let spanIndex: Int
    /// Whether the run is the ellipsis truncation inserted (its slices have empty character
    /// ranges at the cut).
    public let isEllipsis: Bool
    /// The ISO 15924 script tag, such as `Latn`, `Arab`, `Zyyy` for common.
    public let script: String
    /// The bidi embedding level (even = left to right).
    public let bidiLevel: UInt8
    /// The glyphs in visual order (left to right on the line).
    public let glyphs: [Glyph]
    /// The pen x (before glyph offsets) of each glyph, in layout coordinates.
    let penX: [Double]
    /// The glyph index range of each slice, in visual order.
    let sliceGlyphRanges: [Range<Int>]
    /// The UTF-16 range of each slice, parallel to `sliceGlyphRanges`.
    let sliceCharacterRanges: [Range<Int>]
    /// The UTF-16 range of the source this run covers.
    public let characterRange: Range<Int>
    /// The run's box: its left baseline point, total advance and its font's ascent and descent.
    public let typographicBounds: TypographicBounds

    /// The direction of the run's text.
    public var layoutDirection: LayoutDirection {
      bidiLevel % 2 == 1 ? .rightToLeft : .leftToRight
    }

    /// The custom attribute of type `T` on this run, or nil.
    public subscript<T: TextAttribute>(_ type: T.Type) -> T? { attributes[type] }

    /// The fill color, or nil for the renderer's default (black).
    public var foregroundColor: Color? { attributes.foregroundColor }
    /// The underline, if any.
    public var underline: TextLineStyle? { attributes.underline }
    /// The strikethrough, if any.
    public var strikethrough: TextLineStyle? { attributes.strikethrough }

    /// The UTF-16 offset of each glyph's cluster, one per glyph (SwiftUI's meaning).
    public var characterIndices: [Int] { glyphs.map(\.cluster) }

    /// The first slice index (0).
    public var startIndex: Int { 0 }
    /// The number of slices.
    public var endIndex: Int { sliceGlyphRanges.count }

    /// The slice at `index` (visual order).
    public subscript(index: Int) -> RunSlice { RunSlice(run: self, sliceIndex: index) }
  }

  /// The glyphs of one cluster within a run: the unit renderers animate. Its elements are
  /// ``Glyph``s and its indices index ``Run/glyphs``.
  ///
  /// A slice never splits what a reader sees as one letter: it starts where a HarfBuzz cluster
  /// starts on a grapheme cluster boundary (``GraphemeClusters``, with Unicode 15.1's conjunct
  /// rule), so it covers whole grapheme clusters (स्ते, not स् and ते) and whole HarfBuzz
  /// clusters (a ligature such as Tamil க்ஷ).
  public struct RunSlice: RandomAccessCollection, Hashable, Sendable {
    /// The run the slice belongs to.
    public let run: Run
    /// The slice's position among its run's slices (visual order).
    public let sliceIndex: Int

    /// The first glyph index in the run.
    public var startIndex: Int { run.sliceGlyphRanges[sliceIndex].lowerBound }
    /// One past the last glyph index in the run.
    public var endIndex: Int { run.sliceGlyphRanges[sliceIndex].upperBound }
    /// The glyph at `index` (an index into ``Run/glyphs``).
    public subscript(index: Int) -> Glyph { run.glyphs[index] }

    /// The custom attribute of type `T`, from the run.
    public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
    /// The font of the slice's glyphs.
    public var font: FontFace { run.font }

    /// The UTF-16 range of the source characters the slice shows.
    public var characterRange: Range<Int> { run.sliceCharacterRanges[sliceIndex] }
    /// The UTF-16 offset of each glyph's cluster, one per glyph (SwiftUI's meaning).
    public var characterIndices: [Int] { map(\.cluster) }

    /// The slice's box: left baseline point, advance, and the run's ascent and descent.
    public var typographicBounds: TypographicBounds {
      var bounds = run.typographicBounds
      let glyphs = run.glyphs[startIndex..<endIndex]
      if startIndex < run.penX.count { bounds.origin.x = run.penX[startIndex] }
      bounds.width = glyphs.reduce(0) { $0 + $1.advance }
      return bounds
    }

    /// The ink bounds of the slice's glyphs in layout coordinates (FreeType's exact outline box);
    /// `Rect.null` when the glyphs have no ink (a space).
    public var imageBounds: Rect {
      var box = Rect.null
      for glyph in self {
        let ink = run.font.glyphImageBounds(glyph.id)
        if !ink.isNull { box = box.union(ink.offsetBy(dx: glyph.position.x, dy: glyph.position.y)) }
      }
      return box
    }
  }
}
