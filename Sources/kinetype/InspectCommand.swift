import Foundation
import Kinetype

/// `kinetype inspect`: the layout tree of a text, to check custom attribute spans.
enum InspectCommand {
  static let help = """
    usage: kinetype inspect (--text MARKUP | --text-file PATH) [--width PX] [--size PX]
                            [--font PATH] [--font-family NAME] [--hermetic] [--json]
                            [--png PATH [--force]]
           kinetype inspect SCENE.json [--json]

    Prints lines, runs with their attributes, and slices with their text, glyph ids,
    clusters and bounds. --json prints the same as JSON (schema: docs/inspect-json.md).
    --png also draws the text with its runs outlined (blue left to right, orange right to
    left) and its slices in faint boxes.
    With a scene file, prints each text block's start and settling time and each animated
    slice with its effect, stagger unit, and start and end time on the scene's timeline,
    then each view's insertions, removals and keyframes with their start and settling time.
    """

  static func run(_ arguments: inout CommandLineArguments, interruption: Interruption) throws {
    if arguments.wantsHelp { return print(help) }
    let firstGiven = arguments.given.count
    let input = try TextInput(&arguments)
    let json = arguments.flag("--json")
    let picture = try arguments.option("--png")
    let force = arguments.flag("--force")
    let style = try TextStyleOptions(&arguments, limits: input.limits)
    if let path = try SceneInput.path(&arguments) {
      if picture != nil {
        throw CommandLineArguments.UsageError(
          description: "--png draws the layout of a text, not of a scene",
          hint: "to see a frame of the scene, run 'kinetype render \(path) --time SECONDS -o "
            + "frame.png'")
      }
      try SceneInput.refuseOptions(arguments.given[firstGiven...], allowing: ["--json"])
      let scene = try SceneInput.scene(path, limits: input.limits)
      return print(json ? try scene.timingJSON() : scene.timingDump(), terminator: json ? "\n" : "")
    }
    let markup = try input.markup(for: "inspect")
    let layout = try style.layout(markup: markup)
    for warning in layout.warnings { printWarning(warning) }
    if let picture {
      // Through OutputFiles as every render: checked before drawing, never over an existing
      // file without --force, written whole or not at all (a signal removes the temporary).
      let files = OutputFiles([picture], overwrite: force)
      try interruption.whileWriting(.file(picture)) {
        try files.perform { files in
          let frame = try AnimatedText(layout: layout, padding: EdgeInsets(all: 16)) { _ in
            LayoutDebugRenderer()
          }.frame(at: 0)
          try files.writePNG(frame, to: picture)
        }
      }
    }
    print(json ? try layout.inspectionJSON() : layout.dump(includeSlices: true))
  }
}
