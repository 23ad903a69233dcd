import Foundation
public import KinetypeCore
import KinetypeViewGraph

// SwiftUI's color-effect modifiers. Each draws the view into a layer the size of the canvas,
// applies the raster layer's filter of the same name (W3C Filter Effects matrices on the
// premultiplied sRGB values) and composites the layer: the whole view changes as one picture,
// as in SwiftUI.

extension View {
  /// Rotates the hues of this view by `angle`.
  public func hueRotation(_ angle: Angle) -> some View {
    colorEffect(.hueRotation(angle.radians.isFinite ? angle : .zero))
  }

  /// Adds `amount` (−1…1) to each color component of this view (NaN counts as 0).
  public func brightness(_ amount: Double) -> some View {
    colorEffect(.brightness(amount.isFinite ? amount : 0))
  }

  /// Scales each component's distance from mid-gray by `amount` (1 unchanged, 0 gray;
  /// NaN counts as 1).
  public func contrast(_ amount: Double) -> some View {
    colorEffect(.contrast(amount.isFinite ? amount : 1))
  }

  /// Scales the saturation of this view by `amount` (0 gray, 1 unchanged; NaN counts as 1).
  public func saturation(_ amount: Double) -> some View {
    colorEffect(.saturation(amount.isFinite ? amount : 1))
  }

  /// Removes `amount` (0…1) of this view's color (NaN counts as 0).
  public func grayscale(_ amount: Double) -> some View {
    colorEffect(.grayscale(amount.isFinite ? amount : 0))
  }

  /// Multiplies every pixel of this view by `color`.
  public func colorMultiply(_ color: Color) -> some View {
    colorEffect(.colorMultiply(color))
  }

  /// Inverts the colors of this view.
  public func colorInvert() -> some View { colorEffect(.colorInvert) }

  /// Makes this view a mask of its luminance, as SwiftUI's `luminanceToAlpha()`: each pixel
  /// becomes black with an alpha of its luminance (white opaque, black clear; the W3C
  /// `luminanceToAlpha` matrix: 0.2125 R + 0.7154 G + 0.0721 B).
  public func luminanceToAlpha() -> some View { colorEffect(.luminanceToAlpha) }

  private func colorEffect(_ adjustment: ColorAdjustment) -> some View {
    modifier(EffectStepsModifier(kind: adjustment.name, steps: [.color(adjustment)]))
  }
}
