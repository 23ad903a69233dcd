import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph
@testable import KinetypeViews

/// The dark appearance: what `.preferredColorScheme(.dark)` and `\.colorScheme` draw. The
/// expected numbers are Apple's (HIG "Color" table; UIKit's resolved dynamic colors as Alderis
/// and Flutter's `CupertinoColors` list them; docs/views.md, "Appearance").
@Suite struct AppearanceTests {
  /// The 8-bit red, green and blue of a pixel.
  static func rgb(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let c = pixmap.color(atX: x, y: y)
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
  }

  /// Every distinct 8-bit color of `pixmap`.
  static func palette(_ pixmap: Pixmap) -> Set<[Int]> {
    var colors = Set<[Int]>()
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width { colors.insert(rgb(pixmap, x, y)) }
    }
    return colors
  }

  /// A frame of `view` on the screen's default background (`systemBackground`).
  static func screen<V: View>(_ view: V, width: Double = 160, height: Double = 60) throws
    -> Pixmap
  {
    try ViewRendering.renderCentered(
      view, canvas: CGSize(width: width, height: height), scale: 1, background: .systemBackground
    ).0
  }

  @Test func preferredDark_drawsWhitePrimaryTextOnBlack() throws {
    let text = Text("Hello").font(.system(size: 28, weight: .bold))
    let dark = try Self.screen(text.preferredColorScheme(.dark))
    #expect(Self.rgb(dark, 0, 0) == [0, 0, 0])
    let darkColors = Self.palette(dark)
    #expect(darkColors.contains([255, 255, 255]))
    // Grays between black and white only: antialiased white on black.
    #expect(darkColors.allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] })
    let light = try Self.screen(text)
    #expect(Self.rgb(light, 0, 0) == [255, 255, 255])
    #expect(Self.palette(light).contains([0, 0, 0]))
  }

  @Test func preferredDark_reachesTheWholePresentation() throws {
    // Asked for by a view inside: the window takes it, so its sibling is dark too.
    let view = VStack(spacing: 0) {
      Color.primary.frame(width: 10, height: 10)
      Color.blue.frame(width: 10, height: 10).preferredColorScheme(.dark)
    }
    let pixmap = try renderer(view).render()
    #expect(Self.rgb(pixmap, 5, 5) == [255, 255, 255])
    #expect(Self.rgb(pixmap, 5, 15) == [10, 132, 255])
  }

  @Test func preferredDark_reachesThePresentationOfViewsWithState() throws {
    struct Screen: View {
      @State private var count = 0
      var body: some View {
        VStack(spacing: 0) {
          Color.primary.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 10).preferredColorScheme(.dark)
          Button("\(count)") { count += 1 }
        }
      }
    }
    let frames = try ViewFrames(duration: 0, script: ViewScript()) { Screen() }
    let frame = try frames.renderFrame(at: 0)
    #expect(Self.rgb(frame, 5, 5) == [255, 255, 255])
    #expect(Self.rgb(frame, 5, 15) == [10, 132, 255])
  }

  @Test func environmentColorScheme_darkensOnlyItsSubtree() throws {
    let view = HStack(spacing: 0) {
      Color.blue.frame(width: 10, height: 10).environment(\.colorScheme, .dark)
      Color.blue.frame(width: 10, height: 10)
      Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10)
        .environment(\.colorScheme, .dark)
    }
    let pixmap = try renderer(view).render()
    #expect(Self.rgb(pixmap, 5, 5) == [10, 132, 255])  // systemBlue, dark
    #expect(Self.rgb(pixmap, 15, 5) == [0, 122, 255])  // systemBlue, light
    #expect(Self.rgb(pixmap, 25, 5) == [51, 102, 153])  // a component color is fixed
  }

  @Test func colorResolve_readsTheEnvironment() {
    var environment = EnvironmentValues()
    #expect(Color.secondary.resolve(in: environment).red == Float(60.0 / 255))
    environment.colorScheme = .dark
    let secondary = Color.secondary.resolve(in: environment)
    #expect(secondary.red == Float(235.0 / 255) && secondary.blue == Float(245.0 / 255))
    #expect(secondary.opacity == 0.6)
  }

  @Test func foregroundStyle_resolvesWhereTheTextDraws() throws {
    // The style is set outside, the appearance inside: the text draws the dark value.
    let view = Rectangle().fill(.foreground).frame(width: 10, height: 10)
      .environment(\.colorScheme, .dark)
      .foregroundStyle(Color.red)
    #expect(Self.rgb(try renderer(view).render(), 5, 5) == [255, 69, 58])
  }

  @Test func uiKitDynamicColors_resolveToUIKitsDarkValues() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    func bytes(_ color: UIColor) -> [Int] {
      [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    }
    // UIKit printed secondarySystemGroupedBackground dark as 0.109804 0.109804 0.117647
    // (Stack Overflow 57186481): (28, 28, 30).
    #expect(
      bytes(UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark)) == [28, 28, 30])
    #expect(bytes(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0])
    #expect(bytes(UIColor.systemGroupedBackground.resolvedColor(with: dark)) == [0, 0, 0])
    #expect(bytes(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == [28, 28, 30])
    #expect(bytes(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255])
    #expect(bytes(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255])
    #expect(bytes(UIColor.systemGray6.resolvedColor(with: dark)) == [28, 28, 30])
    let separator = UIColor.separator.resolvedColor(with: dark)
    #expect(bytes(separator) == [84, 84, 88] && separator.alpha == 0.6)
    #expect(UIColor.systemFill.resolvedColor(with: dark).alpha == 0.36)
    // A user's dynamic color, and SwiftUI's Color(uiColor:) keeping both appearances.
    let custom = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(bytes(custom.resolvedColor(with: dark)) == [255, 255, 255])
    let color = Color(uiColor: .systemBackground)
    #expect(color.resolved(in: .dark) == .black && color.resolved(in: .light) == .white)
  }

  @Test func formInDark_drawsUIKitsGroupedColors() throws {
    let form = NavigationStack {
      Form { Toggle("Loop", isOn: .constant(true)) }.navigationTitle("Settings")
    }
    let dark = Self.palette(
      try Self.screen(form.preferredColorScheme(.dark), width: 390, height: 300))
    #expect(dark.contains([0, 0, 0]))  // systemGroupedBackground
    #expect(dark.contains([28, 28, 30]))  // secondarySystemGroupedBackground, the row
    #expect(dark.contains([48, 209, 88]))  // systemGreen, the switch
    #expect(!dark.contains([242, 242, 247]))
    let light = Self.palette(try Self.screen(form, width: 390, height: 300))
    #expect(light.contains([242, 242, 247]) && light.contains([52, 199, 89]))
    #expect(!light.contains([28, 28, 30]))
  }

  @Test func colorAnimation_interpolatesTheResolvedColors() throws {
    struct Swatch: View {
      @State private var isRed = false
      var body: some View {
        VStack(spacing: 0) {
          (isRed ? Color.red : Color.blue).frame(width: 20, height: 20)
          Button("Go") { withAnimation(.linear(duration: 1)) { isRed = true } }
        }
      }
    }
    var script = ViewScript()
    script.tap("Go", at: 0)
    func middle(_ scheme: ColorScheme) throws -> [Int] {
      let frames = try ViewFrames(duration: 1, script: script) {
        Swatch().environment(\.colorScheme, scheme)
      }
      let frame = try frames.renderFrame(at: 0.5)
      let x = frame.width / 2
      return Self.rgb(frame, x, 5)
    }
    // Halfway between dark blue (10, 132, 255) and dark red (255, 69, 58), and between the
    // light ones (0, 122, 255) and (255, 59, 48).
    func near(_ a: [Int], _ b: [Double]) -> Bool {
      zip(a, b).allSatisfy { abs(Double($0) - $1) <= 1 }
    }
    #expect(near(try middle(.dark), [132.5, 100.5, 156.5]))
    #expect(near(try middle(.light), [127.5, 90.5, 151.5]))
  }
}
