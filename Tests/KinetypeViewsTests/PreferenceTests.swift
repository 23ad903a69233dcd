import Foundation
import Kinetype
import Testing

/// Names in the order the reduction meets them.
private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// A reduction that shows how it grouped its values: `(value next)`.
private struct GroupingKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) {
    value = "(" + value + nextValue() + ")"
  }
}

/// The first anchor set.
private struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

private struct CornerKey: PreferenceKey {
  static let defaultValue: Anchor<CGPoint>? = nil
  static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
    value = value ?? nextValue()
  }
}

/// What the views under test saw (written on the pre-pass or rendering thread, read after).
private final class Seen: @unchecked Sendable {
  var names: [[String]] = []
  var grouping: [String] = []
  var rects: [CGRect] = []
  var points: [CGPoint] = []
}

/// Four views setting a name and a letter, the middle two in an `HStack`.
private struct Tree: View {
  let seen: Seen

  var body: some View {
    VStack {
      Text("a").preference(key: NamesKey.self, value: ["a"])
        .preference(key: GroupingKey.self, value: "a")
      HStack {
        Color.red.frame(width: 4, height: 4).preference(key: NamesKey.self, value: ["b"])
          .preference(key: GroupingKey.self, value: "b")
        Color.red.frame(width: 4, height: 4)
        Color.red.frame(width: 4, height: 4).preference(key: NamesKey.self, value: ["c"])
          .preference(key: GroupingKey.self, value: "c")
      }
      Text("d").preference(key: NamesKey.self, value: ["d"])
        .preference(key: GroupingKey.self, value: "d")
    }
    .onPreferenceChange(NamesKey.self) { seen.names.append($0) }
    .onPreferenceChange(GroupingKey.self) { seen.grouping.append($0) }
  }
}

/// A label whose preference follows a toggle; a second button changes something else.
private struct Toggled: View {
  let seen: Seen
  @State private var isOn = false
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(count)").preference(key: NamesKey.self, value: [isOn ? "on" : "off"])
      Button("Toggle") { isOn.toggle() }
      Button("Count") { count += 1 }
    }
    .onPreferenceChange(NamesKey.self) { seen.names.append($0) }
  }
}

/// A red box (30 × 20) whose bounds and bottom-trailing corner an overlay reads.
private struct AnchoredBox: View {
  let seen: Seen

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.clear.frame(width: 50, height: 10)
      HStack(spacing: 0) {
        Color.clear.frame(width: 20, height: 10)
        Color.red.frame(width: 30, height: 20)
          .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
          .anchorPreference(key: CornerKey.self, value: .bottomTrailing) { $0 }
      }
    }
    .padding(5)
    .overlayPreferenceValue(BoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          let _ = seen.rects.append(rect)
          Color.blue.frame(width: rect.width, height: rect.height).offset(
            x: rect.minX, y: rect.minY)
        }
      }
    }
    .backgroundPreferenceValue(CornerKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let _ = seen.points.append(proxy[anchor])
        }
      }
    }
    .padding(7)
  }
}

@Suite struct PreferenceTests {
  @Test func reduceCombinesChildrenInViewOrderContainerByContainer() throws {
    let seen = Seen()
    _ = try ViewFrames(duration: 0.1) { Tree(seen: seen) }
    #expect(seen.names == [["a", "b", "c", "d"]], "the view without a value is left out")
    // The stack's values are combined first, then the VStack's children in order.
    #expect(seen.grouping == ["((a(bc))d)"])
  }

  @Test func preferenceReplacesAndTransformChangesTheContentsValue() throws {
    let seen = Seen()
    _ = try ViewFrames(duration: 0.1) {
      VStack {
        VStack {
          Text("a").preference(key: NamesKey.self, value: ["a"])
          Text("b").preference(key: NamesKey.self, value: ["b"])
        }
        .preference(key: NamesKey.self, value: ["parent"])
        Text("c").preference(key: NamesKey.self, value: ["c"])
      }
      .transformPreference(NamesKey.self) { $0.append("t") }
      .onPreferenceChange(NamesKey.self) { seen.names.append($0) }
    }
    // As SwiftUI: a parent's preference(key:value:) hides its children's (tokizuoh.hatenablog
    // .com, 2024-02-05: received ["parent-1"]).
    #expect(seen.names == [["parent", "c", "t"]])
  }

  @Test func onPreferenceChangeRunsAtFirstAndOnEachChange() throws {
    let seen = Seen()
    var script = ViewScript()
    script.tap("Toggle", at: 0.2)
    script.tap("Count", at: 0.4)
    script.tap("Toggle", at: 0.6)
    _ = try ViewFrames(duration: 1, script: script) { Toggled(seen: seen) }
    // Not at 0.4: the value did not change.
    #expect(seen.names == [["off"], ["on"], ["off"]])
  }

  @Test func anchorResolvesInTheOverlaysCoordinates() throws {
    let seen = Seen()
    let renderer = ImageRenderer(content: AnchoredBox(seen: seen))
    let layout = try renderer.layoutInspection()
    // The red box is at (7 + 5 + 20, 7 + 5 + 10) in the root, the overlay at (7, 7).
    let red = try #require(layout.elements.first { $0.type == "Color" && $0.frame.width == 30 })
    #expect(red.frame == CGRect(x: 32, y: 22, width: 30, height: 20))
    #expect(seen.rects.last == CGRect(x: 25, y: 15, width: 30, height: 20))
    #expect(seen.points.last == CGPoint(x: 55, y: 35))
  }
}
