import Foundation
import Kinetype

/// Frames of `source` at `times`, in a grid of `columns`, each labelled with its time (as a
/// contact sheet, at chosen times).
func timeSheet(_ source: any FrameSource, times: [Double], columns: Int = 4) throws -> Pixmap {
  let size = source.canvasSize
  let gap = 8
  let labelHeight = 24
  let rows = (times.count + columns - 1) / columns
  let cellWidth = size.width + gap
  let cellHeight = size.height + labelHeight + gap
  var sheet = try Pixmap(
    width: columns * cellWidth + gap, height: rows * cellHeight + gap,
    background: Color(white: 0.9))
  let fonts = try FontCollection.shared()
  for (position, time) in times.enumerated() {
    let frame = try source.renderFrame(at: time)
    let x = gap + (position % columns) * cellWidth
    let y = gap + (position / columns) * cellHeight
    sheet.draw(frame, atX: x, y: y)
    let milliseconds = Int((time * 1000).rounded())
    let label = try Text.Layout(
      Text("t = \(milliseconds) ms").font(.system(size: 14)).foregroundColor(Color(white: 0.35)),
      fonts: fonts)
    GraphicsContext.render(into: &sheet) { context in
      context.translateBy(x: Double(x), y: Double(y + size.height + 4))
      context.draw(label)
    }
  }
  return sheet
}
