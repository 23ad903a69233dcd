import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering

/// Draws a layer tree through a ``GraphicsContext``, with the antialiasing of every other
/// Kinetype drawing: each layer's presentation at the time (its background, content,
/// sublayers ordered by `zPosition`, border), opacity as a group, `masksToBounds` as a clip,
/// `mask` by its alpha and the shadow as a filter (or `shadowPath` blurred).
public enum CALayerRenderer {
  /// Draws `layer` (placed in the context's user space as in its superlayer) as it is at
  /// media time `time`.
  public static func draw(
    _ layer: CALayer, in context: inout GraphicsContext, at time: CFTimeInterval
  ) {
    let parentTime = layer.superlayer.map { $0.localTime(fromMedia: time) } ?? time
    draw(layer, parentTime: parentTime, in: context)
  }

  /// A `width`×`height` image of `layer` at media time `time` over `background`.
  public static func image(
    of layer: CALayer, width: Int, height: Int, at time: CFTimeInterval,
    background: CGColor? = nil
  ) throws -> Pixmap {
    var pixmap = try Pixmap(width: width, height: height)
    GraphicsContext.render(into: &pixmap) { context in
      if let color = CAGeometry.color(background) {
        context.fill(
          Path(CGRect(x: 0, y: 0, width: Double(width), height: Double(height))),
          with: .color(color))
      }
      draw(layer, in: &context, at: time)
    }
    return pixmap
  }

  /// Draws `layer` in its superlayer's space; `pending` is the superlayer's sublayer
  /// transform (or a replicator's instance transform), kept in 3D so that its perspective
  /// (`m34`) acts on the layer's own rotation before the product is flattened to the screen.
  static func draw(
    _ layer: CALayer, parentTime: Double, in parent: GraphicsContext,
    pending: CATransform3D = CATransform3DIdentity
  ) {
    let time = layer.childTime(fromParent: parentTime)
    let p = layer.presentation(atLocalTime: time)
    guard !p.isHidden, p.opacity > 0 else { return }
    var context = parent
    let size = p.bounds.size
    let toParent = CATransform3DMakeTranslation(
      -p.anchorPoint.x * size.width - p.bounds.origin.x,
      -p.anchorPoint.y * size.height - p.bounds.origin.y, 0
    ).concatenating(p.transform).concatenating(
      CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition)
    ).concatenating(pending)
    guard toParent.isAffine2D else {
      // Perspective: the layer is drawn flat, then projected (z dropped, x and y divided by
      // the homogeneous weight), as Core Animation flattens each layer into its parent.
      context.addFilter(.projectionTransform(ProjectionTransform(toParent)))
      context.drawLayer { inner in drawPlaced(p, model: layer, time: time, in: &inner) }
      return
    }
    context.concatenate(toParent.affine)
    drawPlaced(p, model: layer, time: time, in: &context)
  }

  /// The layer's shadow, group (opacity, mask, transition) and body, in layer space.
  static func drawPlaced(
    _ p: CALayer, model layer: CALayer, time: Double, in context: inout GraphicsContext
  ) {
    let hasShadow = p.shadowOpacity > 0 && p.shadowColor != nil
    if hasShadow, let shadowPath = p.shadowPath {
      drawShadowPath(shadowPath, of: p, in: context)
    }
    let needsGroup =
      p.opacity < 1 || p.mask != nil || (hasShadow && p.shadowPath == nil)
      || p.activeTransition != nil
    guard needsGroup else {
      drawBody(p, model: layer, time: time, in: &context)
      return
    }
    context.opacity *= Double(p.opacity)
    if hasShadow, p.shadowPath == nil, let color = CAGeometry.color(p.shadowColor) {
      context.addFilter(
        .shadow(
          color: color.opacity(color.opacity * Double(p.shadowOpacity)),
          radius: Double(p.shadowRadius) / 2, x: Double(p.shadowOffset.width),
          y: Double(p.shadowOffset.height)))
    }
    context.drawLayer { inner in
      if let mask = p.mask {
        inner.clipToLayer { maskContext in draw(mask, parentTime: time, in: maskContext) }
      }
      if let transition = p.activeTransition {
        drawTransition(transition, p, model: layer, time: time, in: &inner)
      } else {
        drawBody(p, model: layer, time: time, in: &inner)
      }
    }
  }

  /// The background, the layer's own content, the sublayers and the border, in layer space.
  static func drawBody(
    _ p: CALayer, model: CALayer, time: Double, in context: inout GraphicsContext
  ) {
    let bounds = CAGeometry.rect(p.bounds)
    let radius = Double(p.cornerRadius)
    let outline = radius > 0 ? Path(roundedRect: bounds, cornerRadius: radius) : Path(bounds)
    if let color = CAGeometry.color(p.backgroundColor), color.opacity > 0 {
      context.fill(outline, with: .color(color))
    }
    p.drawContent(in: &context, time: time)
    if let sublayers = model.sublayers, !sublayers.isEmpty {
      var inner = context
      if p.masksToBounds { inner.clip(to: outline) }
      var pending = CATransform3DIdentity
      if !CATransform3DIsIdentity(p.sublayerTransform) {
        // About the anchor point; applied to each sublayer in 3D (draw(_:parentTime:in:pending:)).
        let ax = Double(p.bounds.origin.x) + Double(p.anchorPoint.x * p.bounds.size.width)
        let ay = Double(p.bounds.origin.y) + Double(p.anchorPoint.y * p.bounds.size.height)
        pending = CATransform3DMakeTranslation(-ax, -ay, 0).concatenating(p.sublayerTransform)
          .concatenating(CATransform3DMakeTranslation(ax, ay, 0))
      }
      p.drawSublayers(sorted(sublayers), time: time, in: inner, pending: pending)
    }
    if p.borderWidth > 0, let color = CAGeometry.color(p.borderColor) {
      let w = Double(p.borderWidth)
      let inset = bounds.insetBy(dx: w / 2, dy: w / 2)
      let border =
        radius > 0 ? Path(roundedRect: inset, cornerRadius: max(radius - w / 2, 0)) : Path(inset)
      context.stroke(border, with: .color(color), lineWidth: w)
    }
  }

  /// Sublayers back to front: by `zPosition`, then in order.
  static func sorted(_ layers: [CALayer]) -> [CALayer] {
    layers.enumerated().sorted { a, b in
      a.element.zPosition != b.element.zPosition
        ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
    }.map(\.element)
  }

  static func drawShadowPath(_ path: CGPath, of p: CALayer, in context: GraphicsContext) {
    guard let color = CAGeometry.color(p.shadowColor) else { return }
    var shadow = context
    shadow.opacity *= Double(p.opacity) * Double(p.shadowOpacity)
    shadow.addFilter(.blur(radius: Double(p.shadowRadius) / 2))
    shadow.drawLayer { inner in
      inner.fill(
        Path(path).offsetBy(
          x: Double(p.shadowOffset.width), y: Double(p.shadowOffset.height)),
        with: .color(color))
    }
  }

  /// The old appearance and the new one, placed and faded as the transition's kind says.
  static func drawTransition(
    _ t: CALayerTransitionState, _ p: CALayer, model: CALayer, time: Double,
    in context: inout GraphicsContext
  ) {
    let w = Double(p.bounds.size.width)
    let h = Double(p.bounds.size.height)
    let direction: (Double, Double) =
      switch t.subtype {
      case .fromRight: (-1, 0)
      case .fromTop: (0, 1)
      case .fromBottom: (0, -1)
      default: (1, 0)
      }
    let progress = t.progress
    // The new content enters from the subtype's edge; the old one leaves towards the other.
    let enter = ((1 - progress) * -direction.0 * w, (1 - progress) * -direction.1 * h)
    let leave = (progress * direction.0 * w, progress * direction.1 * h)
    var old = context
    var new = context
    switch t.type {
    case .push:
      old.translateBy(x: leave.0, y: leave.1)
      new.translateBy(x: enter.0, y: enter.1)
    case .moveIn:
      new.translateBy(x: enter.0, y: enter.1)
    case .reveal:
      old.translateBy(x: leave.0, y: leave.1)
    default:
      old.opacity *= 1 - progress
      new.opacity *= progress
    }
    let snapshot = t.snapshot
    let drawOld = {
      old.drawLayer { inner in drawBody(snapshot, model: snapshot, time: time, in: &inner) }
    }
    let drawNew = {
      new.drawLayer { inner in drawBody(p, model: model, time: time, in: &inner) }
    }
    if t.type == .reveal {
      drawNew()
      drawOld()
    } else {
      drawOld()
      drawNew()
    }
  }
}
