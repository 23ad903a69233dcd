import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
import KinetypeViewGraph

/// The symbol a span of text stands for (`Text(Image(systemName:))`): the span is a no-break
/// space widened to about one em (``InlineSymbols/sized(_:)``), and the symbol is drawn over
/// it. (An em space would hang at the end of a line and take no width.)
struct InlineSymbolAttribute: TextAttribute {
  /// The SF Symbol's name.
  let name: String
}

extension Text {
  /// Text showing `image` inline, as SwiftUI's `Text(_: Image)`, to concatenate with other
  /// text (`Text("Rated ") + Text(Image(systemName: "star"))`). A symbol takes one em of the
  /// line and is drawn as a symbol image beside text is: as tall as the font's size, its centre
  /// half the cap height above the baseline, in the text's color. A picture is not drawn inline
  /// (an empty text; docs/views.md, "What is missing").
  public init(_ image: Image) {
    guard case .system(let name) = image.source else {
      self.init(verbatim: "")
      return
    }
    self = Text(verbatim: "\u{00A0}").customAttribute(InlineSymbolAttribute(name: name))
  }
}

/// Sizes and draws the symbols of a text's `Text(Image(systemName:))` spans.
enum InlineSymbols {
  /// The share of an em the no-break space is widened by: Inter's space is about 0.28 em, so
  /// the span is about one em, a symbol's width.
  static let widening = 0.72

  /// `span`, if it stands for a symbol, widened to about one em of its resolved font.
  static func sized(_ span: Text.Span) -> Text.Span {
    guard span.attributes[InlineSymbolAttribute.self] != nil, let font = span.attributes.font
    else { return span }
    var span = span
    span.attributes.tracking = font.size * widening
    return span
  }

  /// Draws each symbol over its span in `layout` (layout coordinates), in its run's color;
  /// a name without a substitute draws nothing, with a warning at `node`.
  static func draw(_ layout: Text.Layout, node: ViewNode, in context: inout GraphicsContext) {
    for line in layout.lines {
      for run in line {
        guard let symbol = run[InlineSymbolAttribute.self] else { continue }
        let result = SymbolGlyph.resolve(symbol.name, variants: node.environment.symbolVariants) {
          node.graph.fonts(for: node.environment)
        }
        guard case .success(let glyph) = result else {
          node.graph.warn(
            "Text(Image(systemName: \"\(symbol.name)\")): no Material Icons substitute; the "
              + "symbol is not drawn", at: node, kind: .unsupportedFeature)
          continue
        }
        let bounds = run.typographicBounds
        let size = glyph.size(height: CGFloat(run.font.size))
        let centre = CGPoint(
          x: bounds.origin.x + bounds.width / 2, y: bounds.origin.y - run.font.capHeight / 2)
        let frame = CGRect(
          x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
          height: size.height)
        glyph.draw(in: frame, with: .color(run.foregroundColor ?? .primary), in: context)
      }
    }
  }
}
