import Foundation

/// A problem writing a video, stream or animated PNG.
public enum ExportError: Error, CustomStringConvertible, Equatable, Sendable {
  /// ffmpeg is needed for the format and is not on PATH.
  case ffmpegMissing(format: String)
  /// ffmpeg stopped with a failure; `message` is what it printed on standard error.
  case ffmpegFailed(status: Int32, message: String)
  /// A file that would be overwritten without permission to.
  case wouldOverwrite(path: String)
  /// A file that cannot be created or written, with the system's reason.
  case unwritable(path: String, reason: String)
  /// An argument out of range.
  case invalidArgument(String)

  /// A one-line message (two for ffmpeg's own) naming the problem and where it is.
  public var description: String {
    switch self {
    case .ffmpegMissing(let format):
      "\(format) export needs ffmpeg, which is not installed (or not on PATH): install the "
        + "Debian package ffmpeg (apt-get install ffmpeg)"
    case .ffmpegFailed(let status, let message):
      "ffmpeg failed (exit status \(status))"
        + (message.isEmpty ? "" : ":\n" + message.trimmingCharacters(in: .whitespacesAndNewlines))
    case .wouldOverwrite(let path): "\(path) already exists; pass --force to overwrite it"
    case .unwritable(let path, let reason): "cannot write to \(path): \(reason)"
    case .invalidArgument(let message): message
    }
  }
}
