import KinetypeRaster

extension Fixtures {
  /// A frame's premultiplied bytes, for byte-for-byte comparisons.
  public static func bytes(_ frame: Pixmap) -> [UInt8] {
    frame.withUnsafePremultipliedBytes { Array($0) }
  }
}
