import Foundation
import Kinetype
import KinetypeViews
import Testing

/// A style of one's own: the percentage as text, over the default bar.
private struct PercentStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
      ProgressView(configuration)
    }
  }
}

/// Names a fourth fresh set of real files used, in one view.
private struct Compiles: View {
  @State private var query = ""
  @State private var amount = ""
  var body: some View {
    VStack {
      TextField("Amount", text: $amount).keyboardType(.decimalPad)
      Text("Options").contextMenu { Button("Copy") {} }
    }
    .searchable(text: $query, prompt: "Look for something")
  }
}

@Suite struct AppSurfaceSetDTests {
  private func inspect(_ view: some View, width: CGFloat = 300, height: CGFloat = 400) throws
    -> ViewLayoutInspection
  {
    try ImageRenderer(content: view.frame(width: width, height: height)).layoutInspection()
  }

  private func text(_ inspection: ViewLayoutInspection, _ string: String)
    -> ViewLayoutInspection.Element?
  {
    inspection.elements.first { $0.type == "Text" && $0.details == "\"\(string)\"" }
  }

  // An iPhone in portrait collapses a split view into one stack showing the sidebar.
  @Test func aSplitViewShowsItsSidebarInAStack() throws {
    let inspection = try inspect(
      NavigationSplitView {
        List { Text("Inbox") }.navigationTitle("Mail")
      } detail: {
        Text("Message")
      })
    #expect(text(inspection, "Inbox") != nil)
    #expect(text(inspection, "Mail") != nil)
    #expect(text(inspection, "Message") == nil)
  }

  // Over one color (which blurring and saturating leave alone) a material is the system
  // background at its opacity: ultra-thin is white at 45 % (over pure red: 255, 115, 115).
  @Test func aMaterialLetsWhatIsBehindShowThrough() throws {
    let view = Color(red: 1, green: 0, blue: 0)
      .frame(width: 20, height: 20)
      .overlay(Rectangle().fill(.ultraThinMaterial))
    let pixel = try ImageRenderer(content: view).render().color(atX: 10, y: 10)
    #expect(abs(pixel.red - 1) < 0.01)
    #expect(abs(pixel.green - 0.45) < 0.01 && abs(pixel.blue - 0.45) < 0.01)
  }

  // Apple's asset catalog format ("Color Set Type"): components as fractions or 8-bit
  // hexadecimal, and an entry for the dark appearance ("appearances": luminosity, dark).
  @Test func aColorSetIsReadWithItsDarkAppearance() throws {
    let json = """
      {"colors":[
        {"color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.600","alpha":"1.000"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],
         "color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000"}},"idiom":"universal"}
      ],"info":{"author":"xcode","version":1}}
      """
    let color = try #require(ColorAssets.parse(Data(json.utf8)))
    #expect(abs(color.red - 0.2) < 1e-9 && abs(color.blue - 0.6) < 1e-9)
    let dark = color.resolved(in: .dark)
    #expect(dark.red == 1 && abs(dark.green - 128.0 / 255) < 1e-9 && dark.blue == 0)
    #expect(ColorAssets.parse(Data("{}".utf8)) == nil)
  }

  @Test func aColorNoCatalogHasIsGray() {
    #expect(Color("no-such-color-in-any-catalog") == .gray)
  }

  @Test func contentMarginsInsetAScrollViewsContent() throws {
    let inspection = try inspect(
      ScrollView {
        Color.blue.frame(height: 40)
      }
      .contentMargins(.horizontal, 16, for: .scrollContent))
    let color = try #require(inspection.elements.first { $0.type == "Color" })
    #expect(color.frame.minX == 16 && color.frame.width == 268)
  }

  @Test func aProgressViewStyleOfOnesOwnDrawsEachProgressView() throws {
    let inspection = try inspect(ProgressView(value: 0.4).progressViewStyle(PercentStyle()))
    #expect(text(inspection, "40%") != nil)
    // Inside the style, `ProgressView(configuration)` draws the default bar.
    let bars = inspection.elements.filter { $0.type == "Capsule" }
    #expect(!bars.isEmpty)
  }

  @Test func namesThatChangeNothingDrawnCompileAndDrawTheView() throws {
    let inspection = try inspect(Compiles())
    #expect(text(inspection, "Options") != nil)
    #expect(text(inspection, "Amount") != nil)
  }
}

/// An angular gradient measured by its pixels.
@Suite struct AngularGradientTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  private func pixels(_ style: AngularGradient) throws -> Pixmap {
    try ImageRenderer(content: Rectangle().fill(style).frame(width: 100, height: 100)).render()
  }

  // Once round from 0° (the x axis), clockwise on screen: red just below the axis on the
  // right, a quarter of the way to blue at 90° (below the center), halfway at 180° (left),
  // three quarters at 270° (above), blue just above the axis on the right.
  @Test func aFullTurnGoesClockwiseFromTheXAxis() throws {
    let image = try pixels(AngularGradient(colors: [red, blue], center: .center))
    func blueShare(_ x: Int, _ y: Int) -> Double { image.color(atX: x, y: y).blue }
    #expect(blueShare(95, 52) < 0.03)
    #expect(abs(blueShare(50, 95) - 0.25) < 0.03)
    #expect(abs(blueShare(4, 50) - 0.5) < 0.03)
    #expect(abs(blueShare(50, 4) - 0.75) < 0.03)
    #expect(blueShare(95, 48) > 0.97)
  }

  // Apple: a partial turn fills the rest with the last color, then the first, switching
  // halfway across the missing part. 0°–180°: at 225° (top left) the last color, at 315° (top
  // right) the first.
  @Test func aPartialTurnFillsTheRestWithTheLastThenTheFirstColor() throws {
    let image = try pixels(
      AngularGradient(
        colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
    #expect(image.color(atX: 20, y: 20).blue > 0.97)
    #expect(image.color(atX: 80, y: 20).red > 0.97)
    // Below the center (90°), halfway through the 180° span.
    #expect(abs(image.color(atX: 50, y: 95).blue - 0.5) < 0.03)
  }
}
