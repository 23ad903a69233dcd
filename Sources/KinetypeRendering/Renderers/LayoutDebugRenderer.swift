import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// Draws the text with its structure outlined: each run's typographic box (blue left to right,
/// orange right to left), each slice's box in a faint line, and each line's baseline.
///
/// For seeing what a renderer walks: where runs split (bidi level, script, font, attributes)
/// and which glyphs make one slice. `kinetype inspect --png` draws with it.
public struct LayoutDebugRenderer: TextRenderer, Sendable {
  /// Whether slice boxes are outlined too. Default: true.
  public var showsSlices: Bool

  /// Creates the renderer.
  public init(showsSlices: Bool = true) {
    self.showsSlices = showsSlices
  }

  /// The color runs of `direction` are outlined in.
  public static func color(for direction: LayoutDirection) -> Color {
    direction == .rightToLeft
      ? Color(red: 0.95, green: 0.5, blue: 0.1) : Color(red: 0.1, green: 0.45, blue: 0.95)
  }

  /// Draws the text, then the outlines over it.
  public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      context.draw(line)
      var baseline = Path()
      let bounds = line.typographicBounds
      baseline.move(to: bounds.origin)
      baseline.addLine(to: CGPoint(x: bounds.origin.x + bounds.width, y: bounds.origin.y))
      context.stroke(
        baseline, with: .color(Color(white: 0.5, opacity: 0.6)),
        style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
      for run in line {
        let color = Self.color(for: run.layoutDirection)
        if showsSlices {
          for slice in run {
            context.stroke(
              Path(slice.typographicBounds.rect), with: .color(color.opacity(0.35)), lineWidth: 0.5)
          }
        }
        context.stroke(
          Path(run.typographicBounds.rect.insetBy(dx: 0.5, dy: 0.5)), with: .color(color),
          lineWidth: 1.5)
      }
    }
  }
}
