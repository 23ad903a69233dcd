import Foundation
import KinetypeCore
import KinetypeMotion
import Testing

@testable import KinetypeRaster

/// Raster behaviour checked against what it must be by definition: PNG stores straight alpha
/// rounded to nearest (read here from an uncompressed file, without libpng), an inverse clip is
/// the complement, nested clips multiply, a dash phase is taken modulo the pattern, an aliased
/// fill keeps the pixels more than half covered, and blurring keeps premultiplied order.
@Suite struct RasterReferenceTests {
  /// The pixel rows of a PNG written with compression level 0 and no filter: its zlib stream is
  /// stored blocks, so the bytes can be read without inflating.
  static func storedRows(_ png: [UInt8], width: Int, channels: Int) throws -> [[UInt8]] {
    var i = 8
    var stream: [UInt8] = []
    while i + 8 <= png.count {
      let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
      if type == "IDAT" { stream += png[(i + 8)..<(i + 8 + length)] }
      i += 12 + length
    }
    // zlib header (2 bytes), then blocks of: 1 header byte (BTYPE 00), LEN, NLEN, LEN bytes.
    var raw: [UInt8] = []
    var p = 2
    while p + 5 <= stream.count {
      let final = stream[p] & 1
      try #require(stream[p] & 6 == 0, "not a stored block")
      let length = Int(stream[p + 1]) | Int(stream[p + 2]) << 8
      raw += stream[(p + 5)..<(p + 5 + length)]
      p += 5 + length
      if final == 1 { break }
    }
    let rowLength = 1 + width * channels
    return stride(from: 0, to: raw.count, by: rowLength).map { start in
      #expect(raw[start] == 0, "filter type \(raw[start])")
      return Array(raw[(start + 1)..<(start + rowLength)])
    }
  }

  @Test func png_storesStraightAlphaRoundedToNearest() throws {
    // Premultiplied (100, 50, 1, 200) is straight 127.5, 63.75, 1.275 at alpha 200.
    let canvas = try Pixmap(width: 2, height: 1, premultiplied: [100, 50, 1, 200, 3, 2, 1, 7])
    let png = try canvas.pngData(
      options: PNGOptions(compressionLevel: 0, filter: .none, reducesColorType: false))
    let rows = try Self.storedRows(png, width: 2, channels: 4)
    #expect(rows == [[128, 64, 1, 200, 109, 73, 36, 7]])
  }

  @Test func png_manyColorsAreRGBWhenOpaqueAndRGBAOtherwise() throws {
    // 32×32 distinct colors (more than a palette holds, not grey): the reduced color type is
    // RGB (2) for an opaque image and RGBA (6) once one pixel is translucent (PNG § 11.2.2).
    var bytes: [UInt8] = []
    for y in 0..<32 {
      for x in 0..<32 { bytes += [UInt8(x * 8), UInt8(y * 8), 200, 255] }
    }
    let opaque = try Pixmap(width: 32, height: 32, premultiplied: bytes)
    bytes[3] = 128
    bytes[0] = 0
    let translucent = try Pixmap(width: 32, height: 32, premultiplied: bytes)
    func colorType(_ pixmap: Pixmap) throws -> UInt8 {
      let png = try pixmap.pngData(options: .frames)
      // Signature (8), IHDR length and type (8), width and height (8), bit depth (1).
      #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
      return png[25]
    }
    #expect(try colorType(opaque) == 2)
    #expect(try colorType(translucent) == 6)
  }

  @Test func coverage_inverseIsTheComplementOnTheCanvas() {
    let mask = CoverageMask(originX: 1, originY: 1, width: 2, height: 1, values: [255, 100])
    let inverse = mask.inverted(canvasWidth: 4, canvasHeight: 2)
    #expect(inverse.originX == 0 && inverse.originY == 0)
    #expect(inverse.width == 4 && inverse.height == 2)
    #expect(inverse.values == [255, 255, 255, 255, 255, 0, 155, 255])
  }

  @Test func coverage_intersectionMultipliesOnTheOverlap() {
    let a = CoverageMask(originX: 0, originY: 0, width: 3, height: 1, values: [255, 128, 51])
    let b = CoverageMask(originX: 1, originY: 0, width: 3, height: 1, values: [255, 102, 9])
    let both = a.intersecting(b)
    #expect(both.originX == 1 && both.width == 2 && both.height == 1)
    // 128·255/255 = 128; 51·102/255 = 20.4 → 20.
    #expect(both.values == [128, 20])
  }

  @Test func dash_negativePhaseWrapsIntoThePattern() {
    var line = Path()
    line.move(to: CGPoint(x: 2, y: 5))
    line.addLine(to: CGPoint(x: 62, y: 5))
    func mask(phase: Double) -> CoverageMask {
      Rasterizer.strokeCoverage(
        of: line, style: StrokeStyle(lineWidth: 2, dash: [4, 4], dashPhase: phase))
    }
    // A phase of −2 is 6 into the 8-long pattern.
    let negative = mask(phase: -2)
    let wrapped = mask(phase: 6)
    #expect(negative.values == wrapped.values && negative.originX == wrapped.originX)
    #expect(negative.values != mask(phase: 0).values)
    // It starts in a gap 2 long: the first 2 px are empty, the next 4 inked.
    #expect(negative.coverage(atX: 2, y: 5) == 0 && negative.coverage(atX: 3, y: 5) == 0)
    #expect(negative.coverage(atX: 5, y: 5) == 255)
  }

  @Test func aliasedFill_keepsPixelsOverHalfCovered() {
    for (width, covered) in [(10.3, false), (10.7, true), (10.45, false), (10.55, true)] {
      let mask = Rasterizer.coverage(
        of: Path(CGRect(x: 0, y: 0, width: width, height: 4)),
        style: FillStyle(antialiased: false))
      #expect(mask.coverage(atX: 9, y: 1) == 255)
      #expect(mask.coverage(atX: 10, y: 1) == (covered ? 255 : 0), "width \(width)")
      #expect(mask.values.allSatisfy { $0 == 0 || $0 == 255 })
    }
  }

  @Test(arguments: [0.7, 1.5, 2.5, 3.5, 9.0])
  func blur_keepsPremultipliedOrder(radius: Double) throws {
    var random = SeededRandom(seed: UInt64(radius * 10))
    var canvas = try Pixmap(width: 48, height: 32)
    for _ in 0..<12 {
      let rect = CGRect(
        x: Double(random.next(below: 40)), y: Double(random.next(below: 24)),
        width: Double(1 + random.next(below: 12)), height: Double(1 + random.next(below: 12)))
      canvas.fill(
        Path(rect),
        with: .color(
          Color(
            red: Double(random.next(below: 256)) / 255,
            green: Double(random.next(below: 256)) / 255,
            blue: Double(random.next(below: 256)) / 255,
            opacity: Double(1 + random.next(below: 255)) / 255)))
    }
    canvas.apply(.blur(radius: radius))
    canvas.withUnsafePremultipliedBytes { bytes in
      for i in stride(from: 0, to: bytes.count, by: 4) {
        #expect(
          bytes[i] <= bytes[i + 3] && bytes[i + 1] <= bytes[i + 3] && bytes[i + 2] <= bytes[i + 3],
          "pixel \(i / 4)")
      }
    }
  }
}
