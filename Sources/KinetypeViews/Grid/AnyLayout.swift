public import Foundation
import KinetypeCore
public import KinetypeMotion
public import KinetypeRendering
import KinetypeText
public import KinetypeViewGraph

extension AnyLayout: TypeErasedLayout {}

/// A type-erased layout, as SwiftUI's `AnyLayout`: switch between layouts without changing
/// the views' identity.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Avatar(); Details() }
/// ```
///
/// Its subviews keep their state when the layout changes. The change itself is not animated
/// (the subviews move to their new places at once).
public struct AnyLayout: Layout {
  package let baseProperties: LayoutProperties
  private let sizing: (ProposedViewSize, LayoutSubviews, inout Any) -> CGSize
  private let placing: (CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> Void
  private let spacingOf: (LayoutSubviews, inout Any) -> ViewSpacing
  private let cacheMaker: (LayoutSubviews) -> Any

  /// Erases `layout`'s type.
  public init<L: Layout>(_ layout: L) {
    baseProperties = L.layoutProperties
    cacheMaker = { layout.makeCache(subviews: $0) }
    sizing = { proposal, subviews, cache in
      var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache = typed }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }
    placing = { bounds, proposal, subviews, cache in
      var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache = typed }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
    spacingOf = { subviews, cache in
      var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
      defer { cache = typed }
      return layout.spacing(subviews: subviews, cache: &typed)
    }
  }

  /// A type-erased layout has no animatable data of its own.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  /// The base layout's cache.
  public func makeCache(subviews: Subviews) -> Any { cacheMaker(subviews) }

  /// The base layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
    spacingOf(subviews, &cache)
  }

  /// The base layout's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any)
    -> CGSize
  {
    sizing(proposal, subviews, &cache)
  }

  /// Places the subviews as the base layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
  ) {
    placing(bounds, proposal, subviews, &cache)
  }
}
