public import Foundation

/// A view's size and alignment guides in its own coordinate space, as SwiftUI's
/// `ViewDimensions`: what `alignmentGuide(_:computeValue:)` closures and `AlignmentID`
/// defaults receive.
public struct ViewDimensions: Equatable {
  package let size: CGSize
  let explicit: (AlignmentKey) -> CGFloat?

  package init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat?) {
    self.size = size
    self.explicit = explicit
  }

  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  /// The guide's value: the explicit value the view sets, else the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
  /// The guide's value: the explicit value the view sets, else the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
  /// The guide's explicit value, or nil when the view sets none.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
  /// The guide's explicit value, or nil when the view sets none.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

  package subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.id.defaultValue(in: self) }

  /// Equal sizes and equal values of the built-in guides.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    guard lhs.size == rhs.size else { return false }
    let keys: [AlignmentKey] = [
      HorizontalAlignment.leading.key, HorizontalAlignment.center.key,
      HorizontalAlignment.trailing.key, VerticalAlignment.top.key, VerticalAlignment.center.key,
      VerticalAlignment.bottom.key, VerticalAlignment.firstTextBaseline.key,
      VerticalAlignment.lastTextBaseline.key,
    ]
    return keys.allSatisfy { lhs.explicit($0) == rhs.explicit($0) }
  }
}

extension Alignment {
  /// The point of a view with `dimensions` where this alignment's two guides cross.
  package func point(in dimensions: ViewDimensions) -> CGPoint {
    CGPoint(x: dimensions[horizontal], y: dimensions[vertical])
  }
}
