import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// Text styles and Dynamic Type: Apple's table, the environment, fonts in views.
@Suite struct DynamicTypeTests {
  @Test func dynamicType_appleTableAtLarge() {
    // Apple HIG, Typography › Specifications, iOS "Large (default)" column.
    let expected: [(Font.TextStyle, Double)] = [
      (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12),
      (.caption2, 11),
    ]
    for (style, size) in expected {
      #expect(style.pointSize(at: .large) == size, "\(style)")
      #expect(Font.system(style).size == size)
    }
    #expect(Font.headline.weight == .semibold)
    #expect(Font.body.weight == .regular)
  }

  @Test func dynamicType_extremeRows() {
    // The table's xSmall and accessibility5 rows.
    let xSmall = Font.TextStyle.allCases.map { $0.pointSize(at: .xSmall) }
    let ax5 = Font.TextStyle.allCases.map { $0.pointSize(at: .accessibility5) }
    #expect(xSmall == [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11])
    #expect(ax5 == [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40])
    // Every style grows (or stays) with each size.
    for style in Font.TextStyle.allCases {
      let sizes = DynamicTypeSize.allCases.map { style.pointSize(at: $0) }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
    #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }

  @Test func font_resolution() {
    #expect(Font.caption.resolved(for: .accessibility3).size == 32)
    #expect(Font.caption.bold().resolved(for: .xLarge).weight == .bold)
    // A fixed size ignores Dynamic Type; a custom font scales with its style.
    #expect(Font.system(size: 20).resolved(for: .accessibility5).size == 20)
    #expect(Font.custom("Inter", size: 34).resolved(for: .accessibility5).size == 34 * 53 / 17)
    #expect(
      Font.custom("Inter", size: 10, relativeTo: .caption).resolved(for: .xxLarge).size
        == 10.0 * 16 / 12)
    #expect(Font.custom("Inter", fixedSize: 10).resolved(for: .xxLarge).size == 10)
    // size(_:) makes a style fixed.
    #expect(Font.title.size(40).resolved(for: .xSmall).size == 40)
    #expect(Font.body.monospacedDigit().features["tnum"] == true)
    #expect(Font.system(.body, design: .monospaced).resolved(for: .large).features["tnum"] == true)
    #expect(Font.system(size: 12, weight: .heavy, design: .rounded).design == .rounded)
  }

  @Test func dynamicType_textInViewsFollowsTheEnvironment() throws {
    let small = try inspect(Text("Type").font(.body).dynamicTypeSize(.xSmall)).size
    let large = try inspect(Text("Type").font(.body)).size
    let huge = try inspect(Text("Type").font(.body).environment(\.dynamicTypeSize, .accessibility5))
      .size
    #expect(small.height < large.height && large.height < huge.height)
    // Text with no font is body; the environment font applies to text without its own.
    #expect(try inspect(Text("Type")).size == large)
    let styled = try inspect(
      VStack {
        Text("Type")
        Text("Type").font(.largeTitle)
      }
      .font(.caption))
    let heights = styled.frames(ofType: "Text").map(\.height)
    #expect(heights[0] < large.height && heights[1] > large.height)
    // A range clamps.
    let clamped = try inspect(
      Text("Type").font(.body).dynamicTypeSize(...DynamicTypeSize.large)
        .environment(\.dynamicTypeSize, .accessibility5)
    ).size
    #expect(clamped.height >= large.height)
  }

  @Test func dynamicType_innerSizeWins() throws {
    let layout = try inspect(
      Text("Type").font(.body).dynamicTypeSize(.xSmall).dynamicTypeSize(.accessibility5))
    #expect(layout.size == (try inspect(Text("Type").font(.body).dynamicTypeSize(.xSmall))).size)
  }

  @Test func environment_readByCompositeViews() throws {
    struct SizeLabel: View {
      @Environment(\.dynamicTypeSize) var size
      @Environment(\.displayScale) var scale
      var body: some View {
        Text("\(size) \(Int(scale))").font(.system(size: 10))
      }
    }
    let layout = try inspect(SizeLabel().dynamicTypeSize(.xxLarge), scale: 2)
    #expect(layout.element(named: "Text")?.details == "\"xxLarge 2\"")
  }

  @Test func environment_customKeys() throws {
    struct Accent: EnvironmentKey { static let defaultValue = 7 }
    struct Reader: View {
      @Environment(\.accentNumber) var number
      var body: some View { Color.red.frame(width: CGFloat(number), height: 1) }
    }
    #expect(try inspect(Reader()).size.width == 7)
    #expect(try inspect(Reader().environment(\.accentNumber, 12)).size.width == 12)
    #expect(try inspect(VStack { Reader() }.environment(\.accentNumber, 3)).size.width == 3)
  }
}

private struct AccentNumberKey: EnvironmentKey {
  static let defaultValue = 7
}

extension EnvironmentValues {
  fileprivate var accentNumber: Int {
    get { self[AccentNumberKey.self] }
    set { self[AccentNumberKey.self] = newValue }
  }
}
