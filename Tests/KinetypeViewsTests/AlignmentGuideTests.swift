import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// Apple's `AlignmentID` documentation example: a guide a third of the way down.
private struct FirstThirdAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
  fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

/// Apple's example: three stacked stripes.
private struct HorizontalStripes: View {
  var body: some View {
    VStack(spacing: 1) {
      ForEach(0..<3) { _ in Color.blue }
    }
  }
}

@Suite struct AlignmentGuideTests {
  @Test func dimensions_defaultGuides() throws {
    // Default guides (Apple's documentation of each guide; OpenSwiftUI AlignmentGuide.swift):
    // leading 0, centre w/2, trailing w, top 0, centre h/2, bottom h; the text baselines of
    // a view without text are its bottom.
    final class Seen: @unchecked Sendable { var values: [CGFloat] = []; var explicit: CGFloat?? }
    let seen = Seen()
    _ = try inspect(
      Color.red.frame(width: 40, height: 20)
        .alignmentGuide(.leading) { d in
          seen.values = [
            d[.leading], d[HorizontalAlignment.center], d[.trailing], d[.top],
            d[VerticalAlignment.center], d[.bottom], d[.firstTextBaseline], d[.lastTextBaseline],
            d.width, d.height,
          ]
          seen.explicit = .some(d[explicit: .firstTextBaseline])
          return 0
        })
    #expect(seen.values == [0, 20, 40, 0, 10, 20, 20, 20, 40, 20])
    #expect(seen.explicit == .some(nil))
  }

  @Test func guide_customAlignmentID() throws {
    // Apple's AlignmentID example: stripes 60, 120 and 90 tall align their first thirds.
    let layout = try inspect(
      HStack(alignment: .firstThird, spacing: 1) {
        HorizontalStripes().frame(height: 60)
        HorizontalStripes().frame(height: 120)
        HorizontalStripes().frame(height: 90)
      },
      proposal: ProposedViewSize(width: 61, height: nil))
    let stacks = layout.elements.filter { $0.type == "frame" && $0.depth == 1 }.map(\.frame)
    #expect(stacks.map(\.minY) == [20, 0, 10])
    #expect(layout.size.height == 120)
    // The modified example: the third group's guide at two thirds of its height.
    let modified = try inspect(
      HStack(alignment: .firstThird, spacing: 1) {
        HorizontalStripes().frame(height: 60)
        HorizontalStripes().frame(height: 120)
        HorizontalStripes().frame(height: 90)
          .alignmentGuide(.firstThird) { context in 2 * context.height / 3 }
      },
      proposal: ProposedViewSize(width: 61, height: nil))
    let shifted = modified.elements.filter { $0.depth == 1 }.map(\.frame)
    #expect(shifted.map(\.minY) == [40, 20, 0])
    #expect(modified.size.height == 140)
  }

  @Test func guide_textBaselinesAreExplicitAndPropagate() throws {
    let text = try inspect(Text("Baseline").font(.system(size: 30)))
    let baseline = try #require(text.root?.guides["firstTextBaseline"])
    #expect(baseline > 20 && baseline < text.size.height)
    // Padding moves the guide with the text; a frame keeps it where the text is.
    let padded = try inspect(Text("Baseline").font(.system(size: 30)).padding(10))
    #expect(padded.root?.guides["firstTextBaseline"] == baseline + 10)
    let framed = try inspect(
      Text("Baseline").font(.system(size: 30)).frame(height: 100, alignment: .bottom))
    #expect(framed.root?.guides["firstTextBaseline"] == 100 - text.size.height + baseline)
  }

  @Test func guide_stacksMergeBaselines() throws {
    // A VStack's first text baseline is its top-most text's; its last text baseline is its
    // bottom-most text's (Apple: "the bottom-most text baseline in a view").
    let layout = try inspect(
      VStack(spacing: 0) {
        Text("One").font(.system(size: 20))
        Color.red.frame(width: 10, height: 10)
        Text("Two").font(.system(size: 20))
      })
    let texts = layout.elements.filter { $0.type == "Text" }
    let first = try #require(texts[0].guides["firstTextBaseline"]) + texts[0].frame.minY
    let last = try #require(texts[1].guides["lastTextBaseline"]) + texts[1].frame.minY
    #expect(layout.root?.guides["firstTextBaseline"] == first)
    #expect(layout.root?.guides["lastTextBaseline"] == last)
  }

  @Test func guide_firstTextBaselineRowOfBadges() throws {
    // Three badges at different sizes in an HStack aligned by .firstTextBaseline: their
    // texts share one baseline.
    let layout = try inspect(ThreeBadges())
    let texts = layout.elements.filter { $0.type == "Text" }
    let baselines = texts.compactMap { element in
      element.guides["firstTextBaseline"].map { element.frame.minY + $0 }
    }
    #expect(baselines.count == 3)
    #expect(Set(baselines).count == 1, "baselines \(baselines)")
    #expect(Set(texts.map(\.frame.height)).count == 3)
  }

  @Test func guide_overlayUsesThePrimarysExplicitGuide() throws {
    let layout = try inspect(
      Color.blue.frame(width: 100, height: 100)
        .alignmentGuide(.top) { _ in 30 }
        .overlay(alignment: .top) { Color.red.frame(width: 10, height: 10) })
    #expect(layout.frames(ofType: "Color")[1] == CGRect(x: 45, y: 30, width: 10, height: 10))
  }

  @Test func guide_leadingTrailingOverhang() throws {
    // The seed's guides in numbers: a 30×18 badge on a 96×96 avatar goes 10 points past the
    // trailing edge and 6 above the top.
    let layout = try inspect(
      Color.blue.frame(width: 96, height: 96)
        .overlay(alignment: .topTrailing) {
          Color.red.frame(width: 30, height: 18)
            .alignmentGuide(.trailing) { d in d[.trailing] - d.width / 3 }
            .alignmentGuide(.top) { d in d[.top] + d.height / 3 }
        })
    #expect(layout.frames(ofType: "Color")[1] == CGRect(x: 76, y: -6, width: 30, height: 18))
  }
}

/// A row of three badges of different text sizes, aligned on their text baselines.
struct ThreeBadges: View {
  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 12) {
      Badge(count: 3).font(.caption)
      Text("Inbox").font(.title)
      Badge(count: 128).dynamicTypeSize(.accessibility2)
    }
    .padding(16)
    .background(.white)
  }
}

@Suite struct AlignmentGuideLiftTests {
  @Test func stack_guideAboveTheOthersLiftsTheRestDown() throws {
    // The blue square's top guide is 30 points below its top: it lines up with the others'
    // tops 30 points down, so it stays at the stack's top and the red one is pushed down by 30
    // (the stack's height is the aligned children's span: 30 + 20).
    let layout = try inspect(
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 30 }
      })
    #expect(layout.size == CGSize(width: 40, height: 50))
    #expect(
      layout.frames(ofType: "Color") == [
        CGRect(x: 0, y: 30, width: 20, height: 20), CGRect(x: 20, y: 0, width: 20, height: 20),
      ])
  }

  @Test func stack_negativeGuidePushesItsChildDown() throws {
    // A guide 25 points above the child's top: the child goes 25 below the others' tops.
    let layout = try inspect(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -25 }
      })
    #expect(layout.size == CGSize(width: 45, height: 40))
    #expect(
      layout.frames(ofType: "Color") == [
        CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 25, y: 20, width: 20, height: 20),
      ])
  }
}
