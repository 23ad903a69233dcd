import KinetypeCore

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge (left in a left-to-right layout).
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge (right in a left-to-right layout).
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// A set holding one edge.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
  }
}

extension EdgeInsets {
  /// `length` on each edge of `edges`, zero on the others.
  package init(_ edges: Edge.Set, _ length: Double) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// Leading plus trailing.
  package var horizontalSum: Double { leading + trailing }
  /// Top plus bottom.
  package var verticalSum: Double { top + bottom }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// Top, bottom, or both, as SwiftUI's `VerticalEdge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int8
    /// The set with `rawValue`'s bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both.
    public static let all: Set = [.top, .bottom]
  }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}
