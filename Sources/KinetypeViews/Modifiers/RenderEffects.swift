public import Foundation
public import KinetypeCore
import KinetypeMotion
import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// Draws this view at `opacity` (0…1; values outside are clamped, NaN counts as 1). As in
  /// SwiftUI, overlapping children each fade on their own; add `compositingGroup()` first to
  /// fade them as one picture.
  public func opacity(_ opacity: Double) -> some View {
    modifier(RenderEffectModifier(effect: .opacity(opacity.isNaN ? 1 : min(1, max(0, opacity)))))
  }

  /// Draws this view scaled by `scale` about `anchor`, without changing its layout.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Draws this view scaled by `scale.width`, `scale.height` about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Draws this view scaled by `x`, `y` about `anchor` (non-finite factors count as 1).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    modifier(
      RenderEffectModifier(
        effect: .scale(x: x.isFinite ? x : 1, y: y.isFinite ? y : 1, anchor: anchor)))
  }

  /// Draws this view rotated by `angle` (clockwise on screen) about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(
      RenderEffectModifier(
        effect: .rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor)))
  }

  /// Blurs this view with a Gaussian of standard deviation `radius` (as
  /// `GraphicsContext.Filter.blur`). `opaque` is accepted for SwiftUI compatibility.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(RenderEffectModifier(effect: .blur(radius: radius.isFinite ? max(0, radius) : 0)))
  }

  /// Draws a shadow of this view's alpha in `color` behind it, blurred by `radius` and moved
  /// by `x`, `y`, as SwiftUI's `shadow(color:radius:x:y:)` (default color: black at 33 %).
  /// SwiftUI documents `radius` only as "how much to blur"; Kinetype blurs with a standard
  /// deviation of `radius / 2`, CSS's convention for a blur radius (docs/views.md).
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(
      RenderEffectModifier(
        effect: .shadow(
          color: color, radius: radius.isFinite ? max(0, radius) : 0, x: x.isFinite ? x : 0,
          y: y.isFinite ? y : 0)))
  }

  /// Composites this view onto what is behind it with `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(RenderEffectModifier(effect: .blendMode(blendMode)))
  }

  /// Draws this view into a layer first, so effects above apply to it as one picture.
  public func compositingGroup() -> some View {
    modifier(RenderEffectModifier(effect: .group))
  }

  /// Draws this view into an offscreen image first (a layer, here).
  public func drawingGroup(opaque: Bool = false) -> some View {
    modifier(RenderEffectModifier(effect: .group))
  }

  /// Keeps this view's space but draws nothing.
  public func hidden() -> some View { modifier(RenderEffectModifier(effect: .hidden)) }

  /// Clips this view to `shape` in its frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(
      RenderEffectModifier(effect: .clip(path: { shape.path(in: $0) }, style: style)))
  }

  /// Clips this view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
  }

  /// Clips this view to a rectangle with corners of `radius` (SwiftUI's older
  /// `cornerRadius(_:antialiased:)`).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(
      RoundedRectangle(cornerRadius: radius, style: .circular),
      style: FillStyle(antialiased: antialiased))
  }
}

/// A drawing effect that leaves layout alone.
enum RenderEffect {
  case opacity(Double)
  case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
  case rotation(Angle, anchor: UnitPoint)
  case blur(radius: CGFloat)
  case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
  case blendMode(BlendMode)
  case group
  case hidden
  case clip(path: (CGRect) -> Path, style: FillStyle)
}

struct RenderEffectModifier: NodeModifier {
  let effect: RenderEffect
  func behavior(in context: ResolveContext) -> any NodeBehavior {
    RenderEffectBehavior(effect: effect.animated(in: context))
  }
}

extension RenderEffect {
  /// The effect with its numbers animated (opacity, scale, angle, blur and shadow).
  func animated(in context: ResolveContext) -> RenderEffect {
    switch self {
    case .opacity(let value):
      return .opacity(context.animated(value, "opacity"))
    case .scale(let x, let y, let anchor):
      let scale = context.animated(AnimatablePair(x, y), "scale")
      return .scale(x: scale.first, y: scale.second, anchor: anchor)
    case .rotation(let angle, let anchor):
      return .rotation(context.animated(angle, "rotation"), anchor: anchor)
    case .blur(let radius):
      return .blur(radius: max(0, context.animated(radius, "blur")))
    case .shadow(let color, let radius, let x, let y):
      let shape = context.animated(AnimatablePair(radius, AnimatablePair(x, y)), "shadow")
      return .shadow(
        color: context.animated(color, "shadow.color"), radius: max(0, shape.first),
        x: shape.second.first, y: shape.second.second)
    default:
      return self
    }
  }
}

struct RenderEffectBehavior: NodeBehavior {
  let effect: RenderEffect

  var kind: String {
    switch effect {
    case .opacity: "opacity"
    case .scale: "scaleEffect"
    case .rotation: "rotationEffect"
    case .blur: "blur"
    case .shadow: "shadow"
    case .blendMode: "blendMode"
    case .group: "compositingGroup"
    case .hidden: "hidden"
    case .clip: "clipShape"
    }
  }

  var details: String {
    switch effect {
    case .opacity(let value): ViewFormat.number(CGFloat(value))
    case .scale(let x, let y, _): "\(ViewFormat.number(x)), \(ViewFormat.number(y))"
    case .rotation(let angle, _): "\(ViewFormat.number(CGFloat(angle.degrees)))°"
    case .blur(let radius): ViewFormat.number(radius)
    case .shadow(_, let radius, let x, let y):
      "radius: \(ViewFormat.number(radius)), x: \(ViewFormat.number(x)), y: \(ViewFormat.number(y))"
    case .blendMode(let mode): "\(mode)"
    default: ""
    }
  }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    switch effect {
    case .hidden:
      return
    case .opacity(let value):
      context.opacity *= min(1, max(0, value))
      pass.drawChildren(of: node, in: &context)
    case .scale(let x, let y, let anchor):
      let point = anchor.point(in: frame)
      context.translateBy(x: point.x, y: point.y)
      context.scaleBy(x: x, y: y)
      context.translateBy(x: -point.x, y: -point.y)
      pass.drawChildren(of: node, in: &context)
    case .rotation(let angle, let anchor):
      let point = anchor.point(in: frame)
      context.translateBy(x: point.x, y: point.y)
      context.rotate(by: angle)
      context.translateBy(x: -point.x, y: -point.y)
      pass.drawChildren(of: node, in: &context)
    case .blur(let radius):
      // The filter's radius is in canvas pixels; the view's is in points.
      let sigma = Double(radius * pass.scale)
      guard node.graph.admitsBlur(sigma, kind: "blur", at: node) else { return }
      context.addFilter(.blur(radius: sigma))
      drawAsLayer(node, &context, pass)
    case .shadow(let color, let radius, let x, let y):
      guard node.graph.admitsBlur(Double(radius / 2 * pass.scale), kind: "shadow", at: node)
      else { return }
      context.addFilter(
        .shadow(
          color: color, radius: Double(radius / 2 * pass.scale), x: Double(x * pass.scale),
          y: Double(y * pass.scale)))
      drawAsLayer(node, &context, pass)
    case .blendMode(let mode):
      context.blendMode = mode
      drawAsLayer(node, &context, pass)
    case .group:
      drawAsLayer(node, &context, pass)
    case .clip(let path, let style):
      context.clip(to: path(frame), style: style)
      pass.drawChildren(of: node, in: &context)
    }
  }

  private func drawAsLayer(_ node: ViewNode, _ context: inout GraphicsContext, _ pass: DrawPass) {
    context.drawLayer { layer in pass.drawChildren(of: node, in: &layer) }
  }
}
