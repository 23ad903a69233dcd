import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
public import KinetypeViewGraph

/// The shape of a bordered button's box, as SwiftUI's `ButtonBorderShape`: `.bordered` and
/// `.borderedProminent` buttons draw their box in it.
public struct ButtonBorderShape: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// The platform's rounded rectangle: 8-point corners, 12 at the large control sizes.
    case platform
    case roundedRectangle(CGFloat)
    case capsule
    case circle
  }
  let kind: Kind

  /// The platform's choice: a rounded rectangle with 8-point corners (Kinetype's reading of
  /// iOS 17's regular-size bordered buttons; 12 at `.large` and `.extraLarge` control sizes).
  public static let automatic = ButtonBorderShape(kind: .platform)
  /// A capsule: the ends are half circles.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle (an ellipse in a box that is not square).
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the platform's corners.
  public static let roundedRectangle = ButtonBorderShape(kind: .platform)

  /// A rounded rectangle with `radius`-point corners.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(max(0, radius)))
  }
}

extension View {
  /// Draws the boxes of the bordered buttons in this view in `shape`, as SwiftUI's
  /// `buttonBorderShape(_:)`.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}

extension EnvironmentValues {
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

/// A bordered button's label on its box: `fill` in the environment's border shape.
struct ButtonBox<Content: View, Fill: ShapeStyle>: View {
  let content: Content
  let fill: Fill
  @Environment(\.buttonBorderShape) private var shape
  @Environment(\.controlSize) private var size

  var body: some View {
    content.background(
      fill,
      in: ButtonBorderOutline(
        shape: shape, platformRadius: BorderedButtonMetrics(size).cornerRadius))
  }
}

/// The outline of a ``ButtonBorderShape`` in a rectangle.
struct ButtonBorderOutline: Shape {
  let shape: ButtonBorderShape
  /// The corner radius of the platform's rounded rectangle.
  var platformRadius: CGFloat = 8

  var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  func path(in rect: CGRect) -> Path {
    switch shape.kind {
    case .platform:
      Path(roundedRect: rect, cornerRadius: Double(platformRadius))
    case .roundedRectangle(let radius):
      Path(roundedRect: rect, cornerRadius: Double(radius))
    case .capsule:
      Path(roundedRect: rect, cornerRadius: Double(min(rect.width, rect.height) / 2))
    case .circle:
      Path(ellipseIn: rect)
    }
  }
}
