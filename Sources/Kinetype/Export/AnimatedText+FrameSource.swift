extension AnimatedText: FrameSource {
  /// Renders the frame at `time` seconds with the shared glyph cache.
  public func frame(at time: Double) throws -> Pixmap {
    try frame(at: time, glyphCache: .shared)
  }
}
