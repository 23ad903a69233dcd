import Foundation
public import KinetypeCore
import KinetypeMotion
public import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph

/// A gradient with no geometry of its own, as SwiftUI's `AnyGradient`: as a style it runs
/// from the top to the bottom of what it fills (a shape's frame, a text's bounds).
/// `Color.gradient` makes one.
public struct AnyGradient: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
  /// The colors.
  let gradient: Gradient

  /// Erases `gradient`.
  public init(_ gradient: Gradient) { self.gradient = gradient }

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .linearGradient(
      gradient, startPoint: UnitPoint.top.point(in: rect),
      endPoint: UnitPoint.bottom.point(in: rect))
  }
}

/// A gradient used directly as a style, as SwiftUI's `Gradient` conforms to `ShapeStyle`
/// (`.foregroundStyle(Gradient(colors: [.pink, .blue]))`): drawn as ``AnyGradient`` draws it,
/// from the top to the bottom of what it fills.
extension Gradient: ShapeStyle, ResolvableShapeStyle {
  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    AnyGradient(self).shading(in: rect, environment: environment)
  }
}

extension Color {
  /// A subtle top-to-bottom gradient of this color, as SwiftUI's `Color.gradient`: the color
  /// lightened at the top, the color itself at the bottom.
  ///
  /// Apple does not say which lighter color. Wade Tregaskis measured SwiftUI's own rendering
  /// (`ImageRenderer` over one-pixel strips) for TUIkit (github.com/wadetregaskis/TUIkit,
  /// `Sources/TUIkit/Styling/AnyGradient.swift`): the bottom is the color, and the top keeps
  /// the hue with its HSL lightness raised, from 0.502 to 0.647 for gray 128, 0.500 to 0.639
  /// for rgb(51, 102, 204), 0.300 to 0.451 for rgb(0, 153, 51), white staying white and black
  /// rising to 0.198. Kinetype raises the lightness by ``gradientLightening`` (the mean rise of
  /// the three mid-tones), hue and saturation held: within 0.006 of those three, white exact,
  /// black 0.053 short (docs/views.md, "Gradients").
  public var gradient: AnyGradient {
    AnyGradient(
      Gradient(colors: [
        mapAppearances { $0.lightened(byLightness: Color.gradientLightening) }, self,
      ]))
  }

  /// How much `gradient` raises the HSL lightness of its top color: 0.145, the mean rise
  /// TUIkit measured in SwiftUI for gray 128 (0.145), rgb(51, 102, 204) (0.139) and
  /// rgb(0, 153, 51) (0.151).
  package static let gradientLightening = 0.145

  /// This color with its HSL lightness raised by `amount` (capped at 1), hue, saturation and
  /// opacity kept.
  func lightened(byLightness amount: Double) -> Color {
    let r = Color.clamp(red)
    let g = Color.clamp(green)
    let b = Color.clamp(blue)
    let high = max(r, g, b)
    let low = min(r, g, b)
    let lightness = (high + low) / 2
    let chroma = high - low
    let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
    var hue = 0.0
    if chroma > 0 {
      if high == r {
        hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
      } else if high == g {
        hue = (b - r) / chroma + 2
      } else {
        hue = (r - g) / chroma + 4
      }
      if hue < 0 { hue += 6 }
    }
    let target = min(1, lightness + amount)
    let newChroma = (1 - abs(2 * target - 1)) * saturation
    let x = newChroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
    let (r1, g1, b1): (Double, Double, Double) =
      switch Int(hue) {
      case 0: (newChroma, x, 0)
      case 1: (x, newChroma, 0)
      case 2: (0, newChroma, x)
      case 3: (0, x, newChroma)
      case 4: (x, 0, newChroma)
      default: (newChroma, 0, x)
      }
    let m = target - newChroma / 2
    return Color(red: r1 + m, green: g1 + m, blue: b1 + m, opacity: opacity)
  }
}
