import Dispatch
import Foundation
import Kinetype

/// Plays frames in the terminal: keeps to the frame rate by the clock (a frame that takes
/// too long to draw is skipped, not slowed down), draws only what changed, and answers keys
/// between frames.
struct PreviewPlayer {
  /// How playing ended.
  enum Ending: Equatable {
    /// The last frame was shown (without looping).
    case finished
    /// The user pressed q.
    case quit
    /// The user pressed Ctrl-C.
    case interrupted
  }

  let source: RenderSource
  let timeline: FrameTimeline
  var loop: Bool
  let session: TerminalSession
  let graphics: TerminalGraphics

  /// Where the picture goes, for one terminal size.
  private struct Layout: Equatable {
    var columns: Int
    var rows: Int
    /// The picture's size in pixels.
    var width: Int
    var height: Int
    /// Its top-left cell, from 1.
    var column: Int
    var row: Int
    /// Its size in cells.
    var cellColumns: Int
    var cellRows: Int
  }

  private var layout: Layout?
  private var shownFrame: Int?
  private var shownRows: [String] = []
  private var cache: [Int: Pixmap] = [:]
  private var cacheBytes = 0
  private var kittyImage = 1
  private var cellSize: (width: Int, height: Int)?
  /// The most bytes of scaled frames kept for replaying and scrubbing: 128 MB.
  private static let cacheBudget = 128 << 20

  init(
    source: RenderSource, timeline: FrameTimeline, loop: Bool, session: TerminalSession,
    graphics: TerminalGraphics
  ) {
    self.source = source
    self.timeline = timeline
    self.loop = loop
    self.session = session
    self.graphics = graphics
  }

  /// Plays until the end (without looping), q or Ctrl-C.
  mutating func run() throws -> Ending {
    let count = timeline.frameCount
    let fps = timeline.framesPerSecond
    var frame = 0
    var playing = true
    var anchor = (time: Self.now(), frame: 0)
    var finishing = false
    while true {
      try relayout()
      if playing {
        let target = anchor.frame + Int((Self.now() - anchor.time) * fps)
        if target >= count {
          if loop {
            anchor = (Self.now(), 0)
            frame = 0
          } else {
            frame = count - 1
            finishing = true
          }
        } else {
          frame = target
        }
      }
      if frame != shownFrame { try draw(frame) }
      drawStatus(frame: frame, playing: playing)
      if finishing, shownFrame == count - 1 {
        // Hold the last frame for one frame's time, as a player would.
        _ = session.read(waiting: Int(1000 / fps))
        return .finished
      }
      let wait =
        playing
        ? max(1, Int(((anchor.time + Double(frame + 1 - anchor.frame) / fps) - Self.now()) * 1000))
        : 250
      for key in TerminalSession.keys(in: session.read(waiting: wait)) {
        switch key {
        case .quit: return .quit
        case .interrupt: return .interrupted
        case .space:
          playing.toggle()
          if playing {
            if frame >= count - 1, !loop { frame = 0 }
            anchor = (Self.now(), frame)
            finishing = false
          }
        case .loop: loop.toggle()
        case .left, .right, .up, .down, .home, .end:
          playing = false
          finishing = false
          let step =
            key == .left
            ? -1 : key == .right ? 1 : key == .up ? Int(fps.rounded()) : -Int(fps.rounded())
          switch key {
          case .home: frame = 0
          case .end: frame = count - 1
          default: frame = min(count - 1, max(0, frame + step))
          }
        }
      }
    }
  }

  /// Recomputes where the picture goes when the terminal's size changed; clears the screen.
  private mutating func relayout() throws {
    let size = session.size()
    if let layout, layout.columns == size.columns, layout.rows == size.rows { return }
    let (frameWidth, frameHeight) = source.frames.canvasSize
    let rows = max(1, size.rows - 1)  // the last row is the status line
    var next: Layout
    switch graphics {
    case .blocks:
      let fit = TerminalImage.fit(
        width: frameWidth, height: frameHeight, into: (size.columns, 2 * rows))
      let cellRows = (fit.height + 1) / 2
      next = Layout(
        columns: size.columns, rows: size.rows, width: fit.width, height: fit.height,
        column: (size.columns - fit.width) / 2 + 1, row: (rows - cellRows) / 2 + 1,
        cellColumns: fit.width, cellRows: cellRows)
    case .kitty, .sixel:
      let cell = cellSize ?? Self.cellSize(size, session: session)
      cellSize = cell
      let fit = TerminalImage.fit(
        width: frameWidth, height: frameHeight,
        into: (size.columns * cell.width, rows * cell.height))
      let cellColumns = min(size.columns, (fit.width + cell.width - 1) / cell.width)
      let cellRows = min(rows, (fit.height + cell.height - 1) / cell.height)
      next = Layout(
        columns: size.columns, rows: size.rows, width: fit.width, height: fit.height,
        column: (size.columns - cellColumns) / 2 + 1, row: (rows - cellRows) / 2 + 1,
        cellColumns: cellColumns, cellRows: cellRows)
    }
    layout = next
    shownFrame = nil
    shownRows = []
    cache = [:]
    cacheBytes = 0
    session.write("\u{1B}[0m\u{1B}[2J")
  }

  /// A cell's size in pixels: from the terminal's pixel size, its answer to `CSI 16 t`, or
  /// 10×20.
  private static func cellSize(
    _ size: (columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int),
    session: TerminalSession
  ) -> (width: Int, height: Int) {
    if size.pixelWidth > 0, size.pixelHeight > 0 {
      return (max(1, size.pixelWidth / size.columns), max(1, size.pixelHeight / size.rows))
    }
    let reply = TerminalGraphics.parse(
      reply: session.ask("\u{1B}[16t\u{1B}[c", timeout: 0.3) {
        TerminalGraphics.parse(reply: $0).isComplete
      })
    if let width = reply.cellWidth, let height = reply.cellHeight { return (width, height) }
    return (10, 20)
  }

  /// Draws frame `index`.
  private mutating func draw(_ index: Int) throws {
    guard let layout else { return }
    let image: Pixmap
    if let cached = cache[index] {
      image = cached
    } else {
      let frame = try source.frames.renderFrame(at: timeline.time(ofFrame: index))
      image = try frame.resized(width: layout.width, height: layout.height)
      let bytes = 4 * image.width * image.height
      if cacheBytes + bytes <= Self.cacheBudget {
        cache[index] = image
        cacheBytes += bytes
      }
    }
    let background = Color(white: 0)
    var out = "\u{1B}[?2026h"
    switch graphics {
    case .blocks:
      let rows = TerminalImage.blockRows(image, background: background)
      for (offset, row) in rows.enumerated()
      where offset >= shownRows.count || shownRows[offset] != row {
        out += "\u{1B}[\(layout.row + offset);\(layout.column)H" + row
      }
      shownRows = rows
    case .kitty:
      let previous = kittyImage
      kittyImage = previous == 1 ? 2 : 1
      out += "\u{1B}[\(layout.row);\(layout.column)H"
      out += try TerminalImage.kitty(
        image, columns: layout.cellColumns, rows: layout.cellRows, imageID: kittyImage)
      out += TerminalImage.kittyDelete(imageID: previous)
    case .sixel:
      out +=
        "\u{1B}[\(layout.row);\(layout.column)H"
        + TerminalImage.sixel(image, background: background)
    }
    session.write(out + "\u{1B}[?2026l")
    shownFrame = index
  }

  /// The status line: state, time, frame, the keys.
  private func drawStatus(frame: Int, playing: Bool) {
    guard let layout else { return }
    let time = timeline.time(ofFrame: frame)
    let total = timeline.time(ofFrame: timeline.frameCount - 1)
    let state = playing ? "▶ playing" : "‖ paused"
    let text =
      "\(state)  \(String(format: "%.2f", time)) / \(String(format: "%.2f", total)) s  "
      + "frame \(frame) of \(timeline.frameCount)  "
      + "\(CommandLineArguments.format(timeline.framesPerSecond)) fps\(loop ? "  loop" : "")  "
      + "·  space pause  ←→ frame  ↑↓ 1 s  q quit"
    session.write(
      "\u{1B}[\(layout.rows);1H\u{1B}[0m\u{1B}[2K" + String(text.prefix(layout.columns)))
  }

  private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
