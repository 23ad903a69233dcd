import Foundation
import KinetypeCore

extension Text.Layout {
  /// One placed glyph (a Kinetype addition: SwiftUI keeps glyphs opaque).
  public struct Glyph: Hashable, Sendable {
    /// The glyph in the run's font.
    public var id: GlyphID
    /// The pen position in layout coordinates (on the baseline, y down), offsets applied: fill
    /// `font.glyphPath(id)` translated here.
    public var position: CGPoint
    /// The horizontal advance in px (tracking and kerning included).
    public var advance: Double
    /// The UTF-16 offset in the source text of the first character of the glyph's cluster.
    public var cluster: Int
  }

  /// A run of glyphs with one font, script, bidi level and set of attributes, in visual order,
  /// as SwiftUI's `Text.Layout.Run`.
  ///
  /// Its indices are glyph indices, as in SwiftUI: `run[a..<b]` is the ``RunSlice`` of glyphs
  /// `a..<b`. Iterating a run steps one *cluster* at a time, where SwiftUI steps one glyph: each
  /// element is the ``RunSlice`` of a cluster, the union of HarfBuzz's clusters and grapheme
  /// clusters (the glyphs of a ligature, a base and its marks, or a conjunct such as स्ते form
  /// one slice), so a renderer animating `for slice in run` never splits what a reader sees as
  /// one letter. `run.count` counts clusters; `run.indices` are the glyph indices where
  /// clusters start (docs/rendering.md, "Slices").
  public struct Run: RandomAccessCollection, Hashable, Sendable {
    /// A glyph index.
    public typealias Index = Int
    /// The glyph indices where the run's clusters start.
    public typealias Indices = DefaultIndices<Run>
    /// A stretch of clusters (`run.dropFirst()`); `run[a..<b]` with a range is a ``RunSlice``.
    public typealias SubSequence = Slice<Run>

    /// The font the glyphs come from.
    public let font: FontFace
    /// The span's attributes.
    public internal(set) var attributes: TextAttributes
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
    /// The glyph index range of each cluster, in visual order; together they cover the glyphs.
    let sliceGlyphRanges: [Range<Int>]
    /// The UTF-16 range of each cluster, parallel to `sliceGlyphRanges`.
    let sliceCharacterRanges: [Range<Int>]
    /// For each glyph, the index of its cluster in `sliceGlyphRanges`.
    let sliceOfGlyph: [Int]
    /// The UTF-16 range of the source this run covers.
    public let characterRange: Range<Int>
    /// The run's box: its left baseline point, total advance and its font's ascent and descent.
    public let typographicBounds: TypographicBounds

    init(
      font: FontFace, attributes: TextAttributes, spanIndex: Int, isEllipsis: Bool,
      script: String, bidiLevel: UInt8, glyphs: [Glyph], penX: [Double],
      sliceGlyphRanges: [Range<Int>], sliceCharacterRanges: [Range<Int>],
      characterRange: Range<Int>, typographicBounds: TypographicBounds
    ) {
      self.font = font
      self.attributes = attributes
      self.spanIndex = spanIndex
      self.isEllipsis = isEllipsis
      self.script = script
      self.bidiLevel = bidiLevel
      self.glyphs = glyphs
      self.penX = penX
      self.sliceGlyphRanges = sliceGlyphRanges
      self.sliceCharacterRanges = sliceCharacterRanges
      var owners = [Int](repeating: 0, count: glyphs.count)
      for (slice, range) in sliceGlyphRanges.enumerated() {
        for glyph in range { owners[glyph] = slice }
      }
      self.sliceOfGlyph = owners
      self.characterRange = characterRange
      self.typographicBounds = typographicBounds
    }

    /// The run moved by `delta` in layout coordinates (a line whose ``Line/origin`` was set).
    func moved(by delta: CGPoint) -> Run {
      var bounds = typographicBounds
      bounds.origin = CGPoint(x: bounds.origin.x + delta.x, y: bounds.origin.y + delta.y)
      return Run(
        font: font, attributes: attributes, spanIndex: spanIndex, isEllipsis: isEllipsis,
        script: script, bidiLevel: bidiLevel,
        glyphs: glyphs.map {
          var glyph = $0
          glyph.position = CGPoint(x: glyph.position.x + delta.x, y: glyph.position.y + delta.y)
          return glyph
        },
        penX: penX.map { $0 + delta.x }, sliceGlyphRanges: sliceGlyphRanges,
        sliceCharacterRanges: sliceCharacterRanges, characterRange: characterRange,
        typographicBounds: bounds)
    }

    /// The direction of the run's text.
    public var layoutDirection: LayoutDirection {
      bidiLevel % 2 == 1 ? .rightToLeft : .leftToRight
    }

    /// The custom attribute of type `T` on this run, or nil.
    public subscript<T: TextAttribute>(_ type: T.Type) -> T? { attributes[type] }

    /// The fill color, or nil for the renderer's default (black).
    public var foregroundColor: Color? { attributes.foregroundColor }
    /// The underline, if any.
    public var underline: Text.LineStyle? { attributes.underline }
    /// The strikethrough, if any.
    public var strikethrough: Text.LineStyle? { attributes.strikethrough }

    /// The source position of each glyph's cluster, one per glyph (SwiftUI's meaning).
    public var characterIndices: [CharacterIndex] {
      glyphs.map { CharacterIndex(utf16Offset: $0.cluster) }
    }

    /// The first glyph index (0).
    public var startIndex: Int { 0 }
    /// The number of glyphs.
    public var endIndex: Int { glyphs.count }

    /// The cluster ordinal of glyph index `index` (the cluster count for ``endIndex``).
    private func ordinal(_ index: Int) -> Int {
      index == glyphs.count ? sliceGlyphRanges.count : sliceOfGlyph[index]
    }

    /// The glyph index of the cluster with ordinal `ordinal` (``endIndex`` past the last).
    private func position(_ ordinal: Int) -> Int {
      ordinal == sliceGlyphRanges.count ? glyphs.count : sliceGlyphRanges[ordinal].lowerBound
    }

    /// Where the cluster after the one holding glyph `i` starts.
    public func index(after i: Int) -> Int { sliceGlyphRanges[sliceOfGlyph[i]].upperBound }
    /// Where the cluster before the one holding glyph `i` starts.
    public func index(before i: Int) -> Int { position(ordinal(i) - 1) }
    /// The start of the cluster `distance` clusters from the one holding glyph `i`. O(1).
    public func index(_ i: Int, offsetBy distance: Int) -> Int {
      position(ordinal(i) + distance)
    }
    /// The number of clusters from the one holding glyph `start` to the one holding `end`.
    public func distance(from start: Int, to end: Int) -> Int { ordinal(end) - ordinal(start) }

    /// The cluster holding glyph `index`, as a slice (for a cluster's first glyph, the slice
    /// that iteration yields there).
    public subscript(index: Int) -> RunSlice {
      RunSlice(run: self, indices: sliceGlyphRanges[sliceOfGlyph[index]])
    }

    /// The glyphs `bounds` as a slice, as SwiftUI's `run[a..<b]`: a range of glyph indices,
    /// which need not start or end on a cluster boundary.
    public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }
  }

  /// Some placed glyphs of a ``Run``, as SwiftUI's `Text.Layout.RunSlice`: the unit renderers
  /// animate. Its indices are glyph indices of ``run`` and its elements are one-glyph slices,
  /// as in SwiftUI; ``glyphs`` gives the glyphs themselves.
  ///
  /// The slices a run yields when iterated are whole clusters: a slice never splits what a
  /// reader sees as one letter (स्ते, not स् and ते; a ligature such as Tamil க்ஷ).
  public struct RunSlice: RandomAccessCollection, Hashable, Sendable {
    /// A glyph index in ``run``.
    public typealias Index = Int
    /// The slice's glyph indices.
    public typealias Indices = Range<Int>
    /// Part of the slice: `slice[a..<b]`.
    public typealias SubSequence = RunSlice

    /// The run the slice belongs to.
    public let run: Run
    /// The slice's glyph indices in ``run``.
    public let indices: Range<Int>

    /// The glyphs `indices` of `run`, as SwiftUI's `RunSlice(run:indices:)`. `indices` must lie
    /// within the run's glyphs.
    public init(run: Run, indices: Range<Int>) {
      precondition(
        indices.lowerBound >= 0 && indices.upperBound <= run.glyphs.count,
        "RunSlice indices \(indices) outside the run's \(run.glyphs.count) glyphs")
      self.run = run
      self.indices = indices
    }

    /// The first glyph index in the run.
    public var startIndex: Int { indices.lowerBound }
    /// One past the last glyph index in the run.
    public var endIndex: Int { indices.upperBound }
    /// The one-glyph slice at glyph `index` of the run.
    public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<index + 1) }
    /// The glyphs `bounds` of the run.
    public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }

    /// The custom attribute of type `T`, from the run.
    public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
    /// The font of the slice's glyphs.
    public var font: FontFace { run.font }
    /// The slice's glyphs, with their positions (a Kinetype addition).
    public var glyphs: ArraySlice<Glyph> { run.glyphs[indices] }

    /// The UTF-16 range of the source characters the slice shows: the whole clusters its glyphs
    /// belong to (empty for an empty slice).
    public var characterRange: Range<Int> {
      guard let first = indices.first, let last = indices.last else {
        let at =
          indices.lowerBound < run.glyphs.count
          ? run.sliceCharacterRanges[run.sliceOfGlyph[indices.lowerBound]].lowerBound
          : run.characterRange.upperBound
        return at..<at
      }
      let clusters = run.sliceCharacterRanges[run.sliceOfGlyph[first]...run.sliceOfGlyph[last]]
      let lower = clusters.map(\.lowerBound).min() ?? 0
      return lower..<Swift.max(lower, clusters.map(\.upperBound).max() ?? lower)
    }
    /// The source position of each glyph's cluster, one per glyph (SwiftUI's meaning).
    public var characterIndices: [CharacterIndex] {
      glyphs.map { CharacterIndex(utf16Offset: $0.cluster) }
    }

    /// The slice's box: left baseline point, advance, and the run's ascent and descent.
    public var typographicBounds: TypographicBounds {
      var bounds = run.typographicBounds
      if startIndex < run.penX.count { bounds.origin.x = run.penX[startIndex] }
      bounds.width = glyphs.reduce(0) { $0 + $1.advance }
      return bounds
    }

    /// The ink bounds of the slice's glyphs in layout coordinates (FreeType's exact outline box);
    /// `CGRect.null` when the glyphs have no ink (a space). A Kinetype addition: SwiftUI has only
    /// typographic bounds.
    public var imageBounds: CGRect {
      var box = CGRect.null
      for glyph in glyphs {
        let ink = run.font.glyphImageBounds(glyph.id)
        if !ink.isNull { box = box.union(ink.offsetBy(dx: glyph.position.x, dy: glyph.position.y)) }
      }
      return box
    }
  }

  /// A position in the source text, as SwiftUI's `Text.Layout.CharacterIndex`: compare and
  /// subtract them to find relative locations. In Kinetype it is a UTF-16 offset into the
  /// text's characters (``utf16Offset``), the index space HarfBuzz and ICU share.
  public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
    /// The UTF-16 offset into the text's characters.
    public var utf16Offset: Int

    /// The index of UTF-16 offset `utf16Offset`.
    public init(utf16Offset: Int) { self.utf16Offset = utf16Offset }

    /// The index `n` UTF-16 code units further.
    public func advanced(by n: Int) -> CharacterIndex {
      CharacterIndex(utf16Offset: utf16Offset + n)
    }
    /// The UTF-16 code units from this index to `other`.
    public func distance(to other: CharacterIndex) -> Int { other.utf16Offset - utf16Offset }
    /// Whether `lhs` comes before `rhs` in the source.
    public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool {
      lhs.utf16Offset < rhs.utf16Offset
    }
  }
}
