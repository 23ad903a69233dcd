import KinetypeRaster

/// The frames of a verified render, read back from their PNG files: a ``FrameSource`` like any
/// other, so chunks rendered apart are joined into a video or an APNG by the same exporters
/// that render text (`kinetype concat`).
///
/// Decoding a PNG premultiplies what it stores unpremultiplied, which gives back exactly the
/// pixels that were encoded, so a video made from the chunks is the video a single render
/// would have made.
public struct RenderedFrames: FrameSource {
  /// The render's frame size.
  public let canvasSize: (width: Int, height: Int)
  /// The render's frames per second.
  public let framesPerSecond: Double
  /// Each frame's file, frame 0 first.
  public let paths: [String]

  /// The timeline of the render: ``paths`` at ``framesPerSecond``.
  public var timeline: FrameTimeline {
    FrameTimeline(frameCount: paths.count, framesPerSecond: framesPerSecond)
  }

  /// How long the frames last: their count over the rate, the duration that makes as many
  /// frames again (``FrameTimeline/frameCount(duration:framesPerSecond:)``).
  public var duration: Double { Double(paths.count) / framesPerSecond }

  /// The frames of a render that `verification` found intact.
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` unless the verification found no problem.
  public init(_ verification: RenderVerification) throws {
    guard verification.isIntact, let render = verification.render else {
      let count = verification.problems.count
      throw FrameError.invalidArgument(
        "the frames are not intact: \(count) problem\(count == 1 ? "" : "s") found")
    }
    canvasSize = (render.width, render.height)
    framesPerSecond = render.framesPerSecond
    paths = (0..<render.frameCount).compactMap { verification.framePaths[$0] }
  }

  /// Reads the frame shown at `time`: the file of frame round(`time` × fps).
  ///
  /// - Throws: ``RasterError`` for a file that cannot be read or decoded;
  ///   ``FrameError/invalidArgument(_:)`` for a frame of another size.
  public func renderFrame(at time: Double) throws -> Pixmap {
    let index = min(max(0, Int((time * framesPerSecond).rounded())), paths.count - 1)
    let frame = try Pixmap(contentsOfPNGFile: paths[index])
    guard frame.width == canvasSize.width, frame.height == canvasSize.height else {
      throw FrameError.invalidArgument(
        "\(paths[index]) is \(frame.width)×\(frame.height), not the render's "
          + "\(canvasSize.width)×\(canvasSize.height)")
    }
    return frame
  }
}
