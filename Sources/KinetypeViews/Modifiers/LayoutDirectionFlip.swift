import Foundation
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

extension View {
  /// Mirrors this view's drawing horizontally about the centre of its frame when the layout
  /// direction is right to left, as SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: for
  /// pictures that point the way text reads (an arrow, a progress ramp). Layout is already
  /// mirrored without it (each view's x within its parent); this mirrors what is drawn, text
  /// included. Nothing changes left to right, or when `enabled` is false.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(LayoutDirectionFlipModifier(enabled: enabled))
  }
}

struct LayoutDirectionFlipModifier: NodeModifier {
  let enabled: Bool
  func behavior(in context: ResolveContext) -> any NodeBehavior {
    LayoutDirectionFlipBehavior(
      flips: enabled && context.environment.layoutDirection == .rightToLeft)
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
