// kinetype: the command-line tool. Each command is a few lines over the Kinetype library.
//
// Exit status: 0 on success; 2 for a usage or input error; 1 for a failure while rendering or
// writing; 128 + N when signal N stopped it (130 for SIGINT, 143 for SIGTERM).
import Foundation
import Kinetype

let interruption = Interruption()

let commands: [String: (inout CommandLineArguments) throws -> Void] = [
  "render": { try RenderCommand.run(&$0, interruption: interruption) },
  "preview": { try PreviewCommand.run(&$0, interruption: interruption) },
  "previews": PreviewsCommand.run,
  "inspect": { try InspectCommand.run(&$0, interruption: interruption) },
  "layout": LayoutCommand.run,
  "stagger": StaggerCommand.run,
  "verify": VerifyCommand.run,
  "concat": { try ConcatCommand.run(&$0, interruption: interruption) },
  "captions": { try CaptionsCommand.run(&$0, interruption: interruption) },
]

let usage = """
  usage: kinetype COMMAND [OPTIONS]

  commands:
    render    render animated text to PNG frames, one frame, APNG, video (mp4, webm, mov,
              gif through ffmpeg) or a raw stream; all frames or a range of them
    preview   play the animation in the terminal
    previews  render a Swift package's #Preview and PreviewProvider views to PNG
    inspect   print the layout tree of a text: lines, runs, slices; or a scene's timing
    layout    print a scene's views with their frames and alignment guides
    stagger   preview when each marked slice appears, as a timeline in the terminal
    verify    check that folders hold every frame of a render once and intact
    concat    join the verified chunks of a render into a video or APNG
    captions  animate a subtitle file or transcript word by word; burn it into a video

  Run 'kinetype COMMAND --help' for a command's options; 'kinetype --version' prints the
  version.
  """

do {
  try checkArgumentsAreUTF8()
  var arguments = CommandLineArguments(Array(CommandLine.arguments.dropFirst()))
  guard let name = arguments.popCommand() else {
    if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--version" {
      print("kinetype \(KinetypeVersion.current)")
      exit(0)
    }
    if arguments.wantsHelp {
      print(usage)
      exit(0)
    }
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(Diagnostics.usageStatus)
  }
  guard let command = commands[name] else {
    let names = commands.keys.sorted()
    let suggestion = CommandLineArguments.nearest(to: name, among: names)
    throw CommandLineArguments.UsageError(
      description: "unknown command '\(name)'",
      hint: (suggestion.map { "did you mean '\($0)'? " } ?? "")
        + "the commands are \(names.joined(separator: ", ")); run 'kinetype --help'")
  }
  try command(&arguments)
} catch {
  Diagnostics.fail(error)
}

/// Fails on an argument that is not valid UTF-8 (Swift would replace the bad bytes with
/// U+FFFD, rendering or writing something other than what was given), naming the option whose
/// value it is and the byte.
func checkArgumentsAreUTF8() throws {
  var previous: String?
  for index in 1..<Int(CommandLine.argc) {
    // safety: argv holds argc NUL-terminated strings.
    guard let pointer = CommandLine.unsafeArgv[index] else { continue }
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
    defer { previous = String(decoding: bytes, as: UTF8.self) }
    guard let offset = TextInput.invalidUTF8Offset(bytes) else { continue }
    var what = "argument \(index)"
    var start = 0
    if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals < offset,
      bytes.first == UInt8(ascii: "-")
    {
      what = "the value of \(String(decoding: bytes[..<equals], as: UTF8.self))"
      start = equals + 1
    } else if let previous, previous.hasPrefix("-"), !previous.contains("=") {
      what = "the value of \(previous)"
    }
    _ = try TextInput.decode(Array(bytes[start...]), origin: what)
  }
}
