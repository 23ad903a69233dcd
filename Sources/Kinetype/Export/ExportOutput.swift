import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The bytes of one export on their way to an ``ExportDestination``.
///
/// A file goes to a hidden temporary name beside its final path (created exclusively) and
/// only ``commit()`` moves it into place; ``discard()``, or dropping an uncommitted output,
/// removes it. Without `overwrite` an existing file is refused before anything is written,
/// and again when committing, should one have appeared meanwhile.
final class ExportOutput {
  /// The descriptor bytes are written to.
  let descriptor: Int32
  /// The destination's name for messages.
  let name: String
  /// For files: the temporary path and the final one.
  private let paths: (temporary: String, final: String)?
  private let overwrite: Bool
  private var open = true

  /// Opens `destination` for writing.
  ///
  /// - Throws: ``FrameError/wouldOverwrite(path:moreExisting:)`` or ``FrameError/unwritable(path:reason:)``.
  init(_ destination: ExportDestination, overwrite: Bool) throws {
    self.overwrite = overwrite
    name = destination.name
    switch destination {
    case .standardOutput:
      descriptor = 1
      paths = nil
    case .fileDescriptor(let fd):
      descriptor = fd
      paths = nil
    case .file(let path):
      let temporary = try Self.reserveTemporary(for: path, overwrite: overwrite)
      descriptor = temporary.descriptor
      paths = (temporary.path, path)
    }
  }

  /// Creates a new hidden file beside `path`, after checking `path` may be written.
  static func reserveTemporary(for path: String, overwrite: Bool) throws -> (
    path: String, descriptor: Int32
  ) {
    if !overwrite, FileManager.default.fileExists(atPath: path) {
      throw FrameError.wouldOverwrite(path: path, moreExisting: 0)
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw FrameError.unwritable(path: path, reason: "it is a folder")
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary =
      "\(folder)/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw FrameError.unwritable(path: path, reason: Self.reason())
    }
    return (temporary, fd)
  }

  /// Writes all of `bytes`.
  func write(_ bytes: UnsafeRawBufferPointer) throws {
    var offset = 0
    while offset < bytes.count {
      // safety: offset < count, so the pointer and length stay inside `bytes`.
      let n = Glibc.write(
        descriptor, bytes.baseAddress.unsafelyUnwrapped + offset, bytes.count - offset)
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { throw FrameError.unwritable(path: name, reason: Self.reason()) }
      offset += n
    }
  }

  /// Writes all of `bytes`.
  func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }

  /// Finishes: for a file, closes it and moves it into place.
  func commit() throws {
    guard open else { return }
    open = false
    guard let paths else { return }
    guard close(descriptor) == 0 else {
      let reason = Self.reason()
      unlink(paths.temporary)
      throw FrameError.unwritable(path: paths.final, reason: reason)
    }
    try Self.move(paths.temporary, to: paths.final, overwrite: overwrite)
  }

  /// Moves a finished temporary file to `path`; without `overwrite`, never replaces a file
  /// (a hard link fails if `path` exists), falling back to a checked rename where the file
  /// system has no hard links.
  static func move(_ temporary: String, to path: String, overwrite: Bool) throws {
    if !overwrite {
      if link(temporary, path) == 0 {
        unlink(temporary)
        return
      }
      if errno == EEXIST || FileManager.default.fileExists(atPath: path) {
        unlink(temporary)
        throw FrameError.wouldOverwrite(path: path, moreExisting: 0)
      }
    }
    guard rename(temporary, path) == 0 else {
      let reason = Self.reason()
      unlink(temporary)
      throw FrameError.unwritable(path: path, reason: reason)
    }
  }

  /// Abandons the output: a file's temporary is closed and removed.
  func discard() {
    guard open else { return }
    open = false
    guard let paths else { return }
    close(descriptor)
    unlink(paths.temporary)
  }

  deinit { discard() }

  /// The system's reason for the last failure, lowercased as messages use it.
  static func reason() -> String { String(cString: strerror(errno)).lowercased() }
}
