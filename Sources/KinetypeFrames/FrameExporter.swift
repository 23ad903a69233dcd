import Dispatch
import Foundation
import KinetypeCore
import KinetypeRaster
import Synchronization

/// Writes the frames of a ``FrameSource`` (``AnimatedText``, ``ViewFrames``) as a numbered PNG
/// sequence (`frame_00000.png`, `frame_00001.png`, …, or any ``fileNamePattern``), all of a
/// timeline or a range of it, with a ``RenderManifest`` and optionally a ``ContactSheet``.
///
/// Nothing is lost: before anything is rendered, every path the export writes (each frame, the
/// manifest, the contact sheet) is checked through ``OutputFiles``; without ``overwrite`` an
/// existing one is an error naming it, and with it only those paths are replaced (frames from
/// an earlier, longer export are never deleted; only the manifests this one supersedes are
/// retired). Each file is written to a temporary name and
/// renamed into place. A failed export removes what it wrote and the folders it created; a
/// cancelled one keeps its complete frames, which are always the first of the range onwards
/// with none missing, and a manifest listing them.
///
/// Frames render on ``threads`` threads; the files are identical whatever the count, and a
/// range's files are those of the same frames in a render of the whole timeline.
public struct FrameExporter: Sendable {
  /// The folder the frames go to.
  public var directory: String
  /// Whether existing files at the paths the export writes may be replaced. Default: false.
  public var overwrite: Bool
  /// How many frames render at once. Default: the number of processors.
  public var threads: Int
  /// PNG settings. Default: ``PNGOptions/frames``.
  public var pngOptions: PNGOptions
  /// How frame files are named. Default: ``FileNamePattern/frames`` (`frame_%05d.png`).
  public var fileNamePattern: FileNamePattern = .frames
  /// Where to write a contact sheet of the frames, checked with them before anything is
  /// written; nil writes none. Default: nil.
  public var contactSheetPath: String?
  /// What the frames are rendered from. When set, the export writes a ``RenderManifest``
  /// into ``directory`` (at ``manifestPath(for:)``) recording it with every frame's SHA-256;
  /// nil writes none. Default: nil.
  public var manifestInput: RenderInput?
  /// Stops the export between frames when cancelled. Default: nil (runs to the end).
  public var cancellation: ExportCancellation?
  /// Called after each frame is written with how many are written so far, on the thread
  /// that wrote it (so it must be thread-safe): for a progress bar. Default: nil.
  public var progress: (@Sendable (_ framesWritten: Int) -> Void)?
  /// Where the frames' warnings go (``FrameSource/renderFrame(at:into:warnings:)``), each
  /// once per render; nil drops them. Default: nil.
  public var warnings: RenderWarnings?
  /// The limits the frames and the contact sheet keep to (`canvas-side`, `canvas-pixels`):
  /// those the frame source was made with. Default: `Limits()`.
  public var limits = Limits()
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
    (directory as NSString).appendingPathComponent(fileNamePattern.fileName(ofFrame: index))
  }

  /// The path of the manifest of an export of `frames`.
  public func manifestPath(for frames: Range<Int>) -> String {
    (directory as NSString).appendingPathComponent(RenderManifest.fileName(for: frames))
  }

  /// Every path an export of `frames` of `timeline` (all by default) writes: the frames in
  /// order, then the contact sheet and the manifest.
  public func plannedPaths(for timeline: FrameTimeline, frames: Range<Int>? = nil) -> [String] {
    let range = frames ?? timeline.frames
    return range.map(path(ofFrame:)) + (contactSheetPath.map { [$0] } ?? [])
      + (manifestInput == nil ? [] : [manifestPath(for: range)])
  }

  /// Renders and writes `frames` of `animation` on `timeline` (all by default), then the
  /// contact sheet and the manifest; returns the paths of the frames written.
  ///
  /// With ``manifestInput``, the folder must hold no manifest of another render unless
  /// ``overwrite`` is on, which retires them (their frames this export does not write stay).
  /// The manifest supersedes the older entries of its frames in the folder
  /// (``RenderManifest/generation``); with ``overwrite``, a manifest of the render whose frames
  /// it all lists again is retired. `resuming` (``resumption(for:timeline:frames:)``) renders
  /// only the frames the folder lacks or holds damaged and may replace the render's own files
  /// without ``overwrite``; when it is complete nothing is written.
  ///
  /// - Throws: before anything is written, ``FrameError/invalidArgument(_:)`` when a frame or
  ///   the contact sheet would be an empty or too large image, `frames` is not inside the
  ///   timeline or `resuming` is the plan of another render or range,
  ///   ``ManifestError/otherRender(folder:manifest:reason:count:)``, and the errors of
  ///   ``OutputFiles/prepare()``; afterwards the first rendering or writing error (everything
  ///   written is then removed), or ``FrameError/cancelled(framesWritten:frameCount:)``
  ///   counting the frames this export rendered.
  @discardableResult
  public func export(
    _ animation: some FrameSource, timeline: FrameTimeline, frames: Range<Int>? = nil,
    sceneName: String = "text", resuming: Resumption? = nil
  ) throws -> [String] {
    let range = frames ?? timeline.frames
    try Self.checkRange(range, of: timeline)
    let frameSize = animation.canvasSize
    try Self.checkSize(frameSize.width, frameSize.height, of: "a frame", limits: limits)
    let sheet = contactSheetPath.map { path in
      var sheet = ContactSheet(animation: animation, timeline: timeline)
      sheet.frames = range
      return (path, sheet)
    }
    if let (_, sheet) = sheet {
      try Self.checkSize(
        sheet.size.width, sheet.size.height, of: "the contact sheet", limits: limits)
    }
    let render = manifestInput.map {
      manifestRender(of: animation, timeline: timeline, input: $0)
    }
    if let render, let input = manifestInput { try checkFolder(for: render, input: input) }
    var indices = Array(range)
    if let resuming {
      guard let render, resuming.renderID == render.id, resuming.frames == range else {
        throw FrameError.invalidArgument(
          "the resumption is not of this render's frames \(range.lowerBound)..<\(range.upperBound)")
      }
      if resuming.isComplete, sheet == nil { return [] }
      indices = resuming.framesToRender
    }
    let paths =
      indices.map(path(ofFrame:)) + (contactSheetPath.map { [$0] } ?? [])
      + (manifestInput == nil ? [] : [manifestPath(for: range)])
    if let resuming, !overwrite {
      // The render's own files may be replaced; any other file in the way may not.
      let existing = paths.filter {
        FileManager.default.fileExists(atPath: $0)
          && !resuming.replaceable.contains(OutputFiles.standardized($0))
      }
      if let first = existing.first {
        throw FrameError.wouldOverwrite(path: first, moreExisting: existing.count - 1)
      }
    }
    let files = OutputFiles(paths, overwrite: overwrite || resuming != nil, writer: writer)
    try files.prepare()
    let records = Locked<[Int: RenderManifest.Frame]>(
      Dictionary(uniqueKeysWithValues: (resuming?.kept ?? []).map { ($0.frame, $0) }))
    let framesWritten: Int
    var sheetRecord: RenderManifest.File?
    // The sheet's frames are kept as they are drawn, so the sheet draws none twice.
    let sheetFrames = Set(sheet?.1.sampledFrames ?? [])
    let drawn = Locked<[Int: Pixmap]>([:])
    do {
      framesWritten = try writeFrames(
        animation, timeline: timeline, indices: indices, into: files, records: records,
        sceneName: sceneName, keeping: sheetFrames, drawn: drawn)
      let cancelled = framesWritten < indices.count || cancellation?.isCancelled == true
      if let (path, sheet) = sheet, !cancelled {
        let bytes = try sheet.render(drawn: drawn.withLock { $0 }).pngData(options: pngOptions)
        try files.write(bytes, to: path)
        sheetRecord = manifestRecord(of: path, bytes: bytes)
      }
      if let render, let input = manifestInput {
        let (manifest, retired) = supersedingManifest(
          render: render, input: input, range: range,
          frames: records.withLock { records in records.keys.sorted().compactMap { records[$0] } },
          contactSheet: sheetRecord, resuming: resuming != nil)
        try files.write(try manifest.jsonData(), to: manifestPath(for: range))
        retire(retired)
      }
      if cancelled {
        files.removeEmptyFolders()
        throw FrameError.cancelled(framesWritten: framesWritten, frameCount: indices.count)
      }
    } catch let error as FrameError {
      if case .cancelled = error { throw error }
      files.discard()
      throw error
    } catch {
      files.discard()
      throw error
    }
    return Array(files.paths.prefix(indices.count))
  }

  /// The manifest's record of a file written to `path` in the export's folder; nil when it
  /// is in another folder (a manifest lists only files beside it).
  private func manifestRecord(of path: String, bytes: [UInt8]) -> RenderManifest.File? {
    let folder = OutputFiles.standardized(directory)
    let parent = OutputFiles.standardized(OutputFiles.folder(of: path))
    guard folder == parent else { return nil }
    return RenderManifest.File(
      file: (path as NSString).lastPathComponent, bytes: bytes.count, sha256: SHA256.hex(bytes))
  }

  /// Writes the frames `indices`, in order, until all are written, one fails, or the export
  /// is cancelled; returns how many were written (the first of `indices` up to that count).
  /// The frames of `keeping` are put in `drawn` as they are drawn.
  private func writeFrames(
    _ animation: some FrameSource, timeline: FrameTimeline, indices: [Int],
    into files: OutputFiles, records: Locked<[Int: RenderManifest.Frame]>,
    sceneName: String, keeping: Set<Int>, drawn: Locked<[Int: Pixmap]>
  ) throws -> Int {
    let firstError = Locked<(index: Int, error: any Error)?>(nil)
    let next = Atomic<Int>(0)
    let written = Atomic<Int>(0)
    let cancellation = self.cancellation
    let progress = self.progress
    let hashes = manifestInput != nil
    let warnings = self.warnings
    DispatchQueue.concurrentPerform(iterations: min(threads, indices.count)) { _ in
      // Each worker renders into one pixmap it reuses: a frame's storage is allocated once.
      var reusable: Pixmap?
      while cancellation?.isCancelled != true, firstError.withLock({ $0 == nil }) {
        let position = next.add(1, ordering: .relaxed).oldValue
        guard position < indices.count else { return }
        let index = indices[position]
        do {
          let time = timeline.time(ofFrame: index)
          // `reusable` is taken so that the pixmap holds the only reference: rendering into
          // a frame of the right size writes in place.
          var frame = try reusable ?? Pixmap(width: 1, height: 1)
          reusable = nil
          var raised: [Warning] = []
          try animation.renderFrame(at: time, into: &frame, warnings: &raised)
          warnings?.record(raised, frame: index)
          if keeping.contains(index) { drawn.withLock { $0[index] = frame } }
          defer { reusable = frame }
          var options = pngOptions
          options.text["Software"] = "Kinetype"
          options.text["Title"] = sceneName
          options.text["Comment"] = "t=\(time)s frame=\(index)"
          let bytes = try frame.pngData(options: options)
          let path = path(ofFrame: index)
          try files.write(bytes, to: path)
          if hashes {
            let record = RenderManifest.Frame(
              frame: index, time: time, file: (path as NSString).lastPathComponent,
              bytes: bytes.count, sha256: SHA256.hex(bytes))
            records.withLock { $0[index] = record }
          }
          let count = written.add(1, ordering: .relaxed).newValue
          progress?(count)
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
  /// can have within `limits`.
  static func checkSize(_ width: Int, _ height: Int, of what: String, limits: Limits = Limits())
    throws
  {
    do {
      try Pixmap.validate(width: width, height: height, limits: limits)
    } catch let error as RasterError {
      throw FrameError.invalidArgument(
        "\(what) would be \(width)×\(height) pixels: \(error.message)")
    }
  }
}
