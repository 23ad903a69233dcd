import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// The controls acceptance set B needed, on one sheet: the six gauge styles, a tab bar with
/// badges, an `AsyncImage` placeholder, a text editor and a list row badge.
private struct AppControlsSheet: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      ForEach(
        [
          ("linearCapacity", BuiltInGaugeStyle.linearCapacity),
          ("accessoryLinearCapacity", .accessoryLinearCapacity),
          ("accessoryLinear", .accessoryLinear),
        ], id: \.0
      ) { name, style in
        Gauge(value: 75, in: 0...150) {
          Text(name)
        } currentValueLabel: {
          Text("75")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("150")
        }
        .gaugeStyle(style)
      }
      HStack(spacing: 16) {
        Gauge(value: 75, in: 0...150) {
          Text("MPH")
        } currentValueLabel: {
          Text("75")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("150")
        }
        .gaugeStyle(.accessoryCircular)
        Gauge(value: 0.3) {
          Text("")
        } currentValueLabel: {
          Text("30")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 58, height: 58)
        TextEditor(text: .constant("Notes that wrap over two lines"))
          .frame(width: 120, height: 58)
          .border(Color.gray)
      }
      List {
        Text("Inbox").badge(12)
      }
      .frame(height: 100)
      TabView {
        Color.white.tabItem { Text("Favorites") }.badge(5)
        Color.white.tabItem { Text("News") }.badge("New")
        Color.white.tabItem { Text("Other") }
      }
      .frame(height: 90)
    }
    .padding(16)
    .frame(width: 390)
    .background(Color.white)
  }
}

@Suite struct AppControlsGoldenTests {
  @Test func golden_appControls() throws {
    let renderer = ImageRenderer(content: AppControlsSheet())
    renderer.scale = 2
    assertGolden(try renderer.render(), named: "app-controls", suite: "Views")
  }
}
