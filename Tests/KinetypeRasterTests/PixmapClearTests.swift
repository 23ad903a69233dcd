import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// `Pixmap.clear(to:)` clears only what was drawn since the previous clear when it can: after
/// any mix of draws (fills, strokes, layers, images, filters, in-place pixel writes), a clear
/// must leave exactly the pixels of a new pixmap of that color.
@Suite struct PixmapClearTests {
  /// A deterministic generator (SplitMix64), so a failure replays.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func int(_ range: Range<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + Double(next() >> 11) / Double(1 << 53)
        * (range.upperBound - range.lowerBound)
    }
  }

  static let width = 97
  static let height = 61

  /// One random draw, through one of the pixmap's writing paths; some reach past its edges.
  static func draw(_ kind: Int, on pixmap: inout Pixmap, _ random: inout Random) throws {
    let rect = CGRect(
      x: random.double(-40...120), y: random.double(-30...80), width: random.double(0...50),
      height: random.double(0...40))
    let color = Color(
      red: random.double(0...1), green: random.double(0...1), blue: random.double(0...1),
      opacity: random.double(0...1))
    switch kind {
    case 0: pixmap.fill(Path(ellipseIn: rect), with: .color(color))
    case 1: pixmap.stroke(Path(rect), with: .color(color), lineWidth: random.double(1...6))
    case 2:
      pixmap.fill(
        Path(rect),
        with: .linearGradient(
          Gradient(colors: [color, .black]), startPoint: rect.origin,
          endPoint: CGPoint(x: rect.maxX, y: rect.maxY)), blendMode: .multiply)
    case 3:
      var layer = pixmap.makeLayer()
      layer.fill(Path(rect), with: .color(color))
      pixmap.draw(layer, atX: random.int(-30..<30), y: random.int(-20..<20), opacity: 0.7)
    case 4:
      let image = try Pixmap(width: 9, height: 7, background: color)
      pixmap.draw(
        image,
        transform: CGAffineTransform(translationX: rect.minX, y: rect.minY).rotated(by: rect.width))
    case 5: pixmap.apply(.blur(radius: random.double(0.5...4)))
    case 6: pixmap.fill(Path(rect), with: .color(color), blendMode: .copy)
    default:
      let index = random.int(0..<(width * height))
      pixmap.withWords { $0[index] = UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
    }
  }

  @Test(arguments: 0..<8)
  func clear_afterAnyDrawsEqualsANewPixmap(kind: Int) throws {
    var random = Random(state: UInt64(kind) &* 7919 &+ 1)
    let backgrounds: [Color] = [.white, .white, .clear, Color(red: 0.2, green: 0.4, blue: 0.6)]
    var pixmap = try Pixmap(width: Self.width, height: Self.height, background: .white)
    for round in 0..<24 {
      // Mostly the draw under test, sometimes a composite drawn far away beside it.
      for _ in 0..<random.int(0..<4) {
        try Self.draw(random.int(0..<3) == 0 ? 0 : kind, on: &pixmap, &random)
      }
      let background = backgrounds[random.int(0..<backgrounds.count)]
      pixmap.clear(to: background)
      let fresh = try Pixmap(width: Self.width, height: Self.height, background: background)
      let same = pixmap.withUnsafePremultipliedBytes { a in
        fresh.withUnsafePremultipliedBytes { b in a.elementsEqual(b) }
      }
      #expect(same, "draw \(kind), round \(round)")
    }
  }

  @Test func clear_ofACopyLeavesTheOriginal() throws {
    // Copy-on-write: the copy carries what was drawn; clearing it leaves the original's ink.
    var pixmap = try Pixmap(width: 20, height: 20, background: .white)
    pixmap.fill(Path(CGRect(x: 2, y: 2, width: 5, height: 5)), with: .color(.black))
    var copy = pixmap
    copy.clear(to: .white)
    #expect(pixmap.color(atX: 4, y: 4) == .black)
    #expect(copy.color(atX: 4, y: 4) == .white)
    pixmap.clear(to: .white)
    #expect(pixmap.color(atX: 4, y: 4) == .white)
  }
}
