/// Draws a laid-out text, as SwiftUI's `TextRenderer` (iOS 18).
///
/// A renderer walks the layout (lines → runs → slices) and draws each part through a copy of
/// the context with its own opacity, transform and filters:
///
///     struct Fade: TextRenderer {
///       var opacity: Double
///       func draw(layout: TextLayout, in context: inout GraphicsContext) {
///         context.opacity = opacity
///         for line in layout { context.draw(line) }
///       }
///     }
public protocol TextRenderer {
  /// Draws `layout` into `context`.
  func draw(layout: TextLayout, in context: inout GraphicsContext)

  /// Extra room around the text that drawing may use (a shadow, a glyph that rises or
  /// overshoots), added to the canvas so nothing is clipped. Default: none.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// No extra room.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A renderer whose animation comes to rest: it knows how long a layout takes to settle, so
/// frame sequences can stop there. ``AnimatedText`` uses it for its default duration.
public protocol SettlingTextRenderer: TextRenderer {
  /// Seconds after which drawing `layout` no longer changes.
  func settlingTime(for layout: TextLayout) -> Double
}

/// Draws the text as laid out, with nothing animated.
public struct PlainTextRenderer: TextRenderer, Sendable {
  /// Creates the renderer.
  public init() {}

  /// Draws every line.
  public func draw(layout: TextLayout, in context: inout GraphicsContext) {
    for line in layout { context.draw(line) }
  }
}
