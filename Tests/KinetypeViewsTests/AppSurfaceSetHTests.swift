import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

// What an eighth set of real files asked for (besides Combine: CombineInViewsTests).

private struct Second: View {
  var body: some View { Text("Second screen") }
}

@Suite struct AppSurfaceSetHTests {
  private func render(_ view: some View, width: CGFloat = 200, height: CGFloat = 200) throws
    -> [UInt8]
  {
    Fixtures.bytes(try ImageRenderer(content: view.frame(width: width, height: height)).render())
  }

  private func texts(_ view: some View) throws -> [String] {
    try ViewFrames(duration: 0.1, size: CGSize(width: 300, height: 400), scale: 1) { view }
      .layoutInspection(at: 0).elements.filter { $0.type == "Text" }.map(\.details)
  }

  @Test func aCollapsedSectionKeepsItsHeaderAndHidesItsRows() throws {
    func list(expanded: Bool) -> some View {
      List {
        Section(isExpanded: .constant(expanded)) {
          Text("apple")
          Text("pear")
        } header: {
          Text("Fruits")
        }
        Section("Veggies", isExpanded: .constant(expanded)) { Text("leek") }
      }
    }
    let open = try texts(list(expanded: true))
    let closed = try texts(list(expanded: false))
    #expect(open.contains("\"apple\"") && open.contains("\"leek\""))
    #expect(closed.contains("\"Fruits\"") && closed.contains("\"Veggies\""))
    #expect(!closed.contains("\"apple\"") && !closed.contains("\"leek\""))
  }

  @Test func switchToggleStyleIsTheSwitchAndTakesATint() throws {
    let toggle = Toggle("Online", isOn: .constant(true))
    let switchStyle = try render(toggle.toggleStyle(.switch))
    let typed = try render(toggle.toggleStyle(SwitchToggleStyle()))
    let tinted = try render(toggle.toggleStyle(SwitchToggleStyle(tint: .orange)))
    let tintedAround = try render(toggle.toggleStyle(.switch).tint(.orange))
    let same = typed == switchStyle
    let tintApplies = tinted == tintedAround && tinted != switchStyle
    #expect(same)
    #expect(tintApplies)
  }

  @Test func navigationLinkWithADestinationView() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.2)
    let frames = try ViewFrames(
      duration: 1.5, size: CGSize(width: 300, height: 500), scale: 1, script: script
    ) { NavigationStack { NavigationLink("Go", destination: Second()) } }
    let shown = try frames.layoutInspection(at: 1.4).elements.contains {
      $0.details == "\"Second screen\""
    }
    #expect(shown)
  }

  /// `.style(color)` fills as `.color(color)`; a semantic style resolves in the default
  /// (light) environment.
  @Test func shadingStyleOfAColorIsTheColor() throws {
    func canvas(_ shading: GraphicsContext.Shading) -> some View {
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: shading)
      }
    }
    let style = try render(canvas(.style(Color.orange)), width: 20, height: 20)
    let color = try render(canvas(.color(.orange)), width: 20, height: 20)
    let other = try render(canvas(.style(Color.blue)), width: 20, height: 20)
    let same = style == color
    let differs = style != other
    #expect(same)
    #expect(differs)
    #expect(GraphicsContext.Shading.style(Color.red) == .color(.red))
  }
}
