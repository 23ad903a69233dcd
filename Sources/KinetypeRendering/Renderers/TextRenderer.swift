public import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// Draws a laid-out text, as SwiftUI's `TextRenderer` (iOS 18).
///
/// A renderer walks the layout (lines → runs → slices) and draws each part through a copy of
/// the context with its own opacity, transform and filters:
///
///     struct Fade: TextRenderer {
///       var opacity: Double
///       var animatableData: Double {
///         get { opacity }
///         set { opacity = newValue }
///       }
///       func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///         context.opacity = opacity
///         for line in layout { context.draw(line) }
///       }
///     }
///
/// As in SwiftUI, a renderer is ``Animatable``: when a view's renderer changes inside an
/// animation (`withAnimation`, `.animation(_:value:)`, a transition), the views interpolate
/// its ``Animatable/animatableData`` and draw each frame with the interpolated renderer
/// (`Fade(opacity: 0)` → `Fade(opacity: 1)` fades in). A renderer that declares no
/// `animatableData` has ``EmptyAnimatableData`` and changes at once.
public protocol TextRenderer: Animatable {
  /// Draws `layout` into `context`.
  func draw(layout: Text.Layout, in context: inout GraphicsContext)

  /// The size of the text view drawn by this renderer for `proposal`, as SwiftUI's
  /// `sizeThatFits(proposal:text:)`: it changes the room the view takes in its layout (the
  /// layout drawn stays the text's). Default: the text's own size,
  /// `text.sizeThatFits(proposal)`.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

  /// How far beyond the text's typographic bounds drawing may reach (a shadow, a glyph that
  /// rises or overshoots). The canvas is not enlarged for it: `AnimatedText` warns when it is
  /// more than the room around the text, and what falls outside is clipped. Default: none.
  var displayPadding: EdgeInsets { get }

  /// Whether the renderer draws the spans whose markup names the built-in effect `name`
  /// (`effect: "wave"`): a view's `Text` warns about an effect its renderer leaves as laid
  /// out. Default: false; ``EffectRenderer`` draws every effect, a ``TextEffect`` its own. A
  /// renderer that hands the layout to one of those says so.
  func drawsEffect(named name: String) -> Bool
}

extension TextRenderer {
  /// No extra room.
  public var displayPadding: EdgeInsets { EdgeInsets() }

  /// False: the renderer draws no effect markup.
  public func drawsEffect(named name: String) -> Bool { false }

  /// The text's own size: `text.sizeThatFits(proposal)`.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    text.sizeThatFits(proposal)
  }
}

/// A renderer whose animation comes to rest: it knows how long a layout takes to settle, so
/// frame sequences can stop there. ``AnimatedText`` uses it for its default duration.
public protocol SettlingTextRenderer: TextRenderer {
  /// Seconds after which drawing `layout` no longer changes.
  func settlingTime(for layout: Text.Layout) -> Double
}

/// Draws the text as laid out, with nothing animated.
public struct PlainTextRenderer: TextRenderer, Sendable {
  /// Creates the renderer.
  public init() {}

  /// Draws every line.
  public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout { context.draw(line) }
  }
}

extension TextRenderer {
  /// The built-in effects `layout`'s `effect:` markup names that this renderer does not draw
  /// (``drawsEffect(named:)``), in the order they first appear: what a view's `Text` warns
  /// about.
  public func undrawnEffects(in layout: Text.Layout) -> [String] {
    EffectRenderer.effectNames(in: layout).filter { !drawsEffect(named: $0) }
  }
}
