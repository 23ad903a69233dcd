import Foundation
import KinetypeCore

/// The former name of ``Text/Layout/TypographicBounds``.
public typealias TypographicBounds = Text.Layout.TypographicBounds

extension Text.Layout {
  /// The typographic box of a line, run or slice, exactly as SwiftUI's
  /// `Text.Layout.TypographicBounds`: a baseline origin, a width, and distances above and below.
  public struct TypographicBounds: Hashable, Sendable {
    /// The left edge of the element's baseline, in layout coordinates (y down).
    public var origin: CGPoint
    /// The advance width.
    public var width: Double
    /// The distance from the baseline up to the top (positive).
    public var ascent: Double
    /// The distance from the baseline down to the bottom (positive).
    public var descent: Double
    /// The line gap recommended below the element (not part of ``rect``).
    public var leading: Double

    /// Empty bounds at the zero origin.
    public init() {
      self.init(origin: .zero, width: 0, ascent: 0, descent: 0, leading: 0)
    }

    /// Creates bounds from their parts.
    public init(origin: CGPoint, width: Double, ascent: Double, descent: Double, leading: Double) {
      self.origin = origin
      self.width = width
      self.ascent = ascent
      self.descent = descent
      self.leading = leading
    }

    /// `CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)`, as SwiftUI.
    public var rect: CGRect {
      CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
    }
  }
}

/// The direction text flows in, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Left to right (even bidi levels).
  case leftToRight
  /// Right to left (odd bidi levels).
  case rightToLeft
}
