import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

extension Image {
  /// How `Image(systemName: name)` draws here: its Material Icons substitute when the table
  /// has one (in the environment's symbol variant), else the placeholder with a warning.
  static func symbolBehavior(_ name: String, isResizable: Bool, context: ResolveContext)
    -> any NodeBehavior
  {
    let result = SymbolGlyph.resolve(name, variants: context.environment.symbolVariants) {
      context.graph.fonts(for: context.environment)
    }
    switch result {
    case .success(let symbol):
      return SymbolImageBehavior(symbol: symbol, isResizable: isResizable)
    case .failure(.noSubstitute):
      context.graph.warn(
        "Image(systemName: \"\(name)\"): SF Symbols are Apple's and do not ship with Kinetype, "
          + "and this name has no Material Icons substitute; a placeholder is drawn",
        at: context, kind: .unsupportedFeature)
    case .failure(.font(let error)):
      context.graph.warn(
        "Image(systemName: \"\(name)\"): \(error); a placeholder is drawn", at: context,
        kind: .missingResource)
    }
    return SymbolPlaceholderBehavior(name: name, isResizable: isResizable, placeholder: .symbol)
  }
}

/// An SF Symbol drawn as its Material Icons glyph, the way SwiftUI draws a symbol: a square of
/// the environment font's point size (times the image scale), centred on half the text's cap
/// height above the baseline when aligned by text baseline, filled with the foreground style
/// (a template image), and stretched to its frame when resizable.
struct SymbolImageBehavior: NodeBehavior {
  let symbol: SymbolGlyph
  let isResizable: Bool

  var kind: String { "Image(systemName:)" }
  var details: String {
    "\"\(symbol.name)\" as \(symbol.substitute.material)" + (isResizable ? ", resizable" : "")
  }
  var isUnaryModifier: Bool { false }

  /// The environment's font, at its Dynamic Type size.
  static func font(in environment: EnvironmentValues) -> Font {
    (environment.font ?? .body).resolved(for: environment.dynamicTypeSize)
  }

  /// The symbol's size at its image scale: as tall as the font's point size times the scale.
  func naturalSize(in environment: EnvironmentValues) -> CGSize {
    symbol.size(
      height: CGFloat(Self.font(in: environment).size) * environment.imageScale.factor)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let natural = naturalSize(in: node.environment)
    return isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
  }

  /// A symbol's text baselines put its centre half the cap height of the environment's font
  /// above the baseline, so it sits optically centred on capitals beside text; a resizable
  /// symbol has none (the bottom edge, as any image).
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    guard !isResizable,
      key == VerticalAlignment.firstTextBaseline.key
        || key == VerticalAlignment.lastTextBaseline.key
    else { return nil }
    let font = Self.font(in: node.environment)
    let capHeight =
      (try? node.graph.fonts(for: node.environment)?.face(for: font).capHeight)
      ?? font.size * 0.7
    return size.height / 2 + CGFloat(capHeight) / 2
  }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    guard frame.width > 0, frame.height > 0 else { return }
    if RedactedText.isActive(in: node.environment) {
      return RedactedText.drawImageBox(frame, environment: node.environment, in: context)
    }
    var context = context
    SymbolEffectRendering.apply(node.environment, frame: frame, to: &context)
    symbol.draw(
      in: frame, with: ForegroundStyle().shading(in: frame, environment: node.environment),
      in: context)
  }
}
