public import Foundation
public import KinetypeCoreAnimation

/// An object in the responder chain, as UIKit's `UIResponder`.
open class UIResponder {
  /// The next responder: a view's superview (nil at the top).
  open var next: UIResponder? { nil }

  /// Creates a responder.
  public init() {}
}

/// A rectangle on screen backed by a layer, as UIKit's `UIView`.
///
/// The view's geometry is its ``layer``'s (`frame`, `bounds`, `center`); subviews' layers are
/// sublayers of it. As in UIKit the backing layer does not animate implicitly (a view's layer
/// has its actions disabled), while sublayers added to it do. ``layoutSubviews()`` runs from
/// ``layoutIfNeeded()`` after the size changed, as UIKit's layout pass does.
open class UIView: UIResponder {
  /// The layer class a subclass backs its views with, as `layerClass`. Default `CALayer`.
  open class var layerClass: CALayer.Type { CALayer.self }

  /// The backing layer.
  public let layer: CALayer
  /// The superview.
  public private(set) weak var superview: UIView?
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  private var needsLayout = true

  /// A view with `frame`, as `init(frame:)`.
  public init(frame: CGRect) {
    layer = Self.layerClass.init()
    super.init()
    layer.disablesImplicitAnimations = true
    layer.frame = frame
  }

  /// A view decoded from an archive, as `init?(coder:)`: Kinetype has no archives, so the
  /// view starts with a zero frame.
  public required init?(coder: NSCoder) {
    layer = Self.layerClass.init()
    super.init()
    layer.disablesImplicitAnimations = true
  }

  /// A view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// The superview.
  open override var next: UIResponder? { superview }

  /// The view's rectangle in its superview.
  public var frame: CGRect {
    get { layer.frame }
    set {
      if newValue.size != layer.bounds.size { needsLayout = true }
      layer.frame = newValue
    }
  }

  /// The view's own coordinate space.
  public var bounds: CGRect {
    get { layer.bounds }
    set {
      if newValue.size != layer.bounds.size { needsLayout = true }
      layer.bounds = newValue
    }
  }

  /// The center in the superview (the layer's position).
  public var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// The background color.
  public var backgroundColor: UIColor? {
    get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
    set { layer.backgroundColor = newValue?.cgColor }
  }

  /// The opacity, 0…1.
  public var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view is hidden.
  public var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// Whether subviews are clipped to the bounds.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The view's transform, as `transform3D`.
  public var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// Adds `view` on top of the subviews.
  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    view.superview = self
    subviews.append(view)
    layer.addSublayer(view.layer)
    needsLayout = true
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superview = nil
  }

  /// Lays out subviews; subclasses override (and call `super`). Default: nothing.
  open func layoutSubviews() {}

  /// Asks for ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
  public func setNeedsLayout() { needsLayout = true }

  /// Runs ``layoutSubviews()`` if the view needs it, then lays out the subviews.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }
}
