import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeText

/// A grid of frames picked evenly across an animation, each labelled with its time: a way to
/// see a whole animation in one picture.
public struct ContactSheet: Sendable {
  /// The animation to sample.
  public var animation: any FrameSource
  /// The frames it has.
  public var timeline: FrameTimeline
  /// The frames the sheet picks from. Default: all the timeline's.
  public var frames: Range<Int>
  /// How many frames the sheet shows (fewer when the animation has fewer). Default: 12.
  public var frameCount: Int
  /// Frames per row. Default: 2.
  public var columns: Int

  /// Creates a sheet of `frameCount` frames of `animation`.
  public init(
    animation: any FrameSource, timeline: FrameTimeline, frameCount: Int = 12, columns: Int = 2
  ) {
    self.animation = animation
    self.timeline = timeline
    self.frames = timeline.frames
    self.frameCount = max(1, frameCount)
    self.columns = max(1, columns)
  }

  /// The frames shown: the first of ``frames``, the last, and evenly spaced ones between.
  public var sampledFrames: [Int] {
    let available = frames.count
    let count = min(frameCount, available)
    guard count > 1 else { return [frames.lowerBound] }
    return (0..<count).map {
      frames.lowerBound + Int((Double($0) * Double(available - 1) / Double(count - 1)).rounded())
    }
  }

  /// Space below each frame for its time label, in pixels.
  static let labelHeight = 28
  /// Space between and around the frames, in pixels.
  static let gap = 8

  /// The sheet's size in pixels, known before anything is rendered.
  public var size: (width: Int, height: Int) {
    let frame = animation.canvasSize
    let rows = Double((sampledFrames.count + columns - 1) / columns)
    let gap = Double(Self.gap)
    let width = Double(columns) * (Double(frame.width) + gap) + gap
    let height = rows * (Double(frame.height) + Double(Self.labelHeight) + gap) + gap
    return (Int(saturating: width), Int(saturating: height))
  }

  /// Renders the sheet: frames on a light gray ground, each with its time beneath.
  ///
  /// - Throws: ``RasterError`` when ``size`` is not a size a ``Pixmap`` can have.
  public func render(fonts: FontCollection? = nil) throws -> Pixmap {
    try render(fonts: fonts, drawn: [:])
  }

  /// Renders the sheet, taking the frames in `drawn` (by index) as they are instead of drawing
  /// them again: an export hands over the frames it has just drawn.
  package func render(fonts: FontCollection? = nil, drawn: [Int: Pixmap]) throws -> Pixmap {
    let frames = sampledFrames
    let size = animation.canvasSize
    let sheetSize = self.size
    let cellWidth = size.width + Self.gap
    let cellHeight = size.height + Self.labelHeight + Self.gap
    var sheet = try Pixmap(
      width: sheetSize.width, height: sheetSize.height, background: Color(white: 0.9))
    let labelFonts = try fonts ?? FontCollection.shared()
    for (position, index) in frames.enumerated() {
      let time = timeline.time(ofFrame: index)
      let frame = try drawn[index] ?? animation.renderFrame(at: time)
      let x = Self.gap + (position % columns) * cellWidth
      let y = Self.gap + (position / columns) * cellHeight
      sheet.draw(frame, atX: x, y: y)
      let label = try Text.Layout(
        Text("t = \(Self.format(time)) s").font(.system(size: 16)).foregroundColor(
          Color(white: 0.35)),
        fonts: labelFonts)
      GraphicsContext.render(into: &sheet) { context in
        context.translateBy(x: Double(x), y: Double(y + size.height + 4))
        context.draw(label)
      }
    }
    return sheet
  }

  /// Seconds with three decimals.
  static func format(_ time: Double) -> String {
    let milliseconds = Int(saturating: (time * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
