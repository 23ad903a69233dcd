import Testing

@testable import KinetypeCore

/// Hex colors as CSS Color 4 defines them: `#rgb` repeats each digit, `#rrggbbaa` ends with
/// the alpha byte.
@Suite struct ColorTests {
  @Test func color_parsesEightDigitHexWithAlphaLast() throws {
    let color = try #require(Color(hex: "#ff8000c8"))
    #expect(color.red == 1 && color.green == 128.0 / 255 && color.blue == 0)
    #expect(color.opacity == 200.0 / 255)
    let other = try #require(Color(hex: "0a141e3c"))
    #expect(other.red == 10.0 / 255 && other.green == 20.0 / 255 && other.blue == 30.0 / 255)
    #expect(other.opacity == 60.0 / 255)
    #expect(other.hexString == "#0a141e3c")
  }

  @Test func color_parsesThreeDigitHexByRepeatingDigits() throws {
    let color = try #require(Color(hex: "#08f"))
    #expect(color.red == 0 && color.green == 0x88 / 255.0 && color.blue == 1)
    #expect(color.opacity == 1)
    #expect(Color(hex: "f80") == Color(hex: "#ff8800"))
  }

  @Test func color_rejectsMalformedHex() {
    for text in ["", "#", "#1234", "#12345", "#1234567", "#123456789", "#12345g", "##123456"] {
      #expect(Color(hex: text) == nil, "\(text)")
    }
  }

  @Test func color_hexStringIsRedGreenBlueAlpha() {
    let color = Color(
      red: 0x12 / 255.0, green: 0x34 / 255.0, blue: 0x56 / 255.0, opacity: 0x78 / 255.0)
    #expect(color.hexString == "#12345678")
    #expect(Color(hex: color.hexString) == color)
  }

  @Test func color_parsingTakesHexTransparentAndSwiftUIsNames() throws {
    #expect(Color(parsing: "#ff8000") == Color(hex: "#ff8000"))
    #expect(Color(parsing: "#08f") == Color(hex: "#08f"))
    #expect(Color(parsing: "transparent") == .clear && Color(parsing: "clear") == .clear)
    // SwiftUI's values, not CSS's: red is systemRed, #ff3b30.
    #expect(Color(parsing: "red")?.hexString == "#ff3b30ff")
    #expect(Color(parsing: "indigo") == .indigo && Color(parsing: "white") == .white)
    for (name, color) in Color.named {
      #expect(Color(parsing: name) == color, "\(name)")
      #expect(Color.grammar.contains(name), "\(name)")
    }
    #expect(Color.named.map(\.name) == Color.named.map(\.name).sorted())
    for text in ["", "reddish", "Red", "#12345", "rgb(1,2,3)", " red"] {
      #expect(Color(parsing: text) == nil, "\(text)")
    }
  }

  @Test func color_componentsClampAndNaNIsZero() {
    let color = Color(red: 2, green: -1, blue: .nan, opacity: .infinity)
    #expect(color.red == 1 && color.green == 0 && color.blue == 0 && color.opacity == 1)
  }
}
