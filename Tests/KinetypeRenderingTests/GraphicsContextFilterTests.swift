import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeTesting
import KinetypeText
import Testing

/// `GraphicsContext.Filter` as SwiftUI defines it: one type, every filter, options, layers.
@Suite struct GraphicsContextFilterTests {
  static func render(
    width: Int = 60, height: Int = 40, background: Color = .white,
    _ body: (inout GraphicsContext) -> Void
  ) throws -> Pixmap {
    var canvas = try Pixmap(width: width, height: height, background: background)
    GraphicsContext.render(into: &canvas, body)
    return canvas
  }

  @Test func projection_actsInTheUserSpaceOfItsContext() throws {
    // A projection added after translating and scaling: a user-space shift of (5, 0) moves
    // the pixels by 10 px on a 2× context.
    let frame = try Self.render { context in
      context.translateBy(x: 10, y: 10)
      context.scaleBy(x: 2, y: 2)
      context.addFilter(
        .projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))))
      context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
    }
    #expect(frame.color(atX: 15, y: 15).red > 0.99)  // where the square would be unmoved
    #expect(frame.color(atX: 25, y: 15).red < 0.01)  // moved by 10 px
    #expect(frame.color(atX: 38, y: 15).red > 0.99)
  }

  @Test func shadowDisablesGroup_compositesShadowAndDrawingApart() throws {
    // At 50 % opacity, a grouped shadow under an opaque square shows the square at 50 %
    // where they overlap; composited apart, the shadow shows through the square.
    func overlap(_ options: GraphicsContext.ShadowOptions) throws -> Double {
      let frame = try Self.render { context in
        context.opacity = 0.5
        context.addFilter(.shadow(color: .black, radius: 0, x: 4, y: 0, options: options))
        context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.white))
      }
      return frame.color(atX: 20, y: 20).red
    }
    #expect(try overlap([]) > 0.99)  // white over the shadow in one layer, over white
    #expect(abs(try overlap(.disablesGroup) - 0.75) < 0.02)  // black 50 %, then white 50 %
  }

  @Test func filterThatAddsAlpha_coversTheWholeCanvasNotJustTheDraw() throws {
    var fill = ColorMatrix()
    fill.a5 = 1
    (fill.r1, fill.g2, fill.b3) = (0, 0, 0)
    fill.b5 = 1
    let frame = try Self.render { context in
      context.addFilter(.colorMatrix(fill))
      context.fill(Path(CGRect(x: 2, y: 2, width: 4, height: 4)), with: .color(.red))
    }
    // feColorMatrix with an alpha offset turns transparent pixels blue too: far from the draw.
    #expect(frame.color(atX: 50, y: 30) == Color(red: 0, green: 0, blue: 1))
  }

  @Test func linearColor_optionChangesColorFilters() throws {
    func gray(_ options: GraphicsContext.FilterOptions) throws -> Double {
      try Self.render { context in
        context.addFilter(.saturation(0), options: options)
        context.fill(
          Path(CGRect(x: 0, y: 0, width: 60, height: 40)),
          with: .color(Color(red: 1, green: 0, blue: 0)))
      }.color(atX: 5, y: 5).red
    }
    #expect(abs(try gray([]) - 0.213) < 0.01)
    #expect(try gray(.linearColor) > 0.45)  // 0.213 of red's light, re-encoded: ≈ 0.50
  }

  @Test func invalidFilter_isIgnoredWithAWarning() throws {
    var warnings: [Warning] = []
    let frame = try Self.render { context in
      context.addFilter(.blur(radius: .nan))
      context.addFilter(.colorMatrix(ColorMatrix(rows: Array(repeating: .infinity, count: 20))))
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
      warnings = context.warnings
    }
    #expect(frame.color(atX: 5, y: 5).red < 0.01)
    #expect(warnings.count == 2)
  }

  /// Every filter on the same sample, in a labelled strip (Goldens/Filters/all-filters.png).
  @Test func golden_everyFilter() throws {
    let cells: [(String, GraphicsContext.Filter, GraphicsContext.FilterOptions)] = [
      ("none", .brightness(0), []),
      ("blur 3", .blur(radius: 3), []),
      ("blur opaque", .blur(radius: 3, options: .opaque), []),
      ("shadow", .shadow(color: Color(white: 0, opacity: 0.6), radius: 3, x: 4, y: 4), []),
      (
        "inner shadow",
        .shadow(
          color: .black, radius: 2, x: 3, y: 3, blendMode: .sourceAtop,
          options: [.shadowAbove, .invertsAlpha]), []
      ),
      ("brightness .3", .brightness(0.3), []),
      ("contrast 2", .contrast(2), []),
      ("saturation 0", .saturation(0), []),
      ("saturation 0 linear", .saturation(0), .linearColor),
      ("grayscale .5", .grayscale(0.5), []),
      ("hueRotation 120°", .hueRotation(.degrees(120)), []),
      ("colorInvert", .colorInvert(), []),
      ("colorMultiply", .colorMultiply(Color(red: 1, green: 0.5, blue: 0.2)), []),
      ("alphaMultiply", .alphaMultiply(Color(red: 0.4, green: 0.2, blue: 0.9)), []),
      ("colorMatrix", .colorMatrix(ColorMatrix(rows: Self.channelSwap)), []),
      ("luminanceToAlpha", .luminanceToAlpha, []),
      ("alphaThreshold", .alphaThreshold(min: 0.5, color: .purple), []),
      ("projection", .projectionTransform(Self.tilt), []),
    ]
    let (cellWidth, cellHeight, columns) = (150.0, 120.0, 6)
    let rows = (cells.count + columns - 1) / columns
    let frame = try Self.render(
      width: Int(cellWidth) * columns, height: Int(cellHeight) * rows
    ) { context in
      for (index, (name, filter, options)) in cells.enumerated() {
        var cell = context
        cell.translateBy(
          x: Double(index % columns) * cellWidth, y: Double(index / columns) * cellHeight)
        cell.draw(
          Text(verbatim: name).font(.system(size: 12)), at: CGPoint(x: cellWidth / 2, y: 108))
        var filtered = cell
        filtered.addFilter(filter, options: options)
        filtered.drawLayer { layer in Self.drawSample(in: &layer) }
      }
    }
    assertGolden(frame, named: "all-filters", suite: "Filters")
  }

  /// Red, green and blue swapped around.
  static let channelSwap: [Float] = [
    0, 0, 1, 0, 0,
    1, 0, 0, 0, 0,
    0, 1, 0, 0, 0,
    0, 0, 0, 1, 0,
  ]

  /// A perspective tilt about the sample's centre (75, 48).
  static var tilt: ProjectionTransform {
    var tilt = ProjectionTransform()
    tilt.m13 = 0.003
    let toCenter = ProjectionTransform(CGAffineTransform(translationX: -75, y: -48))
    let back = ProjectionTransform(CGAffineTransform(translationX: 75, y: 48))
    return toCenter.concatenating(tilt).concatenating(back)
  }

  /// A rainbow band, a translucent disc over it, and black text.
  static func drawSample(in context: inout GraphicsContext) {
    context.fill(
      Path(
        roundedRect: CGRect(x: 15, y: 20, width: 120, height: 56), cornerRadius: 10,
        style: .circular),
      with: .linearGradient(
        Gradient(colors: [.red, .yellow, .green, .blue]), startPoint: CGPoint(x: 15, y: 0),
        endPoint: CGPoint(x: 135, y: 0)))
    context.fill(
      Path(ellipseIn: CGRect(x: 80, y: 8, width: 50, height: 50)),
      with: .color(Color(red: 1, green: 1, blue: 1, opacity: 0.6)))
    context.draw(
      Text(verbatim: "Kt").font(.system(size: 34)).bold(), at: CGPoint(x: 48, y: 48))
  }
}
