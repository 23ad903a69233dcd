import Dispatch
import Foundation
import Synchronization

/// Writes the frames of a ``FrameSource`` (``AnimatedText``, ``ViewFrames``) as a numbered PNG
/// sequence (`frame_00000.png`, `frame_00001.png`, …), and optionally a ``ContactSheet`` beside them.
///
/// Nothing is lost: before anything is rendered, every path the export writes (each frame and
/// the contact sheet) is checked through ``OutputFiles``; without ``overwrite`` an existing
/// one is an error naming it, and with it only those paths are replaced (files from an earlier,
/// longer export are never deleted). Each file is written to a temporary name and renamed into
/// place. A failed export removes what it wrote and the folders it created; a cancelled one
/// keeps its complete frames, which are always frame 0 onwards with none missing.
///
/// Frames render on ``threads`` threads; the files are identical whatever the count.
public struct FrameExporter: Sendable {
  /// The folder the frames go to.
  public var directory: String
  /// Whether existing files at the paths the export writes may be replaced. Default: false.
  public var overwrite: Bool
  /// How many frames render at once. Default: the number of processors.
  public var threads: Int
  /// PNG settings. Default: ``PNGOptions/frames``.
  public var pngOptions: PNGOptions
  /// Where to write a contact sheet of the sequence, checked with the frames before anything
  /// is written; nil writes none. Default: nil.
  public var contactSheetPath: String?
  /// Stops the export between frames when cancelled. Default: nil (runs to the end).
  public var cancellation: ExportCancellation?
  /// How the bytes reach the disk (tests replace it with a failing disk).
  var writer = FileWriter.system

  /// Creates an exporter into `directory`.
  public init(
    directory: String, overwrite: Bool = false,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount,
    pngOptions: PNGOptions = .frames
  ) {
    self.directory = directory
    self.overwrite = overwrite
    self.threads = max(1, threads)
    self.pngOptions = pngOptions
  }

  /// The path of frame `index`.
  public func path(ofFrame index: Int) -> String {
    let number = String(index)
    let padded = String(repeating: "0", count: max(0, 5 - number.count)) + number
    return (directory as NSString).appendingPathComponent("frame_\(padded).png")
  }

  /// Every path an export of `timeline` writes: the frames in order, then the contact sheet.
  public func plannedPaths(for timeline: FrameTimeline) -> [String] {
    timeline.frames.map(path(ofFrame:)) + (contactSheetPath.map { [$0] } ?? [])
  }

  /// Renders and writes every frame of `animation` on `timeline`, then the contact sheet;
  /// returns the frame paths.
  ///
  /// - Throws: before anything is written, ``FrameError/invalidArgument(_:)`` when a frame or
  ///   the contact sheet would be an empty or too large image, and the errors of
  ///   ``OutputFiles/prepare()``; afterwards the first rendering or writing error (everything
  ///   written is then removed), or ``FrameError/cancelled(framesWritten:frameCount:)``.
  @discardableResult
  public func export(
    _ animation: some FrameSource, timeline: FrameTimeline, sceneName: String = "text"
  )
    throws -> [String]
  {
    let frameSize = animation.canvasSize
    try Self.checkSize(frameSize.width, frameSize.height, of: "a frame")
    let sheet = contactSheetPath.map {
      ($0, ContactSheet(animation: animation, timeline: timeline))
    }
    if let (_, sheet) = sheet {
      try Self.checkSize(sheet.size.width, sheet.size.height, of: "the contact sheet")
    }
    let files = OutputFiles(plannedPaths(for: timeline), overwrite: overwrite, writer: writer)
    try files.prepare()
    let framesWritten: Int
    do {
      framesWritten = try writeFrames(
        animation, timeline: timeline, into: files, sceneName: sceneName)
    } catch {
      files.discard()
      throw error
    }
    if framesWritten < timeline.frameCount || (sheet != nil && cancellation?.isCancelled == true) {
      files.removeEmptyFolders()
      throw FrameError.cancelled(framesWritten: framesWritten, frameCount: timeline.frameCount)
    }
    if let (path, sheet) = sheet {
      do {
        try files.writePNG(sheet.render(), to: path, options: pngOptions)
      } catch {
        files.discard()
        throw error
      }
    }
    return Array(files.paths.prefix(timeline.frameCount))
  }

  /// Writes frames from 0 on until all are written, one fails, or the export is cancelled;
  /// returns how many were written (frames 0 up to that count).
  private func writeFrames(
    _ animation: some FrameSource, timeline: FrameTimeline, into files: OutputFiles,
    sceneName: String
  ) throws -> Int {
    let firstError = Mutex<(index: Int, error: any Error)?>(nil)
    let next = Atomic<Int>(0)
    let written = Atomic<Int>(0)
    let cancellation = self.cancellation
    DispatchQueue.concurrentPerform(iterations: min(threads, timeline.frameCount)) { _ in
      while cancellation?.isCancelled != true, firstError.withLock({ $0 == nil }) {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < timeline.frameCount else { return }
        do {
          let time = timeline.time(ofFrame: index)
          let frame = try animation.renderFrame(at: time)
          var options = pngOptions
          options.text["Software"] = "Kinetype"
          options.text["Title"] = sceneName
          options.text["Comment"] = "t=\(time)s frame=\(index)"
          try files.writePNG(frame, to: files.paths[index], options: options)
          written.add(1, ordering: .relaxed)
        } catch {
          firstError.withLock { current in
            if current == nil || index < current?.index ?? .max { current = (index, error) }
          }
        }
      }
    }
    if let failure = firstError.withLock({ $0 }) { throw failure.error }
    return written.load(ordering: .relaxed)
  }

  /// Throws ``FrameError/invalidArgument(_:)`` unless `width`×`height` is a size a ``Pixmap``
  /// can have.
  static func checkSize(_ width: Int, _ height: Int, of what: String) throws {
    do {
      try Pixmap.validate(width: width, height: height)
    } catch let error as RasterError {
      throw FrameError.invalidArgument(
        "\(what) would be \(width)×\(height) pixels: \(error.message)")
    }
  }
}
