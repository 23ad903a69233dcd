import Foundation
import KinetypeCore
import KinetypeRaster
import Testing

@testable import KinetypeRendering

/// `drawLayer` filters and composites only the part of its layer that was drawn on, grown by
/// the filters' reach: the pixels are those of filtering the whole layer, byte for byte.
@Suite struct LayerCropTests {
  /// A frame with a layer holding a square (near an edge or in the middle) and a circle,
  /// drawn through `filters`, with the crop on or off.
  static func frame(
    cropping: Bool, filters: [GraphicsContext.Filter], square: CGRect, opacity: Double = 1,
    blendMode: GraphicsContext.BlendMode = .normal
  ) throws -> [UInt8] {
    var canvas = try Pixmap(
      width: 160, height: 120, background: Color(red: 0.2, green: 0.5, blue: 0.9))
    GraphicsContext.render(into: &canvas) { context in
      context.opacity = opacity
      context.blendMode = blendMode
      for filter in filters { context.addFilter(filter) }
      context.drawLayer(croppingToInk: cropping) { layer in
        layer.fill(Path(square), with: .color(.white))
        layer.fill(
          Path(ellipseIn: CGRect(x: 70, y: 50, width: 13.5, height: 9.25)), with: .color(.red))
      }
    }
    return canvas.withUnsafePremultipliedBytes { Array($0) }
  }

  static let cases: [(String, [GraphicsContext.Filter])] = [
    ("no filter", []),
    ("narrow blur", [.blur(radius: 1.7)]),
    ("wide blur", [.blur(radius: 9)]),
    ("dithered wide blur", [.blur(radius: 6.5, options: .dithersResult)]),
    ("shadow", [.shadow(color: .black, radius: 5, x: 3.5, y: 6.25)]),
    ("shadow above", [.shadow(color: .green, radius: 4, x: -7, y: 2, options: .shadowAbove)]),
    ("shadow apart", [.shadow(color: .black, radius: 3, x: 2, y: 2, options: .disablesGroup)]),
    ("blur then shadow", [.blur(radius: 2), .shadow(color: .black, radius: 8, x: 0, y: 4)]),
    ("threshold", [.alphaThreshold(min: 0.5)]),
  ]

  @Test(arguments: 0..<cases.count)
  func cropped_isTheWholeLayersPixels(index: Int) throws {
    let (name, filters) = Self.cases[index]
    for square in [
      CGRect(x: 20, y: 30, width: 25, height: 18), CGRect(x: 58, y: 49, width: 25, height: 18),
      CGRect(x: -6, y: 100, width: 30, height: 40),
    ] {
      let whole = try Self.frame(cropping: false, filters: filters, square: square, opacity: 0.8)
      let cropped = try Self.frame(cropping: true, filters: filters, square: square, opacity: 0.8)
      let differing = zip(whole, cropped).filter { $0 != $1 }.count
      #expect(whole.count == cropped.count)
      #expect(differing == 0, "\(name), square at \(square.origin): \(differing) bytes differ")
    }
  }

  @Test func cropped_blendModesThatTouchClearPixelsUseTheWholeLayer() throws {
    // .copy replaces what is under the whole layer, ink or not: the crop must not apply.
    let square = CGRect(x: 20, y: 30, width: 25, height: 18)
    let whole = try Self.frame(
      cropping: false, filters: [.blur(radius: 4)], square: square, blendMode: .copy)
    let cropped = try Self.frame(
      cropping: true, filters: [.blur(radius: 4)], square: square, blendMode: .copy)
    #expect(zip(whole, cropped).filter { $0 != $1 }.isEmpty)
  }
}
