import Foundation
import KinetypeCore

/// A snapshot of a ``TextLayout`` for `kinetype inspect --json`: plain Codable values, schema in
/// docs/inspect-json.md. Numbers are px in layout coordinates (y down), ranges UTF-16 offsets.
public struct TextLayoutInspection: Codable, Hashable, Sendable {
  /// A box as SwiftUI's `TypographicBounds` (`x`, `y` = baseline-left origin).
  public struct Bounds: Codable, Hashable, Sendable {
    /// Baseline-left x.
    public var x: Double
    /// Baseline y.
    public var y: Double
    /// Advance width.
    public var width: Double
    /// Ascent above the baseline.
    public var ascent: Double
    /// Descent below the baseline.
    public var descent: Double
    /// Line gap.
    public var leading: Double
  }
  /// A rectangle: `x`, `y` top-left, `width`, `height`.
  public struct Box: Codable, Hashable, Sendable {
    /// Left.
    public var x: Double
    /// Top.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
  }
  /// One glyph.
  public struct Glyph: Codable, Hashable, Sendable {
    /// Glyph ID in the run's font.
    public var id: UInt32
    /// UTF-16 offset of its cluster.
    public var cluster: Int
    /// Pen position x (offsets applied).
    public var x: Double
    /// Pen position y (offsets applied).
    public var y: Double
    /// Advance.
    public var advance: Double
  }
  /// One slice (cluster).
  public struct Slice: Codable, Hashable, Sendable {
    /// The characters it shows ("…" for the ellipsis).
    public var text: String
    /// `[start, end)` UTF-16 offsets.
    public var characterRange: [Int]
    /// Position in reading order across the layout (nil for the ellipsis).
    public var readingIndex: Int?
    /// Position in reading order within its span (nil for the ellipsis).
    public var readingIndexInSpan: Int?
    /// Typographic box.
    public var typographicBounds: Bounds
    /// Ink box from FreeType, nil when the slice has no ink.
    public var imageBounds: Box?
    /// Its glyphs.
    public var glyphs: [Glyph]
  }
  /// One run.
  public struct Run: Codable, Hashable, Sendable {
    /// Font family.
    public var fontFamily: String
    /// Font file name.
    public var fontFile: String
    /// Size in px.
    public var fontSize: Double
    /// Variation axis values by tag.
    public var variations: [String: Double]
    /// ISO 15924 script tag.
    public var script: String
    /// Bidi embedding level.
    public var bidiLevel: Int
    /// `leftToRight` or `rightToLeft`.
    public var direction: String
    /// `[start, end)` UTF-16 offsets.
    public var characterRange: [Int]
    /// The source span's index.
    public var spanIndex: Int
    /// Whether this is the truncation ellipsis.
    public var isEllipsis: Bool
    /// Attributes other than font, as `name: value` strings (custom ones by type name).
    public var attributes: [String: String]
    /// Typographic box.
    public var typographicBounds: Bounds
    /// Slices, left to right.
    public var slices: [Slice]
  }
  /// One line.
  public struct Line: Codable, Hashable, Sendable {
    /// Baseline-left origin of the visible content.
    public var origin: [Double]
    /// Typographic box.
    public var typographicBounds: Bounds
    /// `[start, end)` UTF-16 offsets.
    public var characterRange: [Int]
    /// The line's source text.
    public var text: String
    /// `leftToRight` or `rightToLeft`.
    public var paragraphDirection: String
    /// Width of hanging trailing white space.
    public var trailingWhitespaceWidth: Double
    /// Runs, left to right.
    public var runs: [Run]
  }

  /// Schema version, 1.
  public var version: Int
  /// The source text.
  public var text: String
  /// The width lines were broken at, nil for unlimited.
  public var width: Double?
  /// `[width, height]`.
  public var size: [Double]
  /// Whether lineLimit cut text.
  public var isTruncated: Bool
  /// Warnings such as uncovered code points.
  public var warnings: [String]
  /// Lines, top to bottom.
  public var lines: [Line]
}

extension TextLayout {
  /// The layout as a ``TextLayoutInspection`` snapshot. O(glyphs); loads ink bounds.
  public func inspection() -> TextLayoutInspection {
    let order = readingOrder
    func bounds(_ b: TypographicBounds) -> TextLayoutInspection.Bounds {
      .init(
        x: b.origin.x, y: b.origin.y, width: b.width, ascent: b.ascent, descent: b.descent,
        leading: b.leading)
    }
    let lines = lines.map { line in
      TextLayoutInspection.Line(
        origin: [line.origin.x, line.origin.y], typographicBounds: bounds(line.typographicBounds),
        characterRange: [line.characterRange.lowerBound, line.characterRange.upperBound],
        text: text(in: line.characterRange), paragraphDirection: line.paragraphDirection.rawValue,
        trailingWhitespaceWidth: line.trailingWhitespaceWidth,
        runs: line.map { run in
          TextLayoutInspection.Run(
            fontFamily: run.font.familyName,
            fontFile: URL(fileURLWithPath: run.font.cacheKey.path).lastPathComponent,
            fontSize: run.font.size,
            variations: Dictionary(
              run.font.variations.map { ($0.tag.description, $0.value) },
              uniquingKeysWith: { a, _ in a }),
            script: run.script, bidiLevel: Int(run.bidiLevel),
            direction: run.layoutDirection.rawValue,
            characterRange: [run.characterRange.lowerBound, run.characterRange.upperBound],
            spanIndex: run.spanIndex, isEllipsis: run.isEllipsis,
            attributes: TextLayout.attributeStrings(run.attributes),
            typographicBounds: bounds(run.typographicBounds),
            slices: run.map { slice in
              let ink = slice.imageBounds
              let position = order.position(of: slice)
              return TextLayoutInspection.Slice(
                text: run.isEllipsis ? "\u{2026}" : text(in: slice.characterRange),
                characterRange: [slice.characterRange.lowerBound, slice.characterRange.upperBound],
                readingIndex: position?.index, readingIndexInSpan: position?.indexInSpan,
                typographicBounds: bounds(slice.typographicBounds),
                imageBounds: ink.isNull
                  ? nil
                  : .init(x: ink.origin.x, y: ink.origin.y, width: ink.width, height: ink.height),
                glyphs: slice.map {
                  .init(
                    id: $0.id.rawValue, cluster: $0.cluster, x: $0.position.x, y: $0.position.y,
                    advance: $0.advance)
                })
            })
        })
    }
    return TextLayoutInspection(
      version: 1, text: string, width: width, size: [size.width, size.height],
      isTruncated: isTruncated, warnings: warnings, lines: lines)
  }

  /// The ``inspection()`` snapshot as pretty-printed JSON with sorted keys.
  public func inspectionJSON() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(inspection()), as: UTF8.self)
  }

  /// Attributes other than the font as `name: value` strings.
  static func attributeStrings(_ attributes: TextAttributes) -> [String: String] {
    var result: [String: String] = [:]
    if let color = attributes.foregroundColor { result["foregroundColor"] = "\(color)" }
    if let tracking = attributes.tracking { result["tracking"] = "\(tracking)" }
    if let kerning = attributes.kerning { result["kerning"] = "\(kerning)" }
    if let offset = attributes.baselineOffset { result["baselineOffset"] = "\(offset)" }
    if attributes.underline != nil { result["underline"] = "true" }
    if attributes.strikethrough != nil { result["strikethrough"] = "true" }
    if let language = attributes.language { result["language"] = language }
    for (tag, isOn) in attributes.features { result["feature." + tag.description] = "\(isOn)" }
    for attribute in attributes.customAttributes {
      result[String(describing: type(of: attribute))] = "\(attribute)"
    }
    return result
  }
}
