import Foundation
import Kinetype

/// What the tool says on standard error: `kinetype: error: …` on one line, sometimes followed
/// by `kinetype: hint: …`, and `kinetype: warning: …`. Control characters from the user's
/// input are escaped, so a message is always one line and cannot drive the terminal.
enum Diagnostics {
  /// Exit status for a usage or input error: an unknown option, a value out of range, bad
  /// markup, an unreadable text or font file, an output file that exists without `--force`.
  static let usageStatus: Int32 = 2
  /// Exit status for a failure while rendering or writing: a full disk, a file-size limit,
  /// permission denied, an image too large to allocate.
  static let failureStatus: Int32 = 1

  /// Prints `error` (and its hint) and exits with its status.
  static func fail(_ error: any Error) -> Never {
    if case FFmpegError.failed(let status, let output) = error {
      printFFmpegFailure(status: status, output: output)
      exit(failureStatus)
    }
    let (message, hint) = describe(error)
    printError(message, hint: hint)
    exit(status(for: error))
  }

  /// The most ffmpeg lines a failure shows.
  static let ffmpegLineLimit = 6

  /// `kinetype: error: ffmpeg failed (exit status N)` and the last lines ffmpeg printed, each
  /// on its own `kinetype: ffmpeg: …` line: its own words say what went wrong.
  static func printFFmpegFailure(status: Int32, output: String) {
    var lines = output.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let dropped = max(0, lines.count - ffmpegLineLimit)
    lines.removeFirst(dropped)
    var text = lineStart + "kinetype: error: ffmpeg failed (exit status \(status))"
    text += lines.isEmpty ? " without a message\n" : ":\n"
    if dropped > 0 {
      text += "kinetype: ffmpeg: (\(dropped) earlier line\(dropped == 1 ? "" : "s"))\n"
    }
    for line in lines { text += "kinetype: ffmpeg: \(escaped(line))\n" }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Prints `kinetype: error: message` and, if given, `kinetype: hint: hint`.
  static func printError(_ message: String, hint: String? = nil) {
    var text = lineStart + "kinetype: error: \(escaped(message))\n"
    if let hint { text += "kinetype: hint: \(escaped(hint))\n" }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// What starts a message on standard error: on a terminal, a return and erase-line, so
  /// that a message never lands on the end of a progress bar; nothing otherwise.
  static var lineStart: String { isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K" : "" }

  /// The exit status for `error`: 2 for usage and input errors, 1 for failures.
  static func status(for error: any Error) -> Int32 {
    switch error {
    case is CommandLineArguments.UsageError, is MarkupError, is MarkupValueError, is FontError,
      is LayoutError, is MotionError, is LimitError, is SceneError:
      return usageStatus
    case let error as FrameError:
      switch error {
      case .invalidArgument, .wouldOverwrite: return usageStatus
      case .unwritable, .cancelled: return failureStatus
      }
    default:
      return failureStatus
    }
  }

  /// The message and hint for `error`; the library's messages say what happened, the hint how
  /// to fix it from the command line.
  static func describe(_ error: any Error) -> (message: String, hint: String?) {
    switch error {
    case let error as CommandLineArguments.UsageError:
      return (error.description, error.hint)
    case let error as LimitError:
      return (error.description, LimitOptions.hint(for: error))
    case let error as MarkupError:
      return (error.description, error.limit.map(LimitOptions.hint(for:)))
    case let error as SceneError:
      return (error.description, error.limit.map(LimitOptions.hint(for:)))
    case FrameError.wouldOverwrite(_, let more):
      return (
        String(describing: error),
        "pass --force to replace \(more == 0 ? "it" : "them") (files the run does not write stay)"
      )
    default:
      return (String(describing: error), nil)
    }
  }

  /// `text` with control characters, line and paragraph separators and bidirectional
  /// formatting characters written as escapes (`\n`, `\t`, `\r`, `\u{1B}`).
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        let category = scalar.properties.generalCategory
        let bidiControl =
          (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
        if category == .control || category == .lineSeparator
          || category == .paragraphSeparator || bidiControl
        {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// Prints `kinetype: warning: message` to standard error, escaped to one line.
func printWarning(_ message: String) {
  FileHandle.standardError.write(
    Data((Diagnostics.lineStart + "kinetype: warning: \(Diagnostics.escaped(message))\n").utf8))
}

/// Prints a library ``Warning`` as `kinetype: warning: …`.
func printWarning(_ warning: Warning) {
  printWarning(warning.description)
}
