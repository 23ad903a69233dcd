public import Foundation
import KinetypeMotion
import KinetypeRendering

/// A horizontal stack that creates its views as they scroll into view, as SwiftUI's
/// `LazyHStack`. Rendering creates every view (laziness changes no pixel), but the layout is
/// the lazy one, which differs from `HStack`'s:
///
/// - each subview is proposed its ideal width (nil) and the stack's proposed height: a lazy
///   stack does not share out the width it is offered;
/// - the stack is as wide as its subviews and their spacing, and takes the height it is
///   offered (a finite proposal), its subviews aligned in it by `alignment`; with no height
///   offered it is as tall as its aligned subviews.
///
/// Sources: objc.io, *Thinking in SwiftUI* (2023), "Lazy stacks propose nil along their
/// axis"; Moeykens, *SwiftUI Views Mastery*, "the LazyVStack pushes out horizontally"; Apple's
/// `LazyVStack` example, whose rows align to the scroll view's leading edge.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let layout: LazyHStackLayout
  let content: Content

  /// Creates a lazy stack (`pinnedViews` is accepted; Kinetype has no sections to pin).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyHStackLayout(
      core: LazyStackCore(axis: .horizontal, alignment: alignment.key, spacing: spacing))
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody("LazyHStack") }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    LayoutView(layout: layout, content: content, kind: "LazyHStack").makeNodes(in: context)
  }
}

/// A vertical stack that creates its views as they scroll into view, as SwiftUI's
/// `LazyVStack`: each subview is proposed its ideal height and the stack's proposed width;
/// the stack takes the width it is offered (see ``LazyHStack``).
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let layout: LazyVStackLayout
  let content: Content

  /// Creates a lazy stack (`pinnedViews` is accepted; Kinetype has no sections to pin).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyVStackLayout(
      core: LazyStackCore(axis: .vertical, alignment: alignment.key, spacing: spacing))
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody("LazyVStack") }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    LayoutView(layout: layout, content: content, kind: "LazyVStack").makeNodes(in: context)
  }
}

/// Which parts of a lazy stack's sections stay pinned while scrolling, as SwiftUI's
/// `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates a set from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// `LazyHStack`'s layout.
struct LazyHStackLayout: Layout {
  let core: LazyStackCore

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    core.layout(subviews, proposal: proposal).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    core.place(subviews, in: bounds, proposal: proposal)
  }
}

/// `LazyVStack`'s layout.
struct LazyVStackLayout: Layout {
  let core: LazyStackCore

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    core.layout(subviews, proposal: proposal).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    core.place(subviews, in: bounds, proposal: proposal)
  }
}

/// The lazy stacks' layout: ideal sizes along the axis, the proposal across it.
struct LazyStackCore {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?

  struct Result {
    var origins: [CGPoint]
    var proposals: [ProposedViewSize]
    var size: CGSize
  }

  func layout(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> Result {
    let minor = axis.other
    let childProposal = ProposedViewSize(nil, along: axis, proposal[minor])
    let gaps = StackLayoutAlgorithm(axis: axis, spacing: spacing, alignment: alignment)
      .gaps(subviews)
    var origins: [CGPoint] = []
    var guides: [CGFloat] = []
    var sizes: [CGSize] = []
    var cursor: CGFloat = 0
    for (index, subview) in zip(0..., subviews) {
      let dimensions = subview.dimensions(in: childProposal)
      cursor += gaps[index]
      origins.append(CGPoint(cursor, along: axis, 0))
      cursor += dimensions.size[axis]
      sizes.append(dimensions.size)
      guides.append(dimensions[alignment])
    }
    let extent: CGFloat
    if let offered = proposal[minor], offered.isFinite {
      // The stack fills what it is offered; the subviews' guides meet the stack's own.
      extent = offered
      let line = ViewDimensions(size: CGSize(cursor, along: axis, offered)) { _ in nil }[
        alignment]
      for index in origins.indices { origins[index][minor] = line - guides[index] }
    } else {
      let line = guides.max() ?? 0
      var bottom: CGFloat = 0
      for index in origins.indices {
        origins[index][minor] = line - guides[index]
        bottom = max(bottom, origins[index][minor] + sizes[index][minor])
      }
      let top = origins.map { $0[minor] }.min() ?? 0
      if top < 0 {
        for index in origins.indices { origins[index][minor] -= top }
      }
      extent = bottom - min(0, top)
    }
    return Result(
      origins: origins, proposals: Array(repeating: childProposal, count: origins.count),
      size: CGSize(cursor, along: axis, extent))
  }

  func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
    let result = layout(subviews, proposal: proposal)
    for (index, subview) in zip(0..., subviews) {
      subview.place(
        at: CGPoint(
          x: bounds.minX + result.origins[index].x, y: bounds.minY + result.origins[index].y),
        proposal: result.proposals[index])
    }
  }
}
