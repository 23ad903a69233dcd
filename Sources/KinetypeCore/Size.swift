/// A width and a height, in pixels.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// A debugging description.
  public var description: String { "\(width)×\(height)" }
}
