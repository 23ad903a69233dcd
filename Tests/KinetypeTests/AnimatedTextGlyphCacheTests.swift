import Kinetype
import KinetypeTestSupport
import Testing

/// `AnimatedText.glyphCache` bounds what a render keeps (issue 20, 7): every way of drawing a
/// frame draws with it, not with the process-wide cache.
@Suite struct AnimatedTextGlyphCacheTests {
  static func animation(cache: GlyphCache) throws -> AnimatedText {
    let layout = try Text.Layout(
      Text("Kinetic type").font(.system(size: 30)), fonts: Fixtures.fonts)
    var animation = AnimatedText(layout: layout) { AppearRenderer(elapsedTime: $0) }
    animation.glyphCache = cache
    return animation
  }

  @Test func frameAt_drawsWithTheAnimationsOwnCache() throws {
    let cache = GlyphCache(byteLimit: 1 << 20)
    _ = try Self.animation(cache: cache).frame(at: 1)
    #expect(cache.statistics.misses > 0, "frame(at:) drew without the animation's cache")
  }

  @Test func renderAtInto_drawsWithTheAnimationsOwnCache() throws {
    let cache = GlyphCache(byteLimit: 1 << 20)
    var canvas = try Pixmap(width: 1, height: 1, background: .white)
    try Self.animation(cache: cache).render(at: 1, into: &canvas)
    #expect(cache.statistics.misses > 0, "render(at:into:) drew without the animation's cache")
  }
}
