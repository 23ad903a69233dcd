import Foundation
import KinetypeCore
import KinetypeRaster

extension GraphicsContext {
  /// Replaces what is already drawn inside `path` with itself blurred and saturated: the
  /// backdrop of a material (SwiftUI's `Material`), over which the view layer then fills the
  /// material's tint.
  ///
  /// `radius` is the blur's standard deviation in canvas pixels (clamped to the context's
  /// ``KinetypeCore/Limits/blurRadius``, with a warning, as ``addFilter(_:options:)`` clamps);
  /// `saturation` scales saturation afterwards (1: unchanged). The blur reads the pixels
  /// around the path too, up to its reach, and the canvas's edge pixels extended beyond the
  /// canvas (``KinetypeRaster/Pixmap/backdrop(x:y:width:height:sigma:saturation:)``).
  ///
  /// The backdrop is this context's canvas: inside ``drawLayer(content:)`` (a view's
  /// `compositingGroup`, `blur`, `shadow`, `blendMode`) it is what that layer holds so far,
  /// not what lies under the layer. A pixel the path covers by `c` becomes
  /// `c · opacity` of the way from its old value to the blurred one; the clip applies; the
  /// blend mode and filters do not (they are the tint's).
  package func drawBackdrop(
    in path: Path, style: FillStyle = FillStyle(), radius: Double, saturation: Double = 1
  ) {
    guard transform.isFinite, path.isFinite, radius.isFinite, saturation.isFinite else {
      return warn("material backdrop skipped: a parameter is not finite")
    }
    guard textOutline == nil, opacity > 0, radius > 0 || saturation != 1 else { return }
    var blur = KinetypeRaster.Filter.blur(radius: radius)
    clampBlur(of: &blur, source: "material backdrop")
    guard case .blur(let sigma, _) = blur.kind else { return }
    let canvasSize = (width: target.canvas.width, height: target.canvas.height)
    var mask = Rasterizer.coverage(of: path, transform: transform, style: style, clipTo: canvasSize)
    if let clipMask { mask = mask.intersecting(clipMask) }
    guard !mask.isEmpty else { return }
    if opacity < 1 {
      let scale = UInt32((opacity * 255).rounded())
      mask = CoverageMask(
        originX: mask.originX, originY: mask.originY, width: mask.width, height: mask.height,
        values: mask.values.map { UInt8((UInt32($0) * scale + 127) / 255) })
    }
    let blurred = target.canvas.backdrop(
      x: mask.originX, y: mask.originY, width: mask.width, height: mask.height, sigma: sigma,
      saturation: saturation)
    // A `.copy` through the coverage: each pixel moves its coverage of the way to the blurred one.
    target.canvas.replace(with: blurred, through: mask)
  }
}
