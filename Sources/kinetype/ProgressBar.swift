import Dispatch
import Foundation
import KinetypeCore

#if canImport(Glibc)
  import Glibc
#endif

/// A progress bar on standard error, drawn only when standard error is a terminal: frames
/// done, frames per second and the time left, redrawn at most ten times a second on one line.
///
/// Thread-safe: frames finish on many threads. ``clear()`` erases it before anything else is
/// printed.
final class ProgressBar: Sendable {
  private struct State {
    var label: String
    var total: Int
    var done = 0
    var start: UInt64
    var lastDraw: UInt64 = 0
    var drawn = false
  }

  private let visible: Bool
  private let state: Locked<State>

  /// A bar for `total` frames, labelled `label` (`rendering`); hidden when `quiet` or when
  /// standard error is not a terminal.
  init(_ label: String, total: Int, quiet: Bool) {
    visible = !quiet && isatty(STDERR_FILENO) == 1
    state = Locked(State(label: label, total: total, start: DispatchTime.now().uptimeNanoseconds))
  }

  /// Starts another phase (`encoding`) of `total` frames, with its own rate.
  func restart(_ label: String, total: Int) {
    state.withLock {
      $0 = State(label: label, total: total, start: DispatchTime.now().uptimeNanoseconds)
    }
  }

  /// Records that `done` frames are complete (calls may arrive out of order).
  func update(_ done: Int) {
    guard visible else { return }
    // Drawn with the lock held, so that two threads never interleave their lines.
    state.withLock { state in
      state.done = max(state.done, done)
      let now = DispatchTime.now().uptimeNanoseconds
      guard now - state.lastDraw >= 100_000_000 || state.done == state.total else { return }
      state.lastDraw = now
      state.drawn = true
      Self.write("\r\u{1B}[K" + Self.line(state, now: now, columns: Self.columns()))
    }
  }

  /// Erases the bar.
  func clear() {
    guard visible else { return }
    state.withLock { state in
      guard state.drawn else { return }
      state.drawn = false
      Self.write("\r\u{1B}[K")
    }
  }

  /// `rendering 141/300 [█████████▍          ]  47%  52.3 fps  3 s left`
  private static func line(_ state: State, now: UInt64, columns: Int) -> String {
    let seconds = Double(now - state.start) / 1e9
    let rate = seconds > 0 ? Double(state.done) / seconds : 0
    let fraction = state.total > 0 ? Double(state.done) / Double(state.total) : 1
    let left = rate > 0 ? Double(state.total - state.done) / rate : nil
    let counts = "\(state.label) \(state.done)/\(state.total)"
    let tail =
      String(format: " %3d%%", Int(fraction * 100)) + (rate > 0 ? "  \(Self.rate(rate)) fps" : "")
      + (left.map { "  \(Self.duration($0)) left" } ?? "")
    let width = min(40, columns - counts.count - tail.count - 4)
    guard width >= 5 else { return counts + tail }
    let eighths = Int(fraction * Double(width * 8))
    var bar = String(repeating: "█", count: eighths / 8)
    if eighths % 8 > 0, bar.count < width {
      bar += String(["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8])
    }
    bar += String(repeating: " ", count: max(0, width - bar.count))
    return counts + " [" + bar + "]" + tail
  }

  /// `52.3`, `241`.
  static func rate(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
  }

  /// `3 s`, `2 min 05 s`, `1 h 02 min`.
  static func duration(_ seconds: Double) -> String {
    let total = Int(seconds.rounded(.up))
    if total < 60 { return "\(total) s" }
    if total < 3600 { return String(format: "%d min %02d s", total / 60, total % 60) }
    return String(format: "%d h %02d min", total / 3600, total % 3600 / 60)
  }

  /// The terminal's width on standard error, or 80.
  private static func columns() -> Int {
    var size = winsize()
    guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  private static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
