import Foundation

/// A problem running ffmpeg for a video export.
///
/// Problems with files and arguments are ``FrameError``s, as for every other export.
public enum FFmpegError: Error, CustomStringConvertible, Equatable, Sendable {
  /// ffmpeg is needed for `format` and is not on PATH.
  case missing(format: String)
  /// ffmpeg stopped with a failure; `message` is what it printed on standard error.
  case failed(status: Int32, message: String)

  /// A one-line message naming the problem (followed by ffmpeg's own lines when it failed).
  public var description: String {
    switch self {
    case .missing(let format):
      "\(format) export needs ffmpeg, which is not installed (or not on PATH): install the "
        + "Debian package ffmpeg (apt-get install ffmpeg)"
    case .failed(let status, let message):
      "ffmpeg failed (exit status \(status))"
        + (message.isEmpty ? "" : ":\n" + message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
