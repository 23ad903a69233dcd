/// Insets on the four edges of a rectangle, as in SwiftUI (leading is left in a left-to-right context).
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: Double
  /// The leading inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing inset.
  public var trailing: Double

  /// Creates insets. Default: zero on every edge.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }
}
