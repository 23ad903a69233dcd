import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// Draws another renderer's text with an outline outside its glyphs
/// (``GraphicsContext/drawTextOutline(width:color:_:)``): the outline of everything `content`
/// draws, then `content` over it. The layout is untouched: the outline never changes wrapping.
///
/// ```swift
/// Text("Moonlight").textRenderer(TextOutlineRenderer(EffectRenderer(), width: 4, color: .black))
/// ```
public struct TextOutlineRenderer<Content: TextRenderer>: TextRenderer {
  /// The renderer outlined.
  public var content: Content
  /// The outline's width outside the glyphs, in points.
  public var width: Double
  /// The outline's colour.
  public var color: Color

  /// `content` outlined `width` points wide in `color`.
  public init(_ content: Content, width: Double, color: Color) {
    self.content = content
    self.width = width
    self.color = color
  }

  /// The content's animatable data.
  public var animatableData: Content.AnimatableData {
    get { content.animatableData }
    set { content.animatableData = newValue }
  }

  /// The content's padding grown by the outline's width.
  public var displayPadding: EdgeInsets {
    let padding = content.displayPadding
    let width = max(0, width.isFinite ? width : 0)
    return EdgeInsets(
      top: padding.top + width, leading: padding.leading + width,
      bottom: padding.bottom + width, trailing: padding.trailing + width)
  }

  /// Whether the content draws the effect `name`.
  public func drawsEffect(named name: String) -> Bool { content.drawsEffect(named: name) }

  /// The content's size.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    content.sizeThatFits(proposal: proposal, text: text)
  }

  /// The outline, then the content; as one group when the context is translucent, so a
  /// faded block fades as a whole and its outline does not show through its text.
  public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    guard context.opacity < 1 else { return drawOutlined(layout: layout, in: &context) }
    context.drawLayer { layer in drawOutlined(layout: layout, in: &layer) }
  }

  private func drawOutlined(layout: Text.Layout, in context: inout GraphicsContext) {
    context.drawTextOutline(width: width, color: color) { content.draw(layout: layout, in: &$0) }
    content.draw(layout: layout, in: &context)
  }
}

extension TextOutlineRenderer: Sendable where Content: Sendable {}
