import Foundation
import Kinetype

/// What the corpus tests do with a preview: play it on the virtual clock with the script the
/// corpus gives it, at its ideal size (or its fixed layout), at scale 1.
enum CorpusPlayer {
  /// Seconds each preview is played.
  static let duration = 2.0
  /// The times of a contact sheet's columns.
  static let times = [0.0, 0.3, 0.7, 1.2, 2.0]

  /// The frames of `preview`, with `script`.
  static func frames(_ preview: Preview, script: ViewScript = ViewScript()) throws -> ViewFrames {
    let frame = try preview.frame()
    // A preview on the device's screen is shown at its ideal size in the sheet: the sheet
    // compares motion, not the screen around it.
    let size = frame.size == PreviewDevice.default.screen?.size ? nil : frame.size
    return try ViewFrames(duration: duration, size: size, scale: 1, script: script) {
      preview.makeView()
    }
  }

  /// A contact sheet: one row per preview (its file name on the left), one column per time.
  static func sheet(_ rows: [(name: String, frames: ViewFrames)], times: [Double]) throws
    -> Pixmap
  {
    let gap = 8
    let label = 200
    let fonts = try FontCollection.shared()
    let cellWidth = rows.map(\.frames.canvasSize.width).max() ?? 1
    let heights = rows.map(\.frames.canvasSize.height)
    var sheet = try Pixmap(
      width: label + times.count * (cellWidth + gap) + gap,
      height: heights.reduce(gap) { $0 + $1 + gap }, background: Color(white: 0.9))
    var y = gap
    for (row, height) in zip(rows, heights) {
      let text = try Text.Layout(
        Text(row.name).font(.system(size: 12)).foregroundColor(Color(white: 0.3)), fonts: fonts)
      GraphicsContext.render(into: &sheet) { context in
        context.translateBy(x: Double(gap), y: Double(y))
        context.draw(text)
      }
      for (column, time) in times.enumerated() {
        let frame = try row.frames.renderFrame(at: time)
        sheet.draw(frame, atX: label + gap + column * (cellWidth + gap), y: y)
      }
      y += height + gap
    }
    return sheet
  }
}

extension Pixmap {
  /// The premultiplied bytes, for comparing frames.
  var bytes: [UInt8] { withUnsafePremultipliedBytes { Array($0) } }
}
