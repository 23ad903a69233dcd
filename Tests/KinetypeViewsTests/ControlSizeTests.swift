import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The size a view renders at, at 1×.
private func size<V: View>(_ view: V) throws -> (width: Int, height: Int) {
  let image = try ImageRenderer(content: view).render()
  return (image.width, image.height)
}

private func button(_ controlSize: ControlSize, prominent: Bool = true) -> some View {
  Group {
    if prominent {
      Button("Continue") {}.buttonStyle(.borderedProminent)
    } else {
      Button("Continue") {}.buttonStyle(.bordered)
    }
  }
  .controlSize(controlSize)
}

@Suite struct ControlSizeTests {
  @Test func aLargeProminentButtonIsFiftyPointsTall() throws {
    #expect(try size(button(.large)).height == 50)
    #expect(try size(button(.extraLarge)).height == 50)
    #expect(try size(button(.large, prominent: false)).height == 50)
  }

  @Test func smallButtonsAreSmallerThanRegularOnes() throws {
    let regular = try size(button(.regular))
    let small = try size(button(.small))
    let mini = try size(button(.mini))
    #expect(small.height < regular.height)
    #expect(small.height >= 28)
    #expect(small.width < regular.width)  // 15-point text
    #expect(mini.height == small.height)
    // Regular stays what it was: 7 points above and below the body text.
    #expect(regular.height == (try size(Text("Continue"))).height + 14)
  }

  @Test func aLargeSpinnerIsUIKitsLargeStyle() throws {
    #expect(try size(ProgressView()).width == 20)
    #expect(try size(ProgressView().controlSize(.large)).width == 37)
    #expect(try size(ProgressView().controlSize(.small)).width == 20)
  }

  @Test func segmentedPickersFollowTheControlSize() throws {
    func picker(_ controlSize: ControlSize) -> some View {
      Picker("Mode", selection: .constant(1)) {
        Text("One").tag(1)
        Text("Two").tag(2)
      }
      .pickerStyle(.segmented)
      .frame(width: 200)
      .controlSize(controlSize)
    }
    #expect(try size(picker(.regular)).height == 32)
    #expect(try size(picker(.small)).height == 28)
    #expect(try size(picker(.mini)).height == 24)
    #expect(try size(picker(.large)).height == 40)
  }

  @Test func aSwitchHasOneSize() throws {
    func toggle(_ controlSize: ControlSize) -> some View {
      Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().controlSize(controlSize)
    }
    for controlSize in ControlSize.allCases {
      let measured = try size(toggle(controlSize))
      #expect(measured.width == 51 && measured.height == 31, "\(controlSize)")
    }
  }
}
