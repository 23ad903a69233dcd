import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Renders `content` on white at 1×, enabled or disabled.
private func render<V: View>(disabled: Bool, @ViewBuilder _ content: () -> V) throws -> Pixmap {
  try ImageRenderer(content: content().disabled(disabled).background(Color.white)).render()
}

/// The number of pixels where two images of one size differ.
private func differingPixels(_ a: Pixmap, _ b: Pixmap) -> Int {
  #expect(a.width == b.width && a.height == b.height)
  var count = 0
  for y in 0..<min(a.height, b.height) {
    for x in 0..<min(a.width, b.width) where a.color(atX: x, y: y) != b.color(atX: x, y: y) {
      count += 1
    }
  }
  return count
}

/// The most saturated pixel of an image: max − min of its channels, at its largest.
private func mostSaturated(_ image: Pixmap) -> Double {
  var best = 0.0
  for y in 0..<image.height {
    for x in 0..<image.width {
      let c = image.color(atX: x, y: y)
      best = max(best, max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue))
    }
  }
  return best
}

@Suite struct DisabledControlsLookTests {
  @Test func aDisabledSwitchIsDrawnAtHalfOpacity() throws {
    func toggle() -> some View { Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 200) }
    let enabled = try render(disabled: false) { toggle() }
    let disabled = try render(disabled: true) { toggle() }
    #expect(differingPixels(enabled, disabled) > 200)
    // The green track's middle, under no knob: systemGreen at half opacity over white.
    let y = enabled.height / 2
    let x = enabled.width - 40
    let on = enabled.color(atX: x, y: y)
    let faded = disabled.color(atX: x, y: y)
    #expect(abs(faded.green - (on.green + 1) / 2) < 0.03)
    #expect(abs(faded.red - (on.red + 1) / 2) < 0.03)
  }

  @Test func aDisabledSliderAndSegmentedPickerAreFaded() throws {
    func slider() -> some View { Slider(value: .constant(0.5)).frame(width: 200) }
    #expect(
      differingPixels(
        try render(disabled: false) { slider() }, try render(disabled: true) { slider() })
        > 100)
    // The blue track before the thumb is no longer the full accent blue.
    #expect(mostSaturated(try render(disabled: false) { slider() }) > 0.9)
    #expect(mostSaturated(try render(disabled: true) { slider() }) < 0.55)
    func picker() -> some View {
      Picker("Mode", selection: .constant(1)) {
        Text("One").tag(1)
        Text("Two").tag(2)
      }
      .pickerStyle(.segmented)
      .frame(width: 200)
    }
    #expect(
      differingPixels(
        try render(disabled: false) { picker() }, try render(disabled: true) { picker() })
        > 100)
  }

  @Test func aDisabledProminentButtonIsGrayOnGray() throws {
    func button() -> some View { Button("Continue") {}.buttonStyle(.borderedProminent) }
    let enabled = try render(disabled: false) { button() }
    let disabled = try render(disabled: true) { button() }
    // Enabled: the accent blue, unchanged.
    let blue = enabled.color(atX: 3, y: enabled.height / 2)
    #expect(blue.blue > 0.95 && blue.red < 0.05)
    // Disabled: tertiarySystemFill, (118, 118, 128) at 12 % over white, gray and light.
    let fill = disabled.color(atX: 3, y: disabled.height / 2)
    #expect(abs(fill.red - fill.green) < 0.01)
    #expect(fill.red > 0.9 && fill.red < 0.97)
    #expect(mostSaturated(disabled) < 0.08)
    // The label is gray, darker than the fill (the tertiary label color), not white.
    var darkest = 1.0
    for y in 0..<disabled.height {
      for x in 0..<disabled.width { darkest = min(darkest, disabled.color(atX: x, y: y).red) }
    }
    #expect(darkest < 0.85)
  }

  @Test func otherDisabledControlsGoGray() throws {
    // A stepper's symbols, a menu picker's choice, a date picker's date, a text field's text,
    // a link and a menu's label each change.
    let views: [(String, AnyView)] = [
      ("stepper", AnyView(Stepper("Count", value: .constant(3), in: 0...9).frame(width: 220))),
      (
        "menu picker",
        AnyView(
          Picker("Size", selection: .constant(1)) {
            Text("Small").tag(1)
            Text("Large").tag(2)
          }.pickerStyle(.menu)
        )
      ),
      (
        "date picker",
        AnyView(
          DatePicker(
            "Due", selection: .constant(Date(timeIntervalSinceReferenceDate: 0)),
            displayedComponents: .date
          ).frame(width: 260))
      ),
      ("text field", AnyView(TextField("Name", text: .constant("Ann")).frame(width: 120))),
      ("link", AnyView(Link("Help", destination: URL(fileURLWithPath: "/help")))),
      ("menu", AnyView(Menu("Sort") { Button("Name") {} })),
    ]
    for (name, view) in views {
      let changed = differingPixels(
        try render(disabled: false) { view }, try render(disabled: true) { view })
      #expect(changed > 10, "\(name)")
    }
  }

  @Test func aDisabledBorderedButtonKeepsItsGrayLook() throws {
    let disabled = try render(disabled: true) { Button("Edit") {}.buttonStyle(.bordered) }
    #expect(mostSaturated(disabled) < 0.08)
  }

  @Test func aDisabledToggleButtonThatIsOnIsGrayOnGray() throws {
    let image = try render(disabled: true) {
      Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
    }
    // tertiarySystemFill over white, as a disabled prominent button, not the darker gray.
    let fill = image.color(atX: 3, y: image.height / 2)
    #expect(fill.red > 0.9 && fill.red < 0.97)
    #expect(mostSaturated(image) < 0.08)
  }
}
