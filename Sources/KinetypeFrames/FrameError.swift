/// A problem with an animation's frames or the files they go to.
///
/// Messages say what happened and where, never which command-line flag to pass: a program
/// calling the library words its own advice.
public enum FrameError: Error, CustomStringConvertible, Equatable, Sendable {
  /// An argument out of range.
  case invalidArgument(String)
  /// A file the export would replace without ``FrameExporter/overwrite``: the first one found,
  /// and how many more of the planned files exist.
  case wouldOverwrite(path: String, moreExisting: Int)
  /// A file or folder that cannot be created or written, with the system's reason.
  case unwritable(path: String, reason: String)
  /// An export stopped by its ``ExportCancellation``: frames `0..<framesWritten` are complete.
  case cancelled(framesWritten: Int, frameCount: Int)

  /// A one-line message naming the problem and where it is.
  public var description: String {
    switch self {
    case .invalidArgument(let message): message
    case .wouldOverwrite(let path, 0): "\(path) already exists"
    case .wouldOverwrite(let path, 1): "\(path) and 1 more file already exist"
    case .wouldOverwrite(let path, let more): "\(path) and \(more) more files already exist"
    case .unwritable(let path, let reason): "cannot write to \(path): \(reason)"
    case .cancelled(let written, let count): "cancelled with \(written) of \(count) frames complete"
    }
  }
}
