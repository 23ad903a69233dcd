import Dispatch
import Foundation
import Kinetype
import KinetypeCore

#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP, handled so that no run leaves a temporary file behind.
///
/// Signals are process-wide, so they are the tool's business, not the library's: a dispatch
/// signal source turns each into a call on a queue of its own. While files are being written
/// (``whileWriting(into:_:)``), a signal cancels the export's ``ExportCancellation``; the
/// frames already started finish, the tool says what is left (the complete frames of a
/// sequence; nothing of a single file, whose partial temporary is removed), then ends by the
/// same signal (exit status 128 + its number, as a shell reports it). At any other time the
/// signal ends the process at once, as it would by default: nothing is on disk yet. A command
/// that changed the terminal (`preview`) restores it first (``cleaningUp(_:during:)``).
///
/// SIGXFSZ is ignored, so that a write over `ulimit -f` fails with EFBIG and becomes an error
/// instead of killing the process mid-file. A signal that was ignored when the tool started
/// (`nohup`, a background job) stays ignored.
final class Interruption: Sendable {
  /// The signals that stop a run.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Cancelled by the first signal while writing.
  let cancellation = ExportCancellation()
  private let state = Locked<(writing: Bool, signal: Int32?)>((false, nil))
  /// Run before the process ends by a signal (``cleaningUp(_:during:)``).
  private let cleanup = Locked<(@Sendable () -> Void)?>(nil)
  private let queue = DispatchQueue(label: "kinetype.signals")
  /// Kept so the sources live as long as the process; never changed after `init`, so reading
  /// it from any thread is safe.
  nonisolated(unsafe) private let sources: [any DispatchSourceSignal]

  /// Installs the handlers; call once, first thing.
  init() {
    signal(SIGXFSZ, SIG_IGN)
    var created: [(number: Int32, source: any DispatchSourceSignal)] = []
    for number in Self.signals {
      let previous = signal(number, SIG_IGN)
      if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        continue
      }
      created.append((number, DispatchSource.makeSignalSource(signal: number, queue: queue)))
    }
    sources = created.map(\.source)
    for (number, source) in created {
      source.setEventHandler { [weak self] in self?.received(number) }
      source.resume()
    }
  }

  /// What a run writes, for the message when a signal stops it.
  enum Output {
    /// A PNG sequence in `folder`: `frames` of a timeline of `total`. The complete frames
    /// stay. `resumed`: with `--resume`, how many intact frames were kept (the frames rendered
    /// are then those the folder lacked, not the first of the range).
    case frames(folder: String, frames: Range<Int>, total: Int, resumed: Int? = nil)
    /// One file, removed when incomplete.
    case file(String)
    /// Standard output, where what was sent is gone.
    case standardOutput
  }

  /// Runs `body`, which writes `output`, with signals turned into cancellation. When a signal
  /// stopped it, says what is left and ends by that signal.
  func whileWriting<Result>(_ output: Output, _ body: () throws -> Result) throws -> Result {
    state.withLock { $0.writing = true }
    let result: Result
    do {
      result = try body()
    } catch FrameError.cancelled(let written, let count) {
      let signal = finishWriting() ?? SIGTERM
      Diagnostics.printError(
        "interrupted by \(Self.name(of: signal)): " + Self.remains(output, written, count))
      terminate(by: signal)
    } catch {
      _ = finishWriting()
      throw error
    }
    if let signal = finishWriting() {
      Diagnostics.printError(
        "interrupted by \(Self.name(of: signal)) after the output was complete in "
          + Self.place(output))
      terminate(by: signal)
    }
    return result
  }

  /// What a cancelled run leaves: `written` of `count` frames.
  static func remains(_ output: Output, _ written: Int, _ count: Int) -> String {
    switch output {
    case .frames(let folder, let frames, _, let kept?):
      return "\(written) of the \(count) frame\(count == 1 ? "" : "s") to render are complete "
        + "in \(folder) (\(kept) of frames \(frames.lowerBound)–\(frames.upperBound - 1) were "
        + "intact); --resume again renders the rest"
    case .frames(let folder, let frames, let total, nil):
      let complete =
        "\(written) of \(count) frame\(count == 1 ? " is" : "s are") complete in \(folder)"
      guard frames.count != total else { return complete }
      let done =
        written == 0 ? "none" : "\(frames.lowerBound)–\(frames.lowerBound + written - 1)"
      return "\(written) of frames \(frames.lowerBound)–\(frames.upperBound - 1) "
        + "\(written == 1 ? "is" : "are") complete in \(folder) (\(done))"
    case .file(let path):
      return "\(path) was not written (its partial file is removed)"
    case .standardOutput:
      return "\(written) of \(count) frame\(count == 1 ? " was" : "s were") sent to standard "
        + "output; the stream is incomplete"
    }
  }

  /// Where `output` is, for messages.
  static func place(_ output: Output) -> String {
    switch output {
    case .frames(let folder, _, _, _): folder
    case .file(let path): path
    case .standardOutput: "standard output"
    }
  }

  /// Runs `body` before the process ends by a signal (restoring the terminal), for as long
  /// as `during` runs; returns what `during` returns.
  func cleaningUp<Result>(_ body: @escaping @Sendable () -> Void, during: () throws -> Result)
    rethrows -> Result
  {
    cleanup.withLock { $0 = body }
    defer { cleanup.withLock { $0 = nil } }
    return try during()
  }

  /// Leaves the writing state; returns the signal received, if any.
  private func finishWriting() -> Int32? {
    state.withLock { state in
      state.writing = false
      return state.signal
    }
  }

  private func received(_ signal: Int32) {
    let writing = state.withLock { state in
      if state.signal == nil { state.signal = signal }
      return state.writing
    }
    if writing {
      cancellation.cancel()
    } else {
      terminate(by: signal)
    }
  }

  /// Runs the cleanup, if any, then ends the process by `signal`.
  func terminate(by signal: Int32) -> Never {
    if let body = cleanup.withLock({ $0 }) { body() }
    Self.terminate(by: signal)
  }

  /// Ends the process by `signal`, with its default action, as if it had not been handled.
  static func terminate(by signal: Int32) -> Never {
    Glibc.signal(signal, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    exit(128 + signal)
  }

  /// `SIGINT`, `SIGTERM`, `SIGHUP`, or the number.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }
}
