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
public struct LazyHStack<Content: View>: View, StackView {
  package let layout: HStackLayout
  package let content: Content
  package static var kind: String { "LazyHStack" }

  /// Creates a lazy stack (`pinnedViews` is accepted; Kinetype has no sections to pin).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    var layout = HStackLayout(alignment: alignment, spacing: spacing)
    layout.isLazy = true
    self.layout = layout
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody(Self.kind) }
}

/// A vertical stack that creates its views as they scroll into view, as SwiftUI's
/// `LazyVStack`: each subview is proposed its ideal height and the stack's proposed width;
/// the stack takes the width it is offered (see ``LazyHStack``).
public struct LazyVStack<Content: View>: View, StackView {
  package let layout: VStackLayout
  package let content: Content
  package static var kind: String { "LazyVStack" }

  /// Creates a lazy stack (`pinnedViews` is accepted; Kinetype has no sections to pin).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    var layout = VStackLayout(alignment: alignment, spacing: spacing)
    layout.isLazy = true
    self.layout = layout
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody(Self.kind) }
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
