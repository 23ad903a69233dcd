import Foundation
import Testing

@testable import Kinetype

/// The caption band as `yuva420p` for ffmpeg's overlay: straight BT.601 limited-range colours,
/// alpha per pixel, chroma the alpha-weighted mean of each 2×2 block.
@Suite struct CaptionBandYUVTests {
  /// A 2×2 band from premultiplied pixels, row by row.
  func band(_ pixels: [(UInt8, UInt8, UInt8, UInt8)]) throws -> [UInt8] {
    let bytes = pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] }
    return CaptionBandYUV.bytes(of: try Pixmap(width: 2, height: 2, premultipliedRGBA: bytes))
  }

  @Test func planes_holdLumaChromaAndAlpha() throws {
    // White, black, red opaque; white at half alpha (premultiplied 128).
    let bytes = try band([
      (255, 255, 255, 255), (0, 0, 0, 255), (255, 0, 0, 255), (128, 128, 128, 128),
    ])
    #expect(bytes.count == CaptionBandYUV.byteCount(width: 2, height: 2))
    #expect(Array(bytes[0..<4]) == [235, 16, 82, 235])  // Y: straight, whatever the alpha
    #expect(Array(bytes[6..<10]) == [255, 255, 255, 128])  // A
  }

  @Test func chroma_isTheAlphaWeightedMeanSoEdgesKeepTheirColour() throws {
    // One opaque red pixel among clear ones: the block's chroma is red's, not red's mixed
    // with the black of the clear pixels.
    let edge = try band([(255, 0, 0, 255), (0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)])
    let red = try band(Array(repeating: (255, 0, 0, 255), count: 4))
    #expect(edge[4] == red[4])
    #expect(edge[5] == red[5])
    #expect(red[4] == 90)
    #expect(red[5] == 240)
    // A clear block: neutral chroma, no alpha.
    let clear = try band(Array(repeating: (0, 0, 0, 0), count: 4))
    #expect(clear == CaptionBandYUV.clear(width: 2, height: 2))
    #expect(Array(clear[4..<6]) == [128, 128])
    #expect(Array(clear[6..<10]) == [0, 0, 0, 0])
  }
}
