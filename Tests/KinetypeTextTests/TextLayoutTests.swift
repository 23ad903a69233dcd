import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

@Suite struct TextLayoutTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
  }

  func layout(
    _ text: Text, width: Double? = nil, options: LayoutOptions = LayoutOptions(), size: Double = 20
  ) throws -> Text.Layout {
    try Text.Layout(text.font(.system(size: size)), fonts: fonts, width: width, options: options)
  }

  @Test func layout_emptyTextIsEmpty() throws {
    let layout = try self.layout(Text(""), width: 100)
    #expect(layout.isEmpty)
    #expect(layout.size == .zero)
    #expect(!layout.isTruncated)
  }

  @Test(arguments: [0.0, -5, .nan, .infinity])
  func layout_badWidthThrows(_ width: Double) throws {
    #expect(throws: LayoutError.self) { try self.layout(Text("a"), width: width) }
  }

  @Test func layout_lineLimitBelowOneThrows() throws {
    #expect(throws: LayoutError.self) {
      try self.layout(Text("a"), options: LayoutOptions(lineLimit: 0))
    }
  }

  @Test func fallback_uncoveredReportedOnceAsNotdef() throws {
    // Tifinagh: no bundled font covers it (emoji are covered since Noto Color Emoji is bundled).
    let layout = try self.layout(Text("a\u{2D30}b\u{2D30}"))
    #expect(layout.warnings.count == 1)
    #expect(layout.warnings.first?.message.contains("U+2D30 ⴰ") == true)
    let glyphs = layout.flatMap { $0 }.flatMap(\.glyphs)
    #expect(glyphs.filter { $0.id == .notdef }.count == 2)
  }

  @Test func fallback_picksScriptFontPerCluster() throws {
    let layout = try self.layout(Text("Hi שלום مرحبا नमस्ते สวัสดี 日本"))
    let families = Set(layout.flatMap { $0 }.map(\.font.familyName))
    #expect(
      families == [
        "Inter", "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Thai",
        "Noto Sans CJK JP",
      ])
    #expect(layout.warnings.isEmpty)
  }

  @Test func runs_splitWhereAttributesChange() throws {
    let text = Text("Hello ") + Text("moon").customAttribute(EmphasisAttribute()) + Text(" end")
    let runs = try self.layout(text).flatMap { $0 }
    #expect(runs.count == 3)
    #expect(runs.map { $0[EmphasisAttribute.self] != nil } == [false, true, false])
    #expect(runs[1].characterRange == 6..<10)
  }

  @Test func slices_ligatureIsOneSlice() throws {
    // Inter's contextual alternates turn "->" into one arrow glyph.
    let run = try #require(try self.layout(Text("a->b")).first?.first)
    let arrow = try #require(run.first { $0.characterRange == 1..<3 })
    #expect(arrow.count == 1)
    #expect(run.count == 3)
  }

  @Test func slices_lamAlefLigatureIsOneSlice() throws {
    let run = try #require(try self.layout(Text("\u{644}\u{627}")).first?.first)
    #expect(run.font.familyName == "Noto Sans Arabic")
    #expect(run.count == 1)
    #expect(run[0].characterRange == 0..<2)
  }

  @Test func slices_baseWithMarksIsOneSlice() throws {
    let text = "\u{05E9}\u{05C1}\u{05B8}\u{05DC}"  // shin, shin dot, qamats, lamed
    let run = try #require(try self.layout(Text(text)).first?.first)
    #expect(run.count == 2)
    let first = try #require(run.first { $0.characterRange.lowerBound == 0 })
    #expect(first.characterRange == 0..<3)
    #expect(first.count == 3)
  }

  @Test func bidi_hebrewSlicesRunRightToLeft() throws {
    let run = try #require(try self.layout(Text("שלום")).first?.first)
    #expect(run.layoutDirection == .rightToLeft)
    #expect(run.map(\.characterRange.lowerBound) == [3, 2, 1, 0])
    let xs = run.map(\.typographicBounds.origin.x)
    #expect(xs == xs.sorted())
  }

  @Test func bidi_visualRunOrderInLeftToRightParagraph() throws {
    let line = try #require(try self.layout(Text("abc אבג def")).first)
    #expect(line.paragraphDirection == .leftToRight)
    let scripts = line.map(\.script)
    #expect(scripts.first == "Latn")
    #expect(line.contains { $0.layoutDirection == .rightToLeft })
    // Runs are left to right on the line.
    let xs = line.map(\.typographicBounds.origin.x)
    #expect(xs == xs.sorted())
  }

  @Test func bidi_forcedRightToLeftAlignsLatinRight() throws {
    let options = LayoutOptions(baseDirection: .rightToLeft)
    let layout = try self.layout(Text("abc"), width: 200, options: options)
    let line = try #require(layout.first)
    #expect(line.paragraphDirection == .rightToLeft)
    #expect(abs(line.origin.x + line.typographicBounds.width - 200) < 1e-9)
  }

  @Test func lineBreak_wrapsAtSpacesWithinWidth() throws {
    let text = Text("one two three four five six seven eight nine ten")
    let layout = try self.layout(text, width: 120)
    #expect(layout.count > 2)
    for line in layout { #expect(line.typographicBounds.width <= 120) }
    // Every line but the last ends with the space that hangs.
    let source = Array(text.string.utf16)
    for line in layout.dropLast() { #expect(source[line.characterRange.upperBound - 1] == 0x20) }
  }

  @Test func lineBreak_mandatoryBreaks() throws {
    let layout = try self.layout(Text("first\nsecond\u{2029}third"))
    #expect(layout.count == 3)
    #expect(layout.map(\.characterRange) == [0..<6, 6..<13, 13..<18])
    #expect(layout[1].origin.y > layout[0].origin.y)
  }

  @Test func lineBreak_longWordBreaksAtGraphemes() throws {
    let layout = try self.layout(
      Text("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"), width: 30)
    #expect(layout.count > 1)
    for line in layout {
      #expect(line.characterRange.lowerBound % 2 == 0)  // never between e and its accent
      #expect(line.typographicBounds.width <= 30 || line.characterRange.count == 2)
    }
  }

  @Test func alignment_centerAndTrailing() throws {
    let center = try #require(
      try self.layout(Text("mid"), width: 200, options: LayoutOptions(alignment: .center)).first)
    #expect(abs(center.origin.x - (200 - center.typographicBounds.width) / 2) < 1e-9)
    let trailing = try #require(
      try self.layout(Text("end"), width: 200, options: LayoutOptions(alignment: .trailing)).first)
    #expect(abs(trailing.origin.x + trailing.typographicBounds.width - 200) < 1e-9)
    let hebrew = try #require(try self.layout(Text("שלום"), width: 200).first)
    #expect(abs(hebrew.origin.x + hebrew.typographicBounds.width - 200) < 1e-9)
  }

  @Test func alignment_justifiedFillsAllButLastLine() throws {
    let text = Text("aa bb cc dd ee ff gg hh ii jj kk ll mm nn")
    let layout = try self.layout(text, width: 100, options: LayoutOptions(alignment: .justified))
    #expect(layout.count > 1)
    for line in layout.dropLast() { #expect(abs(line.typographicBounds.width - 100) < 1e-9) }
    #expect(try #require(layout.last).typographicBounds.width < 100)
  }

  @Test(arguments: TruncationMode.allCases)
  func truncation_limitsLinesAndAddsEllipsis(_ mode: TruncationMode) throws {
    let text = Text("one two three four five six seven eight nine ten eleven twelve")
    let options = LayoutOptions(lineLimit: 2, truncationMode: mode)
    let layout = try self.layout(text, width: 120, options: options)
    #expect(layout.count == 2)
    #expect(layout.isTruncated)
    let last = try #require(layout.last)
    #expect(last.filter(\.isEllipsis).count == 1)
    #expect(last.typographicBounds.width <= 120)
    let full = try self.layout(text, width: 120, options: LayoutOptions(lineLimit: 10))
    #expect(!full.isTruncated)
  }

  @Test func lineHeight_multipleAndSpacing() throws {
    let text = Text("a\nb")
    let base = try self.layout(text)
    let spaced = try self.layout(text, options: LayoutOptions(lineSpacing: 10))
    let doubled = try self.layout(text, options: LayoutOptions(lineHeight: .multiple(2)))
    let step = base[1].origin.y - base[0].origin.y
    #expect(abs(spaced[1].origin.y - spaced[0].origin.y - step - 10) < 1e-9)
    let bounds = base[0].typographicBounds
    #expect(
      abs(doubled[1].origin.y - doubled[0].origin.y - 2 * (bounds.ascent + bounds.descent)) < 1e-9)
  }

  @Test func bounds_rectIsSwiftUIFormula() throws {
    let line = try #require(try self.layout(Text("Hg")).first)
    let b = line.typographicBounds
    #expect(
      b.rect
        == CGRect(
          x: b.origin.x, y: b.origin.y - b.ascent, width: b.width, height: b.ascent + b.descent))
    #expect(b.rect.minY == 0)
  }

  @Test func font_glyphPathAndInkBounds() throws {
    let run = try #require(try self.layout(Text("H"), size: 100).first?.first)
    let glyph = try #require(run.glyphs.first)
    let path = run.font.glyphPath(glyph.id)
    #expect(!path.isEmpty)
    let box = path.controlPointBounds
    #expect(box.minY < -60 && box.minY > -80)  // cap height of Inter ≈ 0.73 em, y down
    #expect(abs(box.maxY) < 1)
    let slice = run[0]
    let ink = slice.imageBounds
    #expect(abs(ink.minX - (glyph.position.x + box.minX)) < 1e-6)
    #expect(abs(ink.maxY - (glyph.position.y + box.maxY)) < 1e-6)
    #expect(run.font.glyphPath(glyph.id) == path)  // cached
  }

  @Test func font_variableWeightReachesShapingAndOutlines() throws {
    let regular = try #require(try self.layout(Text("W"), size: 50).first?.first)
    let bold = try #require(try self.layout(Text("W").bold(), size: 50).first?.first)
    #expect(bold.font != regular.font)
    #expect(bold.glyphs[0].advance > regular.glyphs[0].advance)
    let thin = regular.font.glyphImageBounds(regular.glyphs[0].id)
    let thick = bold.font.glyphImageBounds(bold.glyphs[0].id)
    #expect(thick.width > thin.width)
  }

  @Test func tracking_addsSpaceAfterEachCluster() throws {
    let plain = try #require(try self.layout(Text("abc")).first)
    let tracked = try #require(try self.layout(Text("abc").tracking(5)).first)
    #expect(abs(tracked.typographicBounds.width - plain.typographicBounds.width - 15) < 1e-9)
  }

  @Test func fontCollection_addFontErrorsNamePath() throws {
    let collection = FontCollection()
    let missing = #expect(throws: FontError.self) {
      try collection.addFont(atPath: "/nonexistent/font.ttf")
    }
    #expect(missing?.message.contains("/nonexistent/font.ttf") == true)
    // A file that is not a font fails too, and says which file.
    let notAFont = #expect(throws: FontError.self) {
      try collection.addFont(atPath: "/etc/hostname")
    }
    #expect(notAFont?.message.contains("/etc/hostname") == true)
  }
}

@Suite struct DecorationTests {
  @Test func decorations_underlineBelowStrikeAboveBaseline() throws {
    let fonts = try FontCollection.bundled()
    let text = Text("under").underline().strikethrough() + Text(" plain")
    let layout = try Text.Layout(text.font(.system(size: 40)), fonts: fonts)
    let runs = try #require(layout.first).runs
    let underline = try #require(runs[0].underlineRect)
    let strike = try #require(runs[0].strikethroughRect)
    let baseline = runs[0].typographicBounds.origin.y
    #expect(underline.minY > baseline && underline.height > 0)
    #expect(strike.maxY < baseline && strike.height > 0)
    #expect(Double(underline.width) == runs[0].typographicBounds.width)
    #expect(runs[1].underlineRect == nil)
  }

  @Test func tabs_shapeAsSpacesNotNotdef() throws {
    let fonts = try FontCollection.bundled()
    let layout = try Text.Layout(Text("a\tb"), fonts: fonts)
    let glyphs = layout.runs.flatMap(\.glyphs)
    #expect(!glyphs.contains { $0.id == .notdef })
    #expect(layout.warnings.isEmpty)
  }

  @Test func context_reusedAcrossLayoutsGivesSameResult() throws {
    let fonts = try FontCollection.bundled()
    let context = LayoutContext()
    let text = Text("Reuse שלום buffers")
    let first = try Text.Layout(text, fonts: fonts, width: 100, context: context)
    let second = try Text.Layout(text, fonts: fonts, width: 100, context: context)
    #expect(first == second)
    #expect(first == (try Text.Layout(text, fonts: fonts, width: 100)))
  }
}

@Suite struct BadInputTests {
  @Test(arguments: [0.0, -1, .nan, .infinity, 1e9])
  func font_badSizeThrowsFontError(_ size: Double) throws {
    let fonts = try FontCollection.bundled()
    #expect(throws: FontError.self) {
      try Text.Layout(Text("a").font(.system(size: size)), fonts: fonts)
    }
  }

  @Test func markup_emptyAndOnlyNewlines() throws {
    let fonts = try FontCollection.bundled()
    #expect(try Text.Layout(try Text(markup: ""), fonts: fonts).isEmpty)
    let layout = try Text.Layout(Text("\n\n"), fonts: fonts, width: 50)
    #expect(layout.count == 2)
    #expect(layout.runs.allSatisfy { $0.glyphs.isEmpty })
  }
}

@Suite struct FontCollectionTests {
  @Test func fontCollection_sharedIsLoadedOnce() throws {
    let first = try FontCollection.shared()
    let second = try FontCollection.shared()
    #expect(first === second)
    #expect(first.familyNames.first == "Inter")
  }

  @Test func fontCollection_faceCacheReturnsSameFace() throws {
    let fonts = try FontCollection.bundled()
    let a = try fonts.face(for: .system(size: 24, weight: .bold))
    let b = try fonts.face(for: .system(size: 24, weight: .bold))
    #expect(a === b)
    #expect(a.cacheKey.coordinates.contains(700))
    #expect(try fonts.face(for: .system(size: 24)) != a)
  }
}

@Suite struct ConcurrencyTests {
  @Test func layout_concurrentLayoutsShareFontsSafely() async throws {
    let fonts = try FontCollection.bundled()
    let text = Text("Parallel שלום مرحبا नमस्ते สวัสดี 日本 text").font(.system(size: 22))
    let expected = try Text.Layout(text, fonts: fonts, width: 150)
    let results = try await withThrowingTaskGroup(of: Text.Layout.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let layout = try Text.Layout(text, fonts: fonts, width: 150)
          for run in layout.runs { for glyph in run.glyphs { _ = run.font.glyphPath(glyph.id) } }
          return layout
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }
}

@Suite struct AttributeEffectTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.shared()
  }

  @Test func features_applyPerSpanOnly() throws {
    let text = Text("1111") + Text("1111").fontFeature("tnum")
    let runs = try Text.Layout(text.font(.system(size: 40)), fonts: fonts).runs
    #expect(runs.count == 2)
    let proportional = runs[0].glyphs.map(\.advance)
    let tabular = runs[1].glyphs.map(\.advance)
    #expect(proportional != tabular)
    #expect(Set(tabular).count == 1)
  }

  @Test func kerning_addsAfterEachClusterKeepingLigatures() throws {
    let plain = try Text.Layout(Text("a->b"), fonts: fonts).runs[0]
    let kerned = try Text.Layout(Text("a->b").kerning(3), fonts: fonts).runs[0]
    #expect(kerned.glyphs.count == 3)  // the contextual arrow stays one glyph
    #expect(kerned.count == 3)
    #expect(abs(kerned.typographicBounds.width - plain.typographicBounds.width - 9) < 1e-9)
  }

  @Test func baselineOffset_raisesGlyphs() throws {
    let text = Text("a") + Text("b").baselineOffset(6)
    let runs = try Text.Layout(text, fonts: fonts).runs
    #expect(abs(runs[0].glyphs[0].position.y - runs[1].glyphs[0].position.y - 6) < 1e-9)
  }

  @Test func italic_usesTheItalicFace() throws {
    let run = try Text.Layout(Text("a").italic(), fonts: fonts).runs[0]
    #expect(run.font.cacheKey.path.hasSuffix("Inter-Italic-Variable.ttf"))
  }

  @Test func customFamily_addedFontComesFirst() throws {
    let collection = FontCollection()
    let folder = try FontCollection.bundledFontsFolder()
    try collection.addFont(atPath: folder + "/NotoSansHebrew-Regular.ttf")
    try collection.addFont(atPath: folder + "/Inter-Variable.ttf")
    #expect(collection.familyNames == ["Noto Sans Hebrew", "Inter"])
    let run = try Text.Layout(Text("x").font(.custom("Inter", size: 20)), fonts: collection).runs[0]
    #expect(run.font.familyName == "Inter")
  }
}

@Suite struct OutlineTests {
  @Test func glyphPath_cffOutlinesHaveCubics() throws {
    let run = try Text.Layout(Text("永").font(.system(size: 64)), fonts: try FontCollection.shared())
      .runs[0]
    #expect(run.font.familyName == "Noto Sans CJK JP")
    let path = run.font.glyphPath(run.glyphs[0].id)
    let cubics = path.elements.filter { if case .curve = $0 { true } else { false } }.count
    #expect(cubics > 0)
    let closes = path.elements.filter { $0 == .closeSubpath }.count
    let moves = path.elements.filter { if case .move = $0 { true } else { false } }.count
    #expect(closes == moves && moves > 0)
    let box = path.controlPointBounds
    #expect(box.width > 40 && box.width < 70 && box.minY < -40)
  }

  @Test func glyphPath_truetypeOutlinesHaveQuadratics() throws {
    let run = try Text.Layout(Text("ש").font(.system(size: 64)), fonts: try FontCollection.shared())
      .runs[0]
    let path = run.font.glyphPath(run.glyphs[0].id)
    #expect(path.elements.contains { if case .quadCurve = $0 { true } else { false } })
  }
}
