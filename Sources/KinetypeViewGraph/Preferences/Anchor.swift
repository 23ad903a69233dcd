public import Foundation
import KinetypeCore
public import KinetypeMotion

/// An opaque value standing for a geometric value of a view (its bounds, one of its points),
/// resolved in another view's coordinates with `GeometryProxy`'s subscript, as SwiftUI's
/// `Anchor`.
///
/// ```swift
/// Text("Selected")
///   .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// ```
///
/// The anchor follows its view: it is resolved from the view's frame once the view is laid
/// out.
public struct Anchor<Value>: Sendable {
  /// What an anchor stands for, in its view's coordinates: `.bounds`, `.topLeading`, a point.
  public struct Source: Sendable {
    /// The value for a view whose frame (in the space resolving it) is the argument.
    let make: @Sendable (CGRect) -> Value

    init(_ make: @escaping @Sendable (CGRect) -> Value) { self.make = make }
  }

  let target: AnchorTarget
  let source: Source

  /// An anchor to `source` of the view `target` will hold.
  package init(target: AnchorTarget, source: Source) {
    self.target = target
    self.source = source
  }

  /// The value in a space whose origin is at `origin` in root coordinates (the view's
  /// frame's origin when it has not been laid out).
  package func resolved(relativeTo origin: CGPoint) -> Value {
    let frame = target.node?.frame ?? .zero
    return source.make(frame.offsetBy(dx: -origin.x, dy: -origin.y))
  }
}

extension Anchor: Equatable where Value: Equatable {
  /// Whether two anchors resolve to the same value (in root coordinates).
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    lhs.resolved(relativeTo: .zero) == rhs.resolved(relativeTo: .zero)
  }
}

/// The view an anchor stands for, once its node is made.
///
/// Its node is set once, where the node is made, before any anchor to it is resolved (on the
/// same thread: a render's views are resolved, laid out and drawn on one).
package final class AnchorTarget: @unchecked Sendable {
  /// The node (not kept alive by anchors).
  package weak var node: ViewNode?

  /// A target with no node yet.
  package init() {}
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

  /// `rect`, in the view's coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// `point`, in the view's coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }

  /// The point at `unitPoint` of the view's bounds.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source {
      CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height)
    }
  }

  /// The top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The top-trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The bottom-leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The bottom-trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
