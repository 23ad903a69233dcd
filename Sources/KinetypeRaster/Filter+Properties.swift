import KinetypeCore

extension Filter {
  /// Whether every parameter is finite.
  package var isValid: Bool {
    switch kind {
    case .blur(let radius, _): radius.isFinite
    case .shadow(let shadow): shadow.radius.isFinite && shadow.x.isFinite && shadow.y.isFinite
    case .colorMatrix(let matrix): matrix.isFinite
    case .alphaThreshold(let low, let high, _): low.isFinite && high.isFinite
    case .projection(let matrix): matrix.isFinite
    }
  }

  /// Whether the filter leaves every pixel as it is, so its implicit layer can be skipped.
  package var isIdentity: Bool {
    switch kind {
    case .blur(let radius, let options): radius <= 0 && !options.contains(.opaque)
    case .colorMatrix(let matrix): matrix == ColorMatrix()
    case .projection(let matrix): matrix.isIdentity
    case .shadow, .alphaThreshold: false
    }
  }

  /// How far (in pixels) the filter can move ink: three standard deviations of a blur, plus a
  /// shadow's offset; infinite for a projection (it can move ink anywhere). Zero for color
  /// filters.
  package var reach: Double {
    switch kind {
    case .blur(let radius, _): (3 * max(0, radius)).rounded(.up)
    case .shadow(let shadow):
      (3 * max(0, shadow.radius)).rounded(.up) + max(abs(shadow.x), abs(shadow.y)).rounded(.up)
    case .projection(let matrix): matrix.isIdentity ? 0 : .infinity
    case .colorMatrix, .alphaThreshold: 0
    }
  }

  /// Whether a fully transparent pixel stays transparent, so a layer that leaves out pixels
  /// nothing was drawn on filters to the same picture as a full-size one. False for a color
  /// matrix that adds alpha (`a5 > 0`), a threshold that accepts alpha 0 and an
  /// inverted-alpha shadow: those need the whole canvas.
  package var keepsTransparentPixelsClear: Bool {
    switch kind {
    case .blur: true
    case .shadow(let shadow): !shadow.options.contains(.invertsAlpha)
    case .colorMatrix(let matrix): matrix.apply(to: .zero).w == 0
    case .alphaThreshold(let low, let high, _): !(low <= 0 && high >= 0)
    case .projection: true
    }
  }
}
