import KinetypeCore

extension Filter {
  /// Whether every parameter is finite.
  public var isValid: Bool {
    switch self {
    case .blur(let radius): radius.isFinite
    case .shadow(_, let radius, let x, let y): radius.isFinite && x.isFinite && y.isFinite
    case .brightness(let v), .contrast(let v), .saturation(let v), .grayscale(let v),
      .colorInvert(let v):
      v.isFinite
    case .hueRotation(let angle): angle.radians.isFinite
    case .alphaThreshold(let low, let high, _): low.isFinite && high.isFinite
    case .colorMultiply, .luminanceToAlpha: true
    }
  }

  /// Whether the filter leaves every pixel as it is, so its implicit layer can be skipped.
  public var isIdentity: Bool {
    switch self {
    case .blur(let radius): radius <= 0
    case .brightness(let amount): amount == 0
    case .contrast(let amount), .saturation(let amount): amount == 1
    case .grayscale(let amount): amount == 0
    case .colorInvert(let amount): amount == 0
    case .hueRotation(let angle): angle.radians == 0
    case .colorMultiply(let color): color == .white
    default: false
    }
  }

  /// How far (in pixels) the filter can move ink: three standard deviations of a blur, plus a
  /// shadow's offset. Zero for color filters.
  public var reach: Double {
    switch self {
    case .blur(let radius): (3 * max(0, radius)).rounded(.up)
    case .shadow(_, let radius, let x, let y):
      (3 * max(0, radius)).rounded(.up) + max(abs(x), abs(y)).rounded(.up)
    default: 0
    }
  }
}
