import Foundation
import Kinetype
import Testing

/// The widest width its views report.
private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

/// The pattern apps use to measure a view: a `GeometryReader` in its background sets a
/// preference, and `onPreferenceChange` keeps it in state.
private struct MeasuredTitle: View {
  @State private var width: CGFloat = 0
  var body: some View {
    VStack {
      Text("Measure this title")
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
          })
      Text("Width \(Int(width))")
    }
    .onPreferenceChange(WidthKey.self) { width = $0 }
    .frame(width: 300, height: 200)
  }
}

@Suite struct PreferenceLayoutTests {
  // SwiftUI reads preferences after layout, so a value set inside a `GeometryReader` reaches
  // `onPreferenceChange` (the measuring pattern of countless apps).
  @Test func aValueSetInsideAGeometryReaderReachesOnPreferenceChange() throws {
    let frames = try ViewFrames(duration: 1, size: CGSize(width: 300, height: 200), scale: 1) {
      MeasuredTitle()
    }
    let shown = try frames.layoutInspection(at: 0.5)
    let title = try #require(
      shown.elements.first { $0.type == "Text" && $0.details == "\"Measure this title\"" })
    let width = Int(title.frame.width)
    #expect(width > 100)
    #expect(shown.elements.contains { $0.type == "Text" && $0.details == "\"Width \(width)\"" })
  }
}
