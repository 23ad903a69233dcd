public import Foundation

/// The text a ``TextRenderer`` draws, as its ``TextRenderer/sizeThatFits(proposal:text:)`` sees
/// it, as SwiftUI's `TextProxy`: it measures the text for a proposal, so a renderer that needs
/// more (or less) room than the text can start from the text's own size.
///
///     struct Spaced: TextRenderer {
///       func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
///         let size = text.sizeThatFits(proposal)
///         return CGSize(width: size.width, height: size.height * 2)
///       }
///       func draw(layout: Text.Layout, in context: inout GraphicsContext) { … }
///     }
public struct TextProxy {
  private let measure: (ProposedViewSize) -> CGSize

  /// A proxy that measures with `measure` (the view layer passes its text's sizing).
  package init(measure: @escaping (ProposedViewSize) -> CGSize) {
    self.measure = measure
  }

  /// The size the text takes for `proposal`, as a `Text` view without the renderer reports it.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    measure(proposal)
  }
}
