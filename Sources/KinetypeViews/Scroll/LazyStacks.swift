public import Foundation
import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

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
    layout = LazyHStackLayout(alignmentKey: alignment.key, spacing: spacing)
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody("LazyHStack") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
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
    layout = LazyVStackLayout(alignmentKey: alignment.key, spacing: spacing)
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody("LazyVStack") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
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
struct LazyHStackLayout: HVStack {
  static var majorAxis: Axis { .horizontal }
  static var isLazy: Bool { true }
  let alignmentKey: AlignmentKey
  let spacing: CGFloat?
}

/// `LazyVStack`'s layout.
struct LazyVStackLayout: HVStack {
  static var majorAxis: Axis { .vertical }
  static var isLazy: Bool { true }
  let alignmentKey: AlignmentKey
  let spacing: CGFloat?
}
