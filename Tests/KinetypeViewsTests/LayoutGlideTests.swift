import Foundation
import Kinetype
import Testing

/// A 40 × 10 view whose frame the tests follow (the outermost node of its body).
private struct Pushed: View {
  var body: some View { Color.blue.frame(width: 40, height: 10) }
}

/// A 20 × 10 view and a 30 × 10 one, laid out side by side or one above the other.
private struct First: View {
  var body: some View { Color.red.frame(width: 20, height: 10) }
}

private struct Second: View {
  var body: some View { Color.green.frame(width: 30, height: 10) }
}

/// A 40 × 20 view inserted above `Pushed` in a VStack without spacing, at the top of a
/// 100 × 100 frame, when "Add" is tapped: `Pushed` moves from y = 0 to y = 20.
private struct InsertionProbe: View {
  var animation: Animation? = .linear(duration: 1)
  @State private var isShown = false

  var body: some View {
    VStack(spacing: 0) {
      if isShown { Color.red.frame(width: 40, height: 20) }
      Pushed()
      Button("Add") { withAnimation(animation) { isShown = true } }
    }
    .frame(width: 100, height: 100, alignment: .top)
  }
}

/// `First` and `Second` in an `AnyLayout` that switches from `HStackLayout` to `VStackLayout`
/// (both without spacing) when "Switch" is tapped, at the top-leading corner.
private struct SwitchProbe: View {
  @State private var isVertical = false

  var body: some View {
    let layout =
      isVertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
    VStack(alignment: .leading, spacing: 0) {
      layout {
        First()
        Second()
      }
      Button("Switch") { withAnimation(.linear(duration: 1)) { isVertical = true } }
    }
    .frame(width: 100, height: 100, alignment: .topLeading)
  }
}

/// A 20-point-wide bar whose width becomes 60 from state, with `Pushed` after it in an
/// HStack: the bar's width animates (a value of `frame`) and `Pushed` follows.
private struct WidthProbe: View {
  @State private var isWide = false

  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: isWide ? 60 : 20, height: 10)
      Pushed()
    }
    .frame(width: 200, height: 40, alignment: .topLeading)
    .onTapGesture { withAnimation(.linear(duration: 1)) { isWide = true } }
  }
}

@Suite struct LayoutGlideTests {
  private func frame(of name: String, in frames: ViewFrames, at time: Double) throws -> CGRect? {
    try frames.layoutInspection(at: time).element(named: name)?.frame
  }

  @Test func anInsertionPushesTheSiblingDownUnderTheAnimation() throws {
    var script = ViewScript()
    script.tap("Add", at: 0.5)
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 100, height: 100), script: script
    ) { InsertionProbe() }
    // Centred in the 100-point frame: x = (100 − 40) / 2 = 30.
    expectClose(
      try frame(of: "Pushed", in: frames, at: 0.2), CGRect(x: 30, y: 0, width: 40, height: 10))
    // At the tap, where it was; linear over 1 s: 0.5 s in, halfway to y = 20; 0.25 s in, a
    // quarter of the way; after 1 s, at its new place.
    expectClose(
      try frame(of: "Pushed", in: frames, at: 0.5), CGRect(x: 30, y: 0, width: 40, height: 10))
    expectClose(
      try frame(of: "Pushed", in: frames, at: 0.75), CGRect(x: 30, y: 5, width: 40, height: 10))
    expectClose(
      try frame(of: "Pushed", in: frames, at: 1.0), CGRect(x: 30, y: 10, width: 40, height: 10))
    expectClose(
      try frame(of: "Pushed", in: frames, at: 1.6), CGRect(x: 30, y: 20, width: 40, height: 10))
  }

  @Test func withoutAnimationTheSiblingMovesAtOnce() throws {
    var script = ViewScript()
    script.tap("Add", at: 0.5)
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 100, height: 100), script: script
    ) { InsertionProbe(animation: nil) }
    expectClose(
      try frame(of: "Pushed", in: frames, at: 0.2), CGRect(x: 30, y: 0, width: 40, height: 10))
    expectClose(
      try frame(of: "Pushed", in: frames, at: 0.5), CGRect(x: 30, y: 20, width: 40, height: 10))
    expectClose(
      try frame(of: "Pushed", in: frames, at: 1.0), CGRect(x: 30, y: 20, width: 40, height: 10))
  }

  @Test func anAnyLayoutSwitchGlidesEachViewToItsNewFrame() throws {
    var script = ViewScript()
    script.tap("Switch", at: 0.5)
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 100, height: 100), scale: 2, script: script
    ) { SwitchProbe() }
    // Side by side: First (0, 0, 20, 10), Second (20, 0, 30, 10). Stacked (centred in the
    // stack's 30-point width): First (5, 0, 20, 10), Second (0, 10, 30, 10).
    expectClose(
      try frame(of: "First", in: frames, at: 0.5), CGRect(x: 0, y: 0, width: 20, height: 10))
    expectClose(
      try frame(of: "Second", in: frames, at: 0.5), CGRect(x: 20, y: 0, width: 30, height: 10))
    expectClose(
      try frame(of: "First", in: frames, at: 1.0), CGRect(x: 2.5, y: 0, width: 20, height: 10))
    expectClose(
      try frame(of: "Second", in: frames, at: 1.0), CGRect(x: 10, y: 5, width: 30, height: 10))
    expectClose(
      try frame(of: "Second", in: frames, at: 0.7), CGRect(x: 16, y: 2, width: 30, height: 10))
    expectClose(
      try frame(of: "First", in: frames, at: 1.6), CGRect(x: 5, y: 0, width: 20, height: 10))
    expectClose(
      try frame(of: "Second", in: frames, at: 1.6), CGRect(x: 0, y: 10, width: 30, height: 10))
  }

  @Test func aFrameWidthFromStateMovesTheNextViewOnce() throws {
    var script = ViewScript()
    script.tap("WidthProbe", at: 0.5)
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 200, height: 40), script: script
    ) { WidthProbe() }
    // The bar's width animates 20 → 60; `Pushed` follows it, once (not also glided).
    expectClose(
      try frame(of: "Pushed", in: frames, at: 0.5), CGRect(x: 20, y: 0, width: 40, height: 10))
    expectClose(
      try frame(of: "Pushed", in: frames, at: 1.0), CGRect(x: 40, y: 0, width: 40, height: 10))
    expectClose(
      try frame(of: "Pushed", in: frames, at: 1.6), CGRect(x: 60, y: 0, width: 40, height: 10))
  }
}
