import Foundation
import KinetypeCore

extension Text.Layout {
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
            attributes: Text.Layout.attributeStrings(run.attributes),
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
                glyphs: slice.glyphs.map {
                  .init(
                    id: $0.id.rawValue, cluster: $0.cluster, x: $0.position.x, y: $0.position.y,
                    advance: $0.advance)
                })
            })
        })
    }
    return TextLayoutInspection(
      version: 1, text: string, width: width, size: [size.width, size.height],
      isTruncated: isTruncated, warnings: warnings.map(\.description),
      warningDetails: warnings.map {
        .init(kind: $0.kind.rawValue, message: $0.message, source: $0.source)
      }, lines: lines)
  }

  /// The ``inspection()`` snapshot as pretty-printed JSON with sorted keys; every key of the
  /// schema is present (`null` where it allows).
  public func inspectionJSON() throws -> String { try inspection().jsonString() }

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
    if attributes.isMonospaced == true { result["monospaced"] = "true" }
    if let link = attributes.link { result["link"] = link.absoluteString }
    for (tag, isOn) in attributes.features { result["feature." + tag.description] = "\(isOn)" }
    for attribute in attributes.customAttributes {
      result[String(describing: type(of: attribute))] = "\(attribute)"
    }
    return result
  }
}
