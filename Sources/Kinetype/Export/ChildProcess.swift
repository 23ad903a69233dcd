import Foundation
import KinetypeCore

#if canImport(Glibc)
  import Glibc
#endif

/// A child process fed on standard input, its standard error collected: how Kinetype drives
/// ffmpeg.
///
/// Standard input is one end of a Unix socket pair rather than a pipe, so that writing after
/// the child has died fails with `EPIPE` (`MSG_NOSIGNAL`) instead of raising `SIGPIPE` in our
/// process; the child reads it as any stream. Standard error is read on its own thread (so a
/// chatty child never blocks) and the last 64 KB are kept for error messages.
final class ChildProcess {
  /// The child's process ID.
  let pid: pid_t
  private var input: Int32
  private let errors = ErrorLog()
  private let errorsDone = DispatchSemaphore(value: 0)
  private var exitStatus: Int32?

  /// Starts `executable` with `arguments`; its standard output goes to `output` (a
  /// descriptor of ours, e.g. 1) or to /dev/null.
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` when the process cannot be started.
  init(executable: String, arguments: [String], output: Int32?) throws {
    var pair: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    // Socket pairs, created close-on-exec atomically, so that no other child started
    // meanwhile inherits our ends (which would keep the streams from ever ending).
    let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, kind, 0, &pair) == 0,
      socketpair(AF_UNIX, kind, 0, &errorPipe) == 0
    else {
      throw FrameError.invalidArgument(
        "cannot create pipes for \(executable): \(ExportOutput.reason())")
    }
    let null = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { if null >= 0 { close(null) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies, so only fds 0, 1 and 2 reach the child.
    posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
    posix_spawn_file_actions_adddup2(&actions, output ?? null, 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    // The child gets default signal handling (a tool that handles SIGINT itself ignores it
    // for dispatch sources, and ignored signals survive exec) and a process group of its
    // own, so a terminal's Ctrl-C reaches only us: we then stop it and remove its output.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
    var noMask = sigset_t()
    sigemptyset(&noMask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &noMask)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    // safety: argv is a NUL-terminated array of C strings alive until after the call;
    // environ is the process's environment.
    let status = argv.withUnsafeBufferPointer { args in
      posix_spawn(
        &child, executable, &actions, &attributes, args.baseAddress.unsafelyUnwrapped, environ)
    }
    close(pair[1])
    close(errorPipe[1])
    guard status == 0 else {
      close(pair[0])
      close(errorPipe[0])
      throw FrameError.invalidArgument(
        "cannot start \(executable): \(String(cString: strerror(status)).lowercased())")
    }
    pid = child
    input = pair[0]
    let readEnd = errorPipe[0]
    let thread = Thread { [errors, errorsDone] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let n = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { break }
        errors.bytes.withLock { kept in
          kept += buffer[..<n]
          if kept.count > 65536 { kept.removeFirst(kept.count - 65536) }
        }
      }
      close(readEnd)
      errorsDone.signal()
    }
    thread.start()
  }

  /// Writes all of `bytes` to the child's standard input; false when the child has stopped
  /// reading (it exited, usually with an error on standard error).
  func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      guard input >= 0 else { return false }
      // safety: offset < count keeps the pointer and length inside `bytes`.
      let n = send(
        input, bytes.baseAddress.unsafelyUnwrapped + offset, bytes.count - offset,
        Int32(MSG_NOSIGNAL))
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { return false }
      offset += n
    }
    return true
  }

  /// Closes the child's standard input (end of stream).
  func closeInput() {
    if input >= 0 { close(input) }
    input = -1
  }

  /// Waits for the child to exit: its exit status (128 + signal when killed) and what it
  /// printed on standard error.
  func wait() -> (status: Int32, errors: String) {
    closeInput()
    if exitStatus == nil {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
      exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
      errorsDone.wait()
    }
    let text = errors.bytes.withLock { String(decoding: $0, as: UTF8.self) }
    return (exitStatus ?? -1, text)
  }

  /// Stops the child (SIGKILL) and reaps it; nothing if it has already been waited for.
  func kill() {
    guard exitStatus == nil else { return }
    Glibc.kill(pid, SIGKILL)
    _ = wait()
  }

  deinit { kill() }
}

/// The tail of what a child printed on standard error, shared with the thread reading it.
private final class ErrorLog: Sendable {
  let bytes = Locked<[UInt8]>([])
}
