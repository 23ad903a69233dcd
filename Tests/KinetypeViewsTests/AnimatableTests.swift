import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph
@testable import KinetypeViews

/// A runtime played for `duration` seconds with `script`.
private func played<V: View>(
  _ duration: Double, _ script: ViewScript = ViewScript(), _ view: @escaping () -> V
) throws -> ViewRuntime {
  let runtime = ViewRuntime(
    duration: duration, environment: EnvironmentValues(), script: script, root: { view() })
  try runtime.run()
  return runtime
}

/// The texts of the frame at `time`, in order.
private func texts(_ runtime: ViewRuntime, at time: Double) throws -> [String] {
  try ViewRendering.onLargeStack {
    let (_, root) = try #require(runtime.resolveFrame(at: time, scale: 1))
    return [root].texts
  }
}

/// The value at `time` of the animated property named `name` (one slot with that name).
private func value<V: VectorArithmetic>(
  _ runtime: ViewRuntime, _ name: String, at time: Double, as type: V.Type = Double.self
) -> V? {
  let matches = runtime.records.table(AnySlot.self).filter { $0.key.name == name }
  guard matches.count == 1 else { return nil }
  return (matches.first?.value as? Slot<V>)?.track.value(at: time)
}

/// A number that counts to its value as it animates: an `Animatable` view.
private struct CountingText: View, Animatable {
  var value: Double
  var animatableData: Double {
    get { value }
    set { value = newValue }
  }
  var body: some View { Text("\(Int(value.rounded()))") }
}

private struct Counting: View {
  @State private var target = 0.0
  var body: some View {
    VStack {
      CountingText(value: target)
      Button("Go") { withAnimation(.linear(duration: 1)) { target = 100 } }
    }
  }
}

/// A bar whose fraction animates: an animatable `Shape`.
private struct Bar: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
  }
}

/// A shake, as a `GeometryEffect`.
private struct Shake: GeometryEffect {
  var amount: CGFloat = 10
  var shakes: CGFloat
  var animatableData: CGFloat {
    get { shakes }
    set { shakes = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(translationX: Double(amount * sin(shakes * .pi * 2)), y: 0))
  }
}

private struct Modifiers: View {
  @State private var a = 0.0
  @State private var b = 0.0
  @State private var c = 0.0
  @State private var shakes: CGFloat = 0

  var body: some View {
    VStack {
      Color.red.frame(width: 10, height: 10)
        .offset(x: a)
        .animation(.linear(duration: 1), value: a)
      Color.green.frame(width: 10, height: 10)
        .offset(y: b)
        .transaction { $0.animation = nil }
      Bar(fraction: c).frame(width: 100, height: 10)
      Bar(fraction: c).fill(Color.red).frame(width: 100, height: 10)
      Color.blue.frame(width: 10, height: 10).modifier(Shake(shakes: shakes))
      Button("A") { a = 100 }
      Button("B") { withAnimation(.linear(duration: 1)) { b = 100 } }
      Button("C") { withAnimation(.linear(duration: 1)) { c = 1 } }
      Button("Shake") { withAnimation(.linear(duration: 1)) { shakes = 2 } }
    }
  }
}

/// A parent's state changed by a child through a binding, observed with `onChange`.
private struct Parent: View {
  @State private var isOn = false
  @State private var changes: [String] = []
  var body: some View {
    VStack {
      Child(isOn: $isOn)
      Text(changes.joined(separator: ","))
    }
    .onChange(of: isOn) { old, new in changes.append("\(old)→\(new)") }
  }
}

private struct Child: View {
  @Binding var isOn: Bool
  var body: some View {
    Button(isOn ? "On" : "Off") { isOn.toggle() }
  }
}

/// An `@Observable` model in the environment, changed through `@Bindable`.
@Observable private final class Settings {
  var name = "A"
}

private struct SettingsReader: View {
  @Environment(Settings.self) private var settings
  var body: some View {
    Button("Rename \(settings.name)") { Bindable(settings).name.wrappedValue = "B" }
  }
}

/// A timeline's date.
private struct Clock: View {
  var body: some View {
    TimelineView(.animation) { context in
      Text(String(format: "%.3f", context.date.timeIntervalSinceReferenceDate))
    }
  }
}

@Suite struct AnimatableTests {
  @Test func animatable_viewBodyRunsWithInterpolatedData() throws {
    var script = ViewScript()
    script.tap("Go", at: 0)
    let runtime = try played(2, script) { Counting() }
    #expect(try texts(runtime, at: 0.25).first == "25")
    #expect(try texts(runtime, at: 0.5).first == "50")
    #expect(try texts(runtime, at: 1.5).first == "100")
  }

  @Test func animatable_modifiersShapesAndEffects() throws {
    var script = ViewScript()
    script.tap("A", at: 0)
    script.tap("B", at: 0)
    script.tap("C", at: 0)
    script.tap("Shake", at: 0)
    let runtime = try played(2, script) { Modifiers() }
    let offsets = runtime.records.table(AnySlot.self).filter { $0.key.name == "offset" }.compactMap
    {
      ($0.value as? Slot<AnimatablePair<CGFloat, CGFloat>>)?.track.value(at: 0.5)
    }
    // `.animation(_:value:)` animates the change of its value; `.transaction` removed the
    // animation of the other one.
    #expect(offsets.contains { $0.first == 50 })
    #expect(offsets.contains { $0.second == 100 })
    // A shape is an `Animatable` view; filled, its `_ShapeView` animates the shape.
    #expect(value(runtime, "view", at: 0.25) == 0.25)
    #expect(value(runtime, "shape", at: 0.25) == 0.25)
    #expect(value(runtime, "geometryEffect", at: 0.5, as: CGFloat.self) == 1)
  }

  @Test func animatable_scopedAnimationLeavesContentAlone() throws {
    struct Scoped: View {
      @State private var isOn = false
      var body: some View {
        VStack {
          Color.red.frame(width: 10, height: 10)
            .offset(x: isOn ? 100 : 0)
            .animation(.linear(duration: 1)) { $0.opacity(isOn ? 0 : 1) }
          Button("Go") { isOn = true }
        }
      }
    }
    var script = ViewScript()
    script.tap("Go", at: 0)
    let runtime = try played(2, script) { Scoped() }
    #expect(value(runtime, "opacity", at: 0.5) == 0.5)
    #expect(
      value(runtime, "offset", at: 0.5, as: AnimatablePair<CGFloat, CGFloat>.self)?.first == 100)
  }

  @Test func animatable_transactionKeysAndDisablesAnimations() throws {
    struct Slow: TransactionKey { static let defaultValue = false }
    struct Keyed: View {
      @State private var x = 0.0
      var body: some View {
        VStack {
          Color.red.frame(width: 10, height: 10)
            .offset(x: x)
            .transaction { transaction in
              if transaction[Slow.self] { transaction.animation = .linear(duration: 2) }
            }
            .animation(.linear(duration: 0.5), value: x)
          Button("Slow") {
            var transaction = Transaction()
            transaction[Slow.self] = true
            withTransaction(transaction) { x = 100 }
          }
          Button("Plain") { withTransaction(\.disablesAnimations, true) { x = 0 } }
        }
      }
    }
    var script = ViewScript()
    script.tap("Slow", at: 0)
    script.tap("Plain", at: 3)
    let runtime = try played(4, script) { Keyed() }
    let offset = { (time: Double) in
      value(runtime, "offset", at: time, as: AnimatablePair<CGFloat, CGFloat>.self)?.first
    }
    // The key set by `withTransaction` reaches the `.transaction` modifier: 2 s, not 0.5 s.
    #expect(offset(1) == 50)
    // `disablesAnimations` keeps `.animation(_:value:)` from adding its animation: a jump.
    #expect(offset(3) == 0)
  }

  @Test func animatable_bindingOnChangeAndEnvironmentObject() throws {
    var script = ViewScript()
    script.tap("Off", at: 0.5)
    script.tap("On", at: 1)
    let runtime = try played(2, script) { Parent() }
    #expect(try texts(runtime, at: 0.75) == ["On", "false→true"])
    #expect(try texts(runtime, at: 1.5) == ["Off", "false→true,true→false"])

    let settings = Settings()
    var rename = ViewScript()
    rename.tap("Rename A", at: 0.5)
    let renamed = try played(1, rename) { SettingsReader().environment(settings) }
    #expect(try texts(renamed, at: 0.25) == ["Rename A"])
    #expect(try texts(renamed, at: 0.75) == ["Rename B"])
    #expect(settings.name == "B")
  }

  @Test func animatable_timelineGetsTheFramesDate() throws {
    let runtime = try played(1) { Clock() }
    #expect(try texts(runtime, at: 0.4) == ["0.400"])
    #expect(try texts(runtime, at: 1) == ["1.000"])
  }

  @Test func animatable_colorsAndTextRenderersAnimate() throws {
    struct Tinted: View {
      @State private var isOn = false
      var body: some View {
        VStack {
          Circle().foregroundStyle(isOn ? Color.red : Color.blue)
          Text("Hi").textRenderer(AppearRenderer(elapsedTime: isOn ? 1 : 0))
          Button("Go") { withAnimation(.linear(duration: 1)) { isOn = true } }
        }
      }
    }
    var script = ViewScript()
    script.tap("Go", at: 0)
    let runtime = try played(2, script) { Tinted() }
    let colors = runtime.records.table(AnySlot.self).filter { $0.key.name == "foregroundStyle" }
      .compactMap {
        ($0.value as? Slot<Color>)?.track.value(at: 0.5)
      }
    #expect(colors.contains(Color.red.interpolated(towards: Color.blue, amount: 0.5)))
    #expect(value(runtime, "textRenderer", at: 0.5) == 0.5)
  }
}

/// A bell that bounces when a count changes, a spinner active from 1 s, and a symbol shown
/// with the symbol-effect transition.
private struct Symbols: View {
  @State private var count = 0
  @State private var isSpinning = false
  @State private var isShown = false
  var body: some View {
    VStack {
      Image(systemName: "bell").symbolEffect(.bounce, value: count)
      Image(systemName: "gear").symbolEffect(.rotate, isActive: isSpinning)
      if isShown {
        Image(systemName: "star").transition(.symbolEffect)
      }
      Button("Ring") { count += 1 }
      Button("Spin") { isSpinning = true }
      Button("Show") { withAnimation(.linear(duration: 0.5)) { isShown = true } }
    }
  }
}

@Suite struct SymbolClockTests {
  /// The symbol poses in the frame at `time`, by symbol name.
  private func poses(_ runtime: ViewRuntime, at time: Double) throws -> [String: SymbolEffectPose] {
    try ViewRendering.onLargeStack {
      try ViewTime.$frame.withValue(time) {
        let (_, root) = try #require(runtime.resolveFrame(at: time, scale: 1))
        var found: [String: SymbolEffectPose] = [:]
        var stack = [root]
        while let node = stack.popLast() {
          if node.behavior.kind.hasPrefix("Image"),
            let name = node.behavior.details.split(separator: "\"").first
          {
            found[String(name)] = SymbolEffectRendering.pose(in: node.environment)
          }
          stack += node.children
        }
        return found
      }
    }
  }

  @Test func symbols_effectsRunOnTheVirtualClock() throws {
    var script = ViewScript()
    script.tap("Ring", at: 0.5)
    script.tap("Spin", at: 1)
    script.tap("Show", at: 2)
    let runtime = try played(3, script) { Symbols() }
    // The bounce plays from the change of its value, at 0.5 s.
    #expect(try poses(runtime, at: 0.4)["bell"] == .identity)
    #expect(try poses(runtime, at: 0.6)["bell"] != .identity)
    // The rotation runs from when it became active, at 1 s.
    #expect(try poses(runtime, at: 0.9)["gear"] == .identity)
    #expect(try poses(runtime, at: 1.25)["gear"] != .identity)
    // The star appears with the symbol-effect transition, done by 2.5 s.
    #expect(try poses(runtime, at: 1.9)["star"] == nil)
    #expect(try poses(runtime, at: 2.25)["star"] != .identity)
    #expect(try poses(runtime, at: 2.6)["star"] == .identity)
  }
}
