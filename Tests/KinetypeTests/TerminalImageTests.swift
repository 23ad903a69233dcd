import Foundation
import KinetypeTestSupport
import Testing

@testable import Kinetype

/// Pictures for the terminal: half blocks read back cell by cell, kitty graphics decoded from
/// their base64 PNG, sixel decoded by libsixel's `sixel2png`.
@Suite struct TerminalImageTests {
  static func pixmap(_ width: Int, _ height: Int, _ fills: [(CGRect, Color)]) throws -> Pixmap {
    var image = try Pixmap(width: width, height: height)
    for (rect, color) in fills { image.fill(Path(rect), with: .color(color)) }
    return image
  }

  @Test func blocks_upperPixelIsForegroundLowerIsBackground() throws {
    let image = try Self.pixmap(
      2, 3,
      [
        (CGRect(x: 0, y: 0, width: 1, height: 2), Color(red: 1, green: 0, blue: 0)),
        (CGRect(x: 1, y: 0, width: 1, height: 1), Color(red: 0, green: 0, blue: 1)),
        (CGRect(x: 1, y: 1, width: 1, height: 1), Color(red: 0, green: 1, blue: 0)),
        (CGRect(x: 0, y: 2, width: 1, height: 1), Color(white: 1, opacity: 0.5)),
      ])
    let grey = Int(image.premultipliedPixel(atX: 0, y: 2).0)  // over black: the stored value
    let rows = TerminalImage.blockRows(image, background: Color(white: 0))
    #expect(
      rows == [
        "\u{1B}[48;2;255;0;0m \u{1B}[48;2;0;255;0m\u{1B}[38;2;0;0;255m▀\u{1B}[0m",
        "\u{1B}[48;2;0;0;0m\u{1B}[38;2;\(grey);\(grey);\(grey)m▀ \u{1B}[0m",
      ])
  }

  @Test func blocks_translucentPixelsAreCompositedOverTheBackground() throws {
    let image = try Self.pixmap(
      1, 2,
      [(CGRect(x: 0, y: 0, width: 1, height: 1), Color(red: 0, green: 0, blue: 0, opacity: 0.5))])
    let alpha = Int(image.premultipliedPixel(atX: 0, y: 0).3)
    let rows = TerminalImage.blockRows(image, background: Color(red: 1, green: 1, blue: 1))
    let expected = (255 * (255 - alpha) + 127) / 255
    #expect(
      rows == ["\u{1B}[48;2;255;255;255m\u{1B}[38;2;\(expected);\(expected);\(expected)m▀\u{1B}[0m"]
    )
  }

  @Test func kitty_chunksABase64PNGOfTheImage() throws {
    var image = try Pixmap(width: 48, height: 40, background: .white)
    var generator = SplitMix(seed: 3)
    for y in 0..<40 {  // noise, so the PNG is large enough to need several chunks
      for x in 0..<48 {
        let color = Color(
          red: Double(generator.next() % 256) / 255, green: Double(generator.next() % 256) / 255,
          blue: Double(generator.next() % 256) / 255, opacity: 0.7)
        image.fill(
          Path(CGRect(x: Double(x), y: Double(y), width: 1, height: 1)), with: .color(color))
      }
    }
    let output = try TerminalImage.kitty(image, columns: 12, rows: 5, imageID: 7)
    let commands = output.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
    #expect(commands.count > 1, "the PNG should need more than one chunk")
    var payload = ""
    for (index, command) in commands.enumerated() {
      #expect(command.hasPrefix("\u{1B}_G"))
      let body = command.dropFirst(3)
      let parts = body.split(separator: ";", maxSplits: 1)
      #expect(parts.count == 2)
      let keys = Set(parts[0].split(separator: ",").map(String.init))
      let last = index == commands.count - 1
      #expect(keys.contains(last ? "m=0" : "m=1"))
      if index == 0 {
        #expect(keys.isSuperset(of: ["a=T", "f=100", "i=7", "c=12", "r=5", "q=2", "C=1"]))
      } else {
        #expect(keys.count == 1)
      }
      #expect(parts[1].count <= 4096)
      payload += parts[1]
    }
    let png = try #require(Data(base64Encoded: payload))
    let decoded = try Pixmap(pngData: Array(png))
    #expect(FrameStreamTests.bytes(decoded) == FrameStreamTests.bytes(image))
  }

  /// Decodes sixel with libsixel's `sixel2png`, or nil (with a message) when it is missing.
  static func decodeSixel(_ sixel: String) throws -> Pixmap? {
    guard let tool = ExternalTool.find("sixel2png") else {
      print("skipped: sixel2png is not installed (Debian package libsixel-bin)")
      return nil
    }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(sixel.utf8).write(to: URL(fileURLWithPath: "\(folder)/in.six"))
    let result = try ExternalTool.run(tool, ["-i", "\(folder)/in.six", "-o", "\(folder)/out.png"])
    #expect(result.status == 0, "\(result.errors)")
    return try Pixmap(contentsOfPNGFile: "\(folder)/out.png")
  }

  @Test func sixel_fewColorsDecodeToTheImageItself() throws {
    // Text-like: a ground, a color, and blends between them (under 256 colors).
    var image = try Pixmap(
      width: 37, height: 17, background: Color(red: 0.1, green: 0.2, blue: 0.3))
    image.fill(
      Path(ellipseIn: CGRect(x: 3, y: 2, width: 30, height: 13)),
      with: .color(Color(red: 1, green: 0.8, blue: 0.2)))
    let sixel = TerminalImage.sixel(image, background: .black)
    #expect(sixel.hasPrefix("\u{1B}Pq\"1;1;37;17"))
    guard let decoded = try Self.decodeSixel(sixel) else { return }
    #expect(decoded.width == 37 && decoded.height == 17)
    var worst = 0
    for y in 0..<17 {
      for x in 0..<37 {
        let a = image.premultipliedPixel(atX: x, y: y)
        let b = decoded.premultipliedPixel(atX: x, y: y)
        // Sixel colors are percentages: 255 levels become 101, so ±2 is exact.
        worst = max(
          worst, abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)))
      }
    }
    #expect(worst <= 2, "largest channel difference \(worst)")
  }

  @Test func sixel_manyColorsUseTheFixedPalette() throws {
    var image = try Pixmap(width: 48, height: 20)
    for y in 0..<20 {
      for x in 0..<48 {
        image.fill(
          Path(CGRect(x: Double(x), y: Double(y), width: 1, height: 1)),
          with: .color(Color(red: Double(x) / 47, green: Double(y) / 19, blue: 0.5)))
      }
    }
    let sixel = TerminalImage.sixel(image, background: .black)
    guard let decoded = try Self.decodeSixel(sixel) else { return }
    // xterm's 256 colors, written out here: the 6×6×6 cube, then 40 greys.
    let levels = [0, 51, 102, 153, 204, 255]
    var palette = levels.flatMap { r in levels.flatMap { g in levels.map { b in (r, g, b) } } }
    palette += (0..<40).map { step in
      (3 + step * 252 / 39, 3 + step * 252 / 39, 3 + step * 252 / 39)
    }
    func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
      let (dr, dg, db) = (Double(a.0 - b.0), Double(a.1 - b.1), Double(a.2 - b.2))
      return (dr * dr + dg * dg + db * db).squareRoot()
    }
    var worst = 0.0
    for y in 0..<20 {
      for x in 0..<48 {
        let a = image.premultipliedPixel(atX: x, y: y)
        let b = decoded.premultipliedPixel(atX: x, y: y)
        let original = (Int(a.0), Int(a.1), Int(a.2))
        let nearest = palette.map { distance(original, $0) }.min() ?? 0
        // Each pixel is the nearest palette entry (give or take sixel's percent rounding).
        worst = max(worst, distance(original, (Int(b.0), Int(b.1), Int(b.2))) - nearest)
      }
    }
    #expect(worst <= 3, "a pixel is \(worst) further from its color than the nearest entry")
  }

  @Test func resized_averagesBlocks() throws {
    var checker = try Pixmap(width: 8, height: 8, background: .black)
    for y in 0..<8 {
      for x in 0..<8 where (x + y) % 2 == 0 {
        checker.fill(
          Path(CGRect(x: Double(x), y: Double(y), width: 1, height: 1)), with: .color(.white))
      }
    }
    for (width, height) in [(4, 4), (3, 3), (2, 1)] {
      let small = try checker.resized(width: width, height: height)
      #expect(small.width == width && small.height == height)
      for y in 0..<height {
        for x in 0..<width {
          let pixel = small.premultipliedPixel(atX: x, y: y)
          #expect(abs(Int(pixel.0) - 128) <= 2 && pixel.3 == 255, "\(width)×\(height) at \(x),\(y)")
        }
      }
    }
  }

  @Test func fit_keepsAspectNeverEnlarges() {
    #expect(TerminalImage.fit(width: 400, height: 100, into: (100, 60)) == (100, 25))
    #expect(TerminalImage.fit(width: 100, height: 400, into: (100, 60)) == (15, 60))
    #expect(TerminalImage.fit(width: 40, height: 10, into: (100, 60)) == (40, 10))
  }

  @Test(arguments: [
    ("\u{1B}[?62;4;22c", TerminalGraphics.sixel, nil as Int?, nil as Int?),
    ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;9t\u{1B}[?62;4c", .kitty, 9, 20),
    ("\u{1B}[6;16;8t\u{1B}[?1;2c", .blocks, 8, 16),
    ("\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\\u{1B}[?64;22c", .blocks, nil, nil),
  ])
  func graphics_readTheTerminalsReply(
    reply: String, graphics: TerminalGraphics, width: Int?, height: Int?
  ) {
    let parsed = TerminalGraphics.parse(reply: Array(reply.utf8))
    #expect(parsed.graphics == graphics)
    #expect(parsed.cellWidth == width && parsed.cellHeight == height)
    #expect(parsed.isComplete)
  }

  @Test func graphics_incompleteReplyIsNotComplete() {
    #expect(!TerminalGraphics.parse(reply: Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8)).isComplete)
    #expect(TerminalGraphics.parse(reply: []).graphics == .blocks)
  }

  @Test func graphics_environment() {
    #expect(TerminalGraphics.fromEnvironment(["TERM": "xterm-kitty"]) == .kitty)
    #expect(TerminalGraphics.fromEnvironment(["KITTY_WINDOW_ID": "1", "TERM": "xterm"]) == .kitty)
    #expect(TerminalGraphics.fromEnvironment(["TERM_PROGRAM": "WezTerm"]) == .kitty)
    #expect(TerminalGraphics.fromEnvironment(["TERM": "xterm-kitty", "TMUX": "/tmp/x"]) == .blocks)
    #expect(TerminalGraphics.fromEnvironment(["TERM": "screen-256color"]) == .blocks)
    #expect(TerminalGraphics.fromEnvironment(["TERM": "xterm-256color"]) == nil)
  }
}
