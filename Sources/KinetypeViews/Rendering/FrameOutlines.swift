import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeViewGraph

/// The debug drawing: every view's frame outlined with a 1-pixel line whose hue follows the
/// view's depth, and every text's first baseline as a dashed line.
enum FrameOutlines {
  static func draw(_ root: ViewNode, pass: DrawPass, in context: inout GraphicsContext) {
    var stack: [(ViewNode, Int)] = [(root, 0)]
    let pixel = 1 / pass.scale
    while let (node, depth) = stack.popLast() {
      stack += node.children.map { ($0, depth + 1) }
      guard node.isPlaced, node.frame.size.isFinite, node.frame.origin.x.isFinite,
        node.frame.origin.y.isFinite
      else { continue }
      let frame = pass.pixelFrame(of: node).insetBy(dx: pixel / 2, dy: pixel / 2)
      let color = Color(
        hue: Double(depth % 12) / 12, saturation: 0.9, brightness: 0.8, opacity: 0.9)
      context.stroke(
        Path(frame), with: .color(color), style: StrokeStyle(lineWidth: Double(pixel)))
      if node.behavior is TextBehavior,
        let baseline = node.explicitAlignment(
          VerticalAlignment.firstTextBaseline.key, size: node.frame.size,
          proposal: node.placedProposal)
      {
        let y =
          (pass.pixelFrame(of: node).minY + baseline).roundedToNearestOrUp(
            toMultipleOf: pixel) - pixel / 2
        var line = Path()
        line.move(to: CGPoint(x: frame.minX, y: y))
        line.addLine(to: CGPoint(x: frame.maxX, y: y))
        context.stroke(
          line, with: .color(color),
          style: StrokeStyle(
            lineWidth: Double(pixel), dash: [Double(3 * pixel), Double(2 * pixel)]))
      }
    }
  }
}
