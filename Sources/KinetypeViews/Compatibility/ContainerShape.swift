import Foundation
public import KinetypeViewGraph

extension View {
  /// Sets the shape container-relative shapes inside this view take, as SwiftUI's
  /// `containerShape(_:)`. Accepted: Kinetype has no `ContainerRelativeShape`, so nothing
  /// reads it and the view is drawn as it is.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
