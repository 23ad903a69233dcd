import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// Bad input gives a clear error or a documented clamp, never a crash or a hang.
@Suite struct ViewBadInputTests {
  @Test func badInput_negativeAndNaNFramesAreIgnoredWithAWarning() throws {
    let renderer = renderer(
      Color.red.frame(width: -20, height: .nan).frame(width: 30, height: 10))
    let layout = try renderer.layoutInspection()
    #expect(layout.size == CGSize(width: 30, height: 10))
    #expect(renderer.warnings.contains { $0.message.contains("frame(width: -20)") })
    #expect(renderer.warnings.contains { $0.message.contains("frame(height: nan)") })
  }

  @Test func badInput_negativePaddingPullsInAndClampsAtZero() throws {
    // SwiftUI allows negative padding (the view overflows); sizes never go below zero.
    let layout = try inspect(Color.red.frame(width: 40, height: 40).padding(-5))
    #expect(layout.size == CGSize(width: 30, height: 30))
    #expect(layout.frames(ofType: "Color") == [CGRect(x: -5, y: -5, width: 40, height: 40)])
    let collapsed = try inspect(Color.red.frame(width: 4, height: 4).padding(-10))
    #expect(collapsed.size == .zero)
    let renderer = renderer(Color.red.frame(width: 4, height: 4).padding(.nan))
    #expect(try renderer.layoutInspection().size == CGSize(width: 4, height: 4))
    #expect(renderer.warnings.contains { $0.message.contains("non-finite") })
  }

  @Test func badInput_flexibleFrameLimitsAreNormalized() throws {
    // min > max: normalized as SwiftUI does (max raised to min), with a warning.
    let renderer = renderer(
      Color.red.frame(minWidth: 50, maxWidth: 20).frame(height: 10))
    renderer.proposedSize = ProposedViewSize(width: 100, height: 10)
    #expect(try renderer.layoutInspection().size.width == 50)
    #expect(renderer.warnings.contains { $0.message.contains("inconsistent") })
  }

  @Test func badInput_nanFromAGuideUsesTheDefault() throws {
    let renderer = renderer(
      Color.blue.frame(width: 100, height: 100)
        .overlay(alignment: .topTrailing) {
          Color.red.frame(width: 20, height: 20).alignmentGuide(.trailing) { _ in .nan }
        })
    let layout = try renderer.layoutInspection()
    #expect(layout.frames(ofType: "Color")[1] == CGRect(x: 80, y: 0, width: 20, height: 20))
    #expect(renderer.warnings.contains { $0.message.contains("alignment guide trailing is nan") })
    _ = try renderer.render()
  }

  struct BrokenLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: CGFloat.nan, height: -10)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for subview in subviews {
        subview.place(
          at: CGPoint(x: CGFloat.nan, y: 0),
          proposal: ProposedViewSize(width: .nan, height: -5))
      }
    }
  }

  @Test func badInput_nanFromALayoutBecomesZero() throws {
    let renderer = renderer(
      BrokenLayout { Color.red.frame(width: 10, height: 10) }.padding(10))
    let layout = try renderer.layoutInspection()
    #expect(layout.size == CGSize(width: 20, height: 20))
    #expect(layout.frames(ofType: "Color") == [CGRect(x: 10, y: 10, width: 10, height: 10)])
    #expect(renderer.warnings.contains { $0.message.contains("NaN and negative sides") })
    #expect(renderer.warnings.contains { $0.message.contains("placed a subview at (nan, 0)") })
    _ = try renderer.render()
  }

  @Test func badInput_notAPNG() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-not-a-png-\(ProcessInfo.processInfo.processIdentifier).png"
    ).path
    try Data("GIF89a, not a PNG".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: RasterError.self) { try Image(contentsOfPNGFile: path) }
    do {
      _ = try Image(contentsOfPNGFile: path)
    } catch {
      #expect("\(error)".contains(path))
      #expect("\(error)".contains("not a readable PNG"))
    }
    // A named image that is not a PNG draws a 100×100 placeholder, with a warning naming it.
    let renderer = renderer(
      HStack(spacing: 0) {
        Image(path); Color.red.frame(width: 10, height: 10)
      })
    let layout = try renderer.layoutInspection()
    #expect(layout.size == CGSize(width: 110, height: 100))
    #expect(layout.frame(of: "Image").size == CGSize(width: 100, height: 100))
    #expect(renderer.warnings.contains { $0.message.contains("not a readable PNG") })
    let missing = ImageRenderer(content: Image("no-such-image-anywhere").frame(width: 5, height: 5))
    _ = try missing.render()
    #expect(
      missing.warnings.contains { $0.message.contains("no image named \"no-such-image-anywhere\"") }
    )
  }

  @Test func badInput_systemImagesDrawAPlaceholderAndSayWhy() throws {
    // A symbol name without a Material Icons substitute: a placeholder the font's size.
    let renderer = renderer(Image(systemName: "kinetype.unknown.symbol").font(.title))
    let pixmap = try renderer.render()
    #expect(pixmap.width == 28 && pixmap.height == 28)
    #expect(renderer.warnings.contains { $0.message.contains("\"kinetype.unknown.symbol\"") })
  }

  @Test func badInput_viewsWithoutAreaOrFiniteSize() throws {
    #expect(throws: ViewRenderError.self) { try ImageRenderer(content: EmptyView()).render() }
    let infinite = ImageRenderer(content: Color.red)
    infinite.proposedSize = .infinity
    #expect(throws: ViewRenderError.self) { try infinite.render() }
    let scaled = ImageRenderer(content: Color.red)
    scaled.scale = -1
    #expect(throws: ViewRenderError.self) { try scaled.render() }
    let huge = ImageRenderer(content: Color.red.frame(width: 1e7, height: 1e7))
    #expect(throws: LimitError.self) { try huge.render() }
  }

  @Test func badInput_tenThousandDeepRenders() throws {
    var view = AnyView(Color.red.frame(width: 2, height: 2))
    for _ in 0..<10_000 { view = AnyView(view.padding(0.01)) }
    let renderer = ImageRenderer(content: view)
    let pixmap = try renderer.render()
    #expect(pixmap.width == 202 && pixmap.height == 202)
    #expect(renderer.warnings.isEmpty)
    let layout = try renderer.layoutInspection()
    #expect(layout.elements.count == 10_002)
    #expect(layout.dump().split(separator: "\n").count == 10_002)
  }

  struct Forever: View {
    var body: some View { AnyView(Forever().padding(1)) }
  }

  @Test func badInput_endlessRecursionIsCut() throws {
    // A view whose body contains itself resolves until the depth limit, then stops: the
    // content past it is not drawn (and, as with EmptyView, modifiers on nothing are nothing).
    let renderer = renderer(Color.red.frame(width: 10, height: 10).overlay { Forever() })
    #expect(try renderer.render().width == 10)
    #expect(renderer.warnings.contains { $0.message.contains("deeper than 100000 levels") })
  }
}
