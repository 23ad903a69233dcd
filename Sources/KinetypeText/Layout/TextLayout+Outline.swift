import Foundation
import KinetypeCore

// The glyph outlines of a layout as one path, for drawing text by its outline (a
// `CAShapeLayer`'s `strokeEnd` running 0 → 1, then the fill) or clipping to it. A Kinetype
// addition: SwiftUI keeps glyphs opaque. `path.cgPath` gives the `CGPath` a layer takes.
//
// Runs, lines and layouts give their clusters in reading order (right to left in Arabic and
// Hebrew), so a stroke drawn along the path writes the text in the order it is read; filling
// does not depend on the order.

extension Text.Layout.RunSlice {
  /// The outlines of the slice's glyphs in layout coordinates (px, y down), each glyph's
  /// `font.glyphPath(id)` moved to its position, in the run's visual order.
  ///
  /// A glyph without an outline (a space, a bitmap emoji) adds nothing; the path is what
  /// filling it would draw for outline glyphs, not the colour layers of a colour glyph.
  public var path: Path {
    var path = Path()
    for glyph in glyphs {
      let outline = font.glyphPath(glyph.id)
      guard !outline.isEmpty else { continue }
      path.addPath(
        outline,
        transform: CGAffineTransform(translationX: glyph.position.x, y: glyph.position.y))
    }
    return path
  }
}

extension Text.Layout.Run {
  /// The outlines of the run's glyphs in layout coordinates, cluster by cluster in reading
  /// order (see ``RunSlice/path``).
  public var path: Path {
    var path = Path()
    let clusters = bidiLevel % 2 == 1 ? Array(reversed()) : Array(self)
    for slice in clusters { path.addPath(slice.path) }
    return path
  }
}

extension Text.Layout.Line {
  /// The outlines of the line's glyphs in layout coordinates, run after run in reading order
  /// (see ``Text/Layout/RunSlice/path``).
  public var path: Path {
    var path = Path()
    for run in runsInReadingOrder { path.addPath(run.path) }
    return path
  }
}

extension Text.Layout {
  /// The outlines of every glyph in layout coordinates, line after line (see
  /// ``RunSlice/path``).
  public var path: Path {
    var path = Path()
    for line in self { path.addPath(line.path) }
    return path
  }
}
