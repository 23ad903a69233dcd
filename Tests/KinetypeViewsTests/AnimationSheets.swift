import Foundation
import Kinetype
import KinetypeViewGraph

/// Rows of frames: each row one source at `times`, labelled on its left; times along the top.
func rowsSheet(_ rows: [(label: String, source: any FrameSource)], times: [Double]) throws
  -> Pixmap
{
  guard let first = rows.first else { return try Pixmap(width: 1, height: 1) }
  let size = first.source.canvasSize
  let gap = 8
  let labelWidth = 180
  let header = 24
  var sheet = try Pixmap(
    width: labelWidth + times.count * (size.width + gap) + gap,
    height: header + rows.count * (size.height + gap) + gap, background: Color(white: 0.9))
  let fonts = try FontCollection.shared()
  func draw(_ string: String, x: Int, y: Int) throws {
    let layout = try Text.Layout(
      Text(string).font(.system(size: 14)).foregroundColor(Color(white: 0.3)), fonts: fonts)
    GraphicsContext.render(into: &sheet) { context in
      context.translateBy(x: Double(x), y: Double(y))
      context.draw(layout)
    }
  }
  for (column, time) in times.enumerated() {
    try draw(
      "t = \(Int((time * 1000).rounded())) ms", x: labelWidth + column * (size.width + gap),
      y: 4)
  }
  for (row, entry) in rows.enumerated() {
    let y = header + row * (size.height + gap)
    try draw(entry.label, x: gap, y: y + size.height / 2 - 9)
    for (column, time) in times.enumerated() {
      sheet.draw(
        try entry.source.renderFrame(at: time), atX: labelWidth + column * (size.width + gap), y: y)
    }
  }
  return sheet
}
