import KinetypeCore

/// The limits of pixels: how large a canvas and how wide a blur.
extension Limits.Name {
  /// The longest side of a canvas or frame, in pixels. Default: 16,384.
  public static let canvasSide = Limits.Name("canvas-side", defaultValue: 16_384)
  /// The most pixels of a canvas or frame. Default: 64 Mpx.
  public static let canvasPixels = Limits.Name("canvas-pixels", defaultValue: 64 * 1024 * 1024)
  /// The widest blur or shadow, as a standard deviation in pixels. Default: 1,000.
  public static let blurRadius = Limits.Name("blur-radius", defaultValue: 1_000)

  /// The limits KinetypeRaster declares.
  public static let rasterLimits: [Limits.Name] = [.canvasSide, .canvasPixels, .blurRadius]
}

extension Limits {
  /// The longest side of a canvas or frame. Default: 16,384 pixels.
  public var canvasSide: Int {
    get { self[.canvasSide] }
    set { self[.canvasSide] = newValue }
  }

  /// The most pixels of a canvas or frame. Default: 64 Mpx (256 MB of RGBA).
  public var canvasPixels: Int {
    get { self[.canvasPixels] }
    set { self[.canvasPixels] = newValue }
  }

  /// The widest blur or shadow, as a Gaussian standard deviation in pixels (a view's radius
  /// in points times the render's scale). A blur's cost and the margin its layer needs grow
  /// with it. Default: 1,000 pixels (wider than any canvas side looks the same).
  public var blurRadius: Int {
    get { self[.blurRadius] }
    set { self[.blurRadius] = newValue }
  }
}
