import Foundation
import KinetypeCaptions
import KinetypeCore
import KinetypeText

extension CaptionFrames {
  /// `text` laid out centred at `maxWidth`, and the fraction of its font size it is laid out
  /// at: 1, or, with a ``CaptionAppearance/minimumScaleFactor`` below 1 and a page too big
  /// for its box (a line wider than `maxWidth`: a word that cannot wrap; or more lines than
  /// ``CaptionAppearance/maxLines``), the largest scale down to the factor at which it fits
  /// (``TextFitting``, the search `Text`'s `minimumScaleFactor` uses).
  static func fitted(
    _ text: Text, fonts: FontCollection, maxWidth: Double, appearance: CaptionAppearance
  ) throws -> (Text.Layout, Double) {
    let options = LayoutOptions(alignment: .center)
    func layout(_ scale: CGFloat) throws -> Text.Layout {
      try Text.Layout(
        scale == 1 ? text : TextFitting.scaled(text, by: scale), fonts: fonts, width: maxWidth,
        options: options)
    }
    let full = try layout(1)
    let factor = CGFloat(min(1, max(0, appearance.minimumScaleFactor)))
    guard factor < 1, !fits(full, maxWidth: maxWidth, maxLines: appearance.maxLines) else {
      return (full, 1)
    }
    var failure: (any Error)?
    let scale = TextFitting.largestScale(
      floor: TextFitting.floor(of: text, factor: factor), guess: { nil },
      fits: { scale in
        do {
          return fits(try layout(scale), maxWidth: maxWidth, maxLines: appearance.maxLines)
        } catch {
          failure = error
          return true
        }
      })
    if let failure { throw failure }
    return (try layout(scale), Double(scale))
  }

  /// Whether `layout` fits its box: no line wider than `maxWidth`, at most `maxLines` lines.
  static func fits(_ layout: Text.Layout, maxWidth: Double, maxLines: Int?) -> Bool {
    let widest = layout.lines.map(\.typographicBounds.width).max() ?? 0
    return widest <= maxWidth + 1e-9 && layout.lines.count <= (maxLines ?? .max)
  }
}
