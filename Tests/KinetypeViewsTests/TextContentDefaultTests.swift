import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph
@testable import KinetypeViews

/// A label whose characters change when "Go" is tapped, with `animation`, under
/// `transition` (none: SwiftUI's default).
private struct Label: View {
  var animation: Animation? = .linear(duration: 1)
  var transition: ContentTransition?
  @State private var isDone = false

  var body: some View {
    VStack(spacing: 0) {
      if let transition {
        Text(isDone ? "Done" : "Wait").contentTransition(transition)
      } else {
        Text(isDone ? "Done" : "Wait")
      }
      Button("Go") { withAnimation(animation) { isDone = true } }
    }
  }
}

/// SwiftUI's default content transition on text: with no `contentTransition(_:)` set, the
/// environment's `.opacity` cross-fades the old characters into the new.
@Suite struct TextContentDefaultTests {
  /// The styles of the content changes the runtime recorded, for a tap on "Go" at 0.5 s.
  private func styles(_ label: Label) throws -> [TextContentChange.Style] {
    var script = ViewScript()
    script.tap("Go", at: 0.5)
    let runtime = ViewRuntime(
      duration: 2, environment: EnvironmentValues(), script: script, root: { label })
    try runtime.run()
    return runtime.records.table(TextContentRecord.self).values.flatMap {
      $0.changes.map(\.style)
    }
  }

  @Test func withoutContentTransitionTheTextCrossFades() throws {
    #expect(try styles(Label()) == [.opacity])
    #expect(try styles(Label(transition: .interpolate)) == [.interpolate])
  }

  @Test func identityOrNoAnimationChangesAtOnce() throws {
    #expect(try styles(Label(transition: .identity)).isEmpty)
    #expect(try styles(Label(animation: nil)).isEmpty)
  }

  /// Mid-fade the frame differs from both ends; settled it is the new text.
  @Test func theCrossFadePlaysOverTheAnimation() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.5)
    let size = CGSize(width: 80, height: 60)
    let frames = try ViewFrames(duration: 2, size: size, script: script) { Label() }
    func bytes(_ time: Double) throws -> [UInt8] {
      try frames.renderFrame(at: time).withUnsafePremultipliedBytes { Array($0) }
    }
    let before = try bytes(0.4)
    let mid = try bytes(1.0)
    let after = try bytes(1.6)
    #expect(mid != before && mid != after && before != after)
  }
}
