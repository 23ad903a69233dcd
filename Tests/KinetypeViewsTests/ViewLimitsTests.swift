import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

/// `Limits.views` and `Limits.blurRadius`: a render over one throws a `LimitError` naming it,
/// before the work it guards is done.
@Suite struct ViewLimitsTests {
  private func row(_ count: Int) -> some View {
    HStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { _ in Color.red.frame(width: 1, height: 1) }
    }
  }

  @Test func viewLimit_tooManyViewsThrowsNamingTheLimit() throws {
    let renderer = ImageRenderer(content: row(50))
    _ = try renderer.render()  // the default admits it
    renderer.limits.views = 40
    let error = #expect(throws: LimitError.self) { try renderer.render() }
    #expect(error?.limit == .views)
    #expect(error?.maximum == 40)
    #expect(error?.description.contains("over the views limit") == true)
    // layoutInspection keeps to it as well.
    #expect(throws: LimitError.self) { try renderer.layoutInspection() }
  }

  @Test func viewLimit_stopsResolvingAtTheLimit() throws {
    // The error names the first view over the limit: the count stops there, it does not
    // resolve the rest of a huge tree first.
    let renderer = ImageRenderer(content: row(10_000))
    renderer.limits.views = 100
    let error = #expect(throws: LimitError.self) { try renderer.render() }
    #expect(error?.value == 101)
  }

  @Test func viewLimit_viewFramesKeepToIt() throws {
    var limits = Limits()
    limits.views = 40
    #expect(throws: LimitError.self) {
      _ = try ViewFrames(duration: 0.1, limits: limits) { row(50) }
    }
    let perTime = try ViewFrames(
      duration: 0.1, size: CGSize(width: 50, height: 1), limits: limits
    ) { _ in row(50) }
    #expect(throws: LimitError.self) { try perTime.renderFrame(at: 0) }
    let admitted = try ViewFrames(duration: 0.1) { row(50) }
    #expect(try admitted.renderFrame(at: 0).width == 50)
  }

  @Test func blurLimit_wideBlurThrowsNamingTheLimit() throws {
    // The limit is in canvas pixels: radius 300 points at scale 4 is 1,200 px.
    let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4).blur(radius: 300))
    renderer.scale = 4
    let error = #expect(throws: LimitError.self) { try renderer.render() }
    #expect(error?.limit == .blurRadius)
    #expect(error?.description.contains("over the blur-radius limit (1200 > 1000)") == true)
    renderer.limits.blurRadius = 1_200
    _ = try renderer.render()
  }

  @Test func blurLimit_shadowRadiusCountsAsItsStandardDeviation() throws {
    // A shadow blurs with a standard deviation of radius / 2 (docs/views.md).
    let shadowed = Color.red.frame(width: 4, height: 4).shadow(radius: 100)
    let renderer = ImageRenderer(content: shadowed)
    renderer.limits.blurRadius = 49
    let error = #expect(throws: LimitError.self) { try renderer.render() }
    #expect(error?.limit == .blurRadius)
    #expect(error?.value == 50)
    renderer.limits.blurRadius = 50
    _ = try renderer.render()
  }

  @Test func blurLimit_visualEffectBlurKeepsToIt() throws {
    let view = Color.red.frame(width: 4, height: 4).visualEffect { effect, _ in
      effect.blur(radius: 20)
    }
    let renderer = ImageRenderer(content: view)
    renderer.limits.blurRadius = 10
    #expect(throws: LimitError.self) { try renderer.render() }
  }
}
