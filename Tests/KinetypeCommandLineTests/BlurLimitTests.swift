import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// One `blur-radius` limit for every blur a user supplies: the effects' radius and blur
/// parameters (command line, markup, scenes) and a renderer's own blur filters (docs/limits.md).
@Suite struct BlurLimitTests {
  /// A renderer that draws the layout through a blur of `radius`.
  struct Blurred: TextRenderer {
    var radius: Double
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
      context.addFilter(.blur(radius: radius))
      for line in layout { context.draw(line) }
    }
  }

  static func frame(radius: Double, limits: Limits) throws -> (Pixmap, [Warning]) {
    let layout = try Text.Layout(Text("Hi").font(.system(size: 24)), fonts: Fixtures.fonts)
    var animation = AnimatedText(layout: layout) { _ in Blurred(radius: radius) }
    animation.limits = limits
    var pixmap = try Pixmap(width: 1, height: 1)
    var warnings: [Warning] = []
    try animation.renderFrame(at: 0, into: &pixmap, warnings: &warnings)
    return (pixmap, warnings)
  }

  @Test func blurLimit_clampsARenderersBlurFilter() throws {
    var limits = Limits()
    limits.blurRadius = 3
    let (clamped, warnings) = try Self.frame(radius: 12, limits: limits)
    let (atLimit, none) = try Self.frame(radius: 3, limits: limits)
    var raised = limits
    raised.blurRadius = 12
    let (wide, _) = try Self.frame(radius: 12, limits: raised)
    #expect(Bool(clamped.pixelBytes == atLimit.pixelBytes))
    #expect(Bool(clamped.pixelBytes != wide.pixelBytes))
    #expect(none.isEmpty)
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.kind == .clampedToLimit)
    #expect(warning.message.contains("blur-radius limit"))
    #expect(warning.message.contains("Limits.blurRadius"))
  }

  @Test func blurLimit_clampsAWideBlurAtTheDefaultLimit() throws {
    let (clamped, warnings) = try Self.frame(radius: 5_000, limits: Limits())
    let (atLimit, _) = try Self.frame(radius: 1_000, limits: Limits())
    #expect(Bool(clamped.pixelBytes == atLimit.pixelBytes))
    #expect(warnings.map(\.kind) == [.clampedToLimit])
  }

  @Test func blurLimit_clampsAShadowFilter() throws {
    var limits = Limits()
    limits.blurRadius = 2
    func shadow(_ radius: Double) throws -> (Pixmap, [Warning]) {
      var canvas = try Pixmap(width: 40, height: 30, background: .white)
      var warnings: [Warning] = []
      GraphicsContext.render(into: &canvas, limits: limits) { context in
        context.addFilter(.shadow(color: .black, radius: radius, x: 3, y: 3))
        context.fill(Path(CGRect(x: 10, y: 8, width: 12, height: 10)), with: .color(.red))
        warnings = context.warnings
      }
      return (canvas, warnings)
    }
    let (clamped, warnings) = try shadow(9)
    let (atLimit, _) = try shadow(2)
    #expect(Bool(clamped.pixelBytes == atLimit.pixelBytes))
    #expect(warnings.map(\.kind) == [.clampedToLimit])
  }

  @Test func blurLimit_effectRadiusOnTheCommandLine() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let base = [
      "render", "--text", "^[Hi](emphasis: true)", "--effect", "blur-in", "--time", "0.1",
    ]
    let wide = try Fixtures.runKinetype(
      base + ["--radius", "500", "--canvas", "120x60", "-o", output])
    #expect(wide.status == 0, "\(wide.stderr)")
    let over = try Fixtures.runKinetype(base + ["--radius", "1500", "-o", output, "--force"])
    #expect(over.status == 2)
    #expect(over.stderr.contains("--radius expects a number from 0 to 1000, got '1500'"))
    #expect(over.stderr.contains("--limit blur-radius=N"), "\(over.stderr)")
    let raised = try Fixtures.runKinetype(
      base + [
        "--radius", "1500", "--limit", "blur-radius=2000", "--canvas", "120x60", "-o", output,
        "--force",
      ])
    #expect(raised.status == 0, "\(raised.stderr)")
    let animator = try Fixtures.runKinetype(
      ["render", "--text", "Hi", "--effect", "range", "--all", "--blur", "1500", "-o", output])
    #expect(animator.status == 2)
    #expect(animator.stderr.contains("--blur expects a number from 0 to 1000, got '1500'"))
  }

  @Test func blurLimit_effectRadiusInMarkup() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    func markup(_ radius: Int) -> String { "^[Hi](effect: {name: \"blur-in\", radius: \(radius)})" }
    let wide = try Fixtures.runKinetype(
      ["render", "--text", markup(500), "--canvas", "120x60", "--time", "0.1", "-o", output])
    #expect(wide.status == 0, "\(wide.stderr)")
    let over = try Fixtures.runKinetype(
      ["render", "--text", markup(1500), "--time", "0.1", "-o", output, "--force"])
    #expect(over.status == 2)
    #expect(
      over.stderr.contains(
        "line 1, column 15: bad value for 'effect': blur-in's radius 1500 px is over the "
          + "blur-radius limit (1500 > 1000)"), "\(over.stderr)")
    #expect(over.stderr.contains("--limit blur-radius=N"))
    let raised = try Fixtures.runKinetype(
      [
        "render", "--text", markup(1500), "--limit", "blur-radius=2000", "--canvas", "120x60",
        "--time", "0.1", "-o", output, "--force",
      ])
    #expect(raised.status == 0, "\(raised.stderr)")
    // The library's own parse keeps to the limits it is given.
    #expect(throws: MarkupError.self) {
      _ = try Text(markup: markup(1500), attributes: .kinetype(limits: Limits()))
    }
    var limits = Limits()
    limits.blurRadius = 2_000
    _ = try Text(markup: markup(1500), attributes: .kinetype(limits: limits))
  }

  @Test func blurLimit_effectRadiusInAScene() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    func scene(_ radius: Int) throws -> String {
      try RaisedLimitsTests.sceneFile(
        [
          "name": "blur", "canvas": ["width": 120, "height": 60], "fps": 1, "duration": 0,
          "texts": [
            [
              "markup": "^[Hi](emphasis: true)",
              "effect": ["name": "blur-in", "radius": radius],
            ]
          ],
        ], in: folder)
    }
    let output = folder.appendingPathComponent("frames").path
    let wide = try Fixtures.runKinetype(["render", try scene(500), "-o", output])
    #expect(wide.status == 0, "\(wide.stderr)")
    let over = try Fixtures.runKinetype(["render", try scene(1500), "-o", output, "--force"])
    #expect(over.status == 2)
    #expect(
      over.stderr.contains(
        "$.texts[0].effect.radius: blur-in's radius 1500 px is over the blur-radius limit"),
      "\(over.stderr)")
    #expect(over.stderr.contains("--limit blur-radius=N"))
    let raised = try Fixtures.runKinetype(
      ["render", try scene(1500), "--limit", "blur-radius=2000", "-o", output, "--force"])
    #expect(raised.status == 0, "\(raised.stderr)")
  }
}

extension Pixmap {
  /// The premultiplied RGBA bytes, copied.
  fileprivate var pixelBytes: [UInt8] { withUnsafePremultipliedBytes { Array($0) } }
}
