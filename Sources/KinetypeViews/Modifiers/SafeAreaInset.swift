public import Foundation
public import KinetypeViewGraph

extension View {
  /// Puts `content` along `edge` of this view and shrinks this view's room by it, as SwiftUI's
  /// `safeAreaInset(edge:alignment:spacing:content:)` (a bar under a scrolling list).
  ///
  /// Kinetype lays the two out as a stack: this view gets what the inset does not take, the
  /// inset sits at the edge, `alignment` places it across, and `spacing` nil is the stack's
  /// default spacing between them. (SwiftUI lets this view's background run under the inset;
  /// here it stops at it.)
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing) {
      if edge == .top { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .bottom { inset }
    }
  }

  /// Puts `content` along the leading or trailing `edge` of this view, as SwiftUI's
  /// `safeAreaInset(edge:alignment:spacing:content:)` with a horizontal edge; laid out as an
  /// `HStack` (see the vertical form).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing) {
      if edge == .leading { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .trailing { inset }
    }
  }
}
