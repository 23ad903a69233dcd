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
    let label = try TextLayout(
      Text("t = \(milliseconds) ms").font(.system(size: 14)).foregroundColor(Color(white: 0.35)),
      fonts: fonts)
    GraphicsContext.render(into: &sheet) { context in
      context.translateBy(x: Double(x), y: Double(y + size.height + 4))
      context.draw(label)
    }
  }
  return sheet
}

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
    let layout = try TextLayout(
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
