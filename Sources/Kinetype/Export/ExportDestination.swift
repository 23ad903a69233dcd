/// Where an export's bytes go.
public enum ExportDestination: Hashable, Sendable {
  /// A file, written under a temporary name in the same folder and renamed into place when
  /// complete, so that no reader ever sees a half-written file.
  case file(String)
  /// The process's standard output, for pipelines (`kinetype render … -o - | …`).
  case standardOutput
  /// An open file descriptor (a pipe, a socket), written to and left open.
  case fileDescriptor(Int32)

  /// How messages name the destination.
  public var name: String {
    switch self {
    case .file(let path): path
    case .standardOutput: "standard output"
    case .fileDescriptor(let fd): "file descriptor \(fd)"
    }
  }
}
