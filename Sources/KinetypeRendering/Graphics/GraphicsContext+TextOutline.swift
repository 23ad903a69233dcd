import Foundation
import KinetypeCore
import KinetypeRaster

/// A text outline being drawn: how far it reaches outside the glyphs and its colour.
struct TextOutline {
  /// The outline's width outside the glyphs, in user space.
  var width: Double
  /// Its colour.
  var color: Color

  /// The radius in 1/64 px under a translation, for the glyph cache's key.
  var cacheRadius: UInt32 { UInt32(min(Double(UInt32.max >> 4), (width * 64).rounded())) }
}

extension GraphicsContext {
  /// Draws, in `color`, the outline of the text `content` draws: every glyph grown outward by
  /// `width` (user space), with even thickness all round and round joins — the glyph's fill
  /// together with its stroke `2 × width` wide with round joins and caps. Draw the text itself
  /// after it, over it:
  ///
  /// ```swift
  /// context.drawTextOutline(width: 4, color: .black) { renderer.draw(layout: layout, in: &$0) }
  /// renderer.draw(layout: layout, in: &context)
  /// ```
  ///
  /// Inside `content`, each glyph is drawn as its outline, through the transform, opacity,
  /// filters and clip it is drawn with: a word that pops (scales) keeps an outline that scales
  /// with it; a word that fades fades its outline. Colour glyphs (emoji) get their silhouette
  /// outlined (their coverage grown by a disc); underlines and strikethroughs are grown the same
  /// way. Shapes and images that `content` draws are left out. Under a translation, a glyph's
  /// outline is rasterized once per subpixel position and kept in the glyph cache, as the glyph
  /// is. The layout is not touched: an outline never changes wrapping or advances.
  ///
  /// A `width` that is not positive or not finite draws nothing.
  public func drawTextOutline(
    width: Double, color: Color, _ content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    guard width.isFinite, width > 0 else { return }
    var outlined = self
    outlined.textOutline = TextOutline(width: min(width, 4096), color: color)
    try content(&outlined)
  }
}
