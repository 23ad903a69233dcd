import Foundation

// `kinetype inspect --json` writes every key of docs/inspect-json.md: a value the schema allows
// to be null (`width`, `imageBounds`, `readingIndex`, `readingIndexInSpan`) is written as
// `null`, never left out. A number that is not finite, which no valid layout holds, is written
// as `null` too instead of failing the whole encoding.

/// A snapshot of a ``Text/Layout`` for `kinetype inspect --json`: plain Codable values, schema in
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

    /// Encodes every key (non-finite numbers as `null`).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeNumber(x, forKey: .x)
      try container.encodeNumber(y, forKey: .y)
      try container.encodeNumber(width, forKey: .width)
      try container.encodeNumber(ascent, forKey: .ascent)
      try container.encodeNumber(descent, forKey: .descent)
      try container.encodeNumber(leading, forKey: .leading)
    }
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

    /// Encodes every key (non-finite numbers as `null`).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeNumber(x, forKey: .x)
      try container.encodeNumber(y, forKey: .y)
      try container.encodeNumber(width, forKey: .width)
      try container.encodeNumber(height, forKey: .height)
    }
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

    /// Encodes every key (non-finite numbers as `null`).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(cluster, forKey: .cluster)
      try container.encodeNumber(x, forKey: .x)
      try container.encodeNumber(y, forKey: .y)
      try container.encodeNumber(advance, forKey: .advance)
    }
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

    /// Encodes every key; `readingIndex`, `readingIndexInSpan` and `imageBounds` may be `null`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .text)
      try container.encode(characterRange, forKey: .characterRange)
      try container.encodeOrNull(readingIndex, forKey: .readingIndex)
      try container.encodeOrNull(readingIndexInSpan, forKey: .readingIndexInSpan)
      try container.encode(typographicBounds, forKey: .typographicBounds)
      try container.encodeOrNull(imageBounds, forKey: .imageBounds)
      try container.encode(glyphs, forKey: .glyphs)
    }
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

    /// Encodes every key (non-finite numbers as `null`).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(fontFamily, forKey: .fontFamily)
      try container.encode(fontFile, forKey: .fontFile)
      try container.encodeNumber(fontSize, forKey: .fontSize)
      try container.encode(variations.mapValues { $0.isFinite ? $0 : nil }, forKey: .variations)
      try container.encode(script, forKey: .script)
      try container.encode(bidiLevel, forKey: .bidiLevel)
      try container.encode(direction, forKey: .direction)
      try container.encode(characterRange, forKey: .characterRange)
      try container.encode(spanIndex, forKey: .spanIndex)
      try container.encode(isEllipsis, forKey: .isEllipsis)
      try container.encode(attributes, forKey: .attributes)
      try container.encode(typographicBounds, forKey: .typographicBounds)
      try container.encode(slices, forKey: .slices)
    }
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

    /// Encodes every key (non-finite numbers as `null`).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeNumbers(origin, forKey: .origin)
      try container.encode(typographicBounds, forKey: .typographicBounds)
      try container.encode(characterRange, forKey: .characterRange)
      try container.encode(text, forKey: .text)
      try container.encode(paragraphDirection, forKey: .paragraphDirection)
      try container.encodeNumber(trailingWhitespaceWidth, forKey: .trailingWhitespaceWidth)
      try container.encode(runs, forKey: .runs)
    }
  }

  /// One warning with its fields: `kind` (as `Warning.Kind`'s name), `message`, and
  /// `source` (`null` when the message says where).
  public struct WarningDetail: Codable, Hashable, Sendable {
    /// The kind's name, for example `"uncovered-characters"`.
    public var kind: String
    /// What happened, on one line.
    public var message: String
    /// Where, or nil.
    public var source: String?

    /// Encodes every key (`source` as `null` when there is none).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(kind, forKey: .kind)
      try container.encode(message, forKey: .message)
      try container.encodeOrNull(source, forKey: .source)
    }
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
  /// Warnings such as uncovered code points, as their descriptions (`source: message`).
  public var warnings: [String]
  /// The same warnings with their fields (added within version 1; nil when decoding JSON
  /// written before it, always written).
  public var warningDetails: [WarningDetail]? = nil
  /// Lines, top to bottom.
  public var lines: [Line]

  /// Encodes every key; `width` is `null` for an unlimited width.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(text, forKey: .text)
    try container.encodeNumber(width, forKey: .width)
    try container.encodeNumbers(size, forKey: .size)
    try container.encode(isTruncated, forKey: .isTruncated)
    try container.encode(warnings, forKey: .warnings)
    try container.encode(warningDetails ?? [], forKey: .warningDetails)
    try container.encode(lines, forKey: .lines)
  }

  /// The snapshot as pretty-printed JSON with sorted keys (docs/inspect-json.md).
  public func jsonString() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}

extension KeyedEncodingContainer {
  /// `value`, or `null` when it is nil or not finite.
  fileprivate mutating func encodeNumber(_ value: Double?, forKey key: Key) throws {
    if let value, value.isFinite {
      try encode(value, forKey: key)
    } else {
      try encodeNil(forKey: key)
    }
  }

  /// `values`, each not finite one as `null`.
  fileprivate mutating func encodeNumbers(_ values: [Double], forKey key: Key) throws {
    try encode(values.map { $0.isFinite ? $0 : nil }, forKey: key)
  }

  /// `value`, or `null` when nil.
  fileprivate mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
}
