import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeMotion
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeTesting
import KinetypeText
import Testing

/// Colour glyphs drawn through GraphicsContext: the bundled Noto Color Emoji (CBDT bitmaps)
/// and the COLR test fonts of Tests/Fixtures/Fonts. Every golden was looked at.
@Suite struct ColorGlyphTests {
  static let fixtureFonts = PackageRoot.fixtureFonts

  static func layout(_ string: String, size: Double = 40, fonts: FontCollection = Fixtures.fonts)
    throws -> Text.Layout
  {
    try Text.Layout(Text(string).font(.system(size: size)), fonts: fonts)
  }

  static func render(
    width: Int, height: Int, _ body: (inout GraphicsContext) throws -> Void
  ) throws -> Pixmap {
    var canvas = try Pixmap(width: width, height: height, background: .white)
    try GraphicsContext.render(into: &canvas, glyphCache: GlyphCache(), body)
    return canvas
  }

  static func line(_ string: String, size: Double = 40) throws -> Pixmap {
    let layout = try layout(string, size: size)
    let width = Int(layout.size.width.rounded(.up)) + 24
    let height = Int(layout.size.height.rounded(.up)) + 24
    return try render(width: width, height: height) { context in
      context.translateBy(x: 12, y: 12)
      context.draw(layout)
    }
  }

  @Test func emoji_zwjSequences() throws {
    let frame = try Self.line("👩🏽‍💻 👨‍👩‍👧 🏳️‍🌈 🧑‍🤝‍🧑 🏳️‍⚧️ ❤️‍🔥 👁️‍🗨️ 🐻‍❄️")
    #expect(Ink.colourfulPixels(frame) > 2000)
    assertGolden(frame, named: "zwj-sequences", suite: "Emoji")
  }

  @Test func emoji_skinTones() throws {
    let frame = try Self.line("👋 👋🏻 👋🏼 👋🏽 👋🏾 👋🏿 🧑🏿‍🦰 👩🏻‍🤝‍👩🏾")
    assertGolden(frame, named: "skin-tones", suite: "Emoji")
  }

  @Test func emoji_flags() throws {
    let frame = try Self.line("🇯🇵 🇫🇷 🇧🇷 🇺🇦 🇮🇳 🇿🇦 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏁 🏴‍☠️")
    assertGolden(frame, named: "flags", suite: "Emoji")
  }

  @Test func emoji_keycaps() throws {
    let frame = try Self.line("#️⃣ *️⃣ 0️⃣ 1️⃣ 2️⃣ 3️⃣ 7️⃣ 9️⃣ 🔟")
    assertGolden(frame, named: "keycaps", suite: "Emoji")
  }

  /// Emoji animate like any slice: opacity, rotation, scale and blur through the context, and
  /// any size from 12 px (area-averaged) to 120 px (bilinear).
  @Test func emoji_animateThroughTheContext() throws {
    let layout = try Self.layout("😀", size: 40)
    let line = try #require(layout.first)
    let frame = try Self.render(width: 520, height: 150) { context in
      var faded = context
      faded.translateBy(x: 10, y: 20)
      faded.opacity = 0.4
      faded.draw(line)
      var rotated = context
      rotated.translateBy(x: 110, y: 40)
      rotated.rotate(by: .degrees(30))
      rotated.draw(line)
      var scaled = context
      scaled.translateBy(x: 170, y: 10)
      scaled.scaleBy(x: 2.5, y: 2.5)
      scaled.draw(line)
      var blurred = context
      blurred.translateBy(x: 300, y: 20)
      blurred.addFilter(.blur(radius: 3))
      blurred.draw(line)
      var small = context
      small.translateBy(x: 380, y: 20)
      small.scaleBy(x: 0.3, y: 0.3)
      small.draw(line)
      var sheared = context
      sheared.translateBy(x: 420, y: 20)
      sheared.concatenate(CGAffineTransform(a: 1, b: 0, c: -0.4, d: 1, tx: 0, ty: 0))
      sheared.draw(line)
    }
    assertGolden(frame, named: "animated", suite: "Emoji")
  }

  @Test func emoji_sizesFromTwelveToOneHundredTwentyPixels() throws {
    var pieces: [Text.Layout] = []
    for size in [12.0, 17, 24, 48, 72, 120] { pieces.append(try Self.layout("🦊", size: size)) }
    let frame = try Self.render(width: 420, height: 150) { context in
      var x = 8.0
      for layout in pieces {
        var copy = context
        copy.translateBy(x: x, y: 8)
        copy.draw(layout)
        x += layout.size.width + 6
      }
    }
    assertGolden(frame, named: "sizes", suite: "Emoji")
  }

  @Test func emoji_opacityIsAHalfwayBlend() throws {
    let line = try #require(try Self.layout("🟥", size: 40).first)
    let full = try Self.render(width: 70, height: 70) { $0.draw(line) }
    let half = try Self.render(width: 70, height: 70) { context in
      context.opacity = 0.5
      context.draw(line)
    }
    var compared = 0
    for y in 0..<70 {
      for x in 0..<70
      where full.color(atX: x, y: y).red < 0.95 || full.color(atX: x, y: y).green < 0.95 {
        let f = full.color(atX: x, y: y)
        let h = half.color(atX: x, y: y)
        #expect(abs(h.green - (1 + f.green) / 2) < 3.0 / 255)
        compared += 1
      }
    }
    #expect(compared > 500)
  }

  @Test func emoji_framesAreDeterministic() throws {
    let layout = try Self.layout("Hi 👋🏽 👨‍👩‍👧", size: 33)
    func frame() throws -> [UInt8] {
      let pixmap = try Self.render(width: 300, height: 80) { context in
        context.translateBy(x: 5.3, y: 7.7)
        context.rotate(by: .degrees(3))
        context.draw(layout)
      }
      return pixmap.withUnsafePremultipliedBytes { Array($0) }
    }
    #expect(try frame() == frame())
  }

  /// Emoji frames exported with one thread and with three are byte-identical: the shared
  /// glyph cache's images are made the same whoever makes them first.
  @Test func emoji_exportIsByteIdenticalWithAnyNumberOfThreads() throws {
    let layout = try Text.Layout(
      Text(markup: "Hi ^[👋🏽 👨‍👩‍👧 🏳️‍🌈 #️⃣](emphasis: true)").font(.system(size: 36)),
      fonts: Fixtures.fonts)
    let animation = AnimatedText(layout: layout) { AppearRenderer(elapsedTime: $0) }
    let timeline = try FrameTimeline(duration: 0.3, framesPerSecond: 30)
    var contents: [[Data?]] = []
    for threads in [1, 3] {
      let folder = try Fixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let paths = try FrameExporter(directory: folder.path, threads: threads).export(
        animation, timeline: timeline)
      contents.append(paths.map { FileManager.default.contents(atPath: $0) })
    }
    #expect(contents[0].count == timeline.frameCount)
    #expect(contents[0] == contents[1])
  }

  /// COLR v1 is parsed by Kinetype itself: damaged tables (random bytes overwritten inside
  /// `COLR`) must draw something or nothing, never crash or hang.
  @Test func colr_damagedTablesNeverCrash() throws {
    let original = try Data(contentsOf: URL(fileURLWithPath: Self.fixtureFonts + "/ColrV1Test.ttf"))
    let bytes = [UInt8](original)
    func word(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    let tables = Int(bytes[4]) << 8 | Int(bytes[5])
    let record = try #require(
      (0..<tables).map { 12 + $0 * 16 }.first { bytes[$0..<$0 + 4].elementsEqual("COLR".utf8) })
    let start = word(record + 8)
    let length = word(record + 12)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SeededRandom(seed: 11)
    for round in 0..<60 {
      var damaged = bytes
      for _ in 0..<(1 + round % 6) {
        let at = start + Int(random.nextUnit() * Double(length))
        damaged[at] = UInt8(truncatingIfNeeded: Int(random.nextUnit() * 256))
      }
      let path = folder.appendingPathComponent("damaged\(round).ttf").path
      try Data(damaged).write(to: URL(fileURLWithPath: path))
      let fonts = try FontCollection.bundled()
      guard let family = try? fonts.addFont(atPath: path) else { continue }
      let layout = try Text.Layout(Text("ABCDEF").font(.custom(family, size: 30)), fonts: fonts)
      _ = try Self.render(width: 220, height: 50) { context in
        context.draw(layout)
        context.rotate(by: .degrees(10))
        context.draw(layout)
      }
    }
  }

  /// sbix (Apple's colour bitmaps), through FreeType: a 48 px image in a 64 ppem strike, its
  /// left half blue, drawn at 32 px so it is shrunk by half, 4 px right of and above the origin.
  @Test func sbix_bitmapsDrawScaledToTheTextSize() throws {
    let fonts = try FontCollection.bundled()
    let family = try fonts.addFont(atPath: Self.fixtureFonts + "/SbixTest.ttf")
    let layout = try Text.Layout(Text("A").font(.custom(family, size: 32)), fonts: fonts)
    #expect(layout.warnings.isEmpty)
    let baseline = try #require(layout.first).origin.y
    let frame = try Self.render(width: 60, height: 60) { context in
      context.translateBy(x: 10, y: 10)
      context.draw(layout)
    }
    let y = 10 + Int(baseline.rounded()) - 16
    #expect(frame.color(atX: 10 + 8, y: y) == Color(red: 0, green: 0, blue: 1))
    #expect(frame.color(atX: 10 + 24, y: y) == Color(red: 1, green: 0, blue: 0))
    #expect(frame.color(atX: 10 + 30, y: y) == Color.white)
    #expect(frame.color(atX: 10 + 16, y: 10 + Int(baseline.rounded()) - 1) == Color.white)
  }

  @Test func colr_layersAndPaintsDrawInTheirColours() throws {
    let fonts = try FontCollection.bundled()
    let v0 = try fonts.addFont(atPath: Self.fixtureFonts + "/ColrV0Test.ttf")
    let v1 = try fonts.addFont(atPath: Self.fixtureFonts + "/ColrV1Test.ttf")
    let text = try Text(
      markup: "^[AB](font: \"\(v0)\") ^[ABCDEF](font: \"\(v1)\")", fonts: fonts
    ).font(.system(size: 60)).foregroundColor(.blue)
    let layout = try Text.Layout(text, fonts: fonts)
    #expect(layout.warnings.isEmpty)
    let frame = try Self.render(width: 560, height: 200) { context in
      context.translateBy(x: 10, y: 10)
      context.draw(layout)
      var turned = context
      turned.translateBy(x: 40, y: 100)
      turned.rotate(by: .degrees(12))
      let rotated = try Text.Layout(Text("ABCDEF").font(.custom(v1, size: 40)), fonts: fonts)
      turned.draw(try #require(rotated.first))
    }
    // COLR v0 'A' at (10…70): a red square (palette) with a centre in the text colour.
    let corner = frame.color(atX: 10 + 10, y: 10 + 16)
    #expect(corner.red > 0.95 && corner.green < 0.05 && corner.blue < 0.05)
    let centre = frame.color(atX: 10 + 30, y: 10 + 30)
    #expect(centre == Color.blue)
    assertGolden(frame, named: "colr-v0-v1", suite: "Emoji")
  }
}
