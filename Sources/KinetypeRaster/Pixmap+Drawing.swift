import Foundation
import KinetypeCore

extension Pixmap {
  /// Fills `path` under `transform` with `paint`: coverage from ``Rasterizer`` clipped to the
  /// canvas, then ``composite(_:with:opacity:blendMode:clip:paintTransform:)``.
  ///
  /// Gradient geometry is in the path's user space (it moves with `transform`).
  public mutating func fill(
    _ path: Path, with paint: Paint, style: FillStyle = FillStyle(),
    transform: CGAffineTransform = .identity, opacity: Double = 1, blendMode: BlendMode = .normal,
    clip: CoverageMask? = nil
  ) {
    let mask = Rasterizer.coverage(
      of: path, transform: transform, style: style, clipTo: (width, height))
    guard !mask.isEmpty else { return }
    composite(
      mask, with: paint, opacity: opacity, blendMode: blendMode, clip: clip,
      paintTransform: transform)
  }

  /// Strokes `path` under `transform` with `paint` and `style` (FreeType's stroker, dashes cut
  /// first), then composites like ``fill(_:with:style:transform:opacity:blendMode:clip:)``.
  public mutating func stroke(
    _ path: Path, with paint: Paint, style: StrokeStyle, transform: CGAffineTransform = .identity,
    opacity: Double = 1, blendMode: BlendMode = .normal, clip: CoverageMask? = nil
  ) {
    let mask = Rasterizer.strokeCoverage(
      of: path, style: style, transform: transform, clipTo: (width, height))
    guard !mask.isEmpty else { return }
    composite(
      mask, with: paint, opacity: opacity, blendMode: blendMode, clip: clip,
      paintTransform: transform)
  }

  /// Strokes `path` with a plain `lineWidth` (SwiftUI's `stroke(_:with:lineWidth:)`).
  public mutating func stroke(
    _ path: Path, with paint: Paint, lineWidth: Double = 1, transform: CGAffineTransform = .identity
  ) {
    stroke(path, with: paint, style: StrokeStyle(lineWidth: lineWidth), transform: transform)
  }

  /// A clip mask for `path` under `transform` (canvas-sized bounds), for nested clips use
  /// ``CoverageMask/intersecting(_:)``; `inverse` clips to the outside (`ClipOptions.inverse`).
  public func clipMask(
    for path: Path, style: FillStyle = FillStyle(), transform: CGAffineTransform = .identity,
    inverse: Bool = false
  ) -> CoverageMask {
    let mask = Rasterizer.coverage(
      of: path, transform: transform, style: style, clipTo: (width, height))
    return inverse ? mask.inverted(canvasWidth: width, canvasHeight: height) : mask
  }

  /// A transparent canvas of the same size and blend space, for layers and filters.
  public func makeLayer() -> Pixmap {
    var layer = self
    layer.pixels = [UInt8](repeating: 0, count: pixels.count)
    return layer
  }
}
