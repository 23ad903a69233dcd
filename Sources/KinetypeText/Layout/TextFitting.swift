import Foundation

/// Shrinking text to fit a box, as SwiftUI's `minimumScaleFactor(_:)` does: the largest
/// fraction of its font sizes, down to a factor, at which the text fits. The search is shared
/// by the `Text` view (`minimumScaleFactor`) and by captions and scene text blocks
/// (`minimumScaleFactor` with a maximum width and number of lines), each saying what fitting
/// means for it.
package enum TextFitting {
  /// How close the chosen scale is to the largest that fits: the next scale tried above it
  /// is at most this much larger (0.2 %).
  package static let scalePrecision: CGFloat = 1.002

  /// The smallest scale allowed for `text` under `factor`: the factor, but never below the
  /// scale at which its smallest span would be under 1 px (a font cannot be loaded smaller);
  /// at most 1.
  package static func floor(of text: Text, factor: CGFloat) -> CGFloat {
    let smallest = text.spans.compactMap { $0.attributes.font?.size }.min() ?? 17
    return min(1, max(factor, CGFloat(TextAttributes.sizeRange.lowerBound / smallest)))
  }

  /// The largest scale from `floor` up to 1 at which `fits` holds: 1 when the text fits as it
  /// is, `floor` when it does not fit even there. `guess` (nil: none), the scale at which the
  /// widest line would just fill the width, is tried first (right for one line, in two
  /// layouts); then the range is bisected to ``scalePrecision``. `fits` lays the text out, so
  /// it is called O(log(1/floor)) times.
  package static func largestScale(
    floor: CGFloat, guess: () -> CGFloat?, fits: (CGFloat) -> Bool
  ) -> CGFloat {
    if fits(1) { return 1 }
    if floor >= 1 || !fits(floor) { return floor }
    var low = floor
    var high: CGFloat = 1
    if let guess = guess(), guess > low, guess < high {
      if fits(guess) {
        low = guess
        // Usually the next step up already overflows.
        let above = min(guess * scalePrecision, high)
        if fits(above) { low = above } else { high = above }
      } else {
        high = guess
      }
    }
    while high > low * scalePrecision {
      let next = min(max((low + high) / 2, low * scalePrecision), high)
      if next >= high { break }
      if fits(next) { low = next } else { high = next }
    }
    return low
  }

  /// `text` with every span's font size multiplied by `scale` (tracking, kerning, baseline
  /// offsets and line spacing keep their sizes).
  package static func scaled(_ text: Text, by scale: CGFloat) -> Text {
    Text(
      spans: text.spans.map { span in
        var span = span
        span.attributes.font?.size *= Double(scale)
        return span
      })
  }
}
