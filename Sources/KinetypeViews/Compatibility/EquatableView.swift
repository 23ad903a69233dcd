import Foundation
public import KinetypeViewGraph

/// A view that updates only when its content changes by `==`, as SwiftUI's `EquatableView`.
/// Kinetype resolves views on each frame anyway, so it draws its content as it is.
public struct EquatableView<Content: View & Equatable>: View {
  /// The content.
  public var content: Content

  /// Wraps `content`.
  public init(content: Content) { self.content = content }

  /// The content.
  public var body: Content { content }
}

extension View where Self: Equatable {
  /// This view compared with `==` before updating, as SwiftUI's `equatable()`.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
