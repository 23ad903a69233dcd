import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// Seed 002's visual-effect snippets (in SeedScrollFixtures.swift, verbatim): what each
/// draws, checked in pixels.
@Suite struct SeedVisualEffectsTests {
  /// Whether two colors are within `tolerance` per component.
  static func close(_ a: Color, _ b: Color, _ tolerance: Double = 2.5 / 255) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
      && abs(a.blue - b.blue) <= tolerance && abs(a.opacity - b.opacity) <= tolerance
  }

  /// `color` at `opacity` over white.
  static func overWhite(_ color: Color, _ opacity: Double) -> Color {
    Color(
      red: color.red * opacity + (1 - opacity), green: color.green * opacity + (1 - opacity),
      blue: color.blue * opacity + (1 - opacity))
  }

  /// The seed's carousel, `width` points wide, scrolled by `x`, on white.
  static func carousel(width: CGFloat, x: CGFloat) throws -> Pixmap {
    try renderer(
      PhotoCarousel(photos: Photo.samples)
        .scrollPosition(ScrollPosition(x: x))
        .frame(width: width, height: 180)
        .background(Color.white)
    ).render()
  }

  @Test func scrollTransition_halfVisibleCardsAreHalfwayToTheirEdgePhase() throws {
    // Cards are 120 wide, 16 apart: the third is at 272…392. In a 332-point scroll view it is
    // half visible on the trailing side: progress 0.5, which the ease-in-out curve keeps at
    // 0.5, so its effects are halfway between identity and bottomTrailing: scale 0.925,
    // opacity 0.8, offset −20. Drawn: 272 + 60 − 55.5 − 20 = 256.5 … 332 (clipped), 16…164.
    let trailing = try Self.carousel(width: 332, x: 0)
    let orange = Self.overWhite(.orange, 0.8)
    #expect(Self.close(trailing.color(atX: 300, y: 90), orange))
    #expect(Self.close(trailing.color(atX: 258, y: 90), orange))
    #expect(trailing.color(atX: 300, y: 13) == .white)
    #expect(trailing.color(atX: 300, y: 166) == .white)
    #expect(Self.close(trailing.color(atX: 300, y: 18), orange))
    // The second card is fully visible: identity, opaque pink where it is.
    #expect(trailing.color(atX: 200, y: 90) == Photo.samples[1].color)
    // Scrolled by 60 the first card (−60…60) is half visible on the leading side: offset
    // +20, scale 0.925 about its centre 0: drawn −35.5 … 75.5, under the second card (76…).
    let leading = try Self.carousel(width: 332, x: 60)
    let indigo = Self.overWhite(.indigo, 0.8)
    #expect(Self.close(leading.color(atX: 70, y: 90), indigo))
    #expect(Self.close(leading.color(atX: 2, y: 90), indigo))
    #expect(leading.color(atX: 70, y: 13) == .white)
    #expect(leading.color(atX: 100, y: 90) == Photo.samples[1].color)
  }

  @Test func golden_carouselAtTwoOffsets() throws {
    // The seed's carousel at rest and scrolled by 70 points: cards leaving on the leading
    // side and entering on the trailing side are smaller, fainter and drift (parallax).
    let view = VStack(spacing: 12) {
      ForEach([0, 70] as [CGFloat], id: \.self) { x in
        PhotoCarousel(photos: Photo.samples)
          .scrollPosition(ScrollPosition(x: x))
          .frame(width: 360, height: 180)
          .background(Color(white: 0.94))
      }
    }
    .padding(12)
    .background(Color.white)
    assertGolden(try renderer(view, scale: 2).render(), named: "scroll-transition", suite: "Views")
  }

  @Test func scrollTransition_outsideAScrollViewIsIdentity() throws {
    let card = PhotoCard(photo: Photo.samples[0])
      .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
    let pixmap = try renderer(card).render()
    #expect(pixmap.color(atX: 60, y: 80) == Photo.samples[0].color)
  }

  @Test func visualEffect_offsetsFromTheGlobalFrame() throws {
    // Each square moves right by its own y: the proxy's frame is the laid-out one.
    let view = VStack(spacing: 0) {
      ForEach(0..<3) { _ in
        Color.red.frame(width: 10, height: 10)
          .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
      }
    }
    .frame(width: 40, alignment: .leading)
    let pixmap = try renderer(view).render()
    #expect(pixmap.color(atX: 5, y: 5) == .red)
    #expect(pixmap.color(atX: 15, y: 5).opacity == 0)
    #expect(pixmap.color(atX: 5, y: 15).opacity == 0)
    #expect(pixmap.color(atX: 15, y: 15) == .red)
    #expect(pixmap.color(atX: 25, y: 25) == .red)
    #expect(pixmap.color(atX: 15, y: 25).opacity == 0)
    // Layout is untouched.
    let layout = try inspect(view)
    #expect(layout.frames(ofType: "Color").map(\.minX) == [0, 0, 0])
  }

  @Test func visualEffect_seedHueRotationFollowsY() throws {
    // The seed's closure rotates hues by y / 8 degrees: a square at y = 960 turns by 120°,
    // the same as `.hueRotation(.degrees(120))`; one at y = 0 keeps its color.
    func square(at y: CGFloat, _ effect: Bool) -> some View {
      Group {
        if effect {
          Color.red.frame(width: 10, height: 10)
            .visualEffect { content, proxy in
              content
                .hueRotation(.degrees(proxy.frame(in: .global).origin.y / 8))
            }
        } else {
          Color.red.frame(width: 10, height: 10).hueRotation(.degrees(y / 8))
        }
      }
      .padding(.top, y)
    }
    let proxied = try renderer(square(at: 960, true)).render()
    let direct = try renderer(square(at: 960, false)).render()
    #expect(proxied.color(atX: 5, y: 965) == direct.color(atX: 5, y: 965))
    #expect(!Self.close(proxied.color(atX: 5, y: 965), .red, 0.1))
    #expect(try renderer(square(at: 0, true)).render().color(atX: 5, y: 5) == .red)
    // The seed's column renders its words with no warning.
    let column = renderer(HueColumn(words: ["Build", "visual", "effects"]).foregroundStyle(.red))
    _ = try column.render()
    #expect(column.warnings.isEmpty)
  }

  @Test func shader_drawsTheViewUnchangedAndNamesTheFunction() throws {
    let folder = try coverFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let withShader = renderer(RippleCover().environment(\.imageDirectories, [folder]))
    let plain = renderer(Image("cover").environment(\.imageDirectories, [folder]))
    let shaded = try withShader.render()
    let unshaded = try plain.render()
    #expect(shaded.width == 80 && shaded.height == 60)
    #expect(shaded.color(atX: 10, y: 10) == .orange)
    #expect(
      (0..<60).allSatisfy { y in
        (0..<80).allSatisfy { shaded.color(atX: $0, y: y) == unshaded.color(atX: $0, y: y) }
      })
    let warning = withShader.warnings.first { $0.message.contains("\"ripple\"") }
    #expect(warning?.message.contains("layerEffect") == true)
    #expect(warning?.message.contains("cannot run on Linux") == true)
    #expect(plain.warnings.isEmpty)
    // Off, the effect is not applied and nothing is reported.
    let off = renderer(
      Image("cover").environment(\.imageDirectories, [folder])
        .layerEffect(ShaderLibrary.ripple(.float(1)), maxSampleOffset: .zero, isEnabled: false))
    _ = try off.render()
    #expect(off.warnings.isEmpty)
    // The other two effects, a library instance and a shader inside a visual effect.
    let others = renderer(
      Color.red.frame(width: 4, height: 4)
        .colorEffect(ShaderLibrary.default.tint(.color(.blue), .boundingRect))
        .distortionEffect(
          ShaderLibrary.bundle(.main).wave(.float2(1, 2), .floatArray([1])),
          maxSampleOffset: CGSize(width: 2, height: 2)
        )
        .visualEffect { content, _ in
          content.colorEffect(ShaderLibrary.glow(.float3(1, 2, 3)))
        })
    let pixels = try others.render()
    #expect(pixels.color(atX: 2, y: 2) == .red)
    for name in ["colorEffect: the Metal shader function \"tint\"", "\"wave\"", "\"glow\""] {
      #expect(others.warnings.contains { $0.message.contains(name) })
    }
  }

  /// A folder holding `cover.png`: 80×60, orange.
  func coverFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-cover-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    )
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let cover = try renderer(Color.orange.frame(width: 80, height: 60)).render()
    try cover.writePNG(to: folder.appendingPathComponent("cover.png").path)
    return folder
  }

  @Test func namedImage_foundInTheEnvironmentsFoldersElseAPlaceholder() throws {
    let folder = try coverFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = renderer(Image("cover").environment(\.imageDirectories, [folder]))
    #expect(try found.render().color(atX: 40, y: 30) == .orange)
    #expect(found.warnings.isEmpty)
    // Missing: a 100×100 gray box crossed corner to corner, and a warning naming it.
    let missing = renderer(Image("cover"))
    let placeholder = try missing.render()
    #expect(placeholder.width == 100 && placeholder.height == 100)
    #expect(Self.close(placeholder.color(atX: 50, y: 20), Color(white: 0.9)))
    #expect(!Self.close(placeholder.color(atX: 50, y: 50), Color(white: 0.9)))
    #expect(missing.warnings.contains { $0.message.contains("no image named \"cover\"") })
    // Resizable: the offered size.
    let sized = try inspect(Image("cover").resizable().frame(width: 30, height: 20))
    #expect(sized.frame(of: "Image").size == CGSize(width: 30, height: 20))
  }
}
