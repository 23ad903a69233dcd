import Foundation
import Kinetype

#if canImport(Glibc)
  import Glibc
#endif

/// Where a command's text comes from: `--text MARKUP`, or `--text-file PATH` (`-` for standard
/// input), shared by every command.
///
/// Parse it with the other options and read it with ``markup(for:)`` after
/// ``CommandLineArguments/finish()``, so that an unknown option is reported as such rather than
/// as missing text.
struct TextInput {
  /// Help lines for the two options.
  static let help = """
      --text MARKUP         the text; ^[text](name: value) marks custom attributes
      --text-file PATH      read the text from a UTF-8 file instead (- for standard input);
                            one final newline is dropped
    \(LimitOptions.help)
    """

  /// Text to lay out, and where it came from (a file, standard input) when that is not the
  /// command line, to put in front of a markup error's line and column.
  struct Markup {
    /// The markup.
    var string: String
    /// `standard input` or the file's path; nil for `--text`.
    var origin: String?
    /// The limits it is parsed and laid out with (`--limit`).
    var limits = Limits()
  }

  private var text: String?
  private var file: String?
  /// The limits of `--limit`: the text is read up to ``Limits/textBytes``, and the rest of the
  /// command keeps to them too.
  let limits: Limits

  /// Takes `--text`, `--text-file` and `--limit` from `arguments`.
  init(_ arguments: inout CommandLineArguments) throws {
    text = try arguments.option("--text")
    file = try arguments.path("--text-file")
    limits = try LimitOptions.parse(&arguments)
    if text != nil, file != nil {
      throw CommandLineArguments.UsageError(description: "give --text or --text-file, not both")
    }
  }

  /// The markup, read from its file or standard input if need be.
  ///
  /// - Throws: a usage error when neither option was given, the file cannot be read, is over
  ///   ``Limits/textBytes`` (a ``LimitError``), is not valid UTF-8 (naming the byte offset), or
  ///   holds no text (an empty file renders nothing: surely a mistake).
  func markup(for command: String) throws -> Markup {
    if let text {
      try limits.check(.textBytes, text.utf8.count, "--text")
      guard !text.isEmpty else {
        throw CommandLineArguments.UsageError(description: "--text is empty: nothing to render")
      }
      return Markup(string: text, limits: limits)
    }
    guard let file else {
      throw CommandLineArguments.UsageError(
        description: "\(command) needs --text MARKUP or --text-file PATH",
        hint: "run 'kinetype \(command) --help' for its options")
    }
    let origin = file == "-" ? "standard input" : file
    var bytes = try Self.read(file, origin: origin, limits: limits)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var string = try Self.decode(bytes, origin: origin)
    if string.hasSuffix("\n") || string.hasSuffix("\r\n") { string.removeLast() }
    guard !string.isEmpty else {
      throw CommandLineArguments.UsageError(
        description: "\(origin) holds no text: nothing to render")
    }
    return Markup(string: string, origin: origin, limits: limits)
  }

  /// `bytes` as a string, or a usage error naming the first invalid byte.
  static func decode(_ bytes: [UInt8], origin: String) throws -> String {
    if let offset = invalidUTF8Offset(bytes) {
      let byte = String(bytes[offset], radix: 16, uppercase: true)
      throw CommandLineArguments.UsageError(
        description:
          "\(origin): invalid UTF-8 at byte \(offset) (0x\(byte.count == 1 ? "0" : "")\(byte))")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence; nil if all do.
  static func invalidUTF8Offset(_ bytes: some Sequence<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The bytes of `path` (`-`: standard input), at most ``Limits/textBytes``: past it reading
  /// stops with a ``LimitError``.
  private static func read(_ path: String, origin: String, limits: Limits) throws -> [UInt8] {
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
    func failure(_ reason: String) -> CommandLineArguments.UsageError {
      CommandLineArguments.UsageError(description: "cannot read \(origin): \(reason)")
    }
    guard descriptor >= 0 else { throw failure(String(cString: strerror(errno)).lowercased()) }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      throw failure("it is a folder")
    }
    // A file's size is known before anything is read; a stream is counted as it comes.
    if info.st_mode & S_IFMT == S_IFREG {
      try limits.check(.textBytes, Int(info.st_size), origin)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      // safety: `chunk` has `chunk.count` writable bytes.
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(String(cString: strerror(errno)).lowercased())
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
      try limits.check(.textBytes, bytes.count, origin)
    }
  }
}
