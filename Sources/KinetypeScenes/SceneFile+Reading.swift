import Foundation
import KinetypeCore

extension SceneFile {
  /// The bytes of the scene file at `path`, at most ``Limits/sceneFileBytes`` of `limits`: its
  /// size is checked with `fstat` before anything is read, and reading stops past the limit
  /// (a file that grows while it is read, or one `fstat` cannot size, such as a pipe).
  ///
  /// - Throws: ``SceneError`` at `$`: the file cannot be opened or read, is a folder, or is
  ///   over the limit (with ``SceneError/limit`` set).
  static func contents(ofFile path: String, limits: Limits) throws(SceneError) -> [UInt8] {
    func failure(_ message: String, limit: LimitError? = nil) -> SceneError {
      SceneError(file: path, path: "$", line: nil, column: nil, message: message, limit: limit)
    }
    func reason() -> String { String(cString: strerror(errno)).lowercased() }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure("cannot read the file: \(reason())") }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure("cannot read the file: \(reason())") }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      throw failure("cannot read the file: it is a folder")
    }
    func check(_ size: Int) throws(SceneError) {
      do {
        try limits.check(.sceneFileBytes, size, "the scene file")
      } catch {
        throw failure(error.description, limit: error)
      }
    }
    try check(Int(info.st_size))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      // safety: `read` writes at most `chunk.count` bytes into the chunk's own storage.
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read the file: \(reason())")
      }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
      try check(bytes.count)
    }
  }
}
