import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph

/// Draws a node's children through a chain of visual effects.
enum EffectDrawing {
  /// Draws `node`'s children through `steps` (innermost first), the outermost step applied
  /// first to the context: transforms about anchors of the node's pixel frame, opacity
  /// multiplied, blur and color effects on a layer of what the inner steps draw.
  static func draw(
    _ steps: [VisualEffectStep], node: ViewNode, in context: inout GraphicsContext,
    pass: DrawPass
  ) {
    draw(steps[...], frame: pass.pixelFrame(of: node), node: node, in: &context, pass: pass)
  }

  private static func draw(
    _ steps: ArraySlice<VisualEffectStep>, frame: CGRect, node: ViewNode,
    in context: inout GraphicsContext, pass: DrawPass
  ) {
    guard let step = steps.last else { return pass.drawChildren(of: node, in: &context) }
    let inner = steps.dropLast()
    func rest(_ context: inout GraphicsContext) {
      draw(inner, frame: frame, node: node, in: &context, pass: pass)
    }
    switch step {
    case .offset(let offset):
      context.translateBy(x: Double(offset.width), y: Double(offset.height))
      rest(&context)
    case .scale(let scale, let anchor):
      let point = anchor.point(in: frame)
      context.translateBy(x: Double(point.x), y: Double(point.y))
      context.scaleBy(x: Double(scale.width), y: Double(scale.height))
      context.translateBy(x: Double(-point.x), y: Double(-point.y))
      rest(&context)
    case .rotation(let angle, let anchor):
      let point = anchor.point(in: frame)
      context.translateBy(x: Double(point.x), y: Double(point.y))
      context.rotate(by: angle)
      context.translateBy(x: Double(-point.x), y: Double(-point.y))
      rest(&context)
    case .opacity(let opacity):
      context.opacity *= opacity
      rest(&context)
    case .blur(let radius):
      // The filter's radius is in canvas pixels; the effect's is in points.
      let sigma = Double(radius * pass.scale)
      guard node.graph.admitsBlur(sigma, kind: "blur", at: node) else { return }
      context.addFilter(.blur(radius: sigma))
      context.drawLayer { layer in rest(&layer) }
    case .color(let adjustment):
      drawFiltered(adjustment.rasterFilter, node: node, in: &context) { layer in rest(&layer) }
    case .shader(let effect):
      if effect.isEnabled { warnShader(effect, node: node) }
      rest(&context)
    case .rotation3D(let effect):
      ProjectionDrawing.draw(
        effect.effectValue(size: frame.size), kind: "rotation3DEffect", frame: frame, node: node,
        in: &context, content: rest)
    case .projection(let projection):
      ProjectionDrawing.draw(
        projection, kind: "transformEffect", frame: frame, node: node, in: &context,
        content: rest)
    }
  }

  /// Draws `content` into a transparent layer the size of the canvas (with the context's
  /// transform), applies the raster `filter` to it, and composites it with the context's
  /// opacity, blend mode, filters and clip.
  static func drawFiltered(
    _ filter: KinetypeRaster.Filter, node: ViewNode, in context: inout GraphicsContext,
    content: (inout GraphicsContext) -> Void
  ) {
    let width = Int(context.size.width)
    let height = Int(context.size.height)
    let limits = node.graph.limits.admitting(width: width, height: height)
    guard var layer = try? Pixmap(width: width, height: height, limits: limits) else { return }
    let transform = context.transform
    var warnings: [Warning] = []
    GraphicsContext.render(into: &layer, limits: node.graph.limits) { layerContext in
      layerContext.transform = transform
      content(&layerContext)
      warnings = layerContext.warnings
    }
    for warning in warnings { node.graph.warn(warning, at: node) }
    layer.apply(filter)
    var copy = context
    copy.transform = .identity
    copy.draw(
      layer, in: CGRect(x: 0, y: 0, width: Double(width), height: Double(height)),
      filter: .nearest)
  }

  /// Says, once per view, that a shader effect was not applied.
  static func warnShader(_ effect: ShaderEffect, node: ViewNode) {
    node.graph.warn(effect.unsupportedMessage, at: node, kind: .unsupportedFeature)
  }
}

extension ColorAdjustment {
  /// The raster layer's filter for the adjustment.
  var rasterFilter: KinetypeRaster.Filter {
    switch self {
    case .hueRotation(let angle): .hueRotation(angle)
    case .brightness(let amount): .brightness(amount)
    case .contrast(let amount): .contrast(amount)
    case .saturation(let amount): .saturation(amount)
    case .grayscale(let amount): .grayscale(amount)
    case .colorMultiply(let color): .colorMultiply(color)
    case .colorInvert: .colorInvert(1)
    case .luminanceToAlpha: .luminanceToAlpha
    }
  }
}

/// A modifier that draws its content through a fixed chain of effects.
struct EffectStepsModifier: NodeModifier {
  let kind: String
  let steps: [VisualEffectStep]

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    for case .shader(let effect) in steps where effect.isEnabled {
      context.graph.warn(effect.unsupportedMessage, at: context, kind: .unsupportedFeature)
    }
    return EffectStepsBehavior(kind: kind, steps: steps)
  }
}

struct EffectStepsBehavior: NodeBehavior {
  let kind: String
  let steps: [VisualEffectStep]

  var details: String {
    steps.compactMap { step -> String? in
      switch step {
      case .color(let adjustment): adjustment.name
      case .shader(let effect): "\"\(effect.shader.function.name)\""
      default: nil
      }
    }.joined(separator: ", ")
  }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    EffectDrawing.draw(steps, node: node, in: &context, pass: pass)
  }
}
