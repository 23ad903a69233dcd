import Kinetype

/// `kinetype layout SCENE.json`: every view's frame and explicit alignment guides.
enum LayoutCommand {
  static let help = """
    usage: kinetype layout SCENE.json [--time SECONDS] [--json] [--limit NAME=VALUE]

    Prints the scene as one view tree, depth first: each view or modifier with its frame
    (x, y, width, height in points, in the canvas's coordinates) and its explicit alignment
    guides (in its own coordinates); a template's use is named "Name (template)". --json
    prints the same as JSON. --time lays it out at that time (default 0), views that come
    and go and keyframes as they are then.
    \(LimitOptions.help)
    """

  static func run(_ arguments: inout CommandLineArguments) throws {
    if arguments.wantsHelp { return print(help) }
    let json = arguments.flag("--json")
    let limits = try LimitOptions.parse(&arguments)
    let time =
      try LimitOptions.number("--time", &arguments, from: 0, upTo: .duration, of: limits) ?? 0
    guard let path = try SceneInput.path(&arguments) else {
      throw CommandLineArguments.UsageError(
        description: "give a scene file: kinetype layout SCENE.json",
        hint: "run 'kinetype layout --help'")
    }
    let scene = try SceneInput.scene(path, limits: limits)
    let inspection = try scene.layoutInspection(at: time)
    print(json ? inspection.json() : inspection.dump(), terminator: json ? "\n" : "")
  }
}
