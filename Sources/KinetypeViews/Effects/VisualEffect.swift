public import Foundation
public import KinetypeCore
public import KinetypeMotion
import KinetypeViewGraph

/// Visual changes to a view that leave its layout alone, as SwiftUI's `VisualEffect`: what
/// the closures of `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` build from
/// the `EmptyVisualEffect` they receive.
///
/// ```swift
/// Text(word).visualEffect { content, proxy in
///   content.hueRotation(.degrees(proxy.frame(in: .global).origin.y / 8))
/// }
/// ```
///
/// Effects chain like view modifiers: the last one applies outermost. Offsets, scales and
/// rotations transform the drawing; opacity multiplies; blur and the color effects draw the
/// view into a layer first; shader effects cannot run on Linux (see `layerEffect(_:)`).
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which effect closures start from, as SwiftUI's
/// `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
  /// The empty effect.
  public init() {}
}

/// A chain of effects (what the `VisualEffect` methods build).
struct VisualEffectChain: VisualEffect {
  var steps: [VisualEffectStep]
}

extension VisualEffect {
  /// The effects this value stands for, innermost first (a type Kinetype does not know
  /// stands for none).
  var steps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

  func appending(_ step: VisualEffectStep) -> VisualEffectChain {
    VisualEffectChain(steps: steps + [step])
  }

  /// Moves the drawing by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Moves the drawing by `x`, `y` points (non-finite values count as 0).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    appending(.offset(CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)))
  }

  /// Scales the drawing by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Scales the drawing by `scale.width`, `scale.height` about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Scales the drawing by `x`, `y` about `anchor` (non-finite factors count as 1).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    appending(
      .scale(
        CGSize(width: x.isFinite ? x : 1, height: y.isFinite ? y : 1), anchor: anchor))
  }

  /// Rotates the drawing by `angle` (clockwise on screen) about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    appending(.rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor))
  }

  /// Draws at `opacity` (clamped to 0…1; NaN counts as 1).
  public func opacity(_ opacity: Double) -> some VisualEffect {
    appending(.opacity(opacity.isNaN ? 1 : min(1, max(0, opacity))))
  }

  /// Blurs with a Gaussian of standard deviation `radius` points.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    appending(.blur(radius.isFinite ? max(0, radius) : 0))
  }

  /// Rotates hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    appending(.color(.hueRotation(angle.radians.isFinite ? angle : .zero)))
  }

  /// Adds `amount` (−1…1) to each color component.
  public func brightness(_ amount: Double) -> some VisualEffect {
    appending(.color(.brightness(amount.isFinite ? amount : 0)))
  }

  /// Scales each component's distance from mid-gray by `amount` (1 unchanged).
  public func contrast(_ amount: Double) -> some VisualEffect {
    appending(.color(.contrast(amount.isFinite ? amount : 1)))
  }

  /// Scales saturation by `amount` (0 gray, 1 unchanged).
  public func saturation(_ amount: Double) -> some VisualEffect {
    appending(.color(.saturation(amount.isFinite ? amount : 1)))
  }

  /// Removes `amount` (0…1) of the color.
  public func grayscale(_ amount: Double) -> some VisualEffect {
    appending(.color(.grayscale(amount.isFinite ? amount : 0)))
  }

  /// Multiplies every pixel by `color`.
  public func colorMultiply(_ color: Color) -> some VisualEffect {
    appending(.color(.colorMultiply(color)))
  }

  /// Draws the view as if turned by `angle` about `axis` through `anchor`, projected back
  /// onto its plane, as the view modifier `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`
  /// does.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    appending(
      .rotation3D(
        Rotation3DEffect(
          angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
  }

  /// Draws the view through the affine `transform` (its own coordinates), as the view
  /// modifier `transformEffect(_:)` does.
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
    appending(.projection(ProjectionTransform(transform)))
  }
}

/// One effect of a chain.
enum VisualEffectStep: Sendable {
  case offset(CGSize)
  case scale(CGSize, anchor: UnitPoint)
  case rotation(Angle, anchor: UnitPoint)
  case opacity(Double)
  case blur(CGFloat)
  case color(ColorAdjustment)
  case shader(ShaderEffect)
  case rotation3D(Rotation3DEffect)
  case projection(ProjectionTransform)

  /// The step `amount` of the way to `other`, when both are the same kind of effect.
  func interpolated(towards other: VisualEffectStep, amount t: Double) -> VisualEffectStep? {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
    switch (self, other) {
    case (.offset(let a), .offset(let b)):
      return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
    case (.scale(let a, let anchor), .scale(let b, let otherAnchor)):
      return .scale(
        CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)),
        anchor: UnitPoint(x: mix(anchor.x, otherAnchor.x), y: mix(anchor.y, otherAnchor.y)))
    case (.rotation(let a, let anchor), .rotation(let b, let otherAnchor)):
      return .rotation(
        .radians(mix(a.radians, b.radians)),
        anchor: UnitPoint(x: mix(anchor.x, otherAnchor.x), y: mix(anchor.y, otherAnchor.y)))
    case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
    case (.blur(let a), .blur(let b)): return .blur(mix(a, b))
    case (.color(let a), .color(let b)):
      return a.interpolated(towards: b, amount: t).map { .color($0) }
    case (.shader, .shader): return t < 0.5 ? self : other
    case (.rotation3D(let a), .rotation3D(let b)):
      var mixed = t < 0.5 ? a : b
      mixed.animatableData = a.animatableData.interpolated(towards: b.animatableData, amount: t)
      return .rotation3D(mixed)
    case (.projection(let a), .projection(let b)):
      var m = a
      (m.m11, m.m12, m.m13) = (mix(a.m11, b.m11), mix(a.m12, b.m12), mix(a.m13, b.m13))
      (m.m21, m.m22, m.m23) = (mix(a.m21, b.m21), mix(a.m22, b.m22), mix(a.m23, b.m23))
      (m.m31, m.m32, m.m33) = (mix(a.m31, b.m31), mix(a.m32, b.m32), mix(a.m33, b.m33))
      return .projection(m)
    default: return nil
    }
  }

  /// `from` interpolated `amount` of the way to `to`, effect by effect, as an animation
  /// interpolates a visual effect's animatable data. Chains of different shapes (a closure
  /// that returns different effects for different phases) switch halfway instead.
  static func interpolate(_ from: [VisualEffectStep], _ to: [VisualEffectStep], amount: Double)
    -> [VisualEffectStep]
  {
    if amount <= 0 { return from }
    if amount >= 1 { return to }
    guard from.count == to.count else { return amount < 0.5 ? from : to }
    var result: [VisualEffectStep] = []
    for (a, b) in zip(from, to) {
      guard let mixed = a.interpolated(towards: b, amount: amount) else {
        return amount < 0.5 ? from : to
      }
      result.append(mixed)
    }
    return result
  }
}

/// A color effect, drawn with the raster layer's filter of the same name.
enum ColorAdjustment: Sendable, Equatable {
  case hueRotation(Angle)
  case brightness(Double)
  case contrast(Double)
  case saturation(Double)
  case grayscale(Double)
  case colorMultiply(Color)
  case colorInvert
  case luminanceToAlpha

  func interpolated(towards other: ColorAdjustment, amount t: Double) -> ColorAdjustment? {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    switch (self, other) {
    case (.hueRotation(let a), .hueRotation(let b)):
      return .hueRotation(.radians(mix(a.radians, b.radians)))
    case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
    case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
    case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
    case (.grayscale(let a), .grayscale(let b)): return .grayscale(mix(a, b))
    case (.colorMultiply(let a), .colorMultiply(let b)):
      return .colorMultiply(
        Color(
          red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
          opacity: mix(a.opacity, b.opacity)))
    case (.colorInvert, .colorInvert): return .colorInvert
    case (.luminanceToAlpha, .luminanceToAlpha): return .luminanceToAlpha
    default: return nil
    }
  }

  var name: String {
    switch self {
    case .hueRotation: "hueRotation"
    case .brightness: "brightness"
    case .contrast: "contrast"
    case .saturation: "saturation"
    case .grayscale: "grayscale"
    case .colorMultiply: "colorMultiply"
    case .colorInvert: "colorInvert"
    case .luminanceToAlpha: "luminanceToAlpha"
    }
  }
}
