import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeText

/// Draws a preset's renderer legibly: a box behind the lines, a drop shadow, and an outline
/// outside the glyphs — ``GraphicsContext/drawTextOutline(width:color:_:)`` around what the
/// preset draws (each glyph's fill and round-joined stroke, even all round, following the
/// words as they scale or fade), so the layout (the wrapping, the advances) is never touched.
struct CaptionLegibilityRenderer: TextRenderer {
  /// The preset's renderer.
  var content: any TextRenderer
  /// Colours and sizes.
  var appearance: CaptionAppearance
  /// The font size, for the box's padding and radius.
  var fontSize: Double

  var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    if let boxColor = appearance.boxColor {
      let padding = appearance.boxPadding ?? fontSize * 0.3
      let radius = appearance.cornerRadius ?? fontSize * 0.25
      for line in layout.lines {
        let bounds = line.typographicBounds.rect
        guard bounds.width > 0 else { continue }
        let box = CGRect(
          x: bounds.minX - padding, y: bounds.minY - padding * 0.5,
          width: bounds.width + 2 * padding, height: bounds.height + padding)
        context.fill(Path(roundedRect: box, cornerRadius: radius), with: .color(boxColor))
      }
    }
    if let offset = appearance.shadowOffset {
      context.drawLayer { layer in
        layer.translateBy(x: offset.x, y: offset.y)
        layer.addFilter(.blur(radius: appearance.shadowRadius))
        layer.addFilter(.colorMultiply(appearance.shadowColor))
        content.draw(layout: layout, in: &layer)
      }
    }
    if appearance.outlineWidth > 0 {
      drawOutline(layout: layout, in: &context)
    }
    content.draw(layout: layout, in: &context)
  }

  /// The outline: every glyph the content draws, grown by `outlineWidth`, in the outline
  /// colour.
  private func drawOutline(layout: Text.Layout, in context: inout GraphicsContext) {
    context.drawTextOutline(width: appearance.outlineWidth, color: appearance.outlineColor) {
      content.draw(layout: layout, in: &$0)
    }
  }
}
