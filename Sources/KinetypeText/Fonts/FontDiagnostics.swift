import KinetypeCore

/// The font warnings of a layout: families that are not there, and characters whose glyphs a
/// font has but Kinetype cannot draw, so a frame is never silently blank.
enum FontDiagnostics {
  /// Warnings for `analysis`, in a stable order: unknown families first (in span order), then
  /// undrawable glyphs per font (in the order fonts are first used).
  static func warnings(for analysis: ParagraphAnalysis) -> [Warning] {
    var warnings: [Warning] = []
    var seenFamilies = Set<String>()
    let defaultFamily = analysis.fonts.defaultFamily ?? "the first font"
    for span in analysis.spans {
      guard let family = span.attributes.resolvedFont.family,
        seenFamilies.insert(family.lowercased()).inserted,
        analysis.fonts.resolveFamily(family) == nil
      else { continue }
      warnings.append(
        Warning(
          .unknownFontFamily,
          analysis.fonts.unknownFamilyMessage(family) + "; drawn in \(defaultFamily) instead"))
    }
    warnings += undrawable(analysis)
    return warnings
  }

  /// Characters drawn with glyphs that are undrawable or empty in fonts that may lack outlines.
  private static func undrawable(_ analysis: ParagraphAnalysis) -> [Warning] {
    var order: [ObjectIdentifier] = []
    var problems: [ObjectIdentifier: (face: FontFace, reason: String, scalars: [UInt32])] = [:]
    for shaped in analysis.shaped {
      let face = shaped.item.face
      guard face.file.mayLackOutlines else { continue }
      let glyphs = shaped.piece.glyphs
      let starts = Set(glyphs.map(\.cluster)).sorted()
      for glyph in glyphs where glyph.id != 0 {
        let id = GlyphID(glyph.id)
        var reason: String
        switch face.glyphDrawing(id) {
        case .undrawable(let why): reason = why
        case .outline:
          guard !face.glyphHasInk(id) else { continue }
          reason = "its glyphs for them are empty"
        case .layers, .paint, .bitmap: continue
        }
        let next = starts.first { $0 > glyph.cluster } ?? shaped.item.range.upperBound
        let visible = visibleScalars(analysis.utf16, glyph.cluster..<next)
        guard !visible.isEmpty else { continue }
        let key = ObjectIdentifier(face.file)
        if problems[key] == nil {
          order.append(key)
          problems[key] = (face, reason, [])
        }
        problems[key]?.scalars += visible
        if case .undrawable = face.glyphDrawing(id) { problems[key]?.reason = reason }
      }
    }
    return order.compactMap { key in
      guard let problem = problems[key] else { return nil }
      var seen = Set<UInt32>()
      let scalars = problem.scalars.filter { seen.insert($0).inserted }
      var names = scalars.prefix(12).map { value -> String in
        let code = "U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4)
        return Unicode.Scalar(value).map { "\(code) \(Character($0))" } ?? code
      }
      if scalars.count > 12 { names.append("and \(scalars.count - 12) more") }
      return Warning(
        .undrawableGlyphs,
        "font '\(problem.face.familyName)' (\(problem.face.file.path)) cannot draw "
          + names.joined(separator: ", ") + ": \(problem.reason); they are left blank")
    }
  }

  /// The scalars of `range` that should show ink: not spaces, controls, format characters or
  /// default-ignorable ones.
  private static func visibleScalars(_ utf16: [UInt16], _ range: Range<Int>) -> [UInt32] {
    let clamped = range.clamped(to: 0..<utf16.count)
    return String(decoding: utf16[clamped], as: UTF16.self).unicodeScalars.compactMap { scalar in
      let properties = scalar.properties
      if properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || FontFallback.needsNoGlyph(scalar.value) || scalar.value == 0x2800
      {
        return nil
      }
      return scalar.value
    }
  }
}
