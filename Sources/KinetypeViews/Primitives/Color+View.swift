import Foundation
public import KinetypeCore
import KinetypeViewGraph

/// A color is a view that fills the space it is offered (10×10 for a nil proposal), as in
/// SwiftUI.
extension Color: View, PrimitiveView {
  /// A color draws itself.
  public typealias Body = Never
  /// A color draws itself.
  public var body: Never { primitiveBody("Color") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ShapeBehavior.fillingNode(kind: "Color", style: context.animated(self, "color"), in: context)]
  }
}

/// SwiftUI's other ways to make a color.
extension Color {
  /// A color from components in `colorSpace`; linear components are gamma-encoded to sRGB.
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    func encode(_ value: Double) -> Double {
      colorSpace == .sRGBLinear ? Color.encodeSRGB(value) : value
    }
    self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
  }

  /// A gray from `white` in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A color from hue, saturation and brightness (HSB), all 0…1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = min(1, max(0, saturation.isFinite ? saturation : 0))
    let v = min(1, max(0, brightness.isFinite ? brightness : 0))
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }
}
