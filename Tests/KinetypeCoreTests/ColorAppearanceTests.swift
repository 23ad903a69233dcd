import Testing

@testable import KinetypeCore

/// SwiftUI's named and semantic colors in both appearances, against Apple's published values:
/// the Human Interface Guidelines' "Color › Specifications › System colors" table, iOS
/// "Default (light)" and "Default (dark)" columns (8-bit sRGB), the same numbers UIKit
/// resolves (hbang/Alderis, ColorGroup.swift; flutter/flutter, cupertino/colors.dart).
@Suite struct ColorAppearanceTests {
  /// (name, color, light RGB, dark RGB) from the HIG's table.
  static let named: [(String, Color, [Int], [Int])] = [
    ("red", .red, [255, 59, 48], [255, 69, 58]),
    ("orange", .orange, [255, 149, 0], [255, 159, 10]),
    ("yellow", .yellow, [255, 204, 0], [255, 214, 10]),
    ("green", .green, [52, 199, 89], [48, 209, 88]),
    ("mint", .mint, [0, 199, 190], [99, 230, 226]),
    ("teal", .teal, [48, 176, 199], [64, 200, 224]),
    ("cyan", .cyan, [50, 173, 230], [100, 210, 255]),
    ("blue", .blue, [0, 122, 255], [10, 132, 255]),
    ("indigo", .indigo, [88, 86, 214], [94, 92, 230]),
    ("purple", .purple, [175, 82, 222], [191, 90, 242]),
    ("pink", .pink, [255, 45, 85], [255, 55, 95]),
    ("brown", .brown, [162, 132, 94], [172, 142, 104]),
    ("gray", .gray, [142, 142, 147], [142, 142, 147]),
  ]

  /// The 8-bit components of `color` in `scheme`.
  static func bytes(_ color: Color, _ scheme: ColorScheme) -> [Int] {
    let c = color.resolved(in: scheme)
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test func namedColors_resolveToTheHIGsLightAndDarkValues() {
    for (name, color, light, dark) in Self.named {
      #expect(Self.bytes(color, .light) == light, "\(name) light")
      #expect(Self.bytes(color, .dark) == dark, "\(name) dark")
      #expect(color.resolved(in: .dark).opacity == 1, "\(name)")
    }
  }

  @Test func primaryAndSecondary_areUIKitsLabelAndSecondaryLabel() {
    // label: black / white; secondaryLabel: (60, 60, 67) / (235, 235, 245), both at 60 %
    // (UIKit printed 0.235294 0.235294 0.262745 0.6 and 0.921569 0.921569 0.960784 0.6:
    // Stack Overflow 57186481).
    #expect(Self.bytes(.primary, .light) == [0, 0, 0])
    #expect(Self.bytes(.primary, .dark) == [255, 255, 255])
    #expect(Self.bytes(.secondary, .light) == [60, 60, 67])
    #expect(Self.bytes(.secondary, .dark) == [235, 235, 245])
    #expect(Color.secondary.resolved(in: .light).opacity == 0.6)
    #expect(Color.secondary.resolved(in: .dark).opacity == 0.6)
  }

  @Test func componentColors_areTheSameInBothAppearances() {
    // As in SwiftUI: Color(red:green:blue:), black and white do not adapt.
    for color in [Color(red: 0.2, green: 0.4, blue: 0.6), .black, .white, .clear] {
      #expect(!color.isAdaptive)
      #expect(color.resolved(in: .dark) == color)
    }
  }

  @Test func lightComponents_areThePublicOnes() {
    // The public components stay the light appearance's, so code reading `.blue.blue` (and
    // every light golden) sees what it saw before.
    #expect(Color.blue.red == 0 && Color.blue.green == 122.0 / 255 && Color.blue.blue == 1)
    #expect(Color.blue.hexString == "#007affff")
    #expect(Color.blue.description == "#007affff")
    #expect(Color.blue.resolved(in: .dark).description == "#0a84ffff")
  }

  @Test func equality_comparesTheLightComponents() {
    // A pixel read back from a light drawing of `.red` equals `.red`; the dark values are
    // told apart by resolving.
    let pixel = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    #expect(Color.red == pixel && Color.red.hashValue == pixel.hashValue)
    #expect(Color.red.resolved(in: .dark) != pixel)
    #expect(Set([Color.red, pixel]).count == 1)
  }

  @Test func opacity_appliesToBothAppearances() {
    let faded = Color.blue.opacity(0.5)
    #expect(faded.resolved(in: .light).opacity == 0.5)
    #expect(faded.resolved(in: .dark).opacity == 0.5)
    #expect(Self.bytes(faded, .dark) == [10, 132, 255])
  }

  @Test func resolved_isAFixedColorEqualToItsComponents() {
    let dark = Color.blue.resolved(in: .dark)
    #expect(!dark.isAdaptive)
    #expect(dark == Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
    #expect(Color(light: .white, dark: .white) == .white)
  }

  @Test func resolvedColor_hasSwiftUIsComponentsAndLinearValues() {
    let resolved = Color.Resolved(Color.blue.resolved(in: .dark))
    #expect(resolved.red == Float(10.0 / 255))
    #expect(resolved.blue == 1)
    // sRGB 10/255 is linear (10/255)/12.92 (below the 0.04045 knee).
    #expect(abs(resolved.linearRed - Float(10.0 / 255 / 12.92)) < 1e-6)
    let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0, blue: 0)
    #expect(abs(linear.red - 0.735_356_6) < 1e-5)  // sRGB encoding of 0.5
    #expect(Color(resolved).resolved(in: .dark) == Color(resolved))
  }
}
