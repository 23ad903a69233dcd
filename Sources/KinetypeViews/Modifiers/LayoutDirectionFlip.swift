import Foundation
import KinetypeRendering
public import KinetypeText
import KinetypeViewGraph

/// What a view does when the layout direction changes, as SwiftUI's `LayoutDirectionBehavior`
/// (iOS 17), for ``View/layoutDirectionBehavior(_:)``.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Drawn as it is in either direction (layout still mirrors, as it always does).
  case fixed
  /// Drawn mirrored horizontally when the layout direction is `direction`: content made for
  /// left to right uses `.mirrors(in: .rightToLeft)`, content made for right to left
  /// `.mirrors(in: .leftToRight)`.
  case mirrors(in: LayoutDirection)

  /// Mirrors when the layout direction is right to left: `.mirrors(in: .rightToLeft)`.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

  /// Whether a view with this behavior is drawn mirrored in `direction`.
  func mirrors(in direction: LayoutDirection) -> Bool {
    if case .mirrors(let mirrored) = self { return mirrored == direction }
    return false
  }
}

extension View {
  /// Mirrors this view's drawing horizontally about the centre of its frame when the layout
  /// direction is right to left, as SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: for
  /// pictures that point the way text reads (an arrow, a progress ramp). Layout is already
  /// mirrored without it (each view's x within its parent); this mirrors what is drawn, text
  /// included. Nothing changes left to right, or when `enabled` is false.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(LayoutDirectionFlipModifier(behavior: enabled ? .mirrors : .fixed))
  }

  /// Mirrors this view's drawing horizontally about the centre of its frame in the layout
  /// direction `behavior` names, as SwiftUI's `layoutDirectionBehavior(_:)` (iOS 17):
  /// `.mirrors` (`.mirrors(in: .rightToLeft)`) right to left, `.mirrors(in: .leftToRight)`
  /// left to right, `.fixed` never. Layout mirrors whatever the behavior (each view's x within
  /// its parent); this mirrors what is drawn, text included.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    modifier(LayoutDirectionFlipModifier(behavior: behavior))
  }
}

struct LayoutDirectionFlipModifier: NodeModifier {
  let behavior: LayoutDirectionBehavior
  func behavior(in context: ResolveContext) -> any NodeBehavior {
    LayoutDirectionFlipBehavior(flips: behavior.mirrors(in: context.environment.layoutDirection))
  }
}

/// Draws the child mirrored about the vertical line through the centre of the node's pixel
/// frame (x ↦ 2·midX − x), when `flips`.
struct LayoutDirectionFlipBehavior: NodeBehavior {
  let flips: Bool

  var kind: String { "flipsForRightToLeftLayoutDirection" }
  var details: String { flips ? "mirrored" : "" }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    if flips {
      let midX = Double(pass.pixelFrame(of: node).midX)
      context.translateBy(x: midX, y: 0)
      context.scaleBy(x: -1, y: 1)
      context.translateBy(x: -midX, y: 0)
    }
    pass.drawChildren(of: node, in: &context)
  }
}
