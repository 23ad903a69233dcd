import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

@testable import KinetypeViews

/// `Color.gradient` and `AnyGradient`.
@Suite struct GradientStyleTests {
  /// HSL lightness of a color.
  static func lightness(_ color: Color) -> Double {
    (max(color.red, color.green, color.blue) + min(color.red, color.green, color.blue)) / 2
  }

  /// HSL hue in degrees (0 for grays).
  static func hue(_ color: Color) -> Double {
    let high = max(color.red, color.green, color.blue)
    let chroma = high - min(color.red, color.green, color.blue)
    guard chroma > 0 else { return 0 }
    let sector: Double =
      high == color.red
      ? ((color.green - color.blue) / chroma)
      : high == color.green
        ? (color.blue - color.red) / chroma + 2 : (color.red - color.green) / chroma + 4
    return (sector * 60 + 360).truncatingRemainder(dividingBy: 360)
  }

  /// The top color of `color.gradient`, as it is drawn: the first row of a filled rectangle.
  static func drawnEnds(of color: Color) throws -> (top: Color, bottom: Color) {
    let pixels = try renderer(Rectangle().fill(color.gradient).frame(width: 4, height: 256))
      .render()
    return (pixels.color(atX: 1, y: 0), pixels.color(atX: 1, y: 255))
  }

  /// TUIkit's measurements of SwiftUI's `Color.gradient` (github.com/wadetregaskis/TUIkit,
  /// Sources/TUIkit/Styling/AnyGradient.swift): base color, HSL lightness of the top color.
  static let measured: [(name: String, color: Color, top: Double)] = [
    ("gray 128", Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255), 0.647),
    ("rgb(51, 102, 204)", Color(red: 51 / 255, green: 102 / 255, blue: 204 / 255), 0.639),
    ("rgb(0, 153, 51)", Color(red: 0, green: 153 / 255, blue: 51 / 255), 0.451),
  ]

  @Test func gradient_topIsLighterAsMeasuredBottomIsTheColor() throws {
    for row in Self.measured {
      let (top, bottom) = try Self.drawnEnds(of: row.color)
      // Within 0.006 of the measurement, plus a byte of rounding.
      #expect(abs(Self.lightness(top) - row.top) < 0.006 + 1.0 / 255, "\(row.name): \(top)")
      #expect(abs(Self.hue(top) - Self.hue(row.color)) < 2, "\(row.name): \(top)")
      #expect(abs(bottom.red - row.color.red) < 1.5 / 255, "\(row.name): \(bottom)")
      #expect(abs(bottom.green - row.color.green) < 1.5 / 255, "\(row.name): \(bottom)")
      #expect(abs(bottom.blue - row.color.blue) < 1.5 / 255, "\(row.name): \(bottom)")
    }
    // White stays white, as measured; black lightens (SwiftUI's reaches 0.198).
    let white = try Self.drawnEnds(of: .white)
    #expect(white.top == .white && white.bottom == .white)
    let black = try Self.drawnEnds(of: .black)
    #expect(abs(Self.lightness(black.top) - Color.gradientLightening) < 1.0 / 255)
    #expect(black.bottom == .black)
  }

  @Test func gradient_keepsOpacityAndRunsTopToBottomInTheFrame() throws {
    let top = Color.blue.opacity(0.5).gradient
    let pixels = try renderer(Rectangle().fill(top).frame(width: 4, height: 100)).render()
    #expect(abs(pixels.color(atX: 1, y: 0).opacity - 0.5) < 0.01)
    #expect(abs(pixels.color(atX: 1, y: 99).opacity - 0.5) < 0.01)
    // The lightness falls down the frame, the same along a row.
    let row = pixels.color(atX: 0, y: 50)
    #expect(row == pixels.color(atX: 3, y: 50))
    #expect(Self.lightness(pixels.color(atX: 1, y: 10)) > Self.lightness(row))
    #expect(Self.lightness(row) > Self.lightness(pixels.color(atX: 1, y: 90)))
  }

  @Test func gradient_asForegroundStyleOfText() throws {
    // `.foregroundStyle(.red.gradient)` on text: lighter ink at the top of the glyphs.
    let pixels = try renderer(
      Text("I").font(.system(size: 80, weight: .black)).foregroundStyle(.red.gradient)
    ).render()
    var inked: [(y: Int, color: Color)] = []
    for y in 0..<pixels.height {
      let color = pixels.color(atX: pixels.width / 2, y: y)
      if color.opacity > 0.99 { inked.append((y, color)) }
    }
    let first = try #require(inked.first)
    let last = try #require(inked.last)
    #expect(last.y - first.y > 40)
    #expect(Self.lightness(first.color) > Self.lightness(last.color) + 0.05)
    #expect(abs(Self.hue(first.color) - Self.hue(Color.red)) < 3)
  }

  @Test func anyGradient_erasesAGradient() throws {
    let pixels = try renderer(
      Rectangle().fill(AnyGradient(Gradient(colors: [.black, .white]))).frame(width: 2, height: 2)
    ).render()
    // Top row dark, bottom row light.
    #expect(pixels.color(atX: 0, y: 0).red < 0.5)
    #expect(pixels.color(atX: 0, y: 1).red > 0.5)
  }
}
