import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeText

/// Motion blur for any frame source: each frame is the average of sub-frame samples taken while
/// a virtual shutter is open, in After Effects' terms (shutter angle, shutter phase, samples per
/// frame).
///
/// The shutter is open for `shutterAngle / 360` of a frame's duration, `1 / framesPerSecond`: 180°
/// (the default, film's usual shutter) blurs over half a frame. It opens `shutterPhase / 360` of a
/// frame after the frame's time; the default phase is `−shutterAngle / 2`, After Effects' default
/// (−90° for 180°), so the shutter is **centred** on the frame's time. Centred rather than
/// leading (phase 0, blurring over what comes after the frame's time): the smear lies around
/// where the unblurred frame draws the text, so blurred and unblurred renders line up frame for
/// frame, a held pose is sharp where it is held, and text that settles at *t* is drawn settled
/// from the frame after. The `samples` sample times sit at the middle of equal parts of the open
/// shutter: `open + (k + ½)·length / samples` for k = 0 … samples − 1 (with one sample, the frame's
/// own time under the centred default).
///
/// **Deterministic.** The samples are rendered one after another and summed per channel in exact
/// integers (premultiplied 8-bit RGBA; a frame of N ≤ 64 samples sums at most 255·N per
/// channel, which a 16-bit lane holds), then divided with rounding to nearest: `(sum + N/2) / N`. The
/// result does not depend on the order of the samples, the number of threads rendering frames,
/// or the machine.
///
/// **Cheap where nothing moves.** Sums are kept only for 64×8-pixel tiles where some sample
/// differs from the first (compared with `memcmp`); elsewhere the average of identical values is
/// the first sample's, exactly. For an ``AnimatedText`` the samples after the first are drawn
/// only where its text can draw (its layout bounds, its renderer's `displayPadding` and a margin
/// of a third of its tallest line), into one reused canvas; a renderer that draws beyond its
/// display padding shows its first sample there. When the renderer has settled at every sample
/// time, one sample is rendered and kept as it is.
///
/// ```swift
/// let blurred = animation.motionBlurred(samples: 8, framesPerSecond: 60)
/// try FrameExporter(directory: "out").export(blurred, timeline: timeline)
/// ```
public struct MotionBlur: FrameSource {
  /// The frames being blurred.
  public var source: any FrameSource
  /// Samples averaged per frame (1 … ``sampleRange``): 1 is the source's own frame.
  public var samples: Int
  /// Degrees of a frame the shutter stays open, 0 … 720. Default: 180.
  public var shutterAngle: Double
  /// Degrees of a frame after the frame's time the shutter opens, −720 … 720; nil: centred,
  /// `−shutterAngle / 2`. Default: nil.
  public var shutterPhase: Double?
  /// The frame rate the shutter angle is a fraction of.
  public var framesPerSecond: Double
  /// Canvases the samples are drawn into, reused from frame to frame.
  private let scratch = ScratchCanvases()

  /// The samples a frame may average: 1 to 64.
  public static let sampleRange: ClosedRange<Int> = 1...64
  /// The shutter angles accepted: 0 to 720 degrees (After Effects' range).
  public static let shutterAngleRange: ClosedRange<Double> = 0...720
  /// The shutter phases accepted: −720 to 720 degrees.
  public static let shutterPhaseRange: ClosedRange<Double> = -720...720

  /// Motion blur over `source` at `framesPerSecond`.
  /// - Throws: ``FrameError.invalidArgument(_:)`` naming a value outside its range.
  public init(
    _ source: any FrameSource, samples: Int, shutterAngle: Double = 180,
    shutterPhase: Double? = nil, framesPerSecond: Double
  ) throws {
    guard Self.sampleRange.contains(samples) else {
      throw FrameError.invalidArgument(
        "motion blur takes 1 to \(Self.sampleRange.upperBound) samples, got \(samples)")
    }
    guard shutterAngle.isFinite, Self.shutterAngleRange.contains(shutterAngle) else {
      throw FrameError.invalidArgument(
        "the shutter angle must be 0 to 720 degrees, got \(shutterAngle)")
    }
    if let shutterPhase, !(shutterPhase.isFinite && Self.shutterPhaseRange.contains(shutterPhase)) {
      throw FrameError.invalidArgument(
        "the shutter phase must be -720 to 720 degrees, got \(shutterPhase)")
    }
    guard framesPerSecond.isFinite, framesPerSecond > 0 else {
      throw FrameError.invalidArgument(
        "the frame rate must be positive and finite, got \(framesPerSecond)")
    }
    self.source = source
    self.samples = samples
    self.shutterAngle = shutterAngle
    self.shutterPhase = shutterPhase
    self.framesPerSecond = framesPerSecond
  }

  /// The source's frame size.
  public var canvasSize: (width: Int, height: Int) { source.canvasSize }

  /// The source's duration.
  public var duration: Double { source.duration }

  /// The times the frame at `time` averages, in order.
  public func sampleTimes(at time: Double) -> [Double] {
    let frame = 1 / framesPerSecond
    let length = shutterAngle / 360 * frame
    let open = time + (shutterPhase ?? -shutterAngle / 2) / 360 * frame
    let count = max(1, samples)
    return (0..<count).map { open + (Double($0) + 0.5) * length / Double(count) }
  }

  /// Renders the frame at `time`: the rounded average of the samples.
  public func renderFrame(at time: Double) throws -> Pixmap {
    let times = sampleTimes(at: time)
    if times.count == 1 { return try source.renderFrame(at: times[0]) }
    if let animation = source as? AnimatedText {
      if let settling = animation.settlingTime, times.allSatisfy({ $0 >= settling }) {
        return try animation.frame(at: times[0])
      }
      return try average(animation, at: times)
    }
    let first = try source.renderFrame(at: times[0])
    var accumulator = Accumulator(first)
    for sample in times.dropFirst() {
      let frame = try source.renderFrame(at: sample)
      guard frame.width == first.width, frame.height == first.height else {
        throw FrameError.invalidArgument(
          "motion blur: the source rendered frames of different sizes "
            + "(\(first.width)×\(first.height) and \(frame.width)×\(frame.height))")
      }
      accumulator.add(frame, at: (0, 0))
    }
    return accumulator.average()
  }

  /// The average of `animation`'s frames at `times`: the first rendered whole, the others only
  /// where the text can draw (its layout plus its renderer's display padding and a margin), into
  /// one reused canvas; pixels outside stay the first sample's (the background in every sample).
  func average(_ animation: AnimatedText, at times: [Double]) throws -> Pixmap {
    var accumulator = Accumulator(try animation.frame(at: times[0]))
    let reach = animation.drawingArea
    guard reach.width > 0, reach.height > 0 else { return accumulator.average() }
    var part = animation
    part.fixedFrame = AnimatedText.FixedFrame(
      width: reach.width, height: reach.height,
      origin: CGPoint(
        x: animation.layoutOrigin.x - Double(reach.x), y: animation.layoutOrigin.y - Double(reach.y)
      ))
    var canvas = try scratch.take(width: reach.width, height: reach.height)
    defer { scratch.give(canvas) }
    for sample in times.dropFirst() {
      try part.render(at: sample, into: &canvas)
      accumulator.add(canvas, at: (reach.x, reach.y))
    }
    return accumulator.average()
  }
}

/// A few canvases kept between frames, so the samples of every frame are drawn into memory
/// that is already there rather than freshly mapped (which costs more than drawing some
/// frames). Thread-safe; each canvas is lent to one frame at a time.
final class ScratchCanvases: Sendable {
  private let canvases = Locked<[Pixmap]>([])

  /// A canvas of this size (its pixels are whatever was drawn last: render into it).
  func take(width: Int, height: Int) throws -> Pixmap {
    if let found = canvases.withLock({ canvases -> Pixmap? in
      guard let index = canvases.firstIndex(where: { $0.width == width && $0.height == height })
      else { return nil }
      return canvases.remove(at: index)
    }) {
      return found
    }
    // The frames it accumulates were checked against their source's limits.
    return try Pixmap(
      width: width, height: height, limits: Limits().admitting(width: width, height: height))
  }

  /// Keeps `canvas` for a later frame (at most 8 are kept).
  func give(_ canvas: Pixmap) {
    canvases.withLock { canvases in
      if canvases.count < 8 { canvases.append(canvas) }
    }
  }
}

/// Sums samples in exact integers, only in the tiles where a sample differs from the first: a
/// glyph that moves touches a few tiles, the rest of the frame is the first sample's. The first
/// sample's pixmap becomes the result: the averages are written into its differing tiles.
struct Accumulator {
  /// The first sample, then the result.
  private var frame: Pixmap
  /// Samples so far.
  private var count = 1
  /// For each tile, its slot in `sums`, or −1 while no sample has differed from the first there.
  private var slotOfTile: [Int32]
  /// The tiles that differ, in the order they were found.
  private var dirtyTiles: [Int] = []
  /// For each dirty tile (a slot of `tileWidth·tileHeight` pixels, row by row), the sum of every
  /// sample so far, one 64-bit word per pixel holding four 16-bit channel sums (64 samples of 255
  /// fit).
  private var sums: [UInt64] = []
  private let columns: Int

  static let tileWidth = 64
  static let tileHeight = 8
  static let tilePixels = tileWidth * tileHeight

  init(_ first: Pixmap) {
    frame = first
    columns = (first.width + Self.tileWidth - 1) / Self.tileWidth
    let rows = (first.height + Self.tileHeight - 1) / Self.tileHeight
    slotOfTile = [Int32](repeating: -1, count: columns * rows)
  }

  /// A pixel's four 8-bit channels spread into four 16-bit lanes.
  @inline(__always)
  static func lanes(_ word: UInt32) -> UInt64 {
    let x = UInt64(word)
    return (x & 0xFF) | (x & 0xFF00) << 8 | (x & 0xFF_0000) << 16 | (x & 0xFF00_0000) << 24
  }

  /// Adds `sample`, whose top-left pixel is at `origin` in the frame; the frame outside it is
  /// taken to equal the first sample.
  mutating func add(_ sample: Pixmap, at origin: (x: Int, y: Int)) {
    let previous = UInt64(count)
    count += 1
    let width = frame.width
    let height = frame.height
    let x0 = max(0, origin.x)
    let y0 = max(0, origin.y)
    let x1 = min(width, origin.x + sample.width)
    let y1 = min(height, origin.y + sample.height)
    let sampleWidth = sample.width
    let columns = self.columns
    var slotOfTile = self.slotOfTile
    var dirtyTiles = self.dirtyTiles
    var sums = self.sums
    self.sums = []
    sample.withWordsReadOnly { source in
      frame.withWordsReadOnly { first in
        // safety: every offset lies in its buffer: rows and columns are clamped to the frame
        // and to the sample's rectangle in it; a slot holds `tilePixels` words.
        func box(_ tile: Int) -> (x: Int, y: Int, width: Int, height: Int) {
          let x = (tile % columns) * Self.tileWidth
          let y = (tile / columns) * Self.tileHeight
          return (x, y, min(Self.tileWidth, width - x), min(Self.tileHeight, height - y))
        }
        /// The sample's pixel at (x, y) of the frame, or the first's outside the sample.
        func word(_ x: Int, _ y: Int) -> UInt32 {
          y >= y0 && y < y1 && x >= x0 && x < x1
            ? source[(y - origin.y) * sampleWidth + (x - origin.x)] : first[y * width + x]
        }
        var found: [Int] = []
        if x1 > x0, y1 > y0 {
          for tileRow in (y0 / Self.tileHeight)...((y1 - 1) / Self.tileHeight) {
            let top = max(tileRow * Self.tileHeight, y0)
            let bottom = min((tileRow + 1) * Self.tileHeight, y1)
            // Whole rows first: most rows of a frame do not change at all.
            var differing: [Int] = []
            for y in top..<bottom {
              let a = source + ((y - origin.y) * sampleWidth + (x0 - origin.x))
              if memcmp(a, first + (y * width + x0), (x1 - x0) * 4) != 0 { differing.append(y) }
            }
            guard !differing.isEmpty else { continue }
            for tileColumn in (x0 / Self.tileWidth)...((x1 - 1) / Self.tileWidth) {
              let tile = tileRow * columns + tileColumn
              guard slotOfTile[tile] < 0 else { continue }
              let left = max(tileColumn * Self.tileWidth, x0)
              let right = min((tileColumn + 1) * Self.tileWidth, x1)
              for y in differing {
                let a = source + ((y - origin.y) * sampleWidth + (left - origin.x))
                if memcmp(a, first + (y * width + left), (right - left) * 4) != 0 {
                  found.append(tile)
                  break
                }
              }
            }
          }
        }
        // New dirty tiles: the samples so far equaled the first there.
        for tile in found {
          slotOfTile[tile] = Int32(dirtyTiles.count)
          dirtyTiles.append(tile)
          let area = box(tile)
          let base = sums.count
          sums.append(contentsOf: repeatElement(0, count: Self.tilePixels))
          for row in 0..<area.height {
            let line = (area.y + row) * width + area.x
            for column in 0..<area.width {
              sums[base + row * Self.tileWidth + column] =
                Self.lanes(first[line + column]) &* previous
            }
          }
        }
        // Every dirty tile takes this sample.
        sums.withUnsafeMutableBufferPointer { sums in
          for (slot, tile) in dirtyTiles.enumerated() {
            let area = box(tile)
            let base = slot * Self.tilePixels
            let inside =
              area.x >= x0 && area.x + area.width <= x1 && area.y >= y0
              && area.y + area.height <= y1
            for row in 0..<area.height {
              let y = area.y + row
              let target = base + row * Self.tileWidth
              if inside {
                let line = source + ((y - origin.y) * sampleWidth + (area.x - origin.x))
                for column in 0..<area.width { sums[target + column] &+= Self.lanes(line[column]) }
              } else {
                for column in 0..<area.width {
                  sums[target + column] &+= Self.lanes(word(area.x + column, y))
                }
              }
            }
          }
        }
      }
    }
    self.slotOfTile = slotOfTile
    self.dirtyTiles = dirtyTiles
    self.sums = sums
  }

  /// The rounded average `(sum + count/2) / count` in the tiles that differ, the first sample
  /// elsewhere.
  mutating func average() -> Pixmap {
    let divisor = UInt64(count)
    let half = divisor / 2
    let width = frame.width
    let height = frame.height
    let columns = self.columns
    let sums = self.sums
    let dirtyTiles = self.dirtyTiles
    self.sums = []
    frame.withWords { words in
      for (slot, tile) in dirtyTiles.enumerated() {
        let x = (tile % columns) * Self.tileWidth
        let y = (tile / columns) * Self.tileHeight
        for row in 0..<min(Self.tileHeight, height - y) {
          let line = (y + row) * width + x
          for column in 0..<min(Self.tileWidth, width - x) {
            let sum = sums[slot * Self.tilePixels + row * Self.tileWidth + column]
            var word: UInt32 = 0
            for channel in 0..<4 {
              let lane = (sum >> (16 * UInt64(channel))) & 0xFFFF
              word |= UInt32((lane + half) / divisor) << (8 * UInt32(channel))
            }
            // safety: `line + column` is a pixel of the frame.
            words[line + column] = word
          }
        }
      }
    }
    return frame
  }
}

extension AnimatedText {
  /// Where the renderer can draw on the canvas, in whole pixels: the layout's bounds plus the
  /// renderer's display padding, and a margin of a third of the text's tallest line for ink
  /// that overhangs its typographic box, clamped to the canvas.
  var drawingArea: (x: Int, y: Int, width: Int, height: Int) {
    let origin = layoutOrigin
    let extra = renderer(0).displayPadding
    let tallest =
      layout.lines.map { $0.typographicBounds.ascent + $0.typographicBounds.descent }
      .max() ?? 0
    let margin = 8 + tallest / 3
    let size = canvasSize
    let left = max(0, Int((origin.x - extra.leading - margin).rounded(.down)))
    let top = max(0, Int((origin.y - extra.top - margin).rounded(.down)))
    let right = min(
      size.width, Int((origin.x + layout.size.width + extra.trailing + margin).rounded(.up)))
    let bottom = min(
      size.height, Int((origin.y + layout.size.height + extra.bottom + margin).rounded(.up)))
    return (left, top, max(0, right - left), max(0, bottom - top))
  }
}

extension FrameSource {
  /// These frames with motion blur (see ``MotionBlur``): `samples` sub-frames averaged while a
  /// shutter of `shutterAngle` degrees (default 180, centred on the frame) is open, at
  /// `framesPerSecond`.
  /// - Throws: ``FrameError.invalidArgument(_:)`` for a value outside its range.
  public func motionBlurred(
    samples: Int, shutterAngle: Double = 180, shutterPhase: Double? = nil,
    framesPerSecond: Double
  ) throws -> MotionBlur {
    try MotionBlur(
      self, samples: samples, shutterAngle: shutterAngle, shutterPhase: shutterPhase,
      framesPerSecond: framesPerSecond)
  }
}

extension AnimatedText {
  /// When the renderer stops changing, if it says (a ``SettlingTextRenderer``).
  var settlingTime: Double? {
    (renderer(0) as? any SettlingTextRenderer)?.settlingTime(for: layout)
  }
}
