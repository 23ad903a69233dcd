public import Foundation

/// The space a view prefers next to its neighbours, per edge, as SwiftUI's `ViewSpacing`.
///
/// Kinetype models SwiftUI's iOS default: 8 points on every edge of every view (SwiftUI's
/// `defaultSpacing`, 8×8 in OpenSwiftUI's CoreGlue); the distance between two neighbours is
/// the larger of their facing edges' values. SwiftUI's text-to-text spacing by font metrics is
/// not modelled (docs/views.md).
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
  package var top: CGFloat
  package var leading: CGFloat
  package var bottom: CGFloat
  package var trailing: CGFloat

  /// The default spacing: 8 points on every edge.
  public init() { self.init(all: ViewSpacing.defaultValue) }

  package init(all value: CGFloat) {
    top = value
    leading = value
    bottom = value
    trailing = value
  }

  /// No preferred space on any edge.
  public static let zero = ViewSpacing(all: 0)

  /// SwiftUI's default spacing on iOS.
  package static let defaultValue: CGFloat = 8

  /// The space between this view and `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
  }

  /// Takes the larger value of this and `other` on each of `edges`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// The larger value of this and `other` on each of `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The four edges' values.
  public var description: String {
    "ViewSpacing(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }
}
