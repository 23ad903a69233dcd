import Foundation
import Kinetype
import Testing

private struct FadingSquare2: View {
  @State private var isDim = false
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 40, height: 40).opacity(isDim ? 0 : 1)
      Button("Dim") { withAnimation(.linear(duration: 1)) { isDim = true } }
    }
  }
}

@Test func scratch() throws {
  var script = ViewScript()
  script.tap("Dim", at: 0.5)
  let frames = try ViewFrames(duration: 2, background: .white, script: script) { FadingSquare2() }
  print("size", frames.size, frames.warnings)
  for t in [0, 0.5, 1, 1.5] {
    let p = try frames.renderFrame(at: t)
    try p.writePNG(to: "/tmp/scratch-\(t).png")
    print(t, p.color(atX: p.width / 2, y: 10))
  }
}
