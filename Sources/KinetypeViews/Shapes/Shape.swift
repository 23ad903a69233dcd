public import Foundation
public import KinetypeCore
public import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

/// A 2D shape you can draw as a view, as SwiftUI's `Shape`: implement `path(in:)`.
///
/// A shape on its own fills its frame's path with the foreground style; `fill(_:style:)`,
/// `stroke(_:lineWidth:)` and, for insettable shapes, `strokeBorder(_:lineWidth:)` choose
/// how. By default a shape takes the size it is proposed (10×10 for a nil proposal).
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { p in
///       p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       p.closeSubpath()
///     }
///   }
/// }
/// ```
public protocol Shape: Animatable, View {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path
  /// The size the shape takes for `proposal`. Default: the proposal, nil dimensions 10.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// The proposal, with nil dimensions replaced by 10.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The shape filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }

  /// The shape filled with `content` (default: the foreground style).
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// The shape's outline drawn with `content`, `lineWidth` points wide (centred on the path).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<
    _StrokedShape<Self>, S
  > {
    stroke(content, style: StrokeStyle(lineWidth: Double(lineWidth)))
  }

  /// The shape's outline drawn with `content` in `style`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
  }

  /// The shape's outline, `lineWidth` points wide, as a shape (filled with the foreground
  /// style when drawn).
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: Double(lineWidth)))
  }

  /// The shape's outline in `style`, as a shape.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style)
  }
}

/// A shape that can be inset by an amount, as SwiftUI's `InsettableShape`; its border can
/// be stroked inside its frame with `strokeBorder(_:lineWidth:)`.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// The border drawn inside the frame with `content`, `lineWidth` points wide.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
    strokeBorder(content, style: StrokeStyle(lineWidth: Double(lineWidth)))
  }

  /// The border drawn inside the frame with `content` in `style`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
    let width = style.lineWidth.isFinite ? max(0, style.lineWidth) : 0
    return inset(by: CGFloat(width / 2)).stroke(content, style: style)
  }
}

/// A shape's outline as a shape: its path, stroked.
public struct _StrokedShape<Base: Shape>: Shape {
  var shape: Base
  let style: StrokeStyle

  /// The base shape's animatable data.
  public var animatableData: Base.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }

  /// The base shape's path (drawing strokes it).
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  /// The base shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// A shape drawn with a style: how `fill`, `stroke` and shapes on their own draw, as
/// SwiftUI's `_ShapeView`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  let shape: Content
  let style: Style
  var fillStyle = FillStyle()

  /// A shape view draws itself.
  public var body: Never { primitiveBody("_ShapeView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let shape = context.animated(self.shape, "shape")
    let style = context.animatedIfAnimatable(self.style, "fill")
    let stroke = (shape as? any StrokedShapeProtocol)?.strokeStyle
    let behavior = ShapeBehavior(
      kind: shapeName(Content.self),
      sizing: { shape.sizeThatFits($0) }, path: { shape.path(in: $0) },
      style: AnyShapeStyle(style), fillStyle: fillStyle, stroke: stroke)
    var labels = context.labels
    if labels.last == behavior.kind { labels.removeLast() }
    return [
      ViewNode(
        identity: context.identity, labels: labels, environment: context.environment,
        behavior: behavior, children: [], graph: context.graph)
    ]
  }
}

/// A shape's name for dumps: the base shape of a stroke or an inset (`Circle`, `Triangle`).
func shapeName(_ type: any Shape.Type) -> String {
  if let wrapper = type as? any WrappedShape.Type { return shapeName(wrapper.baseType) }
  return ViewGraph.typeName(type)
}

/// Strokes and insets, which draw another shape.
protocol WrappedShape {
  static var baseType: any Shape.Type { get }
}

extension _StrokedShape: WrappedShape {
  static var baseType: any Shape.Type { Base.self }
}

extension _InsetShape: WrappedShape {
  static var baseType: any Shape.Type { Base.self }
}

/// Lets a `_ShapeView` find the stroke of a `_StrokedShape` whatever its base.
protocol StrokedShapeProtocol {
  var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeProtocol {
  var strokeStyle: StrokeStyle { style }
}
