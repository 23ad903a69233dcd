import Kinetype
import KinetypeTesting
import Testing

/// The seeds' views that do not animate by themselves, drawn still: the mesh gradient, the
/// badge's layout, the symbol effects' placeholders.
@Suite struct SeedStillTests {
  static func close(_ a: Color, _ b: Color, _ tolerance: Double = 2.5 / 255) -> Bool {
    SeedVisualEffectsTests.close(a, b, tolerance)
  }

  @Test func mesh_seedCornersAndCentreAreThePointsColors() throws {
    let pixmap = try renderer(LavaLamp().frame(width: 240, height: 240)).render()
    // Pixel centres are half a pixel from the points: within 2.5/255 of their colours.
    #expect(Self.close(pixmap.color(atX: 0, y: 0), .indigo))
    #expect(Self.close(pixmap.color(atX: 239, y: 0), .pink))
    #expect(Self.close(pixmap.color(atX: 0, y: 239), .teal))
    #expect(Self.close(pixmap.color(atX: 239, y: 239), .indigo))
    #expect(Self.close(pixmap.color(atX: 0, y: 119), .blue, 4 / 255))
    #expect(Self.close(pixmap.color(atX: 239, y: 119), .orange, 4 / 255))
    #expect(Self.close(pixmap.color(atX: 119, y: 119), .purple, 4 / 255))
    // Opaque everywhere: the outer ring is on the frame.
    #expect((0..<240).allSatisfy { pixmap.color(atX: $0, y: 120).opacity == 1 })
  }

  @Test func golden_seedMeshGradient() throws {
    let still = try renderer(LavaLamp().frame(width: 240, height: 240), scale: 2).render()
    assertGolden(still, named: "mesh-gradient", suite: "Views")
    // `center` moved, as the seed's TimelineView drives it: the other points stay.
    let drift = try renderer(
      LavaLamp(center: [0.75, 0.3]).frame(width: 240, height: 240), scale: 2
    )
    .render()
    assertGolden(drift, named: "mesh-gradient-drift", suite: "Views")
  }

  @Test func golden_layoutDumps() throws {
    let layout = try inspect(BadgedAvatar().padding(20))
    assertTextGolden(layout.dump(), named: "badged-avatar-layout", suite: "Views")
    assertTextGolden(layout.json(), named: "badged-avatar-layout-json", suite: "Views")
  }

  @Test func symbols_seedSnippetsRenderTheirSymbols() throws {
    let views: [AnyView] = [
      AnyView(DiscreteSymbolEffects()), AnyView(IndefiniteSymbolEffects()),
      AnyView(TransitionSymbolEffects()), AnyView(ReplaceSymbolEffects()),
      AnyView(SymbolEffectOptionsSampler()), AnyView(RemovedSymbolEffect()),
      AnyView(SearchingSymbol()), AnyView(FlattenedComposite()), AnyView(GroupedGeometry()),
    ]
    for view in views {
      let renderer = renderer(view.padding(8))
      let pixmap = try renderer.render()
      #expect(pixmap.width > 16)
      // Every symbol the seeds use has a Material Icons substitute: nothing to report.
      #expect(renderer.warnings.isEmpty, "\(renderer.warnings)")
    }
  }
}
