import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

extension TextBehavior {
  /// A text's spacing preferences from its fonts' metrics (the largest of its runs'), as
  /// SwiftUI's iOS text spacing: see ``ViewSpacing``.
  ///
  /// With `lineHeight = ascender + descender` and `gap = lineHeight / 10` rounded up to the
  /// pixel, the top edge asks `lineHeight + gap − ascender` of a view above, the bottom edge
  /// `max(lineHeight + gap − capHeight, gap + descender)` of a view below; text meets text at
  /// the lower font's line gap.
  static func spacing(of layout: Text.Layout, size: CGSize, pixelLength: CGFloat) -> ViewSpacing {
    var ascent: CGFloat = 0
    var descent: CGFloat = 0
    var leading: CGFloat = 0
    var capHeight: CGFloat = 0
    for line in layout.lines {
      for run in line.runs {
        ascent = max(ascent, CGFloat(run.font.ascent))
        descent = max(descent, CGFloat(run.font.descent))
        leading = max(leading, CGFloat(run.font.leading))
        capHeight = max(capHeight, CGFloat(run.font.capHeight))
      }
    }
    guard ascent + descent > 0 else { return ViewSpacing() }
    let lineHeight = ascent + descent
    let gap = (lineHeight * 0.1).roundedUp(toMultipleOf: pixelLength)
    let metrics = ViewSpacing.TextMetrics(
      ascent: ascent, descent: descent, leading: leading, pixelLength: pixelLength)
    let top = ViewSpacing.EdgeValues(
      textTowardView: lineHeight + gap - ascent, textMetrics: metrics)
    let bottom = ViewSpacing.EdgeValues(
      textTowardView: max(lineHeight + gap - capHeight, gap + descent), textMetrics: metrics)
    return ViewSpacing(
      top: top, leading: ViewSpacing.EdgeValues(), bottom: bottom,
      trailing: ViewSpacing.EdgeValues())
  }
}
