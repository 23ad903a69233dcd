import Foundation
import KinetypeCore

extension Text.Layout {
  /// One line of the layout; its elements are the ``Run``s in visual order.
  public struct Line: RandomAccessCollection, Hashable, Sendable {
    /// The runs, left to right.
    public internal(set) var runs: [Run]
    /// The left end of the baseline of the line's visible content in layout coordinates
    /// (alignment applied; hanging trailing spaces lie outside).
    ///
    /// Settable, as SwiftUI's `origin`: setting it moves the whole line there (its runs,
    /// slices, glyphs and bounds), so a renderer can draw a line elsewhere:
    /// `var moved = line; moved.origin.y += 10; context.draw(moved)`.
    public var origin: CGPoint {
      didSet { move(by: CGPoint(x: origin.x - oldValue.x, y: origin.y - oldValue.y)) }
    }
    /// The line's box: origin, width of its glyphs (hanging trailing spaces excluded), and the
    /// tallest ascent and descent on the line.
    public internal(set) var typographicBounds: TypographicBounds
    /// The UTF-16 range of the source this line covers, trailing spaces and line break included;
    /// for a truncated last line, from its first to its last shown character.
    public let characterRange: Range<Int>
    /// The paragraph's direction.
    public let paragraphDirection: LayoutDirection
    /// The advance of the trailing white space that hangs past the line's end (right of it
    /// in a left-to-right paragraph, left of ``origin`` in a right-to-left one).
    public let trailingWhitespaceWidth: Double

    /// The first run index (0).
    public var startIndex: Int { 0 }
    /// The number of runs.
    public var endIndex: Int { runs.count }
    /// The run at `index` (visual order).
    public subscript(index: Int) -> Run { runs[index] }

    /// Moves the runs and the bounds by `delta` (``origin`` has moved already).
    private mutating func move(by delta: CGPoint) {
      guard delta.x != 0 || delta.y != 0 else { return }
      runs = runs.map { $0.moved(by: delta) }
      typographicBounds.origin = CGPoint(
        x: typographicBounds.origin.x + delta.x, y: typographicBounds.origin.y + delta.y)
    }
  }
}
