public import Foundation
public import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
public struct Rectangle: InsettableShape {
  /// Creates a rectangle.
  public init() {}
  /// The frame.
  public func path(in rect: CGRect) -> Path { Path(rect) }
  /// The rectangle inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: InsettableShape {
  /// The corner's radii.
  public var cornerSize: CGSize
  /// The corner's curve. Default: `.continuous` (SwiftUI's default since iOS 17).
  public var style: RoundedCornerStyle

  /// Corners of `cornerRadius` in `style`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Corners of `cornerSize` in `style`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The rounded rectangle in `rect` (radii clamped to half the shorter side).
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  /// The corner size, which animates.
  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }

  /// The rounded rectangle inset by `amount`, its radii reduced by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side, as SwiftUI's `Circle`.
public struct Circle: InsettableShape {
  /// Creates a circle.
  public init() {}
  /// The circle inscribed in `rect`'s centred square.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: Double(rect.midX - side / 2), y: Double(rect.midY - side / 2), width: Double(side),
        height: Double(side)))
  }
  /// The circle inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
    _InsetShape(base: self, amount: amount)
  }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: InsettableShape {
  /// Creates an ellipse.
  public init() {}
  /// The ellipse inscribed in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  /// The ellipse inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
    _InsetShape(base: self, amount: amount)
  }
}

/// A rectangle with half-circle ends on its shorter sides, as SwiftUI's `Capsule`.
public struct Capsule: InsettableShape {
  /// The corner style (kept for SwiftUI compatibility; the ends are half circles).
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  /// The capsule in `rect`.
  public func path(in rect: CGRect) -> Path { Path(capsuleIn: rect) }
  /// The capsule inset by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
    _InsetShape(base: self, amount: amount)
  }
}

/// A built-in shape inset by an amount on every side.
public struct _InsetShape<Base: InsettableShape>: InsettableShape {
  var base: Base
  var amount: CGFloat

  /// The base shape's animatable data and the inset.
  public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
    get { AnimatablePair(base.animatableData, amount) }
    set { (base.animatableData, amount) = (newValue.first, newValue.second) }
  }

  /// The base shape's path in `rect` inset by the amount (a rounded rectangle's radii shrink
  /// by it too).
  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    if var rounded = base as? RoundedRectangle {
      rounded.cornerSize = CGSize(
        width: max(0, rounded.cornerSize.width - amount),
        height: max(0, rounded.cornerSize.height - amount))
      return rounded.path(in: inner)
    }
    if var uneven = base as? UnevenRoundedRectangle {
      let r = uneven.cornerRadii
      uneven.cornerRadii = RectangleCornerRadii(
        topLeading: max(0, r.topLeading - amount), bottomLeading: max(0, r.bottomLeading - amount),
        bottomTrailing: max(0, r.bottomTrailing - amount),
        topTrailing: max(0, r.topTrailing - amount))
      return uneven.path(in: inner)
    }
    return base.path(in: inner)
  }

  /// The base shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    base.sizeThatFits(proposal)
  }

  /// The shape inset further.
  public func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

/// A path is a shape that draws itself in any frame, as SwiftUI's `Path`.
extension Path: Shape {
  /// The path itself (it is not fitted to `rect`).
  public func path(in rect: CGRect) -> Path { self }
}

// SwiftUI's shape shorthands (iOS 17): `.background(.red, in: .rect(cornerRadius: 8))`.

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of `cornerRadius` in `style`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}
