public import Foundation
public import KinetypeMotion
import KinetypeRendering

/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout` (iOS 16):
/// implement `sizeThatFits` and `placeSubviews`, then use the layout like a stack.
///
/// ```swift
/// struct Cascade: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.reduce(.zero) { size, view in
///       let s = view.sizeThatFits(.unspecified)
///       return CGSize(width: size.width + s.width, height: size.height + s.height)
///     }
///   }
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     var point = bounds.origin
///     for view in subviews {
///       view.place(at: point, proposal: .unspecified)
///       let s = view.sizeThatFits(.unspecified)
///       point.x += s.width
///       point.y += s.height
///     }
///   }
/// }
/// Cascade { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
/// ```
///
/// Kinetype passes `placeSubviews` bounds whose origin is the container's own top-left corner
/// (0, 0); layouts that use `bounds.minX`/`minY` as SwiftUI asks work unchanged. A subview
/// left unplaced is centred in the bounds with an unspecified proposal. A NaN or negative size
/// becomes zero and a NaN position the bounds' origin, each with a warning.
public protocol Layout: Animatable {
  /// Properties of the layout: its stack orientation, if it is a stack.
  static var layoutProperties: LayoutProperties { get }
  /// Data the layout computes once and reuses across calls. Default: `Void`.
  associatedtype Cache = Void
  /// The subviews a layout arranges.
  typealias Subviews = LayoutSubviews

  /// Creates the cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the cache when the subviews change. Default: makes a new cache.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The container's spacing preferences. Default: the union of the subviews' spacings.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The size of the container for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview within `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// The container's explicit value of a horizontal guide, or nil. Default: the subviews'
  /// explicit values where `placeSubviews` puts them, merged as the guide merges them.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// The container's explicit value of a vertical guide, or nil. Default: the subviews'
  /// explicit values where `placeSubviews` puts them, merged as the guide merges them.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes a new cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacing preferences.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    guard let first = subviews.first else { return ViewSpacing() }
    return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
  }

  /// The subviews' explicit values of `guide`, merged.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    mergedAlignment(guide.key, bounds: bounds, proposal: proposal, subviews, &cache)
  }

  /// The subviews' explicit values of `guide`, merged.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    mergedAlignment(guide.key, bounds: bounds, proposal: proposal, subviews, &cache)
  }

  /// Places the subviews into a recording, then merges their explicit values of `key` at
  /// the recorded places (relative to the bounds' origin).
  func mergedAlignment(
    _ key: AlignmentKey, bounds: CGRect, proposal: ProposedViewSize, _ subviews: Subviews,
    _ cache: inout Cache
  ) -> CGFloat? {
    let recording = subviews.recording()
    placeSubviews(in: bounds, proposal: proposal, subviews: recording.subviews, cache: &cache)
    var values: [CGFloat] = []
    for (index, subview) in subviews.enumerated() {
      guard let placed = recording.sink.placements[index] else { continue }
      let size = subview.node.size(for: placed.proposal)
      guard
        let value = subview.node.explicitAlignment(key, size: size, proposal: placed.proposal)
      else { continue }
      values.append(value + placed.origin[key.axis] - bounds.origin[key.axis])
    }
    return key.combine(values)
  }

  /// Arranges the views `content` builds with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) {}
}

/// Properties of a layout, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, or nil. A `Spacer` or `Divider` inside
  /// follows it. Default: nil.
  public var stackOrientation: Axis?

  /// Default properties.
  public init() {}
}

/// A key for a value a subview carries for its layout, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value for subviews that set none.
  static var defaultValue: Value { get }
}

extension View {
  /// Sets a value for `key` that a custom `Layout` reads from this view's subview proxy.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(TraitWriter { $0.layoutValues[ObjectIdentifier(key)] = value })
  }

  /// Sets the priority with which a stack sizes this view (higher goes first; default 0).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(TraitWriter { $0.layoutPriority = value.isFinite ? value : 0 })
  }

  /// Sets the order in which this view draws among its siblings (higher on top; default 0).
  public func zIndex(_ value: Double) -> some View {
    modifier(TraitWriter { $0.zIndex = value.isFinite ? value : 0 })
  }
}

struct TraitWriter: TraitModifier {
  let change: (inout ViewTraits) -> Void
  func modify(_ traits: inout ViewTraits) { change(&traits) }
}
