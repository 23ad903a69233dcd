import Foundation
import KinetypeCore
import KinetypeTestSupport
import KinetypeText
import Testing

/// The small fonts of `Tests/Fixtures/Fonts` (made by `scripts/make-test-fonts`) and what the
/// machine has installed.
enum FontFixtures {
  static let folder = PackageRoot.fixtureFonts

  static func path(_ name: String) -> String { folder + "/" + name }

  /// Whether fontconfig lists DejaVu Sans and DejaVu Serif (Debian's fonts-dejavu-core and
  /// fonts-dejavu-extra, which scripts/bootstrap installs).
  static let hasDejaVu: Bool = {
    let installed = FontCollection(hermetic: false).installedFamilyNames
    return installed.contains("DejaVu Serif") && installed.contains("DejaVu Sans")
  }()

  static func runs(_ layout: Text.Layout) -> [Text.Layout.Run] {
    layout.flatMap { Array($0) }
  }
}

@Suite struct FontSelectionTests {
  @Test func defaultFamily_setsTheTextFontAndKeepsBundledFallbacks() throws {
    let fonts = try FontCollection.bundled()
    let family = try fonts.addFont(
      atPath: try FontCollection.bundledFontsFolder() + "/NotoSansCJKjp-Subset.otf")
    #expect(family == "Noto Sans CJK JP")
    try fonts.setDefaultFamily(family)
    let layout = try Text.Layout(Text("office שלום").font(.system(size: 32)), fonts: fonts)
    let runs = FontFixtures.runs(layout)
    #expect(runs.first?.font.familyName == "Noto Sans CJK JP")
    #expect(runs.first?.font.size == 32)
    #expect(runs.contains { $0.font.familyName == "Noto Sans Hebrew" })
  }

  @Test func addFont_aloneOnlyAddsAFallback() throws {
    let fonts = try FontCollection.bundled()
    try fonts.addFont(atPath: try FontCollection.bundledFontsFolder() + "/NotoSansCJKjp-Subset.otf")
    #expect(fonts.defaultFamily == "Inter")
    let layout = try Text.Layout(Text("office"), fonts: fonts)
    #expect(FontFixtures.runs(layout).first?.font.familyName == "Inter")
  }

  @Test func markupFont_selectsALoadedFamilyPerSpanKeepingTheOuterSize() throws {
    let fonts = try FontCollection.bundled()
    let text = try Text(
      markup: "office ^[office](font: \"noto sans cjk jp\")", fonts: fonts
    ).font(.system(size: 40))
    let runs = FontFixtures.runs(try Text.Layout(text, fonts: fonts))
    #expect(runs.map(\.font.familyName) == ["Inter", "Noto Sans CJK JP"])
    #expect(runs.allSatisfy { $0.font.size == 40 })
  }

  @Test func markupFont_unknownFamilyIsAMarkupErrorListingNearMatches() throws {
    let fonts = try FontCollection.bundled()
    do {
      _ = try Text(markup: "a\n^[b](font: \"Noto Sans Hebru\")", fonts: fonts)
      Issue.record("an unknown family was accepted")
    } catch let error as MarkupError {
      #expect(error.line == 2)
      #expect(error.column == 12)
      #expect(error.message.contains("unknown font family 'Noto Sans Hebru'"))
      #expect(error.message.contains("Noto Sans Hebrew"))
    }
  }

  @Test func markupFont_withoutACollectionFallsBackWithAWarning() throws {
    let layout = try Text.Layout(
      Text(markup: "^[x](font: \"Nope Sans\")"), fonts: try FontCollection.bundled())
    #expect(FontFixtures.runs(layout).first?.font.familyName == "Inter")
    #expect(layout.warnings.contains { $0.message.contains("unknown font family 'Nope Sans'") })
  }

  @Test func family_matchesWithoutCaseAndListsNearMatches() throws {
    let fonts = try FontCollection.bundled()
    #expect(try fonts.family(named: "inter") == "Inter")
    #expect(throws: FontError.self) { try fonts.family(named: "Intr") }
    do {
      try fonts.setDefaultFamily("Noto Sans Arabik")
    } catch let error as FontError {
      #expect(error.message.contains("near matches: Noto Sans Arabic"))
      #expect(error.message.contains("hermetic"))
    }
    #expect(fonts.defaultFamily == "Inter")
  }

  @Test func undrawableGlyphs_warnNamingTheFontAndTheCharacters() throws {
    let fonts = try FontCollection.bundled()
    let family = try fonts.addFont(atPath: FontFixtures.path("SvgOnlyTest.ttf"))
    try fonts.setDefaultFamily(family)
    let layout = try Text.Layout(Text("A A"), fonts: fonts)
    let warning = try #require(layout.warnings.first { $0.message.contains("cannot draw") })
    #expect(warning.message.contains("'Svg Only Test'"))
    #expect(warning.message.contains("U+0041 A"))
    #expect(warning.message.contains("OpenType-SVG"))
    #expect(!warning.message.contains("U+0020"))
  }

  @Test func colorFonts_drawWithoutWarnings() throws {
    let fonts = try FontCollection.bundled()
    for name in ["ColrV0Test.ttf", "ColrV1Test.ttf"] {
      try fonts.setDefaultFamily(try fonts.addFont(atPath: FontFixtures.path(name)))
      let layout = try Text.Layout(Text("A"), fonts: fonts)
      #expect(layout.warnings.isEmpty, "\(name): \(layout.warnings)")
    }
    let emoji = try Text.Layout(Text("Hi 👋🏽 👨‍👩‍👧"), fonts: fonts)
    #expect(emoji.warnings.isEmpty)
  }
}

@Suite struct InstalledFontTests {
  @Test func collections_areHermeticByDefault() throws {
    #expect(FontCollection().isHermetic)
    #expect(try FontCollection.bundled().isHermetic)
    #expect(try FontCollection.shared().isHermetic)
    #expect(try FontCollection.bundled().installedFamilyNames.isEmpty)
  }

  @Test(.enabled(if: FontFixtures.hasDejaVu, "fonts-dejavu is not installed"))
  func fontFamily_findsAnInstalledFamilyByName() throws {
    let fonts = try FontCollection.bundled(hermetic: false)
    try fonts.setDefaultFamily("dejavu serif")
    #expect(fonts.defaultFamily == "DejaVu Serif")
    let layout = try Text.Layout(Text("office").font(.system(size: 24)), fonts: fonts)
    #expect(FontFixtures.runs(layout).first?.font.description == "DejaVu Serif 24")
  }

  @Test(.enabled(if: FontFixtures.hasDejaVu, "fonts-dejavu is not installed"))
  func fontFamily_picksTheFaceByWeightAndStyle() throws {
    let fonts = try FontCollection.bundled(hermetic: false)
    func face(_ font: Font) throws -> String {
      try fonts.face(for: font).description
    }
    #expect(try face(.custom("DejaVu Sans", size: 20)) == "DejaVu Sans 20")
    #expect(try face(.custom("DejaVu Sans", size: 20).weight(.bold)) == "DejaVu Sans Bold 20")
    #expect(try face(.custom("DejaVu Sans", size: 20).weight(.thin)) == "DejaVu Sans ExtraLight 20")
    #expect(try face(.custom("DejaVu Sans", size: 20).italic()) == "DejaVu Sans Oblique 20")
    #expect(
      try face(.custom("DejaVu Serif", size: 20).weight(.heavy).italic())
        == "DejaVu Serif Bold Italic 20")
  }

  @Test(.enabled(if: FontFixtures.hasDejaVu, "fonts-dejavu is not installed"))
  func markupFont_findsInstalledFamiliesUnlessHermetic() throws {
    let open = try FontCollection.bundled(hermetic: false)
    let text = try Text(markup: "^[x](font: \"DejaVu Serif\", bold: true)", fonts: open)
    let runs = FontFixtures.runs(try Text.Layout(text, fonts: open))
    #expect(runs.first?.font.description == "DejaVu Serif Bold 17")
    let hermetic = try FontCollection.bundled()
    #expect(throws: MarkupError.self) {
      try Text(markup: "^[x](font: \"DejaVu Serif\")", fonts: hermetic)
    }
  }

  @Test(.enabled(if: FontFixtures.hasDejaVu, "fonts-dejavu is not installed"))
  func installedFonts_areTheLastFallbackBeforeNotdef() throws {
    // Tifinagh: no bundled font covers it; DejaVu Sans does.
    let hermetic = try Text.Layout(Text("ⵜⴰⵎⴰⵣⵉⵖⵜ"), fonts: try FontCollection.bundled())
    #expect(hermetic.warnings.contains { $0.message.contains("no bundled font covers U+2D5C ⵜ") })
    #expect(FontFixtures.runs(hermetic).allSatisfy { $0.glyphs.allSatisfy { $0.id == .notdef } })
    let open = try Text.Layout(Text("ⵜⴰⵎⴰⵣⵉⵖⵜ"), fonts: try FontCollection.bundled(hermetic: false))
    #expect(open.warnings.isEmpty)
    let runs = FontFixtures.runs(open)
    #expect(runs.allSatisfy { $0.glyphs.allSatisfy { $0.id != .notdef } })
    // Latin stays in the bundled default: installed fonts never come before bundled ones.
    let mixed = try Text.Layout(Text("a ⵜ"), fonts: try FontCollection.bundled(hermetic: false))
    #expect(FontFixtures.runs(mixed).first?.font.familyName == "Inter")
  }

  /// Issue 20 item 9: a family no installed font is named like gets fontconfig's substitute
  /// among the installed fonts (as `fc-match` answers it) as a near match.
  @Test(.enabled(if: FontFixtures.hasDejaVu, "fonts-dejavu is not installed"))
  func installedFonts_unknownFamilySuggestsFontconfigsSubstitute() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
    process.arguments = ["-f", "%{family[0]}", "Helvetica"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let substitute = String(
      decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(!substitute.isEmpty)
    let fonts = try FontCollection.bundled(hermetic: false)
    do {
      try fonts.setDefaultFamily("Helvetica")
      Issue.record("an unknown family was accepted")
    } catch let error as FontError {
      #expect(
        error.message.hasPrefix(
          "unknown font family 'Helvetica'; near matches: \(substitute) (fontconfig's substitute); loaded families: Inter, "
        ), "\(error.message)")
    }
    do {
      try FontCollection.bundled().setDefaultFamily("Helvetica")
    } catch let error as FontError {
      #expect(!error.message.contains("fontconfig"))
    }
  }

  @Test func installedFonts_unknownFamilyListsNearMatches() throws {
    let fonts = try FontCollection.bundled(hermetic: false)
    do {
      try fonts.setDefaultFamily("Intre")
      Issue.record("an unknown family was accepted")
    } catch let error as FontError {
      #expect(error.message.contains("unknown font family 'Intre'"))
      #expect(error.message.contains("Inter"))
    }
  }
}
