import Foundation
import KinetypeCore
import KinetypeTesting
import Testing

@testable import KinetypeRaster

/// Image goldens, looked at by eye when recorded (Goldens/Raster/*.png).
@Suite struct GoldenTests {
  /// A five-pointed star (self-intersecting: even-odd shows a hole, nonzero does not).
  static func star(center: CGPoint, radius: Double) -> Path {
    var path = Path()
    for i in 0..<5 {
      let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
      let p = CGPoint(
        x: center.x + radius * CGAffineTransform(rotationAngle: angle).a,
        y: center.y + radius * CGAffineTransform(rotationAngle: angle).b)
      if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
  }

  @Test func golden_blendModes() throws {
    let cell = 56.0
    let columns = 7
    var sheet = try Pixmap(width: 7 * 56, height: 4 * 56)
    for (index, mode) in BlendMode.allCases.enumerated() {
      let x = Double(index % columns) * cell
      let y = Double(index / columns) * cell
      let backdrop = Gradient(colors: [Color(red: 0.1, green: 0.3, blue: 0.9), .yellow])
      sheet.fill(
        Path(CGRect(x: x + 4, y: y + 4, width: 32, height: 32)),
        with: .linearGradient(
          backdrop, startPoint: CGPoint(x: x + 4, y: y + 4), endPoint: CGPoint(x: x + 36, y: y + 36)
        ))
      sheet.fill(
        Path(ellipseIn: CGRect(x: x + 4, y: y + 28, width: 22, height: 22)),
        with: .color(Color(red: 0.2, green: 0.8, blue: 0.3, opacity: 0.5)))
      sheet.fill(
        Path(ellipseIn: CGRect(x: x + 16, y: y + 16, width: 36, height: 36)),
        with: .color(Color(red: 0.95, green: 0.2, blue: 0.3, opacity: 0.85)), blendMode: mode)
    }
    assertGolden(sheet, named: "blend-modes", suite: "Raster")
  }

  @Test(arguments: [0.0, 2.0, 8.0, 24.0])
  func golden_blur(radius: Double) throws {
    var canvas = try Pixmap(width: 128, height: 128)
    canvas.fill(GoldenTests.star(center: CGPoint(x: 64, y: 64), radius: 44), with: .color(.blue))
    canvas.stroke(
      Path(ellipseIn: CGRect(x: 30, y: 30, width: 68, height: 68)), with: .color(.white),
      style: StrokeStyle(lineWidth: 6))
    canvas.apply(.blur(radius: radius))
    assertGolden(canvas, named: "blur-r\(Int(radius))", suite: "Raster")
  }

  static let shapes: [Path] = {
    var arc = Path()
    arc.move(to: CGPoint(x: 24, y: 24))
    arc.addArc(
      center: CGPoint(x: 24, y: 24), radius: 20, startAngle: .degrees(-30), endAngle: .degrees(210),
      clockwise: false)
    arc.closeSubpath()
    var curves = Path()
    curves.move(to: CGPoint(x: 4, y: 40))
    curves.addQuadCurve(to: CGPoint(x: 24, y: 30), control: CGPoint(x: 4, y: 4))
    curves.addCurve(
      to: CGPoint(x: 44, y: 40), control1: CGPoint(x: 44, y: 4), control2: CGPoint(x: 24, y: 50))
    curves.closeSubpath()
    var tangent = Path()
    tangent.move(to: CGPoint(x: 4, y: 44))
    tangent.addArc(tangent1End: CGPoint(x: 4, y: 4), tangent2End: CGPoint(x: 44, y: 4), radius: 16)
    tangent.addLine(to: CGPoint(x: 44, y: 4))
    tangent.addLine(to: CGPoint(x: 44, y: 44))
    tangent.closeSubpath()
    let box = CGRect(x: 4, y: 8, width: 40, height: 32)
    return [
      Path(box),
      Path(ellipseIn: box),
      Path(roundedRect: box, cornerRadius: 10, style: .circular),
      Path(roundedRect: box, cornerRadius: 10, style: .continuous),
      Path(capsuleIn: CGRect(x: 4, y: 14, width: 40, height: 20)),
      arc,
      curves,
      tangent,
      GoldenTests.star(center: CGPoint(x: 24, y: 24), radius: 21),
    ]
  }()

  @Test func golden_shapesFilledAndStroked() throws {
    let shapes = GoldenTests.shapes
    var sheet = try Pixmap(width: 48 * shapes.count, height: 48 * 3, background: .white)
    for (index, shape) in shapes.enumerated() {
      let column = CGAffineTransform(translationX: Double(index) * 48, y: 0)
      sheet.fill(shape, with: .color(.blue), transform: column)
      sheet.stroke(
        shape, with: .color(.black), style: StrokeStyle(lineWidth: 3, lineJoin: .round),
        transform: column.concatenating(CGAffineTransform(translationX: 0, y: 48)))
      sheet.fill(
        shape, with: .color(.red), style: FillStyle(eoFill: true),
        transform: column.concatenating(CGAffineTransform(translationX: 0, y: 96)))
    }
    assertGolden(sheet, named: "shapes", suite: "Raster")
  }

  @Test func golden_strokeCapsJoinsDashes() throws {
    var sheet = try Pixmap(width: 240, height: 200, background: .white)
    var zigzag = Path()
    zigzag.addLines([
      CGPoint(x: 10, y: 40), CGPoint(x: 30, y: 10), CGPoint(x: 50, y: 40), CGPoint(x: 70, y: 20),
    ])
    for (row, cap) in LineCap.allCases.enumerated() {
      for (column, join) in LineJoin.allCases.enumerated() {
        let t = CGAffineTransform(translationX: Double(column) * 80, y: Double(row) * 50)
        sheet.stroke(
          zigzag, with: .color(Color(white: 0.3)),
          style: StrokeStyle(lineWidth: 9, lineCap: cap, lineJoin: join),
          transform: t)
        sheet.stroke(zigzag, with: .color(.red), style: StrokeStyle(lineWidth: 1), transform: t)
      }
    }
    var wave = Path()
    wave.move(to: CGPoint(x: 10, y: 175))
    wave.addCurve(
      to: CGPoint(x: 230, y: 175), control1: CGPoint(x: 80, y: 130),
      control2: CGPoint(x: 160, y: 220))
    sheet.stroke(
      wave, with: .color(.blue),
      style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [12, 6, 2, 6], dashPhase: 3))
    assertGolden(sheet, named: "strokes", suite: "Raster")
  }

  @Test func golden_groupVersusPerDrawOpacity() throws {
    var sheet = try Pixmap(width: 200, height: 100, background: .white)
    let circles = [
      Path(ellipseIn: CGRect(x: 10, y: 20, width: 50, height: 50)),
      Path(ellipseIn: CGRect(x: 40, y: 20, width: 50, height: 50)),
    ]
    var layer = sheet.makeLayer()
    layer.fill(circles[0], with: .color(.red))
    layer.fill(circles[1], with: .color(.blue))
    sheet.draw(layer, opacity: 0.5)
    for circle in circles.enumerated() {
      sheet.fill(
        circle.element, with: .color(circle.offset == 0 ? .red : .blue),
        transform: CGAffineTransform(translationX: 100, y: 0), opacity: 0.5)
    }
    assertGolden(sheet, named: "opacity-group-vs-per-draw", suite: "Raster")
  }

  @Test func golden_clipping() throws {
    var sheet = try Pixmap(width: 240, height: 80, background: .white)
    let stripes = Path { path in
      for i in 0..<30 { path.addRect(CGRect(x: Double(i) * 8, y: 0, width: 4, height: 80)) }
    }
    let circle = sheet.clipMask(for: Path(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60)))
    sheet.fill(stripes, with: .color(.blue), clip: circle)
    let nested = sheet.clipMask(for: Path(ellipseIn: CGRect(x: 90, y: 10, width: 60, height: 60)))
      .intersecting(
        sheet.clipMask(for: GoldenTests.star(center: CGPoint(x: 120, y: 44), radius: 36)))
    sheet.fill(stripes, with: .color(.red), clip: nested)
    let inverse = sheet.clipMask(
      for: Path(
        roundedRect: CGRect(x: 175, y: 15, width: 50, height: 50), cornerRadius: 12,
        style: .continuous),
      inverse: true
    ).intersecting(CoverageMask(fullyCovering: 165, y: 5, width: 70, height: 70))
    sheet.fill(stripes, with: .color(.green), clip: inverse)
    assertGolden(sheet, named: "clipping", suite: "Raster")
  }

  @Test func golden_gradientsAndFilters() throws {
    var sheet = try Pixmap(width: 320, height: 80, background: .white)
    let gradient = Gradient(stops: [
      .init(color: .red, location: 0), .init(color: .yellow, location: 0.5),
      .init(color: Color(red: 0, green: 0.5, blue: 1, opacity: 0), location: 1),
    ])
    sheet.fill(
      Path(
        roundedRect: CGRect(x: 8, y: 8, width: 64, height: 64), cornerRadius: 12, style: .continuous
      ),
      with: .linearGradient(
        gradient, startPoint: CGPoint(x: 8, y: 8), endPoint: CGPoint(x: 72, y: 72)))
    sheet.fill(
      Path(ellipseIn: CGRect(x: 88, y: 8, width: 64, height: 64)),
      with: .radialGradient(gradient, center: CGPoint(x: 120, y: 40), startRadius: 4, endRadius: 32)
    )
    var shadowed = sheet.makeLayer()
    shadowed.fill(
      GoldenTests.star(center: CGPoint(x: 200, y: 38), radius: 30), with: .color(.orange))
    shadowed.apply(.shadow(color: Color(white: 0, opacity: 0.5), radius: 4, x: 3, y: 4))
    sheet.draw(shadowed)
    var filtered = sheet.makeLayer()
    filtered.fill(
      Path(ellipseIn: CGRect(x: 248, y: 8, width: 64, height: 64)),
      with: .linearGradient(
        gradient, startPoint: CGPoint(x: 248, y: 0), endPoint: CGPoint(x: 312, y: 0)))
    filtered.apply([.hueRotation(.degrees(120)), .saturation(0.6)])
    sheet.draw(filtered, blendMode: .multiply)
    assertGolden(sheet, named: "gradients-filters", suite: "Raster")
  }

  @Test func golden_transformedOutline() throws {
    // A rotated, sheared shape is rasterized from its transformed outline.
    var canvas = try Pixmap(width: 96, height: 96, background: .white)
    let t = CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0)
      .concatenating(CGAffineTransform(rotationAngle: 0.5))
      .concatenating(CGAffineTransform(translationX: 48.3, y: 40.7))
    canvas.fill(GoldenTests.star(center: .zero, radius: 30), with: .color(.purple), transform: t)
    canvas.stroke(
      Path(
        roundedRect: CGRect(x: -30, y: -20, width: 60, height: 40), cornerRadius: 8,
        style: .circular),
      with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [6, 3]),
      transform: t.concatenating(CGAffineTransform(scaleX: 1, y: 1)))
    assertGolden(canvas, named: "transformed", suite: "Raster")
  }
}
