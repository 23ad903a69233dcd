// kinetype: the command-line tool. Each command is a few lines over the Kinetype library.
import Foundation
import Kinetype

let commands: [String: (inout CommandLineArguments) throws -> Void] = [
  "render": RenderCommand.run,
  "inspect": InspectCommand.run,
  "stagger": StaggerCommand.run,
]

let usage = """
  usage: kinetype COMMAND [OPTIONS]

  commands:
    render    render animated text to a PNG sequence (or one frame with --time)
    inspect   print the layout tree of a text: lines, runs, slices
    stagger   preview when each marked slice appears, as a timeline in the terminal

  Run 'kinetype COMMAND --help' for a command's options.
  """

var arguments = CommandLineArguments(Array(CommandLine.arguments.dropFirst()))
guard let name = arguments.popCommand() else {
  print(usage)
  exit(arguments.wantsHelp ? 0 : 2)
}
guard let command = commands[name] else {
  CommandLineArguments.fail("unknown command '\(name)'\n\(usage)", status: 2)
}
do {
  try command(&arguments)
} catch let error as CommandLineArguments.UsageError {
  CommandLineArguments.fail(error.description, status: 2)
} catch {
  CommandLineArguments.fail(String(describing: error), status: 1)
}
