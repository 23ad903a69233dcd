extension BlendMode {
  /// Whether a fully transparent source still changes the destination under this mode, so a
  /// draw at opacity 0 cannot be skipped.
  var drawsWithZeroOpacity: Bool {
    switch self {
    case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
    default: false
    }
  }
}
