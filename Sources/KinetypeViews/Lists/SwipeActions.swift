import Foundation
public import KinetypeViewGraph

extension View {
  /// The buttons a swipe from `edge` reveals on this list row, as SwiftUI's
  /// `swipeActions(edge:allowsFullSwipe:content:)`. A row rests closed, as on screen until a
  /// finger swipes it, and offline rendering never swipes: the row is drawn as it is and the
  /// actions are not drawn.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    self
  }
}
