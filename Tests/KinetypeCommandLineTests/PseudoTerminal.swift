import Foundation
import KinetypeCore
import KinetypeTestSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal with the built `kinetype` running in it, as in a terminal window: its
/// own session with the terminal as its controlling one, a window size, keys typed into it,
/// and everything it draws collected.
final class PseudoTerminal: @unchecked Sendable {
  // safety (Sendable): `master`, `slave` and `pid` never change after `init`; the output is
  // behind a mutex; `stopped` is atomic.
  let master: Int32
  /// The terminal's side, kept open here to read its settings after the program exits.
  let slave: Int32
  private(set) var pid: pid_t = 0
  private let output = Locked<[UInt8]>([])
  private let stopped = Atomic<Bool>(false)
  private let readerDone = DispatchSemaphore(value: 0)

  /// A terminal of `columns`×`rows` cells running `kinetype arguments`, with `TERM` set and the
  /// variables that name other terminals removed.
  init(_ arguments: [String], columns: Int = 100, rows: Int = 30) throws {
    // posix_openpt, unlockpt and ptsname are hidden behind _XOPEN_SOURCE in the headers
    // Swift imports, so do what glibc does: open /dev/ptmx, unlock it (TIOCSPTLCK) and ask
    // its number (TIOCGPTN); grantpt has nothing to do with devpts. The ioctl numbers are
    // _IOW('T', 0x31, int) and _IOR('T', 0x30, unsigned int), the same on every Linux
    // architecture Swift runs on.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0,
      ioctl(master, 0x8004_5430, &number) == 0
    else {
      throw PseudoTerminalError(description: "cannot open a pseudo-terminal: errno \(errno)")
    }
    let path = "/dev/pts/\(number)"
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)

    var environment = BootstrapFonts.environment
    for name in ["TMUX", "KITTY_WINDOW_ID", "TERM_PROGRAM", "COLUMNS", "LINES"] {
      environment[name] = nil
    }
    environment["TERM"] = "xterm-256color"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // The child opens the terminal after setsid(), so it becomes its controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // POSIX_SPAWN_SETSID (glibc's 0x80, declared only under _GNU_SOURCE): a new session,
    // set up before the file actions open the terminal.
    let setsid: Int32 = 0x80
    posix_spawnattr_setflags(
      &attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let executable = Fixtures.executable.path
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      throw PseudoTerminalError(description: "cannot start kinetype: \(status)")
    }
    pid = child
    let thread = Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 65536)
      while !stopped.load(ordering: .relaxed) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { continue }
        let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        output.withLock { $0 += buffer[..<n] }
      }
      readerDone.signal()
    }
    thread.start()
  }

  /// Everything drawn so far, as text.
  var text: String { output.withLock { String(decoding: $0, as: UTF8.self) } }

  /// Types `keys`.
  func type(_ keys: String) {
    let bytes = Array(keys.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Waits until the output satisfies `condition`; false after `timeout` seconds.
  func waitFor(timeout: Double = 20, _ condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition(text) { return true }
      usleep(20_000)
    }
    return condition(text)
  }

  /// Waits for the program to end: its exit status, or the signal that ended it. Nil after
  /// `timeout` seconds (the program is then killed).
  func wait(timeout: Double = 30) -> (status: Int32, signalled: Bool)? {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        usleep(100_000)  // let the reader drain the last output
        let signalled = status & 0x7F != 0
        return (signalled ? status & 0x7F : (status >> 8) & 0xFF, signalled)
      }
      usleep(20_000)
    }
    kill(pid, SIGKILL)
    _ = waitpid(pid, &status, 0)
    return nil
  }

  /// The terminal's settings now.
  func settings() -> termios {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings
  }

  /// Sends `signal` to the program.
  func send(_ signal: Int32) { kill(pid, signal) }

  deinit {
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
    }
    stopped.store(true, ordering: .relaxed)
    readerDone.wait()
    close(master)
    close(slave)
  }
}

/// A pseudo-terminal that could not be set up.
struct PseudoTerminalError: Error, CustomStringConvertible {
  var description: String
}

/// Terminal settings compared field by field (termios has no `==`).
func sameSettings(_ a: termios, _ b: termios) -> Bool {
  var (a, b) = (a, b)
  return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
    && a.c_lflag == b.c_lflag
    && withUnsafeBytes(of: &a.c_cc) { x in withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) }
    }
}
