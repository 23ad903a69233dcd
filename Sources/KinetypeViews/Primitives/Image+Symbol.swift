import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

extension SymbolSubstitutes {
  /// The bundled font the substitutes are drawn from (``SymbolFont``), or why it cannot load.
  package static func font() throws -> FontFace { try SymbolFont.face() }
}

extension Image {
  /// How `Image(systemName: name)` draws here: its Material Icons substitute when the table
  /// has one (in the environment's symbol variant), else the placeholder with a warning.
  static func symbolBehavior(_ name: String, isResizable: Bool, context: ResolveContext)
    -> any NodeBehavior
  {
    let drawn = context.environment.symbolVariants.symbolName(for: name) {
      SymbolSubstitutes.table[$0] != nil || NumberedSymbol($0) != nil
    }
    let numbered = NumberedSymbol(drawn)
    guard let substitute = SymbolSubstitutes.table[drawn] ?? numbered?.enclosure else {
      context.graph.warn(
        "Image(systemName: \"\(name)\"): SF Symbols are Apple's and do not ship with Kinetype, "
          + "and this name has no Material Icons substitute; a placeholder is drawn",
        at: context, kind: .unsupportedFeature)
      return SymbolPlaceholderBehavior(name: name, isResizable: isResizable, placeholder: .symbol)
    }
    do {
      let face = try SymbolSubstitutes.font()
      guard let scalar = Unicode.Scalar(substitute.codepoint), let glyph = face.glyph(for: scalar)
      else { throw FontError("\(SymbolFont.fileName) has no glyph for \(substitute.material)") }
      let box = SymbolImageBehavior.glyphBox(glyph, in: face)
      let fonts = numbered == nil ? nil : context.graph.fonts(for: context.environment)
      return SymbolImageBehavior(
        name: drawn, substitute: substitute, face: face, glyph: glyph, isResizable: isResizable,
        digits: numbered?.digitsPath(in: box, fonts: fonts), cutsDigits: numbered?.isFilled == true)
    } catch {
      context.graph.warn(
        "Image(systemName: \"\(name)\"): \(error); a placeholder is drawn", at: context,
        kind: .missingResource)
      return SymbolPlaceholderBehavior(name: name, isResizable: isResizable, placeholder: .symbol)
    }
  }
}

/// An SF Symbol drawn as its Material Icons glyph, the way SwiftUI draws a symbol: a square of
/// the environment font's point size (times the image scale), centred on half the text's cap
/// height above the baseline when aligned by text baseline, filled with the foreground style
/// (a template image), and stretched to its frame when resizable.
struct SymbolImageBehavior: NodeBehavior {
  /// The SF Symbol name drawn (after the environment's variant).
  let name: String
  let substitute: SymbolSubstitutes.Substitute
  let face: FontFace
  let glyph: GlyphID
  let isResizable: Bool
  /// A numbered symbol's digits, in the glyph's coordinates (``NumberedSymbol``).
  var digits: Path? = nil
  /// Whether the digits are cut out of the glyph (a filled numbered symbol).
  var cutsDigits = false

  var kind: String { "Image(systemName:)" }
  var details: String {
    "\"\(name)\" as \(substitute.material)" + (isResizable ? ", resizable" : "")
  }
  var isUnaryModifier: Bool { false }

  /// The environment's font, at its Dynamic Type size.
  static func font(in environment: EnvironmentValues) -> Font {
    (environment.font ?? .body).resolved(for: environment.dynamicTypeSize)
  }

  /// The glyph's box in the loaded face: its advance across, the face's ascent over descent
  /// (Material Icons: one em square, the icon's 24-unit grid).
  static func glyphBox(_ glyph: GlyphID, in face: FontFace) -> CGRect {
    CGRect(
      x: 0, y: -face.ascent, width: face.advance(glyph), height: face.ascent + face.descent)
  }

  private var glyphBox: CGRect { Self.glyphBox(glyph, in: face) }

  /// The symbol's size at its image scale: the box scaled so its height is the font's point
  /// size times the scale.
  func naturalSize(in environment: EnvironmentValues) -> CGSize {
    let side = CGFloat(Self.font(in: environment).size) * environment.imageScale.factor
    let box = glyphBox
    guard box.height > 0 else { return CGSize(width: side, height: side) }
    return CGSize(width: side * box.width / box.height, height: side)
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
    let box = glyphBox
    guard frame.width > 0, frame.height > 0, box.width > 0, box.height > 0 else { return }
    var context = context
    SymbolEffectRendering.apply(node.environment, frame: frame, to: &context)
    let scaleX = frame.width / box.width
    let scaleY = frame.height / box.height
    let transform = CGAffineTransform(
      a: scaleX, b: 0, c: 0, d: scaleY, tx: frame.minX - box.minX * scaleX,
      ty: frame.minY - box.minY * scaleY)
    let shading = ForegroundStyle().shading(in: frame, environment: node.environment)
    let path = face.glyphPath(glyph).applying(transform)
    guard let digits = digits?.applying(transform) else {
      context.fill(path, with: shading)
      return
    }
    guard cutsDigits else {
      context.fill(path, with: shading)
      context.fill(digits, with: shading)
      return
    }
    context.drawLayer { layer in
      layer.fill(path, with: shading)
      layer.blendMode = .destinationOut
      layer.fill(digits, with: .color(.black))
    }
  }
}
