import Foundation
import KinetypeCore

extension Text {
  /// A paragraph of attributed text laid out into lines, runs and slices: what every renderer
  /// walks, as SwiftUI's `Text.Layout`.
  ///
  /// Lines are top to bottom; each line's runs and each run's slices are in visual order (left
  /// to right). Layout coordinates have y down, the top of the first line at 0 and x = 0 at the
  /// left edge of the layout width. Every glyph carries its absolute pen position.
  ///
  /// ```swift
  /// let fonts = try FontCollection.bundled()
  /// let layout = try Text.Layout(Text("Hello ") + Text("moonlight").bold(), fonts: fonts, width: 300)
  /// for line in layout { for run in line { for slice in run { /* draw slice */ } } }
  /// ```
  public struct Layout: RandomAccessCollection, Hashable, Sendable {
    /// The lines, top to bottom.
    public private(set) var lines: [Line]
    /// The typographic size of the whole layout: the layout width when one was given (lines are
    /// aligned within it; wider only if a single cluster overflows), else the widest line
    /// (trailing spaces excluded); by the bottom of the last line's descent.
    public let size: CGSize
    /// Whether `lineLimit` cut text (an ellipsis was inserted).
    public let isTruncated: Bool
    /// Problems worth telling the user that did not stop layout, such as characters no font
    /// covers (named by code point, once per layout).
    public let warnings: [Warning]
    /// The source text's characters.
    public let string: String
    /// The width lines were broken at, or nil for unlimited.
    public let width: Double?
    /// The options used.
    public let options: LayoutOptions

    /// Lays out `text` with `fonts`, breaking lines at `width` (nil: one line per paragraph).
    ///
    /// Empty text gives an empty layout. Throws a ``LayoutError`` when `width` is zero,
    /// negative, NaN or infinite, `lineLimit` is below 1, or `lineSpacing` or a line height
    /// multiple is outside its range (``LayoutOptions/lineSpacingRange``,
    /// ``LineHeight/multipleRange``); throws a ``FontError`` when a font cannot be loaded or a
    /// size is outside ``TextAttributes/sizeRange``; throws a ``LimitError`` when a span's font
    /// size is over `limits.fontSize` (checked before any face is loaded at that size). Cost:
    /// itemizes, shapes and breaks the whole paragraph. `context` holds the shaping buffer to
    /// reuse (default: a fresh one for this layout).
    public init(
      _ text: Text, fonts: FontCollection, width: Double? = nil,
      options: LayoutOptions = LayoutOptions(), context: LayoutContext? = nil,
      limits: Limits = Limits()
    ) throws {
      try Self.checkFontSizes(of: text, limits: limits)
      if let width, !(width.isFinite && width > 0) {
        throw LayoutError("layout width must be positive and finite, got \(width)")
      }
      if let limit = options.lineLimit, limit < 1 {
        throw LayoutError("lineLimit must be at least 1, got \(limit)")
      }
      if !LayoutOptions.lineSpacingRange.contains(options.lineSpacing) {
        throw LayoutError("lineSpacing must be in -1000…1000 px, got \(options.lineSpacing)")
      }
      if case .multiple(let factor) = options.lineHeight, !LineHeight.multipleRange.contains(factor)
      {
        throw LayoutError("a line height multiple must be in 0.1…10, got \(factor)")
      }
      let result = try LayoutBuilder(
        text: text, fonts: fonts, width: width, options: options,
        context: context ?? LayoutContext()
      ).build()
      self.lines = result.lines
      self.size = result.size
      self.isTruncated = result.isTruncated
      self.warnings = result.warnings
      self.string = text.string
      self.width = width
      self.options = options
    }

    /// A layout holding only `lines` (for per-line helpers).
    init(linesOnly lines: [Line]) {
      self.lines = lines
      self.size = .zero
      self.isTruncated = false
      self.warnings = []
      self.string = ""
      self.width = nil
      self.options = LayoutOptions()
    }

    /// The bounds of the whole layout: origin zero, ``size``.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The first line index (0).
    public var startIndex: Int { 0 }
    /// The number of lines.
    public var endIndex: Int { lines.count }
    /// The line at `index`.
    public subscript(index: Int) -> Line { lines[index] }
  }
}

extension Text.Layout {
  /// This layout with each run's fill color replaced by `color(runColor)` (layout unchanged:
  /// color never moves a glyph). For drawing one layout in other colors.
  package func recolored(_ color: (Color?) -> Color?) -> Text.Layout {
    var copy = self
    for line in copy.lines.indices {
      for run in copy.lines[line].runs.indices {
        copy.lines[line].runs[run].attributes.foregroundColor = color(
          copy.lines[line].runs[run].attributes.foregroundColor)
      }
    }
    return copy
  }
}

extension Text.Layout {
  /// Throws a ``LimitError`` when a span's font is larger than `limits.fontSize`. Sizes outside
  /// ``TextAttributes/sizeRange`` (not finite, below 1 px, past HarfBuzz's 16,384) are left to
  /// the face, which rejects them as a ``FontError`` whatever the limits.
  static func checkFontSizes(of text: Text, limits: Limits) throws(LimitError) {
    for span in text.spans {
      let size = span.attributes.resolvedFont.size
      guard TextAttributes.sizeRange.contains(size), size > Double(limits.fontSize) else {
        continue
      }
      throw LimitError(
        limit: .fontSize, value: Int(Swift.min(size.rounded(.up), 9e18)), maximum: limits.fontSize,
        subject: "a \(FontFace.format(size)) px font")
    }
  }
}
