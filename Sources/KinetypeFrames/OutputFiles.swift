import Foundation
import Glibc
import KinetypeCore
import KinetypeRaster
import KinetypeViewGraph
import KinetypeViews

#if canImport(Glibc)
#endif

/// The files one run writes, planned before any is written, so that a run never loses a file
/// it was not asked to replace and never leaves a half-written one.
///
/// - ``prepare()`` checks every path first: without ``overwrite`` any existing file is an
///   error naming it, a folder in the way is always one, and nothing is written. Then it
///   creates the missing folders and remembers them.
/// - ``write(_:to:)`` writes each file to a temporary name in its folder and renames it into
///   place, so a reader never sees a partial file, and a failed write (a full disk, a file-size
///   limit) removes its temporary. Without ``overwrite`` the final step refuses to replace a
///   file that appeared after the check.
/// - ``discard()`` undoes a failed run: it removes the files written and the folders created,
///   and never touches anything else.
///
/// Thread-safe: frames may be written from many threads at once.
package final class OutputFiles: Sendable {
  /// The files the run writes, in order.
  package let paths: [String]
  /// Whether existing files at ``paths`` may be replaced. Default: false.
  package let overwrite: Bool
  let writer: FileWriter
  private let planned: Set<String>
  private let state = Locked(State())

  private struct State {
    var prepared = false
    var createdFolders: [String] = []
    var written: [String] = []
    var temporaries: Set<String> = []
  }

  /// Plans to write `paths`; nothing is checked or created until ``prepare()``.
  package convenience init(_ paths: [String], overwrite: Bool = false) {
    self.init(paths, overwrite: overwrite, writer: .system)
  }

  init(_ paths: [String], overwrite: Bool = false, writer: FileWriter) {
    self.paths = paths
    self.overwrite = overwrite
    self.writer = writer
    self.planned = Set(paths.map(Self.standardized))
  }

  /// The files written so far, in the order they were finished.
  package var writtenPaths: [String] { state.withLock { $0.written } }

  /// Checks every planned path, then creates the missing folders.
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` when a path is planned twice;
  ///   ``FrameError/wouldOverwrite(path:moreExisting:)`` naming the first existing file when
  ///   ``overwrite`` is off; ``FrameError/invalidArgument(_:)`` for a folder where a file goes
  ///   or a file where a folder goes; ``FrameError/unwritable(path:reason:)`` for a folder that
  ///   cannot be created or written. Nothing is created when it throws.
  package func prepare() throws {
    var seen = Set<String>()
    for path in paths where !seen.insert(Self.standardized(path)).inserted {
      throw FrameError.invalidArgument("\(path) would be written twice")
    }
    var existing: [String] = []
    for path in paths {
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        // A folder named where a file goes: an input error (exit status 2), as a file where a
        // folder goes.
        throw FrameError.invalidArgument("cannot write to \(path): it is a folder")
      }
      existing.append(path)
    }
    if !overwrite, let first = existing.first {
      throw FrameError.wouldOverwrite(path: first, moreExisting: existing.count - 1)
    }
    var folders: [String] = []
    for path in paths {
      let folder = Self.folder(of: path)
      if folders.last != folder, !folders.contains(folder) { folders.append(folder) }
    }
    do {
      for folder in folders {
        try createFolders(folder)
        guard access(folder, W_OK | X_OK) == 0 else {
          throw FrameError.unwritable(path: folder, reason: systemReason(errno))
        }
      }
    } catch {
      discard()
      throw error
    }
    state.withLock { $0.prepared = true }
  }

  /// Writes `bytes` to `path`, one of the planned paths, through a temporary file in the same
  /// folder that is renamed into place.
  ///
  /// - Throws: ``FrameError/unwritable(path:reason:)`` with the system's reason (no space left
  ///   on device, file too large, …), or ``FrameError/wouldOverwrite(path:moreExisting:)`` when
  ///   ``overwrite`` is off and a file appeared at `path` since ``prepare()``. No temporary file
  ///   is left behind either way.
  package func write(_ bytes: [UInt8], to path: String) throws {
    precondition(state.withLock { $0.prepared }, "OutputFiles.write before prepare()")
    precondition(planned.contains(Self.standardized(path)), "\(path) is not a planned path")
    let folder = Self.folder(of: path)
    let name = (path as NSString).lastPathComponent
    let temporary =
      (folder as NSString).appendingPathComponent(
        ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    state.withLock { _ = $0.temporaries.insert(temporary) }
    defer { state.withLock { _ = $0.temporaries.remove(temporary) } }

    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw FrameError.unwritable(path: path, reason: systemReason(errno))
    }
    let writeError = writer.writeAll(bytes, to: descriptor)
    let closeError = close(descriptor) == 0 ? nil : errno
    if let failure = writeError ?? closeError {
      unlink(temporary)
      throw FrameError.unwritable(path: path, reason: systemReason(failure))
    }
    try moveIntoPlace(temporary, path)
    state.withLock { $0.written.append(path) }
  }

  /// Encodes `image` as PNG and writes it to `path` (see ``write(_:to:)``).
  package func writePNG(_ image: Pixmap, to path: String, options: PNGOptions = .frames) throws {
    try write(image.pngData(options: options), to: path)
  }

  /// Prepares the files, runs `body` to write them, and after an error discards what was
  /// written before rethrowing it.
  @discardableResult
  package func perform<Result>(_ body: (OutputFiles) throws -> Result) throws -> Result {
    try prepare()
    do {
      return try body(self)
    } catch {
      discard()
      throw error
    }
  }

  /// Undoes a failed run: removes the files written, any temporary still on disk, and the
  /// folders ``prepare()`` created (a folder that now holds anything else is kept).
  package func discard() {
    let (written, temporaries) = state.withLock { state in
      defer {
        state.written = []
        state.temporaries = []
      }
      return (state.written, state.temporaries)
    }
    for path in written { unlink(path) }
    for path in temporaries { unlink(path) }
    removeEmptyFolders()
  }

  /// Removes the folders ``prepare()`` created that are still empty, deepest first.
  func removeEmptyFolders() {
    let folders = state.withLock { state in
      defer { state.createdFolders = [] }
      return state.createdFolders
    }
    for folder in folders.reversed() { rmdir(folder) }
  }

  /// Renames `temporary` to `path`; without `overwrite`, only if `path` does not exist.
  private func moveIntoPlace(_ temporary: String, _ path: String) throws {
    defer { unlink(temporary) }
    if overwrite {
      guard rename(temporary, path) == 0 else {
        throw FrameError.unwritable(path: path, reason: systemReason(errno))
      }
      return
    }
    // A hard link fails if `path` exists, atomically; the temporary name is then removed.
    if link(temporary, path) == 0 { return }
    let linkError = errno
    if linkError == EEXIST { throw FrameError.wouldOverwrite(path: path, moreExisting: 0) }
    // A file system without hard links: check, then rename.
    var info = stat()
    if lstat(path, &info) == 0 { throw FrameError.wouldOverwrite(path: path, moreExisting: 0) }
    guard rename(temporary, path) == 0 else {
      throw FrameError.unwritable(path: path, reason: systemReason(errno))
    }
  }

  /// Creates `folder` and its missing parents, remembering each one created.
  private func createFolders(_ folder: String) throws {
    var prefix = folder.hasPrefix("/") ? "/" : ""
    for component in folder.split(separator: "/") {
      prefix += component
      defer { prefix += "/" }
      var info = stat()
      if stat(prefix, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          // The caller named a file where a folder goes: a mistake in the input (exit status
          // 2 on the command line), not a failure to write.
          throw FrameError.invalidArgument("cannot write to \(prefix): it is a file, not a folder")
        }
        continue
      }
      guard mkdir(prefix, 0o777) == 0 else {
        if errno == EEXIST { continue }
        throw FrameError.unwritable(path: prefix, reason: systemReason(errno))
      }
      state.withLock { $0.createdFolders.append(prefix) }
    }
  }

  /// The folder `path` goes in (`.` for a bare file name).
  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// `path` made absolute with `.`, `..` and repeated slashes resolved, to find duplicates.
  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
