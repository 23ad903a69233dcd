import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The built `kinetype` run as a user runs it: with standard input, under a shell (for
/// `ulimit`), and stopped by a signal part-way.
public struct KinetypeProcess {
  /// How a run ended and what it printed.
  public struct Result {
    /// The exit status, or the signal number when `signalled`.
    public var status: Int32
    /// Whether a signal ended the process.
    public var signalled: Bool
    /// Standard error.
    public var stderr: String
    /// Standard output.
    public var stdout: String

    /// Standard error's lines.
    public var errorLines: [Substring] { stderr.split(separator: "\n") }
  }

  private let process = Process()
  private let folder: URL
  private let finished = DispatchSemaphore(value: 0)

  /// Starts `kinetype arguments`; with `shell`, runs `sh -c shell` where `"$@"` is the tool and
  /// its arguments (for example `ulimit -f 8; exec "$@"`).
  public init(_ arguments: [String], stdin: Data? = nil, shell: String? = nil) throws {
    folder = try Fixtures.temporaryDirectory()
    let tool = Fixtures.executable.path
    if let shell {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shell, "sh", tool] + arguments
    } else {
      process.executableURL = Fixtures.executable
      process.arguments = arguments
    }
    process.environment = BootstrapFonts.environment
    for name in ["stderr", "stdout"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    process.standardError = try FileHandle(
      forWritingTo: folder.appendingPathComponent("stderr"))
    process.standardOutput = try FileHandle(
      forWritingTo: folder.appendingPathComponent("stdout"))
    let input = folder.appendingPathComponent("stdin")
    try (stdin ?? Data()).write(to: input)
    process.standardInput = try FileHandle(forReadingFrom: input)
    let finished = self.finished
    process.terminationHandler = { _ in finished.signal() }
    // A child inherits the spawning thread's blocked signals, and test threads block SIGINT and
    // SIGTERM; a user's shell starts the tool with none blocked, so spawn it that way.
    var none = sigset_t()
    var blocked = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &blocked)
    defer { pthread_sigmask(SIG_SETMASK, &blocked, nil) }
    try process.run()
  }

  /// Runs `kinetype arguments` to the end.
  public static func run(_ arguments: [String], stdin: Data? = nil, shell: String? = nil) throws
    -> Result
  {
    try KinetypeProcess(arguments, stdin: stdin, shell: shell).wait(seconds: 600)
  }

  /// Sends `signal` to the process.
  public func send(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// Waits for the end, killing the process after `seconds`; returns nil if it had to be
  /// killed.
  public func wait(seconds: Double) -> Result? {
    if finished.wait(timeout: .now() + seconds) == .timedOut {
      send(SIGKILL)
      finished.wait()
      cleanUp()
      return nil
    }
    defer { cleanUp() }
    let read = { (name: String) in
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
    return Result(
      status: process.terminationStatus,
      signalled: process.terminationReason == .uncaughtSignal,
      stderr: read("stderr"), stdout: read("stdout"))
  }

  private func wait(seconds: Double) throws -> Result {
    guard let result = wait(seconds: seconds) else {
      throw KinetypeProcessError(description: "kinetype ran over \(seconds) s")
    }
    return result
  }

  private func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A run that did not end in time.
public struct KinetypeProcessError: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String
}

/// Folder helpers for the file-safety tests.
public enum Folder {
  /// The names in `folder`, sorted; empty if it does not exist.
  public static func names(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// Every file under `folder` whose name ends in `.tmp`.
  public static func temporaries(under folder: URL) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    var found: [String] = []
    while let name = walker?.nextObject() as? String {
      if name.hasSuffix(".tmp") { found.append(name) }
    }
    return found
  }

  /// A path in the temporary folder that no test creates: outputs that must never be written.
  public static let nowhere = FileManager.default.temporaryDirectory
    .appendingPathComponent("kinetype-never-written-\(UUID().uuidString)").path

  /// Whether `path` exists.
  public static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
