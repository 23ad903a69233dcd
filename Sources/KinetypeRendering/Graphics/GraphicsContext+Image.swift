import Foundation
import KinetypeCore
import KinetypeRaster

extension GraphicsContext {
  /// Draws `image` scaled to fill `rect` (in the current user space), as SwiftUI's
  /// `GraphicsContext.draw(_:in:)` for images: resampled with `filter` through the current
  /// transform, with the context's opacity, blend mode, filters and clip.
  ///
  /// A rectangle or transform that is not finite skips the draw with a warning.
  public func draw(_ image: Pixmap, in rect: CGRect, filter: ResamplingFilter = .bilinear) {
    guard transform.isFinite, rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return warn("image skipped: the rectangle or transform is not finite") }
    // Only text is outlined.
    guard rect.width != 0, rect.height != 0, textOutline == nil else { return }
    let placement = CGAffineTransform(
      scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height)
    ).concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)).concatenating(
      transform)
    withFilteredTarget(bounds: rect.applying(transform)) {
      canvas, origin, opacity, blendMode, clip in
      let shift = CGAffineTransform(translationX: Double(-origin.x), y: Double(-origin.y))
      canvas.draw(
        image, transform: placement.concatenating(shift), filter: filter, opacity: opacity,
        blendMode: blendMode, clip: clip)
    }
  }
}
