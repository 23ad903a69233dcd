import Foundation

extension Pixmap {
  /// The image at `width`×`height`, for a terminal: halved by averaging 2×2 blocks while it
  /// is at least twice the size, then resampled bilinearly, so that thin strokes thin out
  /// instead of breaking up.
  ///
  /// - Throws: ``RasterError`` for a size a ``Pixmap`` cannot have.
  public func resized(width: Int, height: Int) throws -> Pixmap {
    if width == self.width, height == self.height { return self }
    var image = self
    while image.width >= 2 * width, image.height >= 2 * height {
      // Each target pixel's centre maps to the corner between four source pixels, where a
      // bilinear sample is their mean.
      var half = try Pixmap(width: image.width / 2, height: image.height / 2)
      half.draw(image, transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
      image = half
    }
    var result = try Pixmap(width: width, height: height)
    result.draw(
      image,
      transform: CGAffineTransform(
        scaleX: Double(width) / Double(image.width), y: Double(height) / Double(image.height)))
    return result
  }
}
