import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// A 100×60 backdrop, black on the left half and white on the right, with `overlay` over it.
private struct Edge<Overlay: View>: View {
  @ViewBuilder let overlay: Overlay

  var body: some View {
    HStack(spacing: 0) {
      Color.black.frame(width: 50, height: 60)
      Color.white.frame(width: 50, height: 60)
    }
    .overlay { overlay }
  }
}

/// A card on a material over a colorful gradient with text behind it: the golden.
private struct MaterialCard: View {
  var body: some View {
    ZStack {
      LinearGradient(
        colors: [.pink, .orange, .yellow, .green, .blue, .purple], startPoint: .topLeading,
        endPoint: .bottomTrailing)
      VStack(alignment: .leading, spacing: 6) {
        ForEach(0..<7) { row in
          Text("Behind the glass, row \(row + 1)")
            .font(.system(size: 22, weight: .heavy))
            .foregroundStyle(row.isMultiple(of: 2) ? Color.white : Color.black)
        }
      }
      VStack(alignment: .leading, spacing: 4) {
        Text("Regular material").font(.headline)
        Text("What is behind is blurred, then tinted").font(.subheadline)
          .foregroundStyle(.secondary)
      }
      .padding(20)
      .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
      .offset(y: -60)
      HStack(spacing: 0) {
        ForEach(
          [
            ("ultra thin", Material.ultraThinMaterial), ("thin", .thinMaterial),
            ("thick", .thickMaterial),
          ],
          id: \.0
        ) { name, material in
          Text(name).font(.caption).frame(width: 100, height: 60)
            .background(material, in: RoundedRectangle(cornerRadius: 12))
            .padding(6)
        }
      }
      .offset(y: 70)
    }
    .frame(width: 360, height: 300)
  }
}

@Suite struct MaterialBlurTests {
  /// The shape a material fills in ``Edge``: x 20..<80, y 15..<45.
  static let shape = (x: 20..<80, y: 15..<45)

  private func render(_ view: some View) throws -> Pixmap {
    try ImageRenderer(content: view).render()
  }

  private func bytes(_ pixmap: Pixmap) -> [UInt8] {
    pixmap.withUnsafePremultipliedBytes { Array($0) }
  }

  private func onEdge(_ material: Material) -> some View {
    Edge { Rectangle().fill(material).frame(width: 60, height: 30) }
  }

  // Flattened, the pixel two points left of the edge would be black under 45 % white (0.45);
  // blurred (σ = 20 points), the white half reaches it: it lies between the flattened black
  // (0.45) and the flattened white (1).
  @Test func aMaterialOverAHardEdgeBlursItInsideTheShape() throws {
    let image = try render(onEdge(.ultraThinMaterial))
    let left = image.color(atX: 48, y: 30).red
    let right = image.color(atX: 52, y: 30).red
    #expect(left > 0.55 && left < 0.9, "\(left)")
    #expect(right > 0.55 && right < 0.95, "\(right)")
    #expect(right - left < 0.15, "the edge is soft: \(left) … \(right)")
    // Far from the edge the halves still differ (a blur, not a flat gray).
    #expect(image.color(atX: 78, y: 30).red - image.color(atX: 21, y: 30).red > 0.2)
  }

  @Test func pixelsOutsideTheShapeAreUntouched() throws {
    let plain = try render(Edge { Color.clear.frame(width: 60, height: 30) })
    let image = try render(onEdge(.regularMaterial))
    #expect(image.width == plain.width && image.height == plain.height)
    var changedInside = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let inside = Self.shape.x.contains(x) && Self.shape.y.contains(y)
        if inside {
          if image.color(atX: x, y: y) != plain.color(atX: x, y: y) { changedInside += 1 }
        } else {
          #expect(image.color(atX: x, y: y) == plain.color(atX: x, y: y), "(\(x), \(y))")
        }
      }
    }
    #expect(changedInside == 60 * 30)
  }

  // The contrast left inside the shape between the black and the white side falls as the
  // material thickens: a wider blur and a more opaque tint.
  @Test func thickerMaterialsBlurAndTintMore() throws {
    let materials: [Material] = [
      .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial,
    ]
    let contrasts = try materials.map { material in
      let image = try render(onEdge(material))
      return image.color(atX: 78, y: 30).red - image.color(atX: 21, y: 30).red
    }
    for (thinner, thicker) in zip(contrasts, contrasts.dropFirst()) {
      #expect(thicker < thinner, "\(contrasts)")
    }
    #expect(contrasts.last! > 0, "\(contrasts)")
  }

  // `.bar` is 249 at 94 % over what is behind: over white, (249.4…) in each channel; over the
  // edge, blurred, it still shows a little of the black.
  @Test func theBarMaterialStillDraws() throws {
    let overWhite = try render(
      Color.white.frame(width: 40, height: 40).overlay(Rectangle().fill(.bar))
    ).color(atX: 20, y: 20)
    #expect(abs(overWhite.red * 255 - 249.4) < 1, "\(overWhite)")
    let overEdge = try render(onEdge(.bar))
    let near = overEdge.color(atX: 52, y: 30).red * 255
    #expect(near < 245 && near > 225, "\(near)")
  }

  @Test func theTabBarBlursWhatIsBehindIt() throws {
    // A page whose black bottom edge touches the bar: the bar's top shows a little of it,
    // blurred, while its bottom (far from the page's black) is the bar's tint over white.
    let view = TabView {
      VStack(spacing: 0) {
        Color.white
        Color.black.frame(height: 20)
      }
      .tabItem { Text("Home") }
    }
    .frame(width: 200, height: 200)
    .background(Color.white)
    let image = try render(view)
    let top = image.color(atX: 100, y: 153).red * 255
    let bottom = image.color(atX: 100, y: 199).red * 255
    #expect(top < bottom - 2, "top \(top), bottom \(bottom)")
    #expect(abs(bottom - 249.4) < 2, "\(bottom)")
  }

  // The dark ultra-thin tint, #1C1C1E at 45 %, over black: (12.6, 12.6, 13.5).
  @Test func theDarkAppearanceUsesTheDarkTint() throws {
    let dark = try render(
      Color.black.frame(width: 40, height: 40)
        .overlay(Rectangle().fill(.ultraThinMaterial))
        .environment(\.colorScheme, .dark)
    ).color(atX: 20, y: 20)
    #expect(abs(dark.red * 255 - 12.6) < 1 && abs(dark.blue * 255 - 13.5) < 1, "\(dark)")
  }

  // Inside a compositing group the backdrop is the group's own drawing (nothing here), so the
  // material is its tint over the sharp edge: black under 45 % white is 0.45 exactly.
  @Test func aMaterialInsideAGroupBlursOnlyWhatTheGroupHolds() throws {
    let grouped = try render(
      Edge { Rectangle().fill(.ultraThinMaterial).frame(width: 60, height: 30).compositingGroup() }
    )
    #expect(abs(grouped.color(atX: 48, y: 30).red - 0.45) < 0.01)
    #expect(abs(grouped.color(atX: 52, y: 30).red - 1) < 0.01)
  }

  @Test func aShadowedMaterialStillBlurs() throws {
    let image = try render(
      Edge {
        Rectangle().fill(Material.ultraThinMaterial.shadow(.drop(radius: 2)))
          .frame(width: 60, height: 30)
      })
    #expect(image.color(atX: 48, y: 30).red > 0.55)
  }

  @Test func theBlurIsTheSameOnEveryRunAndThread() async throws {
    let reference = bytes(try render(MaterialCard()))
    let renders = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<4 {
        group.addTask { bytes(try ImageRenderer(content: MaterialCard()).render()) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(renders.count == 4)
    for render in renders { #expect(render == reference) }
  }

  @Test func golden_materialCardOverAGradient() throws {
    let renderer = ImageRenderer(content: MaterialCard())
    renderer.scale = 2
    assertGolden(try renderer.render(), named: "material-blur", suite: "Views")
  }
}
