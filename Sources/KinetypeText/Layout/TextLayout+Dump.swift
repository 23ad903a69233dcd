import Foundation
import KinetypeCore

extension Text.Layout {
  /// A stable, readable text form of the layout for goldens and `kinetype inspect`.
  ///
  /// One header line per layout line, then one line per run (font, script, direction, level,
  /// UTF-16 range, attributes) followed by its glyphs in hb-shape's format,
  /// `[gid=cluster+advance|…]` with `@dx,dy` where a glyph is offset from its pen position.
  /// Numbers are px rounded to 3 decimals. With `includeSlices`, each run is followed by one
  /// line per slice: its text, character range, reading index, glyphs, typographic box
  /// (`x,y w`) and ink box (`x,y wxh`), for `kinetype inspect`.
  public func dump(includeSlices: Bool = false) -> String {
    let order = includeSlices ? readingOrder : nil
    var out = "layout size=\(f(size.width))x\(f(size.height)) lines=\(lines.count)"
    out += " truncated=\(isTruncated)\n"
    for warning in warnings { out += "warning: \(warning)\n" }
    for (lineIndex, line) in lines.enumerated() {
      let bounds = line.typographicBounds
      out += "line \(lineIndex) origin=\(f(line.origin.x)),\(f(line.origin.y))"
      out += " width=\(f(bounds.width)) ascent=\(f(bounds.ascent)) descent=\(f(bounds.descent))"
      out += " leading=\(f(bounds.leading)) chars=\(line.characterRange.lowerBound)..<"
      out += "\(line.characterRange.upperBound) \(line.paragraphDirection)\n"
      for (runIndex, run) in line.enumerated() {
        out +=
          "  run \(runIndex) \"\(run.font)\" \(run.script) \(run.layoutDirection) level=\(run.bidiLevel)"
        out += " chars=\(run.characterRange.lowerBound)..<\(run.characterRange.upperBound)"
        out += " x=\(f(run.typographicBounds.origin.x)) width=\(f(run.typographicBounds.width))"
        let attributes = Text.Layout.describe(run.attributes)
        if !attributes.isEmpty { out += " " + attributes }
        out += "\n    ["
        var pen = run.typographicBounds.origin.x
        out += run.glyphs.map { glyph in
          var text = "\(glyph.id)=\(glyph.cluster)+\(f(glyph.advance))"
          let dx = glyph.position.x - pen
          let dy = glyph.position.y - run.typographicBounds.origin.y
          if abs(dx) > 1e-9 || abs(dy) > 1e-9 { text += "@\(f(dx)),\(f(-dy))" }
          pen += glyph.advance
          return text
        }.joined(separator: "|")
        out += "]\n"
        if let order { out += sliceLines(run, order: order) }
      }
    }
    return out
  }

  private func sliceLines(_ run: Run, order: ReadingOrder) -> String {
    var out = ""
    for (index, slice) in run.enumerated() {
      let text = run.isEllipsis ? "\u{2026}" : self.text(in: slice.characterRange)
      let shown = text.unicodeScalars.map {
        $0.properties.generalCategory == .control
          ? "\\u{\(String($0.value, radix: 16))}" : String($0)
      }.joined()
      let range = slice.characterRange
      let reading = order.position(of: slice).map { "\($0.index)" } ?? "-"
      let bounds = slice.typographicBounds
      let ink = slice.imageBounds
      out += "      slice \(index) \"\(shown)\" chars=\(range.lowerBound)..<\(range.upperBound)"
      out +=
        " reading=\(reading) glyphs=[" + slice.glyphs.map { "\($0.id)" }.joined(separator: ",")
        + "]"
      out += " bounds=\(f(bounds.origin.x)),\(f(bounds.origin.y)) \(f(bounds.width))"
      out +=
        ink.isNull
        ? " ink=none\n" : " ink=\(f(ink.minX)),\(f(ink.minY)) \(f(ink.width))x\(f(ink.height))\n"
    }
    return out
  }

  /// The attributes that differ from the defaults, as `key=value` words.
  static func describe(_ attributes: TextAttributes) -> String {
    var words: [String] = []
    if let color = attributes.foregroundColor { words.append("color=\(color)") }
    if let tracking = attributes.tracking { words.append("tracking=\(f(tracking))") }
    if let kerning = attributes.kerning { words.append("kerning=\(f(kerning))") }
    if let offset = attributes.baselineOffset { words.append("baselineOffset=\(f(offset))") }
    if attributes.underline != nil { words.append("underline") }
    if attributes.strikethrough != nil { words.append("strikethrough") }
    if let language = attributes.language { words.append("language=\(language)") }
    if attributes.isMonospaced == true { words.append("monospaced") }
    if let link = attributes.link { words.append("link=\(link.absoluteString)") }
    for (tag, isOn) in attributes.features.sorted(by: { $0.key < $1.key }) {
      words.append("\(isOn ? "+" : "-")\(tag)")
    }
    for attribute in attributes.customAttributes { words.append("\(attribute)") }
    return words.joined(separator: " ")
  }
}

/// A number rounded to 3 decimals without trailing zeros.
private func f(_ value: Double) -> String { FontFace.format(value) }
