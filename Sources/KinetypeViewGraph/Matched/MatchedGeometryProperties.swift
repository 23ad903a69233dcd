/// Which parts of a source's frame a matched view takes, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32

  /// A set from its raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The position of the view's anchor point.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Where views are matched: a namespace and an identifier within it.
package struct MatchKey: Hashable {
  /// The namespace.
  package let namespace: Namespace.ID
  /// The identifier.
  package let id: AnyHashable

  /// The key of `id` in `namespace`.
  package init(namespace: Namespace.ID, id: AnyHashable) {
    self.namespace = namespace
    self.id = id
  }
}
