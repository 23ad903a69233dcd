import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// The equal-width stack of Apple's "Composing custom layouts with SwiftUI" sample (WWDC22
/// 10056), written from its description: every subview gets the width of the widest one's
/// ideal size, with the subviews' preferred spacing between them.
struct EqualWidthHStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let widest = maxSize(subviews)
    let gaps = spacing(subviews).reduce(0, +)
    return CGSize(width: widest.width * CGFloat(subviews.count) + gaps, height: widest.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard !subviews.isEmpty else { return }
    let widest = maxSize(subviews)
    let gaps = spacing(subviews)
    let cell = ProposedViewSize(width: widest.width, height: widest.height)
    var x = bounds.minX + widest.width / 2
    for index in subviews.indices {
      subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: cell)
      if index < gaps.count { x += widest.width + gaps[index] }
    }
  }

  private func maxSize(_ subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  private func spacing(_ subviews: Subviews) -> [CGFloat] {
    subviews.indices.dropLast().map {
      subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
    }
  }
}

/// A value a subview gives its layout.
struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// Stacks subviews vertically by their rank, highest first (tests LayoutValueKey).
struct RankedStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(.zero) {
      let size = $1.sizeThatFits(.unspecified)
      return CGSize(width: max($0.width, size.width), height: $0.height + size.height)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews.sorted(by: { $0[Rank.self] > $1[Rank.self] }) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
}

/// A layout with a cache, counting how often it is made.
struct CachingLayout: Layout {
  final class Counter: @unchecked Sendable { var made = 0 }
  let counter: Counter

  func makeCache(subviews: Subviews) -> [CGSize] {
    counter.made += 1
    return subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize])
    -> CGSize
  {
    CGSize(width: cache.map(\.width).reduce(0, +), height: cache.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]
  ) {
    var x = bounds.minX
    for (subview, size) in zip(subviews, cache) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
      x += size.width
    }
  }
}

@Suite struct CustomLayoutTests {
  @Test func layout_equalWidthStack() throws {
    // Apple's sample: three buttons of different widths become as wide as the widest, 8
    // points apart (the default spacing), centred vertically.
    let layout = try inspect(
      EqualWidthHStack {
        Color.red.frame(width: 20, height: 10)
        Color.green.frame(width: 50, height: 30)
        Color.blue.frame(width: 30, height: 20)
      })
    // Cells 0…50, 58…108, 116…166; each frame centred in its cell.
    #expect(layout.size == CGSize(width: 3 * 50 + 2 * 8, height: 30))
    #expect(layout.elements.filter { $0.type == "frame" }.map(\.frame.minX) == [15, 58, 126])
    // Each subview was proposed the widest size; fixed frames keep theirs, centred.
    #expect(layout.frames(ofType: "Color").map(\.midY) == [15, 15, 15])
  }

  @Test func layout_flexibleSubviewsTakeTheProposedCell() throws {
    let layout = try inspect(
      EqualWidthHStack {
        Color.red.frame(idealWidth: 40, idealHeight: 10)
        Color.blue.frame(idealWidth: 20, idealHeight: 10)
      })
    #expect(layout.frames(ofType: "Color").map(\.width) == [40, 40])
  }

  @Test func layout_valueKeysReachTheLayout() throws {
    let layout = try inspect(
      RankedStack {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 20).layoutValue(key: Rank.self, value: 2)
        Color.green.frame(width: 10, height: 30).layoutValue(key: Rank.self, value: 1)
      })
    #expect(layout.frames(ofType: "Color").map(\.minY) == [50, 0, 20])
  }

  @Test func layout_cacheIsMadeOncePerRender() throws {
    let counter = CachingLayout.Counter()
    let layout = try inspect(
      CachingLayout(counter: counter) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 20, height: 5)
      })
    #expect(layout.size == CGSize(width: 30, height: 10))
    #expect(counter.made == 1)
  }

  @Test func layout_explicitGuidesMergeByDefault() throws {
    // The default explicitAlignment merges the subviews' guides where placeSubviews puts
    // them: an HStack aligned on .firstTextBaseline lines up text inside a custom layout.
    let layout = try inspect(
      HStack(alignment: .firstTextBaseline) {
        EqualWidthHStack { Text("small").font(.system(size: 12)) }
        Text("Large").font(.system(size: 40))
      })
    let texts = layout.elements.filter { $0.type == "Text" }
    let baselines = texts.compactMap { element in
      element.guides["firstTextBaseline"].map { element.frame.minY + $0 }
    }
    #expect(baselines.count == 2)
    #expect(abs(baselines[0] - baselines[1]) <= 1)
  }

  @Test func layout_unplacedSubviewsAreCentred() throws {
    struct PlacesNothing: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    let layout = try inspect(PlacesNothing { Color.red.frame(width: 20, height: 10) })
    #expect(layout.frames(ofType: "Color") == [CGRect(x: 40, y: 45, width: 20, height: 10)])
  }

  @Test func layout_stackLayoutsAreLayouts() throws {
    // HStackLayout and VStackLayout are the stacks as Layout values (iOS 16).
    let h = try inspect(
      HStackLayout(spacing: 2) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(h.size == CGSize(width: 22, height: 10))
    let v = try inspect(
      VStackLayout(alignment: .leading) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 30, height: 10)
      })
    #expect(v.size == CGSize(width: 30, height: 28))
    #expect(v.frames(ofType: "Color")[0].minX == 0)
  }
}
