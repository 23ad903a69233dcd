public import Foundation

/// An alignment position along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable {
  package let key: AlignmentKey

  /// A custom guide identified by `id`.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

  /// Merges explicit values of this guide from several views (the mean for built-in guides).
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    key.combine(values.compactMap { $0 })
  }

  /// The leading edge (x = 0).
  public static let leading = HorizontalAlignment(LeadingID.self)
  /// The horizontal center (x = width / 2).
  public static let center = HorizontalAlignment(HorizontalCenterID.self)
  /// The trailing edge (x = width).
  public static let trailing = HorizontalAlignment(TrailingID.self)

  /// Compares the guides' identities.
  public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
    lhs.key == rhs.key
  }
}

/// An alignment position along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable {
  package let key: AlignmentKey

  /// A custom guide identified by `id`.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

  /// Merges explicit values of this guide from several views (the mean for most guides; the
  /// top-most first baseline, the bottom-most last baseline).
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    key.combine(values.compactMap { $0 })
  }

  /// The top edge (y = 0).
  public static let top = VerticalAlignment(TopID.self)
  /// The vertical center (y = height / 2).
  public static let center = VerticalAlignment(VerticalCenterID.self)
  /// The bottom edge (y = height).
  public static let bottom = VerticalAlignment(BottomID.self)
  /// The baseline of the first line of the top-most text; the bottom for views without text.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
  /// The baseline of the last line of the bottom-most text; the bottom for views without
  /// text.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

  /// Compares the guides' identities.
  public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
    lhs.key == rhs.key
  }
}

extension AlignmentKey: @unchecked Sendable {}

/// A horizontal and a vertical guide, as SwiftUI's `Alignment`.
public struct Alignment: Equatable, Sendable {
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment

  /// Combines two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre, centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centre.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centre.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Centre, top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Centre, bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Leading, top.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Trailing, top.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading, bottom.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Trailing, bottom.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Centre, first text baseline.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Centre, last text baseline.
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, first text baseline.
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading, last text baseline.
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing, first text baseline.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing, last text baseline.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}
