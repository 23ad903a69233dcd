import Foundation
import Kinetype
import Testing

/// A square whose opacity a button animates.
private struct FadingSquare: View {
  @State private var isDim = false

  var body: some View {
    VStack(spacing: 0) {
      Color.red
        .frame(width: 40, height: 40)
        .opacity(isDim ? 0 : 1)
      Button("Dim") {
        withAnimation(.linear(duration: 1)) { isDim = true }
      }
    }
  }
}

@Suite struct RuntimeTests {
  @Test func runtime_tapStartsAnimationAtItsTime() throws {
    var script = ViewScript()
    script.tap("Dim", at: 0.5)
    let frames = try ViewFrames(duration: 2, background: .white, script: script) {
      FadingSquare()
    }
    // The square's opacity from its green channel: SwiftUI's red (green 59/255) over white.
    func opacity(_ time: Double) throws -> Double {
      let pixmap = try frames.renderFrame(at: time)
      let green = pixmap.color(atX: pixmap.width / 2, y: 10).green
      return (1 - green) / (1 - 59.0 / 255)
    }
    #expect(abs(try opacity(0) - 1) < 0.005)
    #expect(abs(try opacity(0.5) - 1) < 0.005)
    // Linear over 1 s from 0.5 s: half faded at 1 s.
    #expect(abs(try opacity(1) - 0.5) < 0.005)
    #expect(abs(try opacity(1.25) - 0.25) < 0.005)
    #expect(try opacity(1.5) < 0.005)
  }
}
