import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

@Suite struct PNGTests {
  func sample(opaque: Bool) throws -> Pixmap {
    var canvas = try Pixmap(width: 33, height: 17, background: opaque ? .white : .clear)
    canvas.fill(
      Path(ellipseIn: CGRect(x: 2.5, y: 1.5, width: 28, height: 14)),
      with: .color(Color(red: 0.1, green: 0.5, blue: 0.9, opacity: 0.6)))
    return canvas
  }

  /// The PNG's chunks as (type, data).
  func chunks(_ data: [UInt8]) -> [(String, [UInt8])] {
    var result: [(String, [UInt8])] = []
    var i = 8
    while i + 8 <= data.count {
      let length = data[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: data[(i + 4)..<(i + 8)], as: UTF8.self)
      result.append((type, Array(data[(i + 8)..<min(data.count, i + 8 + length)])))
      i += 12 + length
    }
    return result
  }

  @Test(arguments: [true, false])
  func png_roundTripsPixels(opaque: Bool) throws {
    let canvas = try sample(opaque: opaque)
    for options in [PNGOptions.frames, .fast, .archival, PNGOptions(reducesColorType: false)] {
      let decoded = try Pixmap(pngData: canvas.pngData(options: options))
      #expect(
        decoded.withUnsafePremultipliedBytes { Array($0) }
          == canvas.withUnsafePremultipliedBytes { Array($0) })
    }
  }

  @Test func png_unreducedColorTypeFollowsOpacity() throws {
    let options = PNGOptions(reducesColorType: false)
    let rgb = chunks(try sample(opaque: true).pngData(options: options))
    let rgba = chunks(try sample(opaque: false).pngData(options: options))
    #expect(rgb.first?.0 == "IHDR" && rgb.first?.1[9] == 2)
    #expect(rgba.first?.1[9] == 6)
  }

  @Test func png_writesTextChunks() throws {
    let options = PNGOptions.frames.addingText(["Title": "intro", "Comment": "t=0.250s"])
    let text = chunks(try sample(opaque: true).pngData(options: options)).filter { $0.0 == "tEXt" }
      .map { String(decoding: $0.1.map { $0 == 0 ? 61 : $0 }, as: UTF8.self) }
    #expect(text == ["Comment=t=0.250s", "Software=Kinetype", "Title=intro"])
  }

  @Test func png_levelsAndFiltersAllDecode() throws {
    let canvas = try sample(opaque: false)
    var sizes: [Int] = []
    for filter in PNGFilter.allCases {
      for level in [0, 1, 9, 12] {
        let data = try canvas.pngData(options: PNGOptions(compressionLevel: level, filter: filter))
        let decoded = try Pixmap(pngData: data)
        #expect(decoded.color(atX: 16, y: 8) == canvas.color(atX: 16, y: 8))
        sizes.append(data.count)
      }
    }
    #expect(Set(sizes).count > 3)
  }

  @Test func png_rejectsDamagedData() throws {
    #expect(throws: RasterError.self) { try Pixmap(pngData: [1, 2, 3]) }
    var data = try sample(opaque: true).pngData()
    data.removeLast(40)
    #expect(throws: RasterError.self) { try Pixmap(pngData: data) }
  }

  @Test func png_writeIsAtomicAndErrorsNameThePath() throws {
    let folder = NSTemporaryDirectory() + "kinetype-png-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/frame.png"
    try sample(opaque: true).writePNG(to: path)
    try sample(opaque: false).writePNG(to: path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["frame.png"])
    #expect(try Pixmap(contentsOfPNGFile: path).isOpaque == false)
    let missing = folder + "/no/such/dir/frame.png"
    let error = #expect(throws: RasterError.self) { try sample(opaque: true).writePNG(to: missing) }
    #expect(error.map { "\($0)".contains(missing) } == true)
    #expect(throws: RasterError.self) { try Pixmap(contentsOfPNGFile: folder + "/none.png") }
  }

  @Test func png_corruptedBytesThrowOrDecodeNeverTrap() throws {
    let data = try sample(opaque: false).pngData()
    var state: UInt64 = 7
    var decoded = 0
    for _ in 0..<300 {
      var damaged = data
      for _ in 0..<3 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let index = Int(state >> 33) % damaged.count
        damaged[index] ^= UInt8(truncatingIfNeeded: state >> 20) | 1
      }
      if (try? Pixmap(pngData: damaged)) != nil { decoded += 1 }
    }
    #expect(decoded < 300)
  }
}
