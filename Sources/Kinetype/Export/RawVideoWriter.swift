/// Writes frames as raw 8-bit RGBA, row after row, frame after frame, with no header: the
/// simplest stream for one's own pipeline. Read it with, for example,
/// `ffmpeg -f rawvideo -pix_fmt rgba -s 1920x1080 -framerate 60 -i - …`.
public final class RawVideoWriter: FrameSink {
  /// Whether colors are straight (as ffmpeg's `rgba` expects) or premultiplied by alpha (as
  /// compositors that blend with `over` want, and as ``Pixmap`` stores them).
  public enum Alpha: String, Hashable, Sendable {
    /// Straight (unassociated) alpha. The default.
    case straight
    /// Premultiplied (associated) alpha.
    case premultiplied
  }

  /// Frame width in pixels.
  public let width: Int
  /// Frame height in pixels.
  public let height: Int
  /// The alpha convention of the bytes written.
  public let alpha: Alpha
  private let output: ExportOutput
  private var framesWritten = 0
  private var row: [UInt8]

  /// A writer of `width`×`height` frames to `destination`.
  ///
  /// - Parameters:
  ///   - overwrite: whether an existing file may be replaced. Default: false.
  ///   - alpha: straight or premultiplied. Default: ``Alpha/straight``.
  /// - Throws: ``FrameError`` for a bad size, an existing file or an unwritable destination.
  public init(
    destination: ExportDestination, overwrite: Bool = false, width: Int, height: Int,
    alpha: Alpha = .straight
  ) throws {
    guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height)
    else { throw FrameError.invalidArgument("frame size \(width)×\(height) is out of range") }
    self.width = width
    self.height = height
    self.alpha = alpha
    row = [UInt8](repeating: 0, count: 4 * width)
    output = try ExportOutput(destination, overwrite: overwrite)
  }

  /// Writes the next frame.
  ///
  /// - Throws: ``FrameError`` for a frame of another size or a failed write.
  public func append(_ frame: Pixmap) throws {
    guard frame.width == width, frame.height == height else {
      throw FrameError.invalidArgument(
        "frame \(framesWritten) is \(frame.width)×\(frame.height), not \(width)×\(height)")
    }
    if alpha == .premultiplied {
      try frame.withUnsafePremultipliedBytes { try output.write(UnsafeRawBufferPointer($0)) }
    } else {
      try output.write(frame.straightRGBA())
    }
    framesWritten += 1
  }

  /// Completes the stream (for a file: moves it into place).
  public func finish() throws { try output.commit() }

  /// Abandons the stream; a file's partial temporary is removed.
  public func cancel() { output.discard() }
}

extension Pixmap {
  /// The pixels as straight-alpha RGBA bytes (4·width·height), as PNG, ffmpeg's `rgba` and
  /// most image tools store them: each color is round(c·255/a), and 0 where a = 0.
  func straightRGBA() -> [UInt8] {
    withUnsafePremultipliedBytes { source in
      [UInt8](unsafeUninitializedCapacity: source.count) { out, count in
        // safety: `out` has the capacity of `source`; every index is below source.count.
        for i in stride(from: 0, to: source.count, by: 4) {
          let a = Int(source[i + 3])
          if a == 255 || a == 0 {
            out[i] = a == 0 ? 0 : source[i]
            out[i + 1] = a == 0 ? 0 : source[i + 1]
            out[i + 2] = a == 0 ? 0 : source[i + 2]
          } else {
            out[i] = UInt8((Int(source[i]) * 255 + a / 2) / a)
            out[i + 1] = UInt8((Int(source[i + 1]) * 255 + a / 2) / a)
            out[i + 2] = UInt8((Int(source[i + 2]) * 255 + a / 2) / a)
          }
          out[i + 3] = UInt8(a)
        }
        count = source.count
      }
    }
  }
}
