import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// A counter whose button is disabled once it reaches 1, as forms disable Save.
private struct LimitedCounter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }.disabled(count >= 1)
    }
  }
}

/// What a view learns of the device it is on.
private struct DeviceProbe: View {
  @Environment(\.horizontalSizeClass) private var width
  @Environment(\.verticalSizeClass) private var height
  @Environment(\.scenePhase) private var phase
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.sizeCategory) private var category
  var body: some View {
    Text(
      "\(width == .compact ? "compact" : "regular") \(height == .regular ? "regular" : "compact") "
        + "\(phase == .active ? "active" : "other") \(isEnabled) \(category.isAccessibilityCategory)"
    )
  }
}

@Suite struct DisabledAndDeviceEnvironmentTests {
  @Test func aDisabledButtonIgnoresTaps() throws {
    var script = ViewScript()
    script.tap("Add", at: 0.2)
    script.tap("Add", at: 0.4)
    let played = try ViewFrames(
      duration: 1, size: CGSize(width: 200, height: 200), scale: 1, script: script
    ) { LimitedCounter() }
    let texts = try played.layoutInspection(at: 0.8).elements.filter { $0.type == "Text" }
    #expect(texts.map(\.details).contains("\"Count 1\""))
  }

  @Test func aDisabledButtonsLabelIsDimmed() throws {
    func render(disabled: Bool) throws -> Pixmap {
      try ImageRenderer(
        content: Button("Save") {}.disabled(disabled).frame(width: 80, height: 30)
      ).render()
    }
    func strongest(_ image: Pixmap) -> Double {
      var best = 0.0
      for y in 0..<image.height {
        for x in 0..<image.width { best = max(best, image.color(atX: x, y: y).opacity) }
      }
      return best
    }
    // The enabled label is the opaque accent blue; the disabled one UIKit's tertiary label
    // gray at 30 %.
    let enabled = try render(disabled: false)
    #expect(strongest(enabled) > 0.9)
    let dimmed = strongest(try render(disabled: true))
    #expect(dimmed > 0.2 && dimmed < 0.35)
  }

  @Test func theDeviceIsAnActivePortraitIPhone() throws {
    let texts = try ImageRenderer(content: DeviceProbe()).layoutInspection().elements
      .filter { $0.type == "Text" }.map(\.details)
    #expect(texts == ["\"compact regular active true false\""])
    let large = try ImageRenderer(
      content: DeviceProbe().disabled(true).environment(\.sizeCategory, .accessibilityLarge)
    ).layoutInspection().elements.filter { $0.type == "Text" }.map(\.details)
    #expect(large == ["\"compact regular active false true\""])
  }
}
