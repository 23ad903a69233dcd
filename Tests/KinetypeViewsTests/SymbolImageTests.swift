import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

@testable import KinetypeViews

/// `Image(systemName:)` drawn as its Material Icons substitute: sized by the font and the image
/// scale, aligned with text, tinted by the foreground style; unknown names keep the
/// placeholder and warn.
@Suite struct SymbolImageTests {
  /// The bounding box of the pixels of `pixmap` for which `isInk` holds.
  static func ink(_ pixmap: Pixmap, where isInk: (Color) -> Bool) -> CGRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where isInk(pixmap.color(atX: x, y: y)) {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// Mostly red, and opaque enough to count.
  static func isRed(_ color: Color) -> Bool {
    color.opacity > 0.5 && color.red > 0.5 && color.green < 0.3 && color.blue < 0.3
  }

  /// Mostly black, and opaque enough to count.
  static func isBlack(_ color: Color) -> Bool {
    color.opacity > 0.5 && color.red < 0.3 && color.green < 0.3 && color.blue < 0.3
  }

  @Test func size_followsTheFontAndTheImageScale() throws {
    func size<V: View>(_ view: V) throws -> CGSize {
      try inspect(view).frame(of: "Image(systemName:)").size
    }
    #expect(try size(Image(systemName: "heart.fill")) == CGSize(width: 17, height: 17))
    #expect(
      try size(Image(systemName: "heart.fill").font(.system(size: 40)))
        == CGSize(width: 40, height: 40))
    #expect(
      try size(Image(systemName: "heart.fill").font(.largeTitle)) == CGSize(width: 34, height: 34))
    let small = try size(Image(systemName: "gear").imageScale(.small).font(.system(size: 40)))
    #expect(abs(small.height - 32) < 0.001)
    let large = try size(Image(systemName: "gear").imageScale(.large).font(.system(size: 40)))
    #expect(abs(large.height - 52) < 0.001)
    // The glyph fills its square: a filled square's ink is Material's 18/24 of it, centred.
    let pixmap = try renderer(
      Image(systemName: "square.fill").font(.system(size: 96)).foregroundStyle(.red)
        .frame(width: 120, height: 120)
    ).render()
    let box = try #require(Self.ink(pixmap, where: Self.isRed))
    #expect(abs(box.width - 72) <= 1 && abs(box.height - 72) <= 1, "\(box)")
    #expect(abs(box.midX - 60) <= 1 && abs(box.midY - 60) <= 1, "\(box)")
  }

  @Test func resizable_takesItsFrameAndKeepsItsAspectWhenFitted() throws {
    let stretched = try inspect(
      Image(systemName: "heart.fill").resizable().frame(width: 100, height: 50))
    #expect(stretched.frame(of: "Image(systemName:)").size == CGSize(width: 100, height: 50))
    let fitted = try inspect(
      Image(systemName: "heart.fill").resizable().aspectRatio(contentMode: .fit)
        .frame(width: 100, height: 50))
    #expect(fitted.frame(of: "Image(systemName:)").size == CGSize(width: 50, height: 50))
    // Drawn to fill it: a resizable filled square at 200 points is 150 points of ink.
    let pixmap = try renderer(
      Image(systemName: "square.fill").resizable().foregroundStyle(.red).frame(
        width: 200, height: 200)
    ).render()
    let box = try #require(Self.ink(pixmap, where: Self.isRed))
    #expect(abs(box.width - 150) <= 1 && abs(box.height - 150) <= 1, "\(box)")
  }

  /// The vertical centre of the capital H's ink and of the red circle's, in `view`.
  static func centres<V: View>(_ view: V) throws -> (capitals: CGFloat, symbol: CGFloat) {
    let pixmap = try renderer(view.font(.system(size: 48)).padding(10)).render()
    let capital = try #require(ink(pixmap, where: isBlack))
    let symbol = try #require(ink(pixmap, where: isRed))
    return (capital.midY, symbol.midY)
  }

  @Test func alignment_symbolsSitCentredOnTheCapitalsBesideText() throws {
    // By text baseline: the symbol's centre is half the cap height above the baseline.
    let byBaseline = try Self.centres(
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "circle.fill").foregroundStyle(.red).imageScale(.large)
        Text("H")
      })
    #expect(abs(byBaseline.capitals - byBaseline.symbol) <= 1, "\(byBaseline)")
    // The default centred stack and a Label agree with it.
    let centred = try Self.centres(
      HStack {
        Image(systemName: "circle.fill").foregroundStyle(.red)
        Text("H")
      })
    #expect(abs(centred.capitals - centred.symbol) <= 1.5, "\(centred)")
    let label = try Self.centres(
      Label {
        Text("H")
      } icon: {
        Image(systemName: "circle.fill").foregroundStyle(.red)
      })
    #expect(abs(label.capitals - label.symbol) <= 1.5, "\(label)")
  }

  @Test func tint_followsTheForegroundStyle() throws {
    func color<V: View>(_ view: V) throws -> Color {
      let pixmap = try renderer(view.font(.system(size: 40)).frame(width: 40, height: 40))
        .render()
      return pixmap.color(atX: 20, y: 20)
    }
    let square = Image(systemName: "square.fill")
    #expect(try color(square) == .black)
    let red = try color(Color.red)
    #expect(red != .black)
    #expect(try color(square.foregroundStyle(.red)) == red)
    let green = try color(Color.green)
    #expect(try color(square.foregroundColor(.green)) == green)
    let orange = try color(Color.orange)
    #expect(try color(square.tint(.orange).foregroundStyle(.tint)) == orange)
    // A button's label is drawn in the accent color, its symbol too.
    let accent = try color(Color.accentColor)
    #expect(try color(Button(action: {}) { square }) == accent)
  }

  @Test func tint_aToolbarButtonsSymbolIsTheAccentColor() throws {
    let accent = try renderer(Color.accentColor.frame(width: 1, height: 1)).render()
      .color(atX: 0, y: 0)
    let pixmap = try renderer(
      NavigationStack {
        Color.white.toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button(action: {}) { Image(systemName: "square.fill") }
          }
        }
      }
      .frame(width: 200, height: 200)
    ).render()
    // The square's fully covered pixels are the accent color: in the 44-point bar, at its
    // trailing end, the body font's 17 points × 18/24 across (less its soft edge).
    let box = try #require(Self.ink(pixmap) { $0 == accent })
    #expect(box.maxY <= 44 && box.minX > 150, "\(box)")
    #expect(abs(box.width - 17.0 * 18 / 24) <= 2, "\(box)")
  }

  @Test func variant_fillPicksTheFilledName() throws {
    func pixels<V: View>(_ view: V) throws -> [Color] {
      let pixmap = try renderer(view.font(.system(size: 40))).render()
      return (0..<pixmap.height).flatMap { y in
        (0..<pixmap.width).map { pixmap.color(atX: $0, y: y) }
      }
    }
    let filled = try pixels(Image(systemName: "heart.fill"))
    let outline = try pixels(Image(systemName: "heart"))
    #expect(filled != outline)
    #expect(try pixels(Image(systemName: "heart").symbolVariant(.fill)) == filled)
    // A variant the symbol does not have falls back to its fill alone, then to the name.
    #expect(try pixels(Image(systemName: "heart").symbolVariant(.circle.fill)) == filled)
    #expect(try pixels(Image(systemName: "heart").symbolVariant(.slash.circle)) == outline)
    let names = SymbolVariants.fill.circle
    #expect(names.contains(.fill) && names.contains(.circle) && !names.contains(.slash))
    #expect(
      try inspect(Image(systemName: "plus").symbolVariant(.circle).symbolVariant(.fill))
        .elements.contains { $0.details.contains("\"plus.circle.fill\"") })
  }

  @Test func numbered_drawTheDigitsInTheirCircleOrSquare() throws {
    func inkCount(_ name: String) throws -> Int {
      let renderer = renderer(Image(systemName: name).font(.system(size: 60)))
      let pixmap = try renderer.render()
      #expect(renderer.warnings.isEmpty, "\(name): \(renderer.warnings)")
      return (0..<pixmap.height).reduce(0) { count, y in
        count + (0..<pixmap.width).filter { pixmap.color(atX: $0, y: y).opacity > 0.5 }.count
      }
    }
    // Outlined: the ring and the digits; filled: the digits cut out of the disc.
    #expect(try inkCount("8.circle") > inkCount("circle"))
    #expect(try inkCount("8.circle.fill") < inkCount("circle.fill"))
    #expect(try inkCount("42.square.fill") < inkCount("square.fill"))
    #expect(try inkCount("42.square") > inkCount("square"))
    // Two digits take more ink than one.
    #expect(try inkCount("18.circle") > inkCount("1.circle"))
    // Past 50 there are none: the placeholder, and a warning.
    let past = ImageRenderer(content: Image(systemName: "51.circle"))
    _ = try past.render()
    #expect(past.warnings.contains { $0.message.contains("no Material Icons substitute") })
  }

  @Test func canvas_drawsAResolvedSymbolAtTheBodySize() throws {
    let canvas = renderer(
      Canvas { context, size in
        let square = context.resolve(Image(systemName: "square.fill"))
        #expect(square.size == CGSize(width: 17, height: 17))
        context.draw(square, in: CGRect(x: 10, y: 10, width: 40, height: 40))
        context.draw(Image(systemName: "kinetype.no.such.symbol"), at: CGPoint(x: 80, y: 30))
      }
      .frame(width: 100, height: 60))
    let pixmap = try canvas.render()
    // The square's 18/24 of the 40-point rectangle, centred in it, in black.
    let box = try #require(Self.ink(pixmap, where: Self.isBlack))
    #expect(abs(box.width - 30) <= 1 && abs(box.midX - 30) <= 1 && abs(box.midY - 30) <= 1)
    #expect(canvas.warnings.contains { $0.message.contains("no Material Icons substitute") })
  }

  @Test func unknownNames_keepThePlaceholderAndWarn() throws {
    let unknown = ImageRenderer(content: Image(systemName: "kinetype.no.such.symbol"))
    _ = try unknown.render()
    let warning = try #require(unknown.warnings.first)
    #expect(warning.kind == .unsupportedFeature)
    #expect(warning.message.contains("\"kinetype.no.such.symbol\""))
    #expect(warning.message.contains("no Material Icons substitute"))
    let known = ImageRenderer(content: Image(systemName: "star.fill"))
    _ = try known.render()
    #expect(known.warnings.isEmpty, "\(known.warnings)")
  }

  @Test func table_everySubstituteIsInTheFont() throws {
    let face = try SymbolSubstitutes.font()
    #expect(SymbolSubstitutes.table.count >= 150)
    for (name, substitute) in SymbolSubstitutes.table.sorted(by: { $0.key < $1.key }) {
      let scalar = try #require(Unicode.Scalar(substitute.codepoint))
      // The code point is in the font's character map …
      let glyph = face.glyph(for: scalar)
      #expect(glyph != nil, "\(name): U+\(String(substitute.codepoint, radix: 16)) not in cmap")
      // … and is the icon the name says: the font's ligature for the name is the same glyph.
      let ligature = face.shape(substitute.material)
      #expect(
        ligature?.count == 1 && ligature?.first?.id == glyph,
        "\(name): \(substitute.material) is not U+\(String(substitute.codepoint, radix: 16))")
    }
  }

  @Test func numbered_enclosuresAreInTheFont() throws {
    let face = try SymbolSubstitutes.font()
    for name in ["1.circle", "1.circle.fill", "1.square", "1.square.fill"] {
      let enclosure = try #require(NumberedSymbol(name)).enclosure
      let glyph = face.glyph(for: try #require(Unicode.Scalar(enclosure.codepoint)))
      #expect(glyph != nil && face.shape(enclosure.material)?.first?.id == glyph, "\(name)")
    }
    #expect(NumberedSymbol("07.circle") == nil && NumberedSymbol("3.triangle") == nil)
  }

  @Test func table_coversTheSymbolsTheSwiftUIFilesUse() throws {
    // Every literal symbol name in the SwiftUI files the tests compile.
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    let pattern = try NSRegularExpression(pattern: #"(?:systemName|systemImage): "([^"\\]+)""#)
    var names: Set<String> = []
    for folder in ["SwiftUICorpusTests", "SeedSnippetTests", "KinetypeViewsTests"] {
      let url = tests.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: url.path)
      for file in files where file.hasSuffix(".swift") && file != "SymbolImageTests.swift" {
        let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
          if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
        }
      }
    }
    #expect(names.count > 10)
    // Names under `kinetype.` are the tests' own unknown symbols.
    let missing = names.filter {
      !$0.hasPrefix("kinetype.") && SymbolSubstitutes.table[$0] == nil && NumberedSymbol($0) == nil
    }
    #expect(missing.isEmpty, "no substitute for \(missing.sorted())")
  }

  /// A few dozen symbols as apps show them: in labels, beside text, in a toolbar-like row of
  /// accent-colored buttons, at the three image scales and in colors.
  struct ContactSheet: View {
    let grid = [
      "heart", "heart.fill", "star", "star.fill", "plus", "minus", "xmark", "checkmark",
      "checkmark.circle.fill", "gearshape", "trash", "person.fill", "person.circle", "bell",
      "magnifyingglass", "chevron.right", "arrow.clockwise", "play.fill", "pause.fill",
      "house.fill", "square.and.arrow.up", "square.and.pencil", "paperplane.fill", "envelope",
      "phone", "message", "calendar", "clock", "location", "map", "photo", "camera", "mic",
      "cart", "bag", "bookmark", "flag", "tag", "link", "lock", "info.circle",
      "exclamationmark.triangle", "questionmark.circle", "ellipsis", "line.3.horizontal",
      "list.bullet", "square.grid.2x2", "sun.max", "moon", "cloud", "bolt", "flame", "leaf",
      "sparkles", "globe", "wifi", "battery.100", "hand.thumbsup", "face.smiling",
      "music.note", "speaker.wave.2", "eye", "eye.slash", "1.circle", "2.circle.fill",
      "12.square", "50.square.fill",
    ]

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        HStack(spacing: 20) {
          Button(action: {}) { Image(systemName: "chevron.left") }
          Spacer()
          Button("Add", systemImage: "plus") {}
          Button(action: {}) { Image(systemName: "square.and.arrow.up") }
          Button(action: {}) { Image(systemName: "ellipsis.circle") }
        }
        Label("Settings", systemImage: "gear")
        Label("Favorites", systemImage: "heart.fill").foregroundStyle(.pink)
        HStack(alignment: .firstTextBaseline) {
          Image(systemName: "star.fill").imageScale(.small)
          Image(systemName: "star.fill")
          Image(systemName: "star.fill").imageScale(.large)
          Text("Small, medium, large")
        }
        .font(.title2)
        LazyVGrid(
          columns: Array(repeating: GridItem(.fixed(32), spacing: 8), count: 9), spacing: 10
        ) {
          ForEach(grid, id: \.self) { name in
            Image(systemName: name).font(.system(size: 24))
          }
        }
      }
      .padding(16)
      .frame(width: 400)
      .background(.white)
    }
  }

  @Test func golden_contactSheet() throws {
    let sheet = renderer(ContactSheet(), scale: 2)
    assertGolden(try sheet.render(), named: "symbols-contact-sheet", suite: "Views")
    #expect(sheet.warnings.isEmpty, "\(sheet.warnings)")
  }
}
