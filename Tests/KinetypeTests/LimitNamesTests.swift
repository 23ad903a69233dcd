import Kinetype
import Testing

/// Every layer's limits as the umbrella composes them (docs/limits.md's table).
@Suite struct LimitNamesTests {
  @Test func limits_defaultsAreTheDocumentedOnes() {
    let limits = Limits()
    #expect(limits.canvasSide == 16_384)
    #expect(limits.canvasPixels == 67_108_864)
    #expect(limits.frames == 1_000_000)
    #expect(limits.textBytes == 4_194_304)
    #expect(limits.nestingDepth == 100)
    #expect(limits.fontSize == 2_000)
    #expect(limits.duration == 3_600)
    #expect(limits.glyphCacheBytes == 67_108_864)
    #expect(limits.sceneFileBytes == 16_777_216)
    #expect(limits.views == 250_000)
    #expect(limits.blurRadius == 1_000)
  }

  @Test func limits_namesAreTheCommandLineNames() {
    #expect(
      Limits.Name.allCases.map(\.description) == [
        "canvas-side", "canvas-pixels", "frames", "text-bytes", "nesting-depth",
        "glyph-cache-bytes", "scene-file-bytes", "font-size", "duration", "views", "blur-radius",
      ])
    for name in Limits.Name.allCases {
      #expect(Limits.Name(rawValue: name.rawValue) == name)
    }
    #expect(Limits.Name(rawValue: "canvas") == nil)
  }

  @Test func limits_everyLayersLimitsOnceEach() {
    let layers: [[Limits.Name]] = [
      Limits.Name.textLimits, Limits.Name.rasterLimits, Limits.Name.renderingLimits,
      Limits.Name.viewLimits, Limits.Name.frameLimits, Limits.Name.sceneLimits,
    ]
    let declared = layers.flatMap { $0 }
    #expect(Set(declared).count == declared.count, "a limit declared by two layers")
    #expect(Set(declared) == Set(Limits.Name.allCases))
    #expect(Limits.Name.allCases.count == declared.count)
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

  @Test func limits_propertiesAreTheirNamesValues() {
    var limits = Limits()
    let properties: [(Limits.Name, WritableKeyPath<Limits, Int>)] = [
      (.canvasSide, \.canvasSide), (.canvasPixels, \.canvasPixels), (.frames, \.frames),
      (.textBytes, \.textBytes), (.nestingDepth, \.nestingDepth),
      (.glyphCacheBytes, \.glyphCacheBytes), (.sceneFileBytes, \.sceneFileBytes),
      (.fontSize, \.fontSize), (.duration, \.duration), (.views, \.views),
      (.blurRadius, \.blurRadius),
    ]
    #expect(properties.count == Limits.Name.allCases.count)
    for (index, (name, property)) in properties.enumerated() {
      limits[keyPath: property] = 7 + index
      #expect(limits[name] == 7 + index, "\(name)")
    }
  }

  @Test func limits_onlyFontSizeHasAMaximum() {
    for name in Limits.Name.allCases {
      #expect(Limits.maximum(of: name) == (name == .fontSize ? Limits.maximumFontSize : Int.max))
    }
  }
}
