public import Foundation

/// A type that names an alignment guide and gives its default value, as SwiftUI's
/// `AlignmentID`.
///
/// ```swift
/// struct FirstThird: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
/// ```
public protocol AlignmentID {
  /// The guide's offset from the view's origin when the view sets no explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat

  /// Merges the `n`-th explicit child value into `parentValue` (a container's explicit
  /// guide from its children's). Default: the running mean.
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
  /// The running mean of the explicit values: SwiftUI's default merge.
  public static func _combineExplicit(
    childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?
  ) {
    let previous = n == 0 ? childValue : (parentValue ?? childValue)
    parentValue = (previous * CGFloat(n) + childValue) / CGFloat(n + 1)
  }
}

/// A guide and the axis it measures along.
package struct AlignmentKey: Hashable, CustomStringConvertible {
  package let id: any AlignmentID.Type
  package let axis: Axis

  package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
    hasher.combine(axis)
  }

  /// The guide's name: `leading`, `firstTextBaseline`, or the ID type's name.
  package var description: String {
    AlignmentKey.names[ObjectIdentifier(id)] ?? ViewGraph.typeName(id)
  }

  /// Merges explicit values the way this guide does.
  func combine(_ values: [CGFloat]) -> CGFloat? {
    var merged: CGFloat?
    for (index, value) in values.enumerated() {
      id._combineExplicit(childValue: value, index, into: &merged)
    }
    return merged
  }

  package static let names: [ObjectIdentifier: String] = [
    ObjectIdentifier(LeadingID.self): "leading",
    ObjectIdentifier(HorizontalCenterID.self): "center",
    ObjectIdentifier(TrailingID.self): "trailing",
    ObjectIdentifier(TopID.self): "top",
    ObjectIdentifier(VerticalCenterID.self): "center",
    ObjectIdentifier(BottomID.self): "bottom",
    ObjectIdentifier(FirstTextBaselineID.self): "firstTextBaseline",
    ObjectIdentifier(LastTextBaselineID.self): "lastTextBaseline",
  ]
}

// The built-in guides. Defaults and merges follow OpenSwiftUI's AlignmentGuide.swift
// (checked against Apple's documentation of each guide), except that the last text baseline
// merges with max: it is "the bottom-most text baseline in a view" (docs/views.md).

enum LeadingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum FirstTextBaselineID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.min(childValue, parentValue ?? .infinity)
  }
}

enum LastTextBaselineID: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = Swift.max(childValue, parentValue ?? -.infinity)
  }
}
