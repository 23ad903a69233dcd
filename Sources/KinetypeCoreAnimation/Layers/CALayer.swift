import Foundation
import KinetypeCore
import KinetypeRendering

/// A rectangle of content in a tree of layers, as Core Animation's `CALayer`.
///
/// A layer holds *model* values (what the app last set); ``presentation()`` is a copy with the
/// values its animations give at the current time of the virtual clock. Geometry follows
/// Core Animation: ``position`` is where ``anchorPoint`` of ``bounds`` sits in the
/// superlayer, ``transform`` turns the layer about that point, and ``frame`` is derived.
/// Changing an animatable property of a layer that has been displayed adds an implicit
/// animation (``CATransaction``), except inside `CATransaction.setDisableActions(true)`.
open class CALayer: CAMediaTiming {
  // MARK: Geometry

  /// The layer's own coordinate space: its origin and size. Default `.zero`.
  public var bounds = CGRect.zero { didSet { changed("bounds", .rect(oldValue)) } }
  /// Where the anchor point sits in the superlayer. Default `.zero`.
  public var position = CGPoint.zero { didSet { changed("position", .point(oldValue)) } }
  /// The point of the bounds (in unit coordinates) that `position` places and `transform`
  /// turns about. Default (0.5, 0.5).
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { changed("anchorPoint", .point(oldValue)) }
  }
  /// The order among siblings (higher draws later) and the z of the position. Default 0.
  public var zPosition: CGFloat = 0 { didSet { changed("zPosition", .number(Double(oldValue))) } }
  /// The transform about the anchor point. Default identity.
  public var transform = CATransform3DIdentity {
    didSet { changed("transform", .transform(oldValue)) }
  }
  /// The transform applied to the sublayers, about the center of the bounds. Default identity.
  public var sublayerTransform = CATransform3DIdentity {
    didSet { changed("sublayerTransform", .transform(oldValue)) }
  }

  // MARK: Appearance

  /// The opacity of the layer and its sublayers, 0…1. Default 1.
  public var opacity: Float = 1 { didSet { changed("opacity", .number(Double(oldValue))) } }
  /// Whether the layer is not drawn. Default false.
  public var isHidden = false
  /// The fill of the bounds. Default nil.
  public var backgroundColor: CGColor? {
    didSet { changed("backgroundColor", .color(oldValue ?? .clear)) }
  }
  /// The radius of the corners of the background, border and (with `masksToBounds`) clip.
  public var cornerRadius: CGFloat = 0 {
    didSet { changed("cornerRadius", .number(Double(oldValue))) }
  }
  /// The width of the border, drawn inside the bounds over the sublayers. Default 0.
  public var borderWidth: CGFloat = 0 {
    didSet { changed("borderWidth", .number(Double(oldValue))) }
  }
  /// The border's color. Default opaque black.
  public var borderColor: CGColor? = .black {
    didSet { changed("borderColor", .color(oldValue ?? .clear)) }
  }
  /// Whether sublayers are clipped to the (rounded) bounds. Default false.
  public var masksToBounds = false
  /// A layer whose alpha, in this layer's coordinates, masks this layer. Default nil.
  public var mask: CALayer? {
    didSet { mask?.superlayer = nil }
  }
  /// The shadow's color. Default opaque black.
  public var shadowColor: CGColor? = .black {
    didSet { changed("shadowColor", .color(oldValue ?? .clear)) }
  }
  /// The shadow's opacity, 0…1. Default 0 (no shadow).
  public var shadowOpacity: Float = 0 {
    didSet { changed("shadowOpacity", .number(Double(oldValue))) }
  }
  /// The shadow's offset. Default (0, −3), as on iOS.
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { changed("shadowOffset", .size(oldValue)) }
  }
  /// The shadow's blur radius. Default 3.
  public var shadowRadius: CGFloat = 3 {
    didSet { changed("shadowRadius", .number(Double(oldValue))) }
  }
  /// The shape of the shadow (in layer coordinates); nil: the shape of what the layer draws.
  public var shadowPath: CGPath? {
    didSet { if let oldValue { changed("shadowPath", .path(oldValue)) } }
  }
  /// A name to find the layer by.
  public var name: String?
  /// Stored for source compatibility; drawing is always at the canvas's resolution.
  public var contentsScale: CGFloat = 1
  /// Stored for source compatibility; layers are always drawn afresh.
  public var shouldRasterize = false

  // MARK: Timing

  /// See ``CAMediaTiming``: the layer's own timeline in its superlayer's.
  public var beginTime: CFTimeInterval = 0
  /// See ``CAMediaTiming``.
  public var duration: CFTimeInterval = 0
  /// See ``CAMediaTiming``: 0 pauses the layer's animations at `timeOffset`.
  public var speed: Float = 1
  /// See ``CAMediaTiming``.
  public var timeOffset: CFTimeInterval = 0
  /// See ``CAMediaTiming``.
  public var repeatCount: Float = 0
  /// See ``CAMediaTiming``.
  public var repeatDuration: CFTimeInterval = 0
  /// See ``CAMediaTiming``.
  public var autoreverses = false
  /// See ``CAMediaTiming``.
  public var fillMode = CAMediaTimingFillMode.removed

  // MARK: Tree

  /// The layer this one is a sublayer of.
  public internal(set) weak var superlayer: CALayer?
  /// The sublayers, back to front (before ordering by `zPosition`).
  public internal(set) var sublayers: [CALayer]?

  // MARK: Animation state

  var animationsByKey: [String: CAAnimation] = [:]
  var animationOrder: [String] = []
  var anonymousCount = 0
  /// A presentation copy: changes made while animating add no implicit animations.
  var isPresentation = false
  /// The model layer a presentation copy was made from.
  weak var modelLayerReference: CALayer?
  /// Whether the layer has been displayed (implicit animations start then).
  var hasBeenDisplayed = false
  /// Whether property changes never animate implicitly (a view's backing layer).
  package var disablesImplicitAnimations = false
  /// The transition being drawn (presentation copies only).
  var activeTransition: CALayerTransitionState?

  /// Creates a layer.
  public required init() {}

  /// Creates a copy of `layer`'s properties (not its sublayers or animations), as
  /// `init(layer:)`; subclasses copy their own.
  public required init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    zPosition = other.zPosition
    transform = other.transform
    sublayerTransform = other.sublayerTransform
    opacity = other.opacity
    isHidden = other.isHidden
    backgroundColor = other.backgroundColor
    cornerRadius = other.cornerRadius
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    masksToBounds = other.masksToBounds
    mask = other.mask
    shadowColor = other.shadowColor
    shadowOpacity = other.shadowOpacity
    shadowOffset = other.shadowOffset
    shadowRadius = other.shadowRadius
    shadowPath = other.shadowPath
    name = other.name
    contentsScale = other.contentsScale
    shouldRasterize = other.shouldRasterize
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    sublayers = other.sublayers
  }

  // MARK: Frame

  /// The layer's rectangle in the superlayer: derived from bounds, position, anchor point and
  /// transform; setting it sets `position` and `bounds.size`.
  public var frame: CGRect {
    get {
      let size = bounds.size
      let origin = CGPoint(
        x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
      guard !CATransform3DIsIdentity(transform) else { return CGRect(origin: origin, size: size) }
      let t = transform.affine
      let corners = [
        (0.0, 0.0), (Double(size.width), 0.0), (0.0, Double(size.height)),
        (Double(size.width), Double(size.height)),
      ].map { corner -> CGPoint in
        let x = corner.0 - Double(anchorPoint.x * size.width)
        let y = corner.1 - Double(anchorPoint.y * size.height)
        return CGPoint(
          x: t.a * x + t.c * y + t.tx + position.x, y: t.b * x + t.d * y + t.ty + position.y)
      }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return CGRect(
        x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.origin.x + anchorPoint.x * newValue.size.width,
        y: newValue.origin.y + anchorPoint.y * newValue.size.height)
    }
  }

  // MARK: Sublayers

  /// Appends `layer` to the sublayers (removing it from its old superlayer).
  public func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    layer.superlayer = self
    sublayers = (sublayers ?? []) + [layer]
  }

  /// Inserts `layer` at `index` of the sublayers.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    layer.superlayer = self
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
  }

  /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling` (at the front when `sibling` is not a sublayer).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces sublayer `old` with `new`.
  public func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(index))
  }

  /// Removes the layer from its superlayer.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  // MARK: Time

  /// Converts `time` from `layer`'s timeline (nil: media time) into this layer's.
  public func convertTime(_ time: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    let media = layer.map { $0.mediaTime(fromLocal: time) } ?? time
    return localTime(fromMedia: media)
  }

  /// Converts `time` from this layer's timeline into `layer`'s (nil: media time).
  public func convertTime(_ time: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let media = mediaTime(fromLocal: time)
    return layer.map { $0.localTime(fromMedia: media) } ?? media
  }

  /// The ancestors from the root down to this layer.
  var chain: [CALayer] {
    var list: [CALayer] = []
    var node: CALayer? = self
    while let current = node {
      list.append(current)
      node = current.superlayer
    }
    return list.reversed()
  }

  /// This layer's local time at media time `t`.
  func localTime(fromMedia t: Double) -> Double {
    chain.reduce(t) { $1.childTime(fromParent: $0) }
  }

  /// Media time of local time `t` (speeds of 0 give the local time).
  func mediaTime(fromLocal t: Double) -> Double {
    chain.reversed().reduce(t) { time, layer in
      layer.speed == 0 ? time : (time - layer.timeOffset) / Double(layer.speed) + layer.beginTime
    }
  }

  /// The local time of this layer given its superlayer's.
  func childTime(fromParent t: Double) -> Double {
    (t - beginTime) * Double(speed) + timeOffset
  }

  /// The product of the speeds from the root down.
  var effectiveSpeed: Double { chain.reduce(1) { $0 * Double($1.speed) } }

  // MARK: Animatable properties

  /// The value of one property (`opacity`, `position`, `transform`…), nil for an unknown
  /// key. Subclasses add theirs and call `super`.
  func animatableValue(forKey key: String) -> CAValue? {
    switch key {
    case "bounds": .rect(bounds)
    case "position": .point(position)
    case "anchorPoint": .point(anchorPoint)
    case "zPosition": .number(Double(zPosition))
    case "transform": .transform(transform)
    case "sublayerTransform": .transform(sublayerTransform)
    case "opacity": .number(Double(opacity))
    case "backgroundColor": .color(backgroundColor ?? .clear)
    case "cornerRadius": .number(Double(cornerRadius))
    case "borderWidth": .number(Double(borderWidth))
    case "borderColor": .color(borderColor ?? .clear)
    case "shadowColor": .color(shadowColor ?? .clear)
    case "shadowOpacity": .number(Double(shadowOpacity))
    case "shadowOffset": .size(shadowOffset)
    case "shadowRadius": .number(Double(shadowRadius))
    case "shadowPath": shadowPath.map { .path($0) }
    default: nil
    }
  }

  /// Sets one property; values of the wrong kind are ignored. Subclasses add theirs.
  func setAnimatableValue(_ value: CAValue, forKey key: String) {
    switch (key, value) {
    case ("bounds", .rect(let v)): bounds = v
    case ("position", .point(let v)): position = v
    case ("anchorPoint", .point(let v)): anchorPoint = v
    case ("zPosition", .number(let v)): zPosition = CGFloat(v)
    case ("transform", .transform(let v)): transform = v
    case ("sublayerTransform", .transform(let v)): sublayerTransform = v
    case ("opacity", .number(let v)): opacity = Float(v)
    case ("backgroundColor", .color(let v)): backgroundColor = v
    case ("cornerRadius", .number(let v)): cornerRadius = CGFloat(v)
    case ("borderWidth", .number(let v)): borderWidth = CGFloat(v)
    case ("borderColor", .color(let v)): borderColor = v
    case ("shadowColor", .color(let v)): shadowColor = v
    case ("shadowOpacity", .number(let v)): shadowOpacity = Float(v)
    case ("shadowOffset", .size(let v)): shadowOffset = v
    case ("shadowRadius", .number(let v)): shadowRadius = CGFloat(v)
    case ("shadowPath", .path(let v)): shadowPath = v
    default: break
    }
  }

  // MARK: Drawing

  /// Draws what the layer itself shows over its background (nothing for a plain layer), in
  /// layer coordinates. Subclasses (shape, text, gradient) draw theirs.
  func drawContent(in context: inout GraphicsContext, time: Double) {}

  /// Draws the sublayers (already ordered) at the layer's local `time`; a replicator draws
  /// them once per instance.
  func drawSublayers(
    _ layers: [CALayer], time: Double, in context: GraphicsContext, pending: CATransform3D
  ) {
    for sublayer in layers {
      CALayerRenderer.draw(sublayer, parentTime: time, in: context, pending: pending)
    }
  }
}
