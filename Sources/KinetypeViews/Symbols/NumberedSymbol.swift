import Foundation
import KinetypeCore
import KinetypeText

/// The numbered SF Symbols (`1.circle`, `12.square.fill`: the numbers 0 to 50 in a circle or a
/// square, outlined or filled), which Material Icons lacks: drawn as Material's circle or
/// square with the number in the text font's semibold digits inside, knocked out of a filled
/// one.
struct NumberedSymbol: Equatable {
  /// The number's digits.
  let digits: String
  /// The Material icon it is drawn in.
  let enclosure: SymbolSubstitutes.Substitute
  /// Whether the enclosure is filled (the digits are cut out of it).
  let isFilled: Bool

  /// The largest number SF Symbols has in a circle or a square.
  static let largest = 50

  /// The numbered symbol `name` names, or nil.
  init?(_ name: String) {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2 || (parts.count == 3 && parts[2] == "fill"),
      let number = Int(parts[0]), (0...Self.largest).contains(number), String(number) == parts[0]
    else { return nil }
    isFilled = parts.count == 3
    switch (parts[1], isFilled) {
    case ("circle", false):
      enclosure = SymbolSubstitutes.Substitute("radio_button_unchecked", 0xE836)
    case ("circle", true): enclosure = SymbolSubstitutes.Substitute("circle", 0xEF4A)
    case ("square", false):
      enclosure = SymbolSubstitutes.Substitute("check_box_outline_blank", 0xE835)
    case ("square", true): enclosure = SymbolSubstitutes.Substitute("square", 0xEB36)
    default: return nil
    }
    digits = String(number)
  }

  /// The digits' outline in `box` (the enclosure glyph's em box in its face's pixels), from
  /// `fonts`' default face: semibold, their capitals 0.4 of the box tall and at most half of it
  /// wide, centred; nil when no face has them.
  func digitsPath(in box: CGRect, fonts: FontCollection?) -> Path? {
    let capHeight = 0.4 * box.height
    guard let fonts, let probe = try? fonts.face(for: .system(size: 100, weight: .semibold)),
      probe.capHeight > 0,
      let face = try? fonts.face(
        for: .system(size: 100 * capHeight / probe.capHeight, weight: .semibold)),
      let glyphs = face.shape(digits), !glyphs.isEmpty
    else { return nil }
    var path = Path()
    var ink = CGRect.null
    for glyph in glyphs {
      let origin = CGAffineTransform(translationX: glyph.position.x, y: glyph.position.y)
      path.addPath(face.glyphPath(glyph.id), transform: origin)
      ink = ink.union(face.glyphImageBounds(glyph.id).applying(origin))
    }
    guard !ink.isNull, ink.width > 0 else { return nil }
    let scale = min(1, 0.5 * box.width / ink.width)
    return path.applying(
      CGAffineTransform(
        a: scale, b: 0, c: 0, d: scale, tx: box.midX - ink.midX * scale,
        ty: box.midY - ink.midY * scale))
  }
}
