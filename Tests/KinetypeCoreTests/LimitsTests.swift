import Testing

@testable import KinetypeCore

@Suite struct LimitsTests {
  @Test func limits_defaultsAreTheDocumentedOnes() {
    // docs/limits.md's table.
    let limits = Limits()
    #expect(limits.canvasSide == 16_384)
    #expect(limits.canvasPixels == 67_108_864)
    #expect(limits.frames == 1_000_000)
    #expect(limits.textBytes == 4_194_304)
    #expect(limits.nestingDepth == 100)
    #expect(limits.glyphCacheBytes == 67_108_864)
    #expect(limits.sceneFileBytes == 16_777_216)
    #expect(limits.views == 250_000)
    #expect(limits.blurRadius == 1_000)
  }

  @Test func limits_subscriptReadsAndWritesEachLimit() {
    for (index, name) in Limits.Name.allCases.enumerated() {
      var limits = Limits()
      limits[name] = 1000 + index
      #expect(limits[name] == 1000 + index)
      // Only that one changed.
      for other in Limits.Name.allCases where other != name {
        #expect(limits[other] == Limits()[other], "\(name) changed \(other)")
      }
    }
  }

  @Test func limits_checkThrowsOnlyOverTheLimit() throws {
    var limits = Limits()
    limits.frames = 10
    try limits.check(.frames, 10, "ten frames")
    let error = #expect(throws: LimitError.self) { try limits.check(.frames, 11, "eleven frames") }
    #expect(error?.description == "eleven frames is over the frames limit (11 > 10)")
    let nan = #expect(throws: LimitError.self) { try limits.check(.frames, Double.nan, "NaN") }
    #expect(nan?.description == "NaN is over the frames limit (not finite)")
    try limits.check(.frames, 9.5, "9.5 frames")
  }

  @Test func limits_namesAreTheCommandLineNames() {
    #expect(
      Limits.Name.allCases.map(\.description) == [
        "canvas-side", "canvas-pixels", "frames", "text-bytes", "nesting-depth",
        "glyph-cache-bytes", "scene-file-bytes", "font-size", "duration", "views", "blur-radius",
      ])
  }
}
