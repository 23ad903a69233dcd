import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

// SwiftUI code as apps write it: settings screens around an animation.

private enum Effect: String, CaseIterable, Hashable {
  case wave = "Wave"
  case bounce = "Bounce"
  case blur = "Blur"
}

/// A TextRenderer demo's usual shell: a navigation stack, a segmented picker, a toggle and a
/// slider in a form.
private struct EffectSettings: View {
  var probe: SettingsProbe?
  @State private var effect: Effect = .wave
  @State private var loops = false
  @State private var speed = 0.5
  @State private var name = "Kinetype"
  @State private var count = 3

  var body: some View {
    NavigationStack {
      Form {
        Section("Effect") {
          Picker("Effect", selection: $effect) {
            ForEach(Effect.allCases, id: \.self) { Text($0.rawValue) }
          }
          .pickerStyle(.segmented)
          Toggle("Loop", isOn: $loops)
        }
        Section {
          Slider(value: $speed) { Text("Speed") }
          Stepper("Repeats: \(count)", value: $count, in: 1...5)
          TextField("Title", text: $name)
        } header: {
          Text("Timing")
        } footer: {
          Text("Effects play on the virtual clock.")
        }
        Section {
          Label("Favorites", systemImage: "star")
          ProgressView(value: speed)
        }
      }
      .navigationTitle("Effects")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Play") {}
        }
      }
    }
    .frame(width: 390, height: 760)
    .onChange(of: effect) { _, value in probe?.effect = value }
    .onChange(of: loops) { _, value in probe?.loops = value }
    .onChange(of: speed) { _, value in probe?.speed = value }
    .onChange(of: count) { _, value in probe?.count = value }
  }
}

/// What the settings' controls were set to, seen from outside.
private final class SettingsProbe: @unchecked Sendable {
  var effect: Effect?
  var loops: Bool?
  var speed: Double?
  var count: Int?
}

@Suite struct ControlsTests {
  @Test func toggle_isUISwitchSizedAndFillsTheRow() throws {
    // UISwitch is 51 × 31 points (UIKit's intrinsic size); the Toggle fills the width offered.
    let layout = try inspect(
      Toggle("Loop", isOn: .constant(true)), proposal: ProposedViewSize(width: 300, height: nil))
    #expect(layout.size == CGSize(width: 300, height: 31))
    let track = layout.elements.filter { $0.type == "Capsule" }.map(\.frame)
    #expect(track.first == CGRect(x: 249, y: 0, width: 51, height: 31))
    // On: the knob (27 points, 2 in) at the trailing end.
    #expect(layout.frames(ofType: "Circle").first == CGRect(x: 271, y: 2, width: 27, height: 27))
  }

  @Test func slider_thumbSitsAtTheValue() throws {
    // A 28-point thumb: its centre runs from 14 to width − 14.
    let layout = try inspect(
      Slider(value: .constant(0.25)).frame(width: 228),
      proposal: ProposedViewSize(width: 228, height: nil))
    let thumb = layout.frames(ofType: "Circle").first
    #expect(thumb == CGRect(x: 50, y: 0, width: 28, height: 28))
  }

  @Test func segmentedPicker_equalSegmentsInA32PointControl() throws {
    let layout = try inspect(
      Picker("Effect", selection: .constant(Effect.bounce)) {
        ForEach(Effect.allCases, id: \.self) { Text($0.rawValue) }
      }
      .pickerStyle(.segmented),
      proposal: ProposedViewSize(width: 304, height: nil))
    #expect(layout.size == CGSize(width: 304, height: 32))
    // Three 100-point segments inside 2 points of inset; the selected one (the second) raised.
    let selected = layout.frames(ofType: "RoundedRectangle").filter { $0.width == 100 }
    #expect(selected == [CGRect(x: 102, y: 2, width: 100, height: 28)])
  }

  @Test func stepper_isUIStepperSized() throws {
    let layout = try inspect(
      Stepper("Count", value: .constant(2), in: 0...5),
      proposal: ProposedViewSize(width: 320, height: nil))
    #expect(layout.size == CGSize(width: 320, height: 32))
  }

  @Test func progressView_spinnerIsTwentyPoints() throws {
    // UIActivityIndicatorView's medium style: 20 × 20 points.
    #expect(try inspect(ProgressView()).size == CGSize(width: 20, height: 20))
    let bar = try inspect(
      ProgressView(value: 0.5), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(bar.size == CGSize(width: 200, height: 4))
  }

  @Test func list_rowsAreAtLeast44PointsInCards() throws {
    let layout = try inspect(
      List {
        Text("One")
        Text("Two")
      }
      .frame(width: 390, height: 300))
    let section = layout.frame(of: "Section")
    // 35 points down, the full width (the card is inset 16 inside it), two 44-point rows.
    #expect(section == CGRect(x: 0, y: 35, width: 390, height: 88))
    let texts = layout.frames(ofType: "Text")
    #expect(texts.map(\.minX) == [36, 36])
    #expect(texts[1].midY - texts[0].midY == 44)
  }

  @Test func navigationStack_largeTitleUnderA44PointBar() throws {
    let layout = try inspect(
      NavigationStack {
        Color.red.navigationTitle("Effects")
      }
      .frame(width: 390, height: 400))
    let title = try #require(
      layout.elements.first { $0.type == "Text" && $0.details == "\"Effects\"" })
    // The large title: 16 points in, inside the 52-point band under the 44-point bar.
    #expect(title.frame.minX == 16)
    #expect(abs(title.frame.maxY - (44 + 52 - 8)) <= 0.5)
    #expect(layout.frames(ofType: "Color").first?.minY == 96)
  }

  @Test func navigationStack_inlineTitleIsCentredInTheBar() throws {
    let layout = try inspect(
      NavigationStack {
        Color.red
          .navigationTitle("Effects")
          .navigationBarTitleDisplayMode(.inline)
      }
      .frame(width: 390, height: 400))
    let title = try #require(
      layout.elements.first { $0.type == "Text" && $0.details == "\"Effects\"" })
    #expect(abs(title.frame.midX - 195) <= 0.5)
    #expect(abs(title.frame.midY - 22) <= 0.5)
    #expect(layout.frames(ofType: "Color").first?.minY == 44)
  }

  @Test func script_picksASegmentFlipsAToggleMovesASlider() throws {
    var script = ViewScript()
    script.tap("Blur", at: 0.1)
    script.tap("Loop", at: 0.2)
    script.slide("Speed", to: 0.9, at: 0.3)
    script.tap("Increment", at: 0.4)
    let probe = SettingsProbe()
    let frames = try ViewFrames(duration: 1, script: script) {
      EffectSettings(probe: probe)
    }
    _ = try frames.renderFrame(at: 1)
    // The label's SF Symbol has a Material Icons substitute: nothing is reported.
    #expect(frames.warnings.isEmpty, "\(frames.warnings)")
    #expect(probe.effect == .blur)
    #expect(probe.loops == true)
    #expect(probe.speed == 0.9)
    #expect(probe.count == 4)
  }

  @Test func script_slideNamesTheSlidersThereWhenNoneMatches() throws {
    var script = ViewScript()
    script.slide("Volume", to: 0.5, at: 0.1)
    let error = #expect(throws: ViewScriptError.self) {
      let frames = try ViewFrames(duration: 0.5, script: script) { EffectSettings() }
      _ = try frames.renderFrame(at: 0.5)
    }
    #expect(error == .noControl(label: "Volume", time: 0.1, available: ["Speed"]))
  }

  @Test func golden_settingsScreen() throws {
    let renderer = renderer(EffectSettings(), scale: 1)
    assertGolden(try renderer.render(), named: "settings-form", suite: "Views")
  }
}

@Suite struct UnsupportedControlTests {
  @Test func colorPicker_compilesDrawsAPlaceholderAndWarns() throws {
    struct Reminder: View {
      @State private var when = Date(timeIntervalSince1970: 0)
      @State private var tint = Color.blue
      @State private var showsHelp = false
      var body: some View {
        Form {
          DatePicker("Starts", selection: $when)
          ColorPicker("Tint", selection: $tint)
          Menu("More") { Button("Duplicate") {} }
        }
        .sheet(isPresented: $showsHelp) { Text("Help") }
      }
    }
    let renderer = renderer(Reminder().frame(width: 320, height: 240))
    _ = try renderer.render()
    let warnings = renderer.warnings
    #expect(
      warnings.contains { $0.kind == .unsupportedFeature && $0.message.contains("ColorPicker") })
    #expect(!warnings.contains { $0.message.contains("DatePicker") })
    let texts = try renderer.layoutInspection().elements.filter { $0.type == "Text" }.map(\.details)
    #expect(texts.contains("\"Tint (ColorPicker)\""))
    // The date picker is drawn (compact): its label and the date, in English (US), GMT.
    #expect(texts.contains("\"Starts\"") && texts.contains("\"Jan 1, 1970\""))
    #expect(texts.contains("\"More\""))
    #expect(!texts.contains("\"Duplicate\""))
  }
}
