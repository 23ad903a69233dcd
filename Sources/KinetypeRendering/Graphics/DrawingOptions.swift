import Foundation
import KinetypeCore
import KinetypeText

/// The former name of ``KinetypeText/Text/Layout/DrawingOptions``.
public typealias DrawingOptions = Text.Layout.DrawingOptions

extension Text.Layout {
  /// Options for drawing lines, runs and slices of a layout, as SwiftUI's
  /// `Text.Layout.DrawingOptions`.
  public struct DrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Draws glyphs at their exact fractional position (FreeType's 1/64 px on both axes)
    /// instead of snapping them to the quantization grid.
    ///
    /// Use it for text that moves: snapped glyphs jump from bin to bin and jitter as a spring
    /// settles (docs/rendering.md, "Subpixel quantization").
    public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
  }
}

/// The grid glyph origins snap to, in subdivisions of a pixel per axis.
///
/// By default (``quantized``) a glyph's origin snaps to 1/4 px horizontally and to whole
/// pixels vertically: four rasterizations per glyph cover every position, so the glyph cache
/// stays hot, and every glyph of a line shares one baseline row. With
/// ``DrawingOptions/disablesSubpixelQuantization`` the grid is ``exact``: 1/64 px, FreeType's
/// own precision, on both axes.
struct SubpixelGrid: Hashable, Sendable {
  /// Subdivisions of a pixel horizontally.
  let horizontal: Int
  /// Subdivisions of a pixel vertically.
  let vertical: Int

  /// 1/4 px horizontally, whole pixels vertically.
  static let quantized = SubpixelGrid(horizontal: 4, vertical: 1)
  /// 1/64 px on both axes.
  static let exact = SubpixelGrid(horizontal: 64, vertical: 64)

  /// The grid `options` select.
  init(options: DrawingOptions) {
    self = options.contains(.disablesSubpixelQuantization) ? .exact : .quantized
  }

  init(horizontal: Int, vertical: Int) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Splits a canvas position into a whole pixel and a bin index along each axis.
  func snap(_ point: CGPoint) -> (pixelX: Int, pixelY: Int, binX: Int, binY: Int) {
    let (pixelX, binX) = Self.split(point.x, subdivisions: horizontal)
    let (pixelY, binY) = Self.split(point.y, subdivisions: vertical)
    return (pixelX, pixelY, binX, binY)
  }

  private static func split(_ value: Double, subdivisions: Int) -> (pixel: Int, bin: Int) {
    let steps = (value * Double(subdivisions)).rounded()
    let pixel = (steps / Double(subdivisions)).rounded(.down)
    let bin = Int(saturating: steps - pixel * Double(subdivisions))
    return (Int(saturating: pixel), bin)
  }
}
