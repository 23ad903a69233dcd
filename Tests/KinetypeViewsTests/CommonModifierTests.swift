import Foundation
import Kinetype
import KinetypeTesting
import Testing

@testable import KinetypeViewGraph
@testable import KinetypeViews

// Names and overloads public SwiftUI files use that Kinetype lacked (scripts/measure-swiftui-files
// found them): each does what SwiftUI's does, or is accepted where it changes nothing drawn.

/// A count and a button that raises it.
private struct Bumper: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count)")
      Button("Bump") { count += 1 }
    }
  }
}

/// A `Bumper` whose identity is a generation number that "Reset" raises.
private struct Resettable: View {
  @State private var generation = 0
  var body: some View {
    VStack {
      Bumper().id(generation)
      Button("Reset") { generation += 1 }
    }
  }
}

/// The color scheme and the minimum scale factor it reads, as text.
private struct EnvironmentProbe: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.minimumScaleFactor) private var minimumScaleFactor
  var body: some View {
    Text("\(colorScheme == .dark ? "dark" : "light") \(minimumScaleFactor)")
  }
}

/// Whether `pixmap` has an opaque pixel near `color`.
private func hasPixel(_ pixmap: Pixmap, near color: Color) -> Bool {
  for y in 0..<pixmap.height {
    for x in 0..<pixmap.width {
      let c = pixmap.color(atX: x, y: y)
      if c.opacity > 0.9, abs(c.red - color.red) < 0.1, abs(c.green - color.green) < 0.1,
        abs(c.blue - color.blue) < 0.1
      {
        return true
      }
    }
  }
  return false
}

@Suite struct CommonModifierTests {
  @Test func id_newValueIsANewViewWithFreshState() throws {
    var script = ViewScript()
    script.tap("Bump", at: 0.2)
    script.tap("Bump", at: 0.3)
    script.tap("Reset", at: 0.5)
    let runtime = ViewRuntime(
      duration: 1, environment: EnvironmentValues(), script: script, root: { Resettable() })
    try runtime.run()
    func texts(at time: Double) throws -> [String] {
      try ViewRendering.onLargeStack {
        let (_, root) = try #require(runtime.resolveFrame(at: time, scale: 1))
        return [root].texts
      }
    }
    #expect(try texts(at: 0.4) == ["2", "Bump", "Reset"])
    // A new id: the Bumper's state starts again from 0.
    #expect(try texts(at: 0.7) == ["0", "Bump", "Reset"])
  }

  @Test func tint_colorsTheDefaultButtonsLabel() throws {
    func render<V: View>(_ view: V) throws -> Pixmap {
      let renderer = ImageRenderer(content: view.font(.system(size: 30)))
      return try renderer.render()
    }
    let red = Color(red: 1, green: 0, blue: 0)
    let green = Color(red: 0, green: 1, blue: 0)
    #expect(try hasPixel(render(Button("Tinted") {}.tint(red)), near: red))
    #expect(try hasPixel(render(Button("Tinted") {}.accentColor(green)), near: green))
    let plain = try render(Button("Tinted") {})
    #expect(!hasPixel(plain, near: red))
    #expect(hasPixel(plain, near: .accentColor))
    // `.tint` as a shape style.
    #expect(
      try hasPixel(render(Rectangle().fill(.tint).frame(width: 4, height: 4).tint(red)), near: red))
  }

  @Test func backgroundStyle_isWhite() throws {
    let pixmap = try ImageRenderer(
      content: Rectangle().fill(.background).frame(width: 4, height: 4)
    )
    .render()
    #expect(pixmap.color(atX: 2, y: 2) == Color(red: 1, green: 1, blue: 1))
  }

  @Test func list_rangeMakesARowPerInteger() throws {
    let layout = try inspect(List(0..<3) { Text("Row \($0)") }.frame(width: 390, height: 300))
    #expect(layout.frames(ofType: "Text").count == 3)
  }

  @Test func navigationBarTitle_isNavigationTitle() throws {
    let deprecated = try inspect(
      NavigationStack { Text("Body").navigationBarTitle("Groceries") }.frame(
        width: 390, height: 300))
    let current = try inspect(
      NavigationStack { Text("Body").navigationTitle("Groceries") }.frame(width: 390, height: 300))
    let untitled = try inspect(NavigationStack { Text("Body") }.frame(width: 390, height: 300))
    #expect(deprecated.elements.map(\.frame) == current.elements.map(\.frame))
    #expect(deprecated.elements.map(\.frame) != untitled.elements.map(\.frame))
  }

  @Test func preferredColorSchemeAndMinimumScaleFactor_reachTheEnvironment() throws {
    func probe<V: View>(_ view: V) throws -> String {
      try inspect(view).elements.filter { $0.type == "Text" }.map(\.details).joined()
    }
    #expect(try probe(EnvironmentProbe()).contains("light 1.0"))
    #expect(try probe(EnvironmentProbe().preferredColorScheme(.dark)).contains("dark"))
    #expect(try probe(EnvironmentProbe().preferredColorScheme(nil)).contains("light"))
    #expect(try probe(EnvironmentProbe().minimumScaleFactor(0.5)).contains("0.5"))
    #expect(try probe(EnvironmentProbe().minimumScaleFactor(3)).contains("light 1.0"))
  }

  @Test func uiColorSystemGrays_areUIKitsLightValues() {
    // UIKit's light-appearance systemGray6 is (242, 242, 247), systemGray2 (174, 174, 178).
    #expect(Color(UIColor.systemGray6) == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    #expect(
      Color(uiColor: .systemGray2) == Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255))
  }

  @Test func acceptedModifiers_drawTheViewAsItIs() throws {
    let text = try inspect(Text("Selectable"))
    #expect(try inspect(Text("Selectable").textSelection(.enabled)).size == text.size)
    #expect(try inspect(Text("Selectable").textSelection(.disabled)).size == text.size)
    let button = try inspect(Button("Hold") {})
    #expect(try inspect(Button("Hold") {}.buttonRepeatBehavior(.enabled)).size == button.size)
  }
}
