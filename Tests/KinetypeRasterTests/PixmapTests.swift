import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

@Suite struct CanvasTests {
  @Test(arguments: [(0, 10), (10, 0), (-1, 5)])
  func canvas_rejectsEmptySizes(width: Int, height: Int) {
    #expect(throws: RasterError.self) { try Pixmap(width: width, height: height) }
  }

  @Test(arguments: [
    (16_385, 1, Limits.Name.canvasSide), (1, 16_385, .canvasSide),
    (16_384, 16_384, .canvasPixels), (Int.max, Int.max, .canvasSide),
  ])
  func canvas_overALimitThrowsBeforeAllocating(width: Int, height: Int, limit: Limits.Name) {
    let error = #expect(throws: LimitError.self) { try Pixmap(width: width, height: height) }
    #expect(error?.limit == limit)
    #expect(error?.description.contains("\(limit) limit") == true, "\(String(describing: error))")
  }

  @Test func canvas_raisedLimitsAdmitALargerCanvas() throws {
    var limits = Limits()
    limits.canvasSide = 20_000
    let canvas = try Pixmap(width: 20_000, height: 2, limits: limits)
    #expect(canvas.width == 20_000)
    limits.canvasPixels = 30_000
    #expect(throws: LimitError.self) { try Pixmap(width: 20_000, height: 2, limits: limits) }
    // A lowered limit refuses what the defaults allow.
    limits = Limits()
    limits.canvasSide = 10
    #expect(throws: LimitError.self) { try Pixmap(width: 11, height: 1, limits: limits) }
  }

  @Test func rasterWarnings_areCollectedNotPrinted() throws {
    var canvas = try Pixmap(width: 4, height: 4)
    let (_, warnings) = RasterWarnings.collect {
      canvas.apply(.blur(radius: -3))
      canvas.apply(.blur(radius: -3))
    }
    // One warning, once, typed; outside `collect` the same call reports nowhere.
    #expect(warnings == [Warning(.ignoredValue, "radius -3.0 ignored", source: "blur")])
    canvas.apply(.blur(radius: -3))
    #expect(RasterWarnings.collect { 0 }.warnings.isEmpty)
  }

  @Test func canvas_acceptsLimitSide() throws {
    let canvas = try Pixmap(width: 16_384, height: 2)
    #expect(canvas.width == 16_384)
  }

  @Test func canvas_errorSaysWhatAndWhere() {
    let error = #expect(throws: RasterError.self) { try Pixmap(width: 0, height: 3) }
    #expect(error.map { "\($0)".contains("width: 0") && "\($0)".contains("positive") } == true)
  }

  @Test func canvas_backgroundIsPremultiplied() throws {
    let canvas = try Pixmap(
      width: 2, height: 2, background: Color(red: 1, green: 0, blue: 0, opacity: 0.5))
    let pixel = canvas.premultipliedPixel(atX: 1, y: 1)
    #expect(pixel.0 == 128 && pixel.1 == 0 && pixel.3 == 128)
    #expect(abs(canvas.color(atX: 1, y: 1).red - 1) < 0.01)
    #expect(canvas.color(atX: 5, y: 5) == .clear)
  }

  @Test func canvas_copyOnWrite() throws {
    var a = try Pixmap(width: 8, height: 8, background: .white)
    let before = a.withUnsafePremultipliedBytes { $0.baseAddress }
    a.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))
    let after = a.withUnsafePremultipliedBytes { $0.baseAddress }
    #expect(before == after, "mutating a unique canvas must not copy")
    let b = a
    a.clear(to: .red)
    #expect(b.color(atX: 0, y: 0) == .black)
    #expect(b.color(atX: 6, y: 6) == .white)
    #expect(a.color(atX: 6, y: 6).red == 1)
  }

  @Test func canvas_clearGivesTheBackgroundOfANewCanvas() throws {
    // Clear and white take a byte fill, other colors a word fill: all must equal a new canvas.
    for color in [
      Color.clear, .white, .black, .red, Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5),
    ] {
      var canvas = try Pixmap(width: 13, height: 5, background: .blue)
      canvas.fill(Path(CGRect(x: 1, y: 1, width: 6, height: 2)), with: .color(.green))
      canvas.clear(to: color)
      let fresh = try Pixmap(width: 13, height: 5, background: color)
      let cleared = canvas.withUnsafePremultipliedBytes { Array($0) }
      #expect(cleared == fresh.withUnsafePremultipliedBytes { Array($0) }, "\(color)")
    }
  }

  @Test func composite_solidOverWithOpacity() throws {
    var canvas = try Pixmap(width: 4, height: 4, background: .white)
    let mask = CoverageMask(fullyCovering: 0, y: 0, width: 2, height: 4)
    canvas.composite(mask, with: .color(.black), opacity: 0.5)
    let p = canvas.premultipliedPixel(atX: 0, y: 0)
    #expect(p.0 == 127 || p.0 == 128)
    #expect(p.3 == 255)
    #expect(canvas.color(atX: 3, y: 0) == .white)
  }

  @Test func composite_fastAndGeneralPathsAgree() throws {
    let color = Color(red: 0.2, green: 0.6, blue: 0.9, opacity: 0.8)
    let path = Path(ellipseIn: CGRect(x: 3.3, y: 2.7, width: 20, height: 14))
    var fast = try Pixmap(width: 32, height: 24, background: Color(white: 0.5, opacity: 0.7))
    var general = fast
    fast.fill(path, with: .color(color), opacity: 0.7)
    let flat = Gradient(colors: [color, color])
    general.fill(
      path, with: .linearGradient(flat, startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)),
      opacity: 0.7)
    var worst = 0
    for y in 0..<24 {
      for x in 0..<32 {
        let a = fast.premultipliedPixel(atX: x, y: y)
        let b = general.premultipliedPixel(atX: x, y: y)
        worst = max(worst, abs(Int(a.0) - Int(b.0)), abs(Int(a.3) - Int(b.3)))
      }
    }
    #expect(worst <= 1)
  }

  @Test func composite_clipMultipliesCoverage() throws {
    var canvas = try Pixmap(width: 10, height: 10)
    let clip = CoverageMask(fullyCovering: 5, y: 0, width: 5, height: 10)
    canvas.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black), clip: clip)
    #expect(canvas.color(atX: 2, y: 2).opacity == 0)
    #expect(canvas.color(atX: 7, y: 2).opacity == 1)
  }

  @Test func clip_nestedMasksIntersect() {
    let a = CoverageMask(
      originX: 0, originY: 0, width: 4, height: 1, values: [255, 255, 128, 0])
    let b = CoverageMask(originX: 1, originY: 0, width: 4, height: 1, values: [255, 128, 255, 255])
    let both = a.intersecting(b)
    #expect(both.originX == 1 && both.width == 3)
    #expect(both.coverage(atX: 1, y: 0) == 255)
    #expect(both.coverage(atX: 2, y: 0) == 64)
    #expect(both.coverage(atX: 3, y: 0) == 0)
    #expect(both.coverage(atX: 0, y: 0) == 0)
  }

  @Test func layer_groupOpacityDiffersFromPerDrawOpacity() throws {
    // Two overlapping opaque squares: group opacity shows no overlap, per-draw does.
    let first = Path(CGRect(x: 0, y: 0, width: 6, height: 4))
    let second = Path(CGRect(x: 3, y: 0, width: 6, height: 4))
    var group = try Pixmap(width: 10, height: 4, background: .white)
    var layer = group.makeLayer()
    layer.fill(first, with: .color(.black))
    layer.fill(second, with: .color(.black))
    group.draw(layer, opacity: 0.5)
    var perDraw = try Pixmap(width: 10, height: 4, background: .white)
    perDraw.fill(first, with: .color(.black), opacity: 0.5)
    perDraw.fill(second, with: .color(.black), opacity: 0.5)
    #expect(group.color(atX: 4, y: 1) == group.color(atX: 1, y: 1))
    #expect(perDraw.color(atX: 4, y: 1).red < perDraw.color(atX: 1, y: 1).red - 0.2)
  }

  @Test func warnings_nonFiniteInputNeverCrashes() throws {
    var canvas = try Pixmap(width: 16, height: 16)
    let bad = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    canvas.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.black), transform: bad)
    canvas.fill(Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 8)), with: .color(.black))
    canvas.stroke(
      Path(CGRect(x: 1, y: 1, width: 8, height: 8)), with: .color(.black),
      style: StrokeStyle(lineWidth: .nan))
    canvas.stroke(
      Path(CGRect(x: 1, y: 1, width: 8, height: 8)), with: .color(.black),
      style: StrokeStyle(lineWidth: 1, dash: [.infinity, -1]))
    canvas.apply(.blur(radius: .nan))
    canvas.apply(.shadow(radius: .infinity))
    canvas.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black), opacity: .nan)
    // The bad dash pattern falls back to a solid stroke: something was drawn.
    #expect(canvas.color(atX: 1, y: 5).opacity > 0)
    #expect(canvas.color(atX: 12, y: 12).opacity == 0)
  }

  @Test func warnings_extremeValuesNeverHangOrTrap() throws {
    var canvas = try Pixmap(width: 64, height: 64)
    canvas.fill(Path(CGRect(x: 8, y: 8, width: 40, height: 40)), with: .color(.red))
    canvas.stroke(
      Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.blue),
      style: StrokeStyle(lineWidth: 2, dash: [1e-9, 1e-9]))
    canvas.fill(
      Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.black),
      transform: CGAffineTransform(scaleX: 1e300, y: 1e300))
    canvas.stroke(
      Path(CGRect(x: 0, y: 0, width: 1e12, height: 1e12)), with: .color(.black),
      style: StrokeStyle(lineWidth: 1e9))
    canvas.apply(.contrast(1e38))
    canvas.apply(.brightness(-1e38))
    canvas.apply(.shadow(radius: 1e300, x: 1e300, y: -1e300))
    canvas.apply(.blur(radius: 1e300))
    canvas.fill(
      Path(CGRect(x: 0, y: 0, width: 64, height: 64)),
      with: .linearGradient(
        Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 1e-300, y: 0)))
    #expect(canvas.width == 64)
  }

  @Test func layer_spriteDrawsAtOffsetAndOnlyUnderItself() throws {
    var canvas = try Pixmap(width: 40, height: 30, background: .white)
    var sprite = try Pixmap(width: 10, height: 8)
    sprite.fill(Path(CGRect(x: 2, y: 2, width: 6, height: 4)), with: .color(.black))
    canvas.draw(sprite, atX: 25, y: 20)
    #expect(canvas.color(atX: 27, y: 22) == .black)
    #expect(canvas.color(atX: 26, y: 21) == .white)
    // Even a clearing mode changes nothing outside the sprite's rectangle.
    canvas.draw(sprite, atX: -5, y: -3, blendMode: .copy)
    #expect(canvas.color(atX: 4, y: 4).opacity == 0)  // sprite (9, 7): transparent, copied
    #expect(canvas.color(atX: 0, y: 0) == .black)  // sprite (5, 3): inside its rectangle
    #expect(canvas.color(atX: 5, y: 5) == .white)  // outside the sprite: untouched
    canvas.draw(sprite, atX: 1000, y: -1000)
  }

  @Test func clip_fromLayerAlpha() throws {
    var layer = try Pixmap(width: 8, height: 8)
    layer.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 8)), with: .color(.red))
    let mask = CoverageMask(alphaOf: layer, opacity: 0.5, atX: 2, y: 0)
    #expect(mask.coverage(atX: 3, y: 3) == 128)
    #expect(mask.coverage(atX: 7, y: 3) == 0)
    #expect(mask.coverage(atX: 1, y: 3) == 0)
  }
}
