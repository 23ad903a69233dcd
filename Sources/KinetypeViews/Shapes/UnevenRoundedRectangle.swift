public import Foundation
public import KinetypeCore
public import KinetypeMotion
import KinetypeViewGraph

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top-leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom-leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom-trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top-trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner (0 where not given).
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners have their own radii, as SwiftUI's `UnevenRoundedRectangle` (the
/// top of a flip-clock card, a bubble with one sharp corner).
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
/// ```
///
/// Each radius is clamped to half the shorter side. The corners are quarter circles: with
/// `.continuous` (the default) a corner is Apple's continuous curve only when all four radii
/// are equal (then it is a ``RoundedRectangle``); uneven corners are drawn circular.
public struct UnevenRoundedRectangle: InsettableShape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' curve.
  public var style: RoundedCornerStyle

  /// A rectangle with `cornerRadii` in `style`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with each corner's radius (0 where not given) in `style`.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// The outline in `rect`, clockwise from the top-leading corner.
  public func path(in rect: CGRect) -> Path {
    let r = cornerRadii
    if r.topLeading == r.bottomLeading, r.topLeading == r.bottomTrailing,
      r.topLeading == r.topTrailing
    {
      return Path(roundedRect: rect, cornerRadius: r.topLeading, style: style)
    }
    guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return Path() }
    let half = min(abs(rect.width), abs(rect.height)) / 2
    func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(0, v), half) : 0 }
    let (tl, bl, br, tr) = (
      clamp(r.topLeading), clamp(r.bottomLeading), clamp(r.bottomTrailing), clamp(r.topTrailing)
    )
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // A quarter circle as one cubic: control points `k·r` along the tangents.
    let k: CGFloat = 0.5522847498
    var path = Path()
    path.move(to: CGPoint(x: x0 + tl, y: y0))
    path.addLine(to: CGPoint(x: x1 - tr, y: y0))
    if tr > 0 {
      path.addCurve(
        to: CGPoint(x: x1, y: y0 + tr), control1: CGPoint(x: x1 - tr + k * tr, y: y0),
        control2: CGPoint(x: x1, y: y0 + tr - k * tr))
    }
    path.addLine(to: CGPoint(x: x1, y: y1 - br))
    if br > 0 {
      path.addCurve(
        to: CGPoint(x: x1 - br, y: y1), control1: CGPoint(x: x1, y: y1 - br + k * br),
        control2: CGPoint(x: x1 - br + k * br, y: y1))
    }
    path.addLine(to: CGPoint(x: x0 + bl, y: y1))
    if bl > 0 {
      path.addCurve(
        to: CGPoint(x: x0, y: y1 - bl), control1: CGPoint(x: x0 + bl - k * bl, y: y1),
        control2: CGPoint(x: x0, y: y1 - bl + k * bl))
    }
    path.addLine(to: CGPoint(x: x0, y: y0 + tl))
    if tl > 0 {
      path.addCurve(
        to: CGPoint(x: x0 + tl, y: y0), control1: CGPoint(x: x0, y: y0 + tl - k * tl),
        control2: CGPoint(x: x0 + tl - k * tl, y: y0))
    }
    path.closeSubpath()
    return path
  }

  /// The four radii, which animate.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
        AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
    }
    set {
      cornerRadii = RectangleCornerRadii(
        topLeading: newValue.first.first, bottomLeading: newValue.first.second,
        bottomTrailing: newValue.second.first, topTrailing: newValue.second.second)
    }
  }

  /// The rectangle inset by `amount`, its radii reduced by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with each corner's radius (0 where not given), as SwiftUI's
  /// `rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }

  /// A rectangle with `cornerRadii`, as SwiftUI's `rect(cornerRadii:style:)`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
