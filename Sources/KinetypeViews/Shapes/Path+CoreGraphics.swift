public import Foundation
public import KinetypeCore
import KinetypeViewGraph

/// SwiftUI's `Path` members that KinetypeCore's `Path` spells differently.
extension Path {
  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { offsetBy(x: dx, y: dy) }

  /// The box of every point of the path, control points included.
  public var boundingRect: CGRect { controlPointBounds }
}
