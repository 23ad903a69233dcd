public import Foundation
import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

/// A view that arranges its subviews in a horizontal line, as SwiftUI's `HStack`.
///
/// `spacing` nil uses each pair's default spacing (8 points); `alignment` lines the
/// subviews up vertically (default `.center`).
public struct HStack<Content: View>: View, StackView {
  package let layout: HStackLayout
  package let content: Content
  package static var kind: String { "HStack" }

  /// Creates a stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody(Self.kind) }
}

/// A view that arranges its subviews in a vertical line, as SwiftUI's `VStack`.
///
/// `spacing` nil uses each pair's default spacing (8 points); `alignment` lines the
/// subviews up horizontally (default `.center`).
public struct VStack<Content: View>: View, StackView {
  package let layout: VStackLayout
  package let content: Content
  package static var kind: String { "VStack" }

  /// Creates a stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  /// A stack draws its subviews.
  public var body: Never { primitiveBody(Self.kind) }
}
