import Foundation
import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

/// A view that overlays its subviews, aligning them on both axes, as SwiftUI's `ZStack`:
/// later subviews draw on top.
public struct ZStack<Content: View>: View, StackView {
  package let layout: ZStackLayout
  package let content: Content
  package static var kind: String { "ZStack" }

  /// Creates a stack aligning its subviews on `alignment` (default `.center`).
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody(Self.kind) }
}
