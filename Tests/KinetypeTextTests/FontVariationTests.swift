import Foundation
import KinetypeCore
import KinetypeText
import Testing

/// A face at other variation coordinates, for effects that draw without relayout.
@Suite struct FontVariationTests {
  static let fonts: FontCollection = {
    do { return try FontCollection.bundled() } catch {
      preconditionFailure("the bundled fonts load: \(error)")
    }
  }()

  @Test func variant_wght900IsWiderThan100() throws {
    let face = try Self.fonts.face(for: .system(size: 64))
    #expect(face.variationAxes.contains { $0.tag == "wght" && $0.maximum >= 900 })
    let thin = try face.variant(["wght": 100])
    let black = try face.variant(["wght": 900])
    for character in "Hmo" {
      let scalar = try #require(character.unicodeScalars.first)
      let glyph = try #require(face.glyph(for: scalar))
      let thinInk = thin.glyphImageBounds(glyph)
      let blackInk = black.glyphImageBounds(glyph)
      #expect(blackInk.width > thinInk.width, "\(character): \(blackInk) vs \(thinInk)")
      #expect(black.advance(glyph) > thin.advance(glyph))
    }
    #expect(black.variations.first { $0.tag == "wght" }?.value == 900)
    #expect(black.cacheKey != thin.cacheKey)
  }

  @Test func variant_isSharedClampedAndSelfWhenNothingChanges() throws {
    let face = try Self.fonts.face(for: .system(size: 40))
    #expect(try face.variant(["wght": 700]) === (try face.variant(["wght": 700])))
    #expect(try face.variant(["wght": 5000]).variations.first { $0.tag == "wght" }?.value == 900)
    #expect(try face.variant([:]) === face)
    #expect(try face.variant(["XXXX": 1]) === face)
    let own = try #require(face.variations.first { $0.tag == "wght" }?.value)
    #expect(try face.variant(["wght": own]) === face)
  }

  @Test func shape_joinsArabicBetweenJoinersAndRefusesMissingCharacters() throws {
    let latin = try Self.fonts.face(for: .system(size: 40))
    #expect(latin.glyph(for: "ع") == nil)
    #expect(latin.shape("ع") == nil)
    #expect(latin.shape("fi")?.isEmpty == false)
  }
}
