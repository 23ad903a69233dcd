import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeText

extension SymbolSubstitutes {
  /// The bundled font the substitutes are drawn from (``SymbolFont``), or why it cannot load.
  package static func font() throws -> FontFace { try SymbolFont.face() }
}

/// An SF Symbol's Material Icons glyph, ready to draw into any rectangle: what a symbol image
/// view and a `Canvas`'s resolved symbol draw.
struct SymbolGlyph {
  /// Why a symbol has no glyph.
  enum Failure: Error {
    /// The table has no substitute for the name.
    case noSubstitute
    /// The symbol font could not be loaded or lacks the glyph.
    case font(any Error)
  }

  /// The SF Symbol name drawn (after the variant).
  let name: String
  let substitute: SymbolSubstitutes.Substitute
  let face: FontFace
  let glyph: GlyphID
  /// A numbered symbol's digits, in the glyph's coordinates (``NumberedSymbol``).
  let digits: Path?
  /// Whether the digits are cut out of the glyph (a filled numbered symbol).
  let cutsDigits: Bool

  /// The glyph for `name` in `variants`, the digits of a numbered symbol from `fonts()`.
  static func resolve(
    _ name: String, variants: SymbolVariants, fonts: () -> FontCollection?
  ) -> Result<SymbolGlyph, Failure> {
    let drawn = variants.symbolName(for: name) {
      SymbolSubstitutes.table[$0] != nil || NumberedSymbol($0) != nil
    }
    let numbered = NumberedSymbol(drawn)
    guard let substitute = SymbolSubstitutes.table[drawn] ?? numbered?.enclosure else {
      return .failure(.noSubstitute)
    }
    do {
      let face = try SymbolSubstitutes.font()
      guard let scalar = Unicode.Scalar(substitute.codepoint), let glyph = face.glyph(for: scalar)
      else { throw FontError("\(SymbolFont.fileName) has no glyph for \(substitute.material)") }
      let digits = numbered?.digitsPath(in: box(glyph, in: face), fonts: fonts())
      return .success(
        SymbolGlyph(
          name: drawn, substitute: substitute, face: face, glyph: glyph, digits: digits,
          cutsDigits: numbered?.isFilled == true))
    } catch {
      return .failure(.font(error))
    }
  }

  /// The glyph's box in its face: its advance across, the face's ascent over descent
  /// (Material Icons: one em square, the icon's 24-unit grid).
  static func box(_ glyph: GlyphID, in face: FontFace) -> CGRect {
    CGRect(
      x: 0, y: -face.ascent, width: face.advance(glyph), height: face.ascent + face.descent)
  }

  /// The glyph's box in its face.
  var box: CGRect { Self.box(glyph, in: face) }

  /// The symbol's size when `height` points tall.
  func size(height: CGFloat) -> CGSize {
    let box = self.box
    guard box.height > 0 else { return CGSize(width: height, height: height) }
    return CGSize(width: height * box.width / box.height, height: height)
  }

  /// Fills the glyph, its box stretched to `frame`, with `shading` in `context`.
  func draw(in frame: CGRect, with shading: GraphicsContext.Shading, in context: GraphicsContext) {
    let box = self.box
    guard frame.width > 0, frame.height > 0, box.width > 0, box.height > 0 else { return }
    let scaleX = frame.width / box.width
    let scaleY = frame.height / box.height
    let transform = CGAffineTransform(
      a: scaleX, b: 0, c: 0, d: scaleY, tx: frame.minX - box.minX * scaleX,
      ty: frame.minY - box.minY * scaleY)
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
