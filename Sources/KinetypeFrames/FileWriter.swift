import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How bytes reach an open file: the system's `write(2)`, or in tests a disk that fills up.
struct FileWriter: Sendable {
  /// Writes some of `bytes` to the file descriptor; returns how many, or -1 with `errno` set.
  var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int

  /// The system's `write(2)`.
  static let system = FileWriter { descriptor, bytes in
    // safety: `bytes` is valid for `bytes.count` bytes for the duration of the call.
    Glibc.write(descriptor, bytes.baseAddress, bytes.count)
  }

  /// Writes all of `bytes`, retrying short writes and interruptions; returns `errno` on failure.
  func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
      var offset = 0
      while offset < raw.count {
        // safety: `offset` < `raw.count`, so the rebased slice lies inside `raw`.
        let written = write(descriptor, UnsafeRawBufferPointer(rebasing: raw[offset...]))
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if written == 0 { return EIO }
        offset += written
      }
      return nil
    }
  }
}

/// The system's message for `code`, lowercased to sit inside a sentence.
func systemReason(_ code: Int32) -> String {
  String(cString: strerror(code)).lowercased()
}
