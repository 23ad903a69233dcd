import Foundation
import KinetypeCore
import KinetypeTestSupport
import Testing

@testable import KinetypeRaster

/// The PNG encoder's color-type reduction, filters and levels: every file must decode to
/// exactly the pixels it was made from, in our reader and in independent decoders.
@Suite struct PNGEncoderTests {
  /// A pixmap from a function of (x, y) giving straight (r, g, b, a); premultiplied here with
  /// the same rounding as the reader, so every pixel is a valid premultiplied value.
  static func pixmap(
    width: Int = 37, height: Int = 23, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) throws -> Pixmap {
    var bytes: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b, a) = pixel(x, y)
        func times(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(a) + 127) / 255) }
        bytes += [times(r), times(g), times(b), a]
      }
    }
    return try Pixmap(width: width, height: height, premultiplied: bytes)
  }

  /// One pixmap per color type, with the type the survey must pick for it.
  static func samples() throws -> [(name: String, pixmap: Pixmap, type: UInt8)] {
    [
      (
        "opaque grey",
        try pixmap { x, y in
          let v = UInt8((x * 7 + y * 11) % 256); return (v, v, v, 255)
        }, 0
      ),
      (
        "few colors",
        try pixmap { x, y in ((x / 4) % 2 == 0 ? 200 : 10, UInt8(y % 3 * 60), 30, 255) }, 3
      ),
      (
        "translucent grey, few", try pixmap { x, _ in (40, 40, 40, UInt8(x * 6)) }, 3
      ),
      (
        "translucent grey, many",
        try pixmap { x, y in
          let v = UInt8(x * 6); return (v, v, v, UInt8(255 - y * 5))
        }, 4
      ),
      (
        "opaque color",
        try pixmap { x, y in (UInt8(x * 6), UInt8(y * 10), UInt8((x * y) % 256), 255) }, 2
      ),
      (
        "translucent color",
        try pixmap { x, y in (UInt8(x * 6), UInt8(y * 10), 90, UInt8((x * 13 + y * 5) % 256)) }, 6
      ),
    ]
  }

  /// The premultiplied bytes of `pixmap`.
  static func bytes(_ pixmap: Pixmap) -> [UInt8] {
    pixmap.withUnsafePremultipliedBytes { Array($0) }
  }

  @Test func pngEncoder_picksTheSmallestExactColorType() throws {
    for sample in try Self.samples() {
      let data = try sample.pixmap.pngData()
      #expect(data[25] == sample.type, "\(sample.name): color type \(data[25])")
      let rgba = try sample.pixmap.pngData(options: PNGOptions(reducesColorType: false))
      #expect(rgba[25] == (sample.pixmap.isOpaque ? 2 : 6), "\(sample.name)")
    }
  }

  @Test(arguments: PNGFilter.allCases)
  func pngEncoder_everyTypeFilterAndLevelRoundTripsExactly(filter: PNGFilter) throws {
    for sample in try Self.samples() {
      for level in [0, 1, 6, 12] {
        let options = PNGOptions(compressionLevel: level, filter: filter)
        let decoded = try Pixmap(pngData: sample.pixmap.pngData(options: options))
        let wrong = Self.differingBytes(Self.bytes(decoded), Self.bytes(sample.pixmap))
        #expect(wrong == 0, "\(sample.name) \(filter) \(level)")
      }
    }
  }

  @Test func pngEncoder_paletteListsTranslucentEntriesFirstAndTRNSOnlyForThem() throws {
    let image = try Self.pixmap { x, _ in x < 10 ? (255, 0, 0, 255) : (0, 0, 255, UInt8(x * 4)) }
    let chunks = PNGTests().chunks(try image.pngData())
    let plte = try #require(chunks.first { $0.0 == "PLTE" }?.1)
    let trns = try #require(chunks.first { $0.0 == "tRNS" }?.1)
    #expect(plte.count == 3 * 28)  // one red + 27 distinct alphas of blue
    #expect(trns.count == 27 && !trns.contains(255))
    #expect(Array(plte.suffix(3)) == [255, 0, 0])
  }

  @Test func pngEncoder_surveyIgnoresOrderAndMerges() throws {
    let samples = try Self.samples().map(\.pixmap)
    var forward = PNGColorSurvey()
    samples.forEach { forward.add($0) }
    var backward = PNGColorSurvey()
    samples.reversed().forEach { backward.add($0) }
    var merged = PNGColorSurvey()
    samples.forEach { merged.merge(PNGColorSurvey($0)) }
    #expect(forward == backward && forward == merged)
    #expect(forward.format == .rgba)
    // Two few-color images whose union has over 256 colors are no longer indexed.
    let a = try Self.pixmap(width: 200, height: 1) { x, _ in (UInt8(x), 0, 0, 255) }
    let b = try Self.pixmap(width: 200, height: 1) { x, _ in (0, UInt8(x), 0, 255) }
    #expect(PNGColorSurvey(a).format.colorType == .indexed)
    var both = PNGColorSurvey(a)
    both.merge(PNGColorSurvey(b))
    #expect(both.format == .rgb)
  }

  @Test func pngEncoder_surveySeesALonePixelAnywhere() throws {
    // The survey skips runs of one word eight at a time: a single different pixel at the
    // start, inside or at the end of a block (and in a short tail) must still be seen.
    for width in [1, 7, 8, 9, 16, 21] {
      for lone in 0..<width {
        let image = try Self.pixmap(width: width, height: 1) { x, _ in
          x == lone ? (255, 0, 0, 255) : (255, 255, 255, 255)
        }
        let survey = PNGColorSurvey(image)
        #expect(!survey.isGrey, "width \(width), red pixel at \(lone)")
        #expect(survey.format.paletteCount == (width == 1 ? 1 : 2))
        let translucent = try Self.pixmap(width: width, height: 1) { x, _ in
          x == lone ? (255, 255, 255, 128) : (255, 255, 255, 255)
        }
        #expect(!PNGColorSurvey(translucent).isOpaque, "width \(width), translucent at \(lone)")
      }
    }
  }

  @Test func pngEncoder_refusesAFormatThatLosesPixels() throws {
    let color = try Self.pixmap { x, _ in (UInt8(x), 9, 9, 255) }
    #expect(throws: RasterError.self) { try color.pngData(options: .frames, format: .grey) }
    let translucent = try Self.pixmap { _, _ in (9, 9, 9, 128) }
    #expect(throws: RasterError.self) { try translucent.pngData(options: .frames, format: .rgb) }
    let other = PNGColorSurvey(try Self.pixmap { _, _ in (1, 2, 3, 255) }).format
    #expect(throws: RasterError.self) { try color.pngData(options: .frames, format: other) }
    #expect(try Pixmap(pngData: color.pngData(options: .frames, format: .rgba)).isOpaque)
  }

  @Test func pngEncoder_isDeterministic() throws {
    for sample in try Self.samples() {
      #expect(try sample.pixmap.pngData() == sample.pixmap.pngData())
    }
  }

  @Test func pngEncoder_independentDecodersAgree() throws {
    guard let ffmpeg = ExternalTool.find("ffmpeg") else {
      print("skipped: ffmpeg is not installed (Debian package ffmpeg); scripts/bootstrap adds it")
      return
    }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pngcheck = ExternalTool.find("pngcheck")
    if pngcheck == nil { print("pngcheck is not installed: checking with ffmpeg only") }
    for (index, sample) in try Self.samples().enumerated() {
      for filter in [PNGFilter.none, .paeth, .adaptive] {
        let path = "\(folder)/\(index)-\(filter).png"
        try sample.pixmap.writePNG(to: path, options: PNGOptions(filter: filter))
        if let pngcheck {
          let check = try ExternalTool.run(pngcheck, ["-q", path])
          #expect(check.status == 0, "\(sample.name): \(check.output)")
        }
        // ffmpeg's own PNG decoder, to straight RGBA.
        let decoded = try ExternalTool.run(
          ffmpeg,
          ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        #expect(decoded.status == 0, "\(sample.name): \(decoded.errors)")
        let wrong = Self.differingBytes(decoded.bytes, Self.straight(sample.pixmap))
        #expect(wrong == 0, "\(sample.name) \(filter)")
      }
    }
  }

  /// How many bytes differ (counting a length mismatch as all of the longer's bytes).
  static func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard a.count == b.count else { return max(a.count, b.count) }
    return zip(a, b).count { $0 != $1 }
  }

  /// The straight RGBA bytes PNG must store for `pixmap`, computed independently of the
  /// encoder's table: round(c·255/a), and zero for transparent pixels.
  static func straight(_ pixmap: Pixmap) -> [UInt8] {
    var result: [UInt8] = []
    pixmap.withUnsafePremultipliedBytes { bytes in
      for i in stride(from: 0, to: bytes.count, by: 4) {
        let a = Int(bytes[i + 3])
        for c in 0..<3 {
          result.append(a == 0 ? 0 : UInt8((Double(bytes[i + c]) * 255 / Double(a)).rounded()))
        }
        result.append(UInt8(a))
      }
    }
    return result
  }
}
