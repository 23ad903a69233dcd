import Kinetype

/// A scene file given to a command (`kinetype render SCENE.json`): found among the
/// arguments, read, and turned into frames. The scene's logic is the library's (`SceneFile`).
enum SceneInput {
  /// The scene file among the arguments not taken by an option, or nil; call it after every
  /// option is taken. Fails on any other stray argument (or on unknown options).
  static func path(_ arguments: inout CommandLineArguments) throws -> String? {
    let positionals = arguments.positionals()
    try arguments.finish()
    guard let first = positionals.first else { return nil }
    guard first.hasSuffix(".json"), positionals.count == 1 else {
      let stray = positionals.first { !$0.hasSuffix(".json") } ?? positionals[1]
      throw CommandLineArguments.UsageError(
        description: "unexpected argument '\(stray)'",
        hint: "give one scene file (NAME.json), or the text with --text or --text-file")
    }
    return first
  }

  /// Refuses, with a scene file, the options among `given` (as ``CommandLineArguments/given``
  /// records them) that a scene sets itself; `--limit` and `allowed` go with one.
  static func refuseOptions(_ given: ArraySlice<String>, allowing allowed: [String] = []) throws {
    let names = given.map { String($0.prefix { $0 != "=" }) }
    guard let option = names.first(where: { $0 != "--limit" && !allowed.contains($0) }) else {
      return
    }
    let takes =
      allowed.isEmpty
      ? "the output options only"
      : (allowed + ["--limit"]).joined(separator: " and ") + " only"
    throw CommandLineArguments.UsageError(
      description: "\(option) does not go with a scene file: the scene sets it",
      hint: "a scene takes \(takes); see docs/scenes.md")
  }

  /// Reads the scene at `path` within `limits` (`--limit`), prints its warnings, and returns
  /// it.
  static func scene(_ path: String, limits: Limits) throws -> SceneFile {
    let scene = try SceneFile(contentsOfFile: path, limits: limits)
    for warning in scene.warnings { printWarning("\(path): \(warning)") }
    return scene
  }

  /// The scene at `path` as a render source.
  static func source(_ path: String, limits: Limits) throws -> RenderSource {
    let scene = try scene(path, limits: limits)
    var source = RenderSource(
      frames: try scene.frames(), framesPerSecond: scene.framesPerSecond, input: scene.input,
      name: scene.name, hasOpaqueBackground: scene.background.isOpaque, limits: limits,
      durationReason:
        "the scene lasts \(CommandLineArguments.format(scene.duration)) s; give it a longer "
        + "\"duration\"")
    source.fixedTimeline = try scene.timeline()
    return source
  }
}
