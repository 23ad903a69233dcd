import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph
@testable import KinetypeViews

/// A counter as apps write it: `.numericText(value:)`, changed with a linear second.
private struct Counter: View {
  @State private var count: Int
  init(_ count: Int) { _count = State(initialValue: count) }

  var body: some View {
    VStack(spacing: 0) {
      Text("\(count)")
        .font(.system(size: 40))
        .contentTransition(.numericText(value: Double(count)))
      Button("Up") { withAnimation(.linear(duration: 1)) { count += 1 } }
      Button("Down") { withAnimation(.linear(duration: 1)) { count -= 1 } }
    }
  }
}

/// A number that gains a digit half a second in, over a linear second.
private struct Growing: View {
  @State private var n = 9

  var body: some View {
    Text("\(n)")
      .font(.system(size: 40))
      .contentTransition(.numericText(value: Double(n)))
      .task {
        try? await Task.sleep(for: .seconds(0.5))
        withAnimation(.linear(duration: 1)) { n = 10 }
      }
  }
}

/// `.contentTransition(.numericText)`: which characters move, which way, and how far
/// (issue 21, item 4).
@Suite struct TextContentRollTests {
  /// Glyphs 10 points wide, side by side.
  static func glyphs(_ string: String) -> [TextContentRoll.Glyph] {
    string.enumerated().map {
      TextContentRoll.Glyph(string: String($1), minX: CGFloat($0) * 10, width: 10)
    }
  }

  static func roll(_ old: String, _ new: String, _ style: TextContentRoll.Style)
    -> TextContentRoll
  {
    TextContentRoll(
      old: glyphs(old), oldWidth: CGFloat(old.count * 10), new: glyphs(new),
      newWidth: CGFloat(new.count * 10), style: style, distance: 40)
  }

  static func placement(_ roll: TextContentRoll, _ source: TextContentRoll.Source, at p: Double)
    -> TextContentRoll.Placement?
  {
    roll.placements(at: p).first { $0.source == source }
  }

  @Test func nineToTenRollsUpFromTheTrailingEnd() throws {
    let roll = Self.roll("9", "10", .roll(.up))
    // Paired from the trailing end: 9 with 0; the 1 has no partner.
    #expect(roll.pairs.map { [$0.old, $0.new] } == [[0, 1], [nil, 0]])
    // At the change: the 9 at rest, the 0 and the 1 a full distance below, invisible.
    let start9 = try #require(Self.placement(roll, .old(0), at: 0))
    #expect(start9.offset == CGSize(width: 0, height: 0) && start9.opacity == 1 && start9.blur == 0)
    let start0 = try #require(Self.placement(roll, .new(1), at: 0))
    #expect(start0.offset.height == 40 && start0.opacity == 0 && start0.blur == 4)
    #expect(Self.placement(roll, .new(0), at: 0)?.offset.height == 40)
    // Halfway: the 9 half way up and out, the 0 half way up and in, the width between.
    let mid9 = try #require(Self.placement(roll, .old(0), at: 0.5))
    #expect(mid9.offset.height == -20 && mid9.opacity == 0.5 && mid9.blur == 2)
    let mid0 = try #require(Self.placement(roll, .new(1), at: 0.5))
    #expect(mid0.offset.height == 20 && mid0.opacity == 0.5 && mid0.blur == 2)
    #expect(roll.width(at: 0.5) == 15)
    // The units' slot stays at the trailing edge: 5 points from the new layout's place at
    // the half width.
    #expect(mid0.offset.width == -5)
    // Settled: the 0 and 1 where the new layout put them, sharp; the 9 gone above.
    let end0 = try #require(Self.placement(roll, .new(1), at: 1))
    #expect(end0.offset == .zero && end0.opacity == 1 && end0.blur == 0)
    #expect(Self.placement(roll, .new(0), at: 1)?.offset == .zero)
    let end9 = try #require(Self.placement(roll, .old(0), at: 1))
    #expect(end9.offset.height == -40 && end9.opacity == 0)
  }

  @Test func tenToNineRollsDown() throws {
    let roll = Self.roll("10", "9", .roll(.down))
    #expect(roll.pairs.map { [$0.old, $0.new] } == [[1, 0], [0, nil]])
    // The 0 leaves downwards, the 9 falls in from above, the 1 falls out alone.
    #expect(Self.placement(roll, .old(1), at: 0.5)?.offset.height == 20)
    #expect(Self.placement(roll, .new(0), at: 0)?.offset.height == -40)
    #expect(Self.placement(roll, .new(0), at: 0.5)?.offset.height == -20)
    #expect(Self.placement(roll, .new(0), at: 1)?.offset == .zero)
    let one = try #require(Self.placement(roll, .old(0), at: 0.5))
    #expect(one.offset.height == 20 && one.opacity == 0.5)
    #expect(roll.width(at: 0.5) == 15)
  }

  @Test func unchangedDigitsStayAtRest() throws {
    // 109 → 110: the units and tens change, the hundreds' 1 does not.
    let roll = Self.roll("109", "110", .roll(.up))
    for p in [0.0, 0.3, 0.5, 1] {
      let placements = roll.placements(at: p)
      let hundreds = try #require(placements.first { $0.source == .new(0) })
      #expect(hundreds.offset == .zero && hundreds.opacity == 1 && hundreds.blur == 0)
      // It is drawn once: the old 1 is not drawn beside it.
      #expect(!placements.contains { $0.source == .old(0) })
      #expect(placements.first { $0.source == .new(1) }?.offset.height == CGFloat(40 * (1 - p)))
    }
  }

  @Test func interpolateCrossFadesInPlace() throws {
    let roll = Self.roll("9", "10", .interpolate)
    let old = try #require(Self.placement(roll, .old(0), at: 0.25))
    let new = try #require(Self.placement(roll, .new(1), at: 0.25))
    #expect(old.offset.height == 0 && old.opacity == 0.75 && old.blur == 0)
    #expect(new.offset.height == 0 && new.opacity == 0.25 && new.blur == 0)
  }

  @Test func directionFollowsTheValueUnlessCountsDown() {
    let byValue = ContentTransition.numericText(value: 10)
    #expect(byValue.textStyle(oldValue: 9, newValue: 10) == .roll(.up))
    #expect(byValue.textStyle(oldValue: 10, newValue: 9) == .roll(.down))
    // countsDown fixes the direction, whichever way the number goes.
    let down = ContentTransition.numericText(countsDown: true)
    #expect(down.textStyle(oldValue: 9, newValue: 10) == .roll(.down))
    #expect(down.textStyle(oldValue: nil, newValue: nil) == .roll(.down))
    #expect(ContentTransition.numericText().textStyle(oldValue: 10, newValue: 9) == .roll(.up))
    #expect(ContentTransition.identity.textStyle(oldValue: nil, newValue: nil) == nil)
    #expect(ContentTransition.opacity.textStyle(oldValue: nil, newValue: nil) == .opacity)
  }

  /// The runtime records a change under an animation and plays it over its duration: mid-roll
  /// frames differ from both ends, and the settled frame is the new text drawn still.
  @Test(arguments: [("Up", 9, "10"), ("Down", 10, "9")])
  func counterRollsWhileItsAnimationRuns(_ button: String, _ start: Int, _ end: String) throws {
    var script = ViewScript()
    script.tap(button, at: 0.5)
    let size = CGSize(width: 120, height: 140)
    let frames = try ViewFrames(
      duration: 2, size: size, scale: 1, background: .white, script: script
    ) {
      Counter(start)
    }
    #expect(frames.warnings.isEmpty)
    func bytes(_ pixmap: Pixmap) -> [UInt8] { pixmap.withUnsafePremultipliedBytes { Array($0) } }
    let before = try bytes(frames.renderFrame(at: 0.4))
    let mid = try bytes(frames.renderFrame(at: 1.0))
    let after = try bytes(frames.renderFrame(at: 1.6))
    #expect(mid != before && mid != after && before != after)
    // Settled, it is the counter showing the new value with nothing playing.
    let still = try bytes(
      ViewFrames(duration: 1, size: size, scale: 1, background: .white) {
        Counter(Int(end)!)
      }.renderFrame(at: 0))
    #expect(after == still)
  }

  /// The text's width animates from one digit's to two digits' with the change.
  @Test func widthAnimatesWithTheChange() throws {
    let runtime = ViewRuntime(
      duration: 2, environment: EnvironmentValues(), script: ViewScript(), root: { Growing() })
    try runtime.run()
    let one = try runtime.idealSize(at: 0.4, scale: 1).width
    let mid = try runtime.idealSize(at: 1.0, scale: 1).width
    let two = try runtime.idealSize(at: 1.6, scale: 1).width
    #expect(one < mid && mid < two)
    // Halfway through the linear second, halfway between (to the pixel it is rounded up to).
    #expect(abs(mid - (one + two) / 2) <= 1)
  }
}
