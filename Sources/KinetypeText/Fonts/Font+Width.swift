public import Foundation

extension Font {
  /// A width for fonts that have several, as SwiftUI's `Font.Width`. Apple publishes no
  /// numbers; Kinetype stores the change from the standard width as a fraction (`condensed`
  /// −0.25, `compressed` −0.375, `expanded` 0.25) and applies `100 × (1 + value)` percent as
  /// the `wdth` axis: OpenType's condensed (75 %), extra-condensed (62.5 %) and expanded
  /// (125 %) widths. A font without a `wdth` axis (the bundled Inter) draws at its own width.
  public struct Width: Hashable, Sendable {
    /// The change from the standard width, as a fraction.
    public var value: CGFloat

    /// A width `value` away from the standard one.
    public init(_ value: CGFloat) { self.value = value }

    /// Narrower than condensed.
    public static let compressed = Width(-0.375)
    /// Narrower than standard.
    public static let condensed = Width(-0.25)
    /// The font's standard width.
    public static let standard = Width(0)
    /// Wider than standard.
    public static let expanded = Width(0.25)

    /// The `wdth` axis value, in percent of normal.
    package var percent: Double { Double(100 * (1 + value)) }
  }

  /// This font at `width`, as SwiftUI's `width(_:)`.
  public func width(_ width: Width) -> Font {
    var copy = self
    copy.width = width.percent
    return copy
  }
}
