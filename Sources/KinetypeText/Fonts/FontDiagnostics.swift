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

  /// The warning for characters no font covers, drawn as `.notdef`: each named by code point
  /// and character, once, in text order (`no bundled font covers U+9F98 龘; drawn as .notdef`).
  /// When some are Han, it adds that the bundled CJK font keeps only the most used Han
  /// characters (Fonts/README.md lists them) and, when the collection is hermetic, that
  /// installed fonts would draw the rest.
  static func uncovered(_ scalars: [Unicode.Scalar], isHermetic: Bool) -> Warning {
    var seen = Set<UInt32>()
    let unique = scalars.filter { seen.insert($0.value).inserted }
    let names = unique.map { scalar -> String in
      let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
      let visible =
        !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
        && scalar.properties.generalCategory != .privateUse
        && scalar.properties.generalCategory != .unassigned
      return visible ? "\(code) \(Character(scalar))" : code
    }
    var message =
      (isHermetic ? "no bundled font covers " : "no bundled or installed font covers ")
      + names.joined(separator: ", ") + "; drawn as .notdef"
    if unique.contains(where: { $0.properties.isUnifiedIdeograph }) {
      message +=
        " (the bundled CJK font keeps only the most used Han characters, listed in Fonts/README.md"
        + (isHermetic
          ? "; installed fonts, such as Debian's fonts-noto-cjk, draw the rest when not hermetic)"
          : ")")
    }
    return Warning(.uncoveredCharacters, message)
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
