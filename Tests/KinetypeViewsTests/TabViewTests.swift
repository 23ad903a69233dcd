import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

private struct PageA: View {
  var body: some View { Color.red }
}

private struct PageB: View {
  var body: some View { Color.blue }
}

private struct PageC: View {
  var body: some View { Color.green }
}

/// Three pages in the page style, 300 × 200, above a button that pages on, animated.
private struct Pages: View {
  @State var page = 0
  var animation: Animation? = .linear(duration: 1)

  var body: some View {
    VStack(spacing: 0) {
      TabView(selection: $page) {
        PageA().tag(0)
        PageB().tag(1)
        PageC().tag(2)
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .frame(width: 300, height: 200)
      Button("Next") { withAnimation(animation) { page += 1 } }
    }
  }
}

/// Two tabs with a tab bar.
private struct Tabs: View {
  @State var tab = "home"

  var body: some View {
    TabView(selection: $tab) {
      PageA().tabItem { Text("Home") }.tag("home")
      PageB().tabItem { Text("Search") }.tag("search")
    }
    .frame(width: 300, height: 200)
  }
}

@Suite struct TabViewTests {
  static let size = CGSize(width: 300, height: 240)

  func layout(_ script: ViewScript = ViewScript(), at time: Double, _ view: some View) throws
    -> ViewLayoutInspection
  {
    try ViewFrames(duration: 2, size: Self.size, script: script) { view }
      .layoutInspection(at: time)
  }

  @Test func page_theSelectedPageFillsTheViewAndTheOthersSitBeside() throws {
    let layout = try layout(at: 0, Pages(page: 1))
    expectClose(layout.element(named: "PageB")?.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
    expectClose(
      layout.element(named: "PageA")?.frame, CGRect(x: -300, y: 0, width: 300, height: 200))
    expectClose(
      layout.element(named: "PageC")?.frame, CGRect(x: 300, y: 0, width: 300, height: 200))
  }

  @Test func page_dotsAreCentredAtTheBottom() throws {
    // Three 8-point dots 16 apart: 40 points, padded 12 each side, centred in 300: the row
    // is 118…182, its dots at 130, 146 and 162; the 26-point row ends at the bottom (200).
    let layout = try layout(at: 0, Pages(page: 1))
    let dots = layout.elements.filter { $0.type == "Circle" }.map(\.frame)
    #expect(dots.count == 3)
    for (index, x) in [130.0, 146, 162].enumerated() where index < dots.count {
      expectClose(dots[index], CGRect(x: x, y: 183, width: 8, height: 8))
    }
    // The selected dot is opaque white over the blue page, the others white at 30%.
    let image = try ViewFrames(duration: 1, size: Self.size) { Pages(page: 1) }
      .renderFrame(at: 0)
    // The view is centred in the canvas: its dots are `dy` lower there.
    let dy = Int((Self.size.height - layout.size.height) / 2)
    let selected = image.color(atX: 150, y: 187 + dy)
    #expect(selected.red > 0.99 && selected.green > 0.99, "\(selected)")
    let other = image.color(atX: 134, y: 187 + dy)
    // 0.3 white over blue (0, 122, 255 in sRGB): red 0.3.
    #expect(abs(other.red - 0.3) < 0.02, "\(other)")
  }

  @Test func page_anAnimatedSelectionSlidesThePages() throws {
    var script = ViewScript()
    script.tap("Next", at: 0.1)
    // Half way through the linear second, page 0 is half out to the left.
    let middle = try layout(script, at: 0.6, Pages())
    expectClose(
      middle.element(named: "PageA")?.frame, CGRect(x: -150, y: 0, width: 300, height: 200))
    expectClose(
      middle.element(named: "PageB")?.frame, CGRect(x: 150, y: 0, width: 300, height: 200))
    let end = try layout(script, at: 1.5, Pages())
    expectClose(end.element(named: "PageB")?.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
    // Without an animation it jumps.
    let jumped = try layout(script, at: 0.2, Pages(animation: nil))
    expectClose(
      jumped.element(named: "PageB")?.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test func page_aScriptPicksAPageByItsIndexName() throws {
    var script = ViewScript()
    script.tap("page 3 of 3", at: 0.1)
    let layout = try layout(script, at: 0.5, Pages())
    expectClose(
      layout.element(named: "PageC")?.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test func tabBar_showsTheSelectedTabAboveA49PointBar() throws {
    let layout = try layout(at: 0, Tabs())
    expectClose(layout.element(named: "PageA")?.frame, CGRect(x: 0, y: 0, width: 300, height: 151))
    #expect(layout.element(named: "PageB") == nil)
    expectClose(
      layout.element(named: "TabBar")?.frame, CGRect(x: 0, y: 151, width: 300, height: 49))
    // Tapping a caption selects its tab.
    var script = ViewScript()
    script.tap("Search", at: 0.1)
    let tapped = try self.layout(script, at: 0.5, Tabs())
    #expect(tapped.element(named: "PageA") == nil)
    expectClose(
      tapped.element(named: "PageB")?.frame, CGRect(x: 0, y: 0, width: 300, height: 151))
  }

  @Test func tabBar_tintsTheSelectedItemWithTheAccent() throws {
    let image = try ViewFrames(duration: 1, size: Self.size) { Tabs() }.renderFrame(at: 0)
    // The 300 × 200 view is 20 points down in the 240-point canvas; the bar is 171…220, its
    // hairline (gray) on the top row.
    /// Whether the column from `x0` to `x1` of the bar shows accent-blue (or gray) ink.
    func ink(_ x0: Int, _ x1: Int) -> (blue: Bool, gray: Bool) {
      var blue = false
      var gray = false
      for y in 173..<220 {
        for x in x0..<x1 {
          let c = image.color(atX: x, y: y)
          if c.blue - c.red > 0.3 && c.red < 0.6 { blue = true }
          if abs(c.blue - c.red) < 0.05 && c.red < 0.7 { gray = true }
        }
      }
      return (blue, gray)
    }
    let home = ink(0, 150)
    let search = ink(150, 300)
    #expect(home.blue && !home.gray)
    #expect(search.gray && !search.blue)
  }
}
