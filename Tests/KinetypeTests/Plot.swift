import Foundation
import Kinetype
import KinetypeTestSupport

/// A small line chart drawn with GraphicsContext, for the pictures in docs/.
struct Plot {
  var title: String
  var xRange: ClosedRange<Double>
  var yRange: ClosedRange<Double>
  var series: [(color: Color, points: [CGPoint])]
  var referenceLines: [Double] = [0, 1]
  var size = CGSize(width: 220, height: 180)

  /// Draws the plot with its top-left corner at the context's origin.
  func draw(in context: inout GraphicsContext) throws {
    let margin = EdgeInsets(top: 28, leading: 10, bottom: 10, trailing: 10)
    let frame = CGRect(origin: .zero, size: size).inset(by: margin)
    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
    func map(_ p: CGPoint) -> CGPoint {
      CGPoint(
        x: frame.minX + (p.x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
          * frame.width,
        y: frame.maxY - (p.y - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)
          * frame.height)
    }
    for value in referenceLines where yRange.contains(value) {
      var line = Path()
      line.move(to: map(CGPoint(x: xRange.lowerBound, y: value)))
      line.addLine(to: map(CGPoint(x: xRange.upperBound, y: value)))
      context.stroke(
        line, with: .color(Color(white: 0.75)), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
    }
    context.stroke(Path(frame), with: .color(Color(white: 0.6)), lineWidth: 1)
    var clipped = context
    clipped.clip(to: Path(frame.insetBy(dx: -1, dy: -1)))
    for (color, points) in series {
      var path = Path()
      for (index, point) in points.enumerated() {
        if index == 0 { path.move(to: map(point)) } else { path.addLine(to: map(point)) }
      }
      clipped.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
    }
    let label = try Text.Layout(
      Text(title).font(.system(size: 14)).foregroundColor(Color(white: 0.2)), fonts: Fixtures.fonts)
    var text = context
    text.translateBy(x: margin.leading, y: 6)
    text.draw(label)
  }

  /// Lays out `plots` in a grid of `columns` on one canvas.
  static func sheet(_ plots: [Plot], columns: Int) throws -> Pixmap {
    let cell = plots.first?.size ?? CGSize(width: 220, height: 180)
    let rows = (plots.count + columns - 1) / columns
    var canvas = try Pixmap(
      width: Int(cell.width) * columns + 8 * (columns + 1),
      height: Int(cell.height) * rows + 8 * (rows + 1), background: Color(white: 0.92))
    try GraphicsContext.render(into: &canvas) { context in
      for (index, plot) in plots.enumerated() {
        var copy = context
        copy.translateBy(
          x: 8 + Double(index % columns) * (cell.width + 8),
          y: 8 + Double(index / columns) * (cell.height + 8))
        try plot.draw(in: &copy)
      }
    }
    return canvas
  }
}
