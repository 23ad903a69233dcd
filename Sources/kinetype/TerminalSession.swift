import Foundation
import Kinetype
import KinetypeCore

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal, taken over for `kinetype preview`: raw input (no echo, no line editing, keys
/// one by one, Ctrl-C as a key), the alternate screen, a hidden cursor. ``restore()`` puts
/// everything back and is safe to call more than once and from the signal queue, so every way
/// out (a key, an error, a signal) restores the terminal.
final class TerminalSession: Sendable {
  /// A key the preview acts on.
  enum Key: Equatable {
    case space, left, right, up, down, home, end, quit, interrupt, loop
  }

  /// Where keys are read from (standard input, or /dev/tty when that is not a terminal); -1
  /// when there is no terminal to read.
  let input: Int32
  private let ownsInput: Bool
  private let saved: termios?
  private let restored = Locked(false)

  /// Takes over the terminal on standard output.
  init() {
    var descriptor: Int32 = -1
    var owns = false
    if isatty(STDIN_FILENO) == 1 {
      descriptor = STDIN_FILENO
    } else {
      descriptor = open("/dev/tty", O_RDONLY | O_CLOEXEC | O_NOCTTY)
      owns = descriptor >= 0
    }
    var settings = termios()
    if descriptor >= 0, tcgetattr(descriptor, &settings) == 0 {
      saved = settings
      var raw = settings
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
      // safety: c_cc is a fixed-size C array; VMIN and VTIME are valid indices into it.
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 0
        cc[Int(VTIME)] = 0
      }
      tcsetattr(descriptor, TCSANOW, &raw)
    } else {
      saved = nil
    }
    input = descriptor
    ownsInput = owns
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  /// Puts the terminal back as it was: images deleted, colors reset, cursor shown, the
  /// main screen back, the input settings restored.
  func restore() {
    let first = restored.withLock { done in
      defer { done = true }
      return !done
    }
    guard first else { return }
    write("\u{1B}_Ga=d,d=A,q=2\u{1B}\\\u{1B}[0m\u{1B}[?2026l\u{1B}[?25h\u{1B}[?1049l")
    if var settings = saved { tcsetattr(input, TCSAFLUSH, &settings) }
    if ownsInput { close(input) }
  }

  deinit { restore() }

  /// Writes `text` to standard output, all of it.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { raw in
        // safety: offset < count keeps the range inside `bytes`.
        Glibc.write(STDOUT_FILENO, raw.baseAddress.unsafelyUnwrapped + offset, raw.count - offset)
      }
      if n < 0, errno == EINTR || errno == EAGAIN { continue }
      guard n > 0 else { return }
      offset += n
    }
  }

  /// The terminal's size in cells and, when it says, in pixels.
  func size() -> (columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24, 0, 0) }
    return (Int(size.ws_col), Int(size.ws_row), Int(size.ws_xpixel), Int(size.ws_ypixel))
  }

  /// Bytes from the terminal, waiting at most `milliseconds` for the first.
  func read(waiting milliseconds: Int) -> [UInt8] {
    guard input >= 0 else {
      usleep(useconds_t(max(0, milliseconds)) * 1000)
      return []
    }
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, Int32(max(0, milliseconds))) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
    return n > 0 ? Array(buffer[..<n]) : []
  }

  /// Sends `query` and collects the reply until `complete` says it is whole or `timeout`
  /// seconds pass.
  func ask(_ query: String, timeout: Double, complete: ([UInt8]) -> Bool) -> [UInt8] {
    guard input >= 0 else { return [] }
    write(query)
    var reply: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    while !complete(reply) {
      let left = Int(deadline.timeIntervalSinceNow * 1000)
      guard left > 0 else { break }
      reply += read(waiting: left)
    }
    return reply
  }

  /// The keys in `bytes`: arrows and Home/End in their CSI and SS3 forms, space, q, l,
  /// Ctrl-C; anything else is ignored.
  static func keys(in bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      i += 1
      switch byte {
      case 0x20: keys.append(.space)
      case UInt8(ascii: "q"), UInt8(ascii: "Q"): keys.append(.quit)
      case UInt8(ascii: "l"), UInt8(ascii: "L"): keys.append(.loop)
      case 0x03: keys.append(.interrupt)
      case 0x1B:
        guard i < bytes.count, bytes[i] == UInt8(ascii: "[") || bytes[i] == UInt8(ascii: "O")
        else {
          continue
        }
        i += 1
        // Parameters, then the final byte.
        var parameters = ""
        while i < bytes.count, (0x30...0x3F).contains(bytes[i]) {
          parameters.append(Character(UnicodeScalar(bytes[i])))
          i += 1
        }
        guard i < bytes.count else { break }
        let final = bytes[i]
        i += 1
        switch (final, parameters) {
        case (UInt8(ascii: "C"), _): keys.append(.right)
        case (UInt8(ascii: "D"), _): keys.append(.left)
        case (UInt8(ascii: "A"), _): keys.append(.up)
        case (UInt8(ascii: "B"), _): keys.append(.down)
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"):
          keys.append(.home)
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"):
          keys.append(.end)
        default: break
        }
      default: break
      }
    }
    return keys
  }
}
