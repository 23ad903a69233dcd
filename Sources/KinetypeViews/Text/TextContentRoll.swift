import Foundation

/// Where each character of a text's old and new content is drawn while its content changes
/// with a content transition: the geometry of SwiftUI's `.numericText` roll and
/// `.interpolate`, a pure function of the progress.
///
/// Characters are paired from the trailing end (the visual right of a single line), as a
/// number's digits are: units with units, tens with tens. A pair showing the same character
/// stays at rest; in `.roll` each changed pair's old glyph slides out and the new one slides in
/// vertically, fading and sharpening, and a character without a partner (a digit gained or
/// lost) rolls in or out alone. In `.interpolate` the changed glyphs cross-fade in place.
/// Every glyph keeps its distance from the trailing edge, interpolated between the old
/// layout's and the new one's, so the text's changing width (animated too) moves them
/// smoothly.
struct TextContentRoll {
  /// One character cluster of a layout, in visual order: what it shows, where it starts and
  /// how wide it is.
  struct Glyph: Equatable {
    let string: String
    let minX: CGFloat
    let width: CGFloat
  }

  /// Which way the digits move.
  enum Direction: Equatable {
    /// Counting up: the old glyph leaves upwards and the new one rises from below.
    case up
    /// Counting down: the old glyph leaves downwards and the new one falls from above.
    case down
  }

  /// How the changed characters move.
  enum Style: Equatable {
    /// Vertically, as `.numericText`.
    case roll(Direction)
    /// In place, cross-fading, as `.interpolate`.
    case interpolate
  }

  /// Which layout a placement draws from, and the glyph's index there.
  enum Source: Equatable {
    case old(Int)
    case new(Int)
  }

  /// How one glyph is drawn at a progress: moved by `offset` from where its layout put it,
  /// with `opacity` and a blur of `blur` points.
  struct Placement: Equatable {
    let source: Source
    let offset: CGSize
    let opacity: Double
    let blur: CGFloat
  }

  /// The old content's glyphs and width.
  let old: [Glyph]
  let oldWidth: CGFloat
  /// The new content's glyphs and width.
  let new: [Glyph]
  let newWidth: CGFloat
  let style: Style
  /// How far a rolling glyph travels (points): Kinetype's choice, the line's ascent.
  let distance: CGFloat
  /// The blur of a glyph fully out (points): Kinetype's choice, a tenth of the distance.
  var maximumBlur: CGFloat { distance / 10 }

  /// The pairs, from the trailing end: indices into `old` and `new`, nil where one content
  /// has fewer characters. Trailing pair first.
  var pairs: [(old: Int?, new: Int?)] {
    let count = max(old.count, new.count)
    return (0..<count).map { step in
      let oldIndex = old.count - 1 - step
      let newIndex = new.count - 1 - step
      return (oldIndex >= 0 ? oldIndex : nil, newIndex >= 0 ? newIndex : nil)
    }
  }

  /// The width of the text at `progress` (0: the old content's, 1: the new one's).
  func width(at progress: Double) -> CGFloat {
    max(0, oldWidth + (newWidth - oldWidth) * CGFloat(progress))
  }

  /// Where every glyph is drawn at `progress` (0 at the change, 1 when it has settled; a
  /// spring may overshoot), in a frame `width(at: progress)` wide.
  func placements(at progress: Double) -> [Placement] {
    let p = CGFloat(progress)
    let frameWidth = width(at: progress)
    let fadeOut = min(1, max(0, 1 - progress))
    let fadeIn = min(1, max(0, progress))
    // Up: the old glyph goes to −distance, the new one comes from +distance (y grows down).
    let sign: CGFloat
    if case .roll(let direction) = style { sign = direction == .up ? 1 : -1 } else { sign = 0 }
    var result: [Placement] = []
    for pair in pairs {
      // The slot's distance from the trailing edge, old and new.
      let oldTrailing = pair.old.map { oldWidth - old[$0].minX }
      let newTrailing = pair.new.map { newWidth - new[$0].minX }
      let trailing: CGFloat =
        switch (oldTrailing, newTrailing) {
        case (let o?, let n?): o + (n - o) * p
        case (let o?, nil): o
        case (nil, let n?): n
        case (nil, nil): 0
        }
      let slotX = frameWidth - trailing
      if let o = pair.old, let n = pair.new, old[o].string == new[n].string {
        // Unchanged: at rest, only carried along by the width.
        result.append(
          Placement(
            source: .new(n), offset: CGSize(width: slotX - new[n].minX, height: 0), opacity: 1,
            blur: 0))
        continue
      }
      if let o = pair.old {
        result.append(
          Placement(
            source: .old(o),
            offset: CGSize(width: slotX - old[o].minX, height: -sign * distance * p),
            opacity: Double(fadeOut), blur: sign == 0 ? 0 : maximumBlur * min(1, max(0, p))))
      }
      if let n = pair.new {
        result.append(
          Placement(
            source: .new(n),
            offset: CGSize(width: slotX - new[n].minX, height: sign * distance * (1 - p)),
            opacity: Double(fadeIn), blur: sign == 0 ? 0 : maximumBlur * min(1, max(0, 1 - p))))
      }
    }
    return result
  }
}
