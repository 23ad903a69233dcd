import Dispatch
import Foundation
import Synchronization

/// Writes the frames of a ``FrameSource`` (``AnimatedText``, ``ViewFrames``) as a numbered PNG sequence
/// (`frame_00000.png`, `frame_00001.png`, …).
///
/// Every file is written to a temporary name and renamed into place, so a failure never
/// leaves a half-written PNG; existing frames are only replaced when `overwrite` is set.
/// Frames render on `threads` threads; the files are identical whatever the count.
public struct FrameExporter: Sendable {
  /// The folder the frames go to.
  public var directory: String
  /// Whether existing frame files may be replaced. Default: false.
  public var overwrite: Bool
  /// How many frames render at once. Default: the number of processors.
  public var threads: Int
  /// PNG settings. Default: ``PNGOptions/frames``.
  public var pngOptions: PNGOptions

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

  /// Renders and writes every frame of `animation` on `timeline`; returns the paths written.
  ///
  /// - Throws: ``FrameError`` when the folder cannot be written or a frame exists and
  ///   `overwrite` is off (checked before anything is rendered), or the first rendering or
  ///   writing error.
  @discardableResult
  public func export(
    _ animation: some FrameSource, timeline: FrameTimeline, sceneName: String = "text"
  )
    throws -> [String]
  {
    try prepareDirectory(frameCount: timeline.frameCount)
    let paths = timeline.frames.map(path(ofFrame:))
    let firstError = Mutex<(index: Int, error: any Error)?>(nil)
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: min(threads, timeline.frameCount)) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < timeline.frameCount else { return }
        do {
          let time = timeline.time(ofFrame: index)
          let frame = try animation.renderFrame(at: time)
          var options = pngOptions
          options.text["Software"] = "Kinetype"
          options.text["Title"] = sceneName
          options.text["Comment"] = "t=\(time)s frame=\(index)"
          try frame.writePNG(to: paths[index], options: options)
        } catch {
          firstError.withLock { current in
            if current == nil || index < current?.index ?? .max { current = (index, error) }
          }
        }
      }
    }
    if let failure = firstError.withLock({ $0 }) { throw failure.error }
    try removeStaleFrames(after: timeline.frameCount)
    return paths
  }

  /// Creates the folder if needed and refuses to clobber frames without `overwrite`.
  func prepareDirectory(frameCount: Int) throws {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: directory, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw FrameError.unwritable(path: directory, reason: "it is a file, not a folder")
      }
    } else {
      try Self.createDirectories(directory)
    }
    guard files.isWritableFile(atPath: directory) else {
      throw FrameError.unwritable(path: directory, reason: "permission denied")
    }
    if !overwrite, files.fileExists(atPath: path(ofFrame: 0)) {
      throw FrameError.wouldOverwrite(path: path(ofFrame: 0))
    }
  }

  /// Removes frames numbered at or past `count` left by an earlier, longer export.
  func removeStaleFrames(after count: Int) throws {
    var index = count
    while FileManager.default.fileExists(atPath: path(ofFrame: index)) {
      try? FileManager.default.removeItem(atPath: path(ofFrame: index))
      index += 1
    }
  }

  /// Creates `path` and its missing parents, reporting the system's reason on failure.
  static func createDirectories(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component + "/"
      if FileManager.default.fileExists(atPath: prefix) { continue }
      if mkdir(prefix, 0o755) != 0, errno != EEXIST {
        let reason = String(cString: strerror(errno)).lowercased()
        throw FrameError.unwritable(path: path, reason: reason)
      }
    }
  }

}
