import Foundation
public import KinetypeCore
public import KinetypeMotion
public import KinetypeRaster
import KinetypeRendering
public import KinetypeViewGraph

/// A gradient around a center, as SwiftUI's `AngularGradient` (a conic gradient): a style for
/// fills, strokes and text, and a view that fills the space it is offered.
///
/// The colors go clockwise from `startAngle` to `endAngle` (angles from the x axis, clockwise
/// on screen, as SwiftUI's). Equal angles go once round. As Apple documents: "If `endAngle -
/// startAngle > 2π`, the gradient only draws the last complete turn. If `endAngle - startAngle
/// < 2π`, the gradient fills the missing area with the colors defined by gradient locations
/// one and zero, transitioning between the two halfway across the missing area."
///
/// ```swift
/// Circle().strokeBorder(AngularGradient(colors: [.blue, .purple, .blue], center: .center),
///                       lineWidth: 8)
/// ```
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
  /// The colors.
  public var gradient: Gradient
  /// The center, in the frame.
  public var center: UnitPoint
  /// Where the first color is.
  public var startAngle: Angle
  /// Where the last color is.
  public var endAngle: Angle

  /// A gradient around `center` from `startAngle` to `endAngle` (equal: once round).
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Evenly spaced `colors` around `center` from `startAngle` to `endAngle`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A gradient once round `center`, starting at `angle`, as SwiftUI's
  /// `AngularGradient(gradient:center:angle:)`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
  }

  /// Evenly spaced `colors` once round `center`, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    let (turn, start) = fullTurn()
    return .conicGradient(turn, center: center.point(in: rect), angle: .radians(start))
  }

  /// The gradient as one full turn and the angle (radians) the turn starts at.
  func fullTurn() -> (Gradient, Double) {
    let full = 2 * Double.pi
    let start = startAngle.radians
    var span = endAngle.radians - start
    let stops = gradient.stops.sorted { $0.location < $1.location }
    guard let first = stops.first, let last = stops.last, span.isFinite, span != 0 else {
      return (gradient, start)
    }
    if span < 0 { span = full + span.truncatingRemainder(dividingBy: full) }
    if span >= full {
      // Only the last complete turn, from `end - 2π`: each stop's place in that turn.
      let skipped = span - full
      var turn: [Gradient.Stop] = []
      for stop in stops {
        let location = (stop.location * span - skipped) / full
        if location < 0 {
          turn = [Gradient.Stop(color: stop.color, location: 0)]
        } else {
          turn.append(Gradient.Stop(color: stop.color, location: location))
        }
      }
      return (Gradient(stops: turn), start + skipped)
    }
    // A partial turn: the stops in its share, then the last color, then the first, switching
    // halfway across the missing part.
    let share = span / full
    let middle = (share + 1) / 2
    var turn = stops.map { Gradient.Stop(color: $0.color, location: $0.location * share) }
    turn += [
      Gradient.Stop(color: last.color, location: middle),
      Gradient.Stop(color: first.color, location: middle),
      Gradient.Stop(color: first.color, location: 1),
    ]
    return (Gradient(stops: turn), start)
  }

  /// A gradient view fills its frame.
  public var body: Never { primitiveBody("AngularGradient") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ShapeBehavior.fillingNode(kind: "AngularGradient", style: self, in: context)]
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient style from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient style once round, as SwiftUI's `conicGradient(_:center:angle:)`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}
