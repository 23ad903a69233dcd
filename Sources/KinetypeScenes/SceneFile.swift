import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeText
import KinetypeViewGraph
import KinetypeViews

/// An animation described in a file: a canvas, a background, text blocks with their effects
/// on a timeline, and view trees, read from JSON (docs/scenes.md, docs/scene.schema.json).
///
/// Reading checks everything: a bad scene throws a ``SceneError`` naming the JSON path, what
/// was expected and what was found, with the line and column, before any frame is rendered.
///
/// ```swift
/// let scene = try SceneFile(contentsOfFile: "docs/examples/title.json")
/// let frames = try scene.frames()
/// try FrameExporter(directory: "out").export(frames, timeline: scene.timeline())
/// ```
public struct SceneFile: Sendable {
  /// The scene's name: its `name`, else the file's name without `.json`.
  public var name: String
  /// The file name errors name (as given to the initializer).
  public var file: String
  /// The canvas in points; nil: the content's size plus ``padding``.
  public var canvas: CGSize?
  /// Space around the content of an automatic canvas, in points. Default: 24.
  public var padding: Double
  /// Pixels per point. Default: 1.
  public var scale: Double
  /// What is under everything. Default: white.
  public var background: SceneBackground
  /// Frames per second. Default: 30.
  public var framesPerSecond: Double
  /// Seconds the scene lasts: the file's, or (`"auto"`, the default) until every text block
  /// and view has settled: the latest start plus settling time of its effects (its stagger
  /// schedule's end, springs' settling times), and of each view's insertion, removal and
  /// keyframes (docs/scenes.md, "Views in time").
  public var duration: Double
  /// Whether ``duration`` is when the scene settles (`"auto"`), so that its last frame shows
  /// it settled, rather than a length the file gives (``timeline()``).
  public var durationIsSettlingTime = false
  /// The text blocks, drawn in order over the views.
  public var texts: [SceneText]
  /// The captions (the key `captions`), drawn over everything else; nil: none.
  public var captions: SceneCaptions?
  /// The view trees with their placements, drawn in order over the background.
  public var views: [(view: SceneView, placement: ScenePlacement)]
  /// The fonts: the bundled ones, the scene's files, and (with `"installed": true`) the
  /// machine's.
  public var fonts: FontCollection
  /// Problems that do not stop rendering (a character no font has, say).
  public var warnings: [SceneWarning]
  /// What the frames come from, for a render's manifest: the scene file's bytes and those of
  /// the files it reads.
  public var input: RenderInput

  /// The frame rates a scene accepts.
  public static let frameRates: ClosedRange<Double> = 1...240
  /// The durations a scene accepts, in seconds, before the `duration` limit (of
  /// ``Limits``, default 3,600 s): any from 0.
  public static let durations: ClosedRange<Double> = 0...Double.greatestFiniteMagnitude

  static let keys = [
    "$schema", "name", "canvas", "padding", "scale", "background", "fps", "duration", "fonts",
    "templates", "views", "texts", "captions",
  ]

  /// The text layouts its frames share: the scene's texts do not change from frame to frame,
  /// so each is laid out once (docs/scenes.md, "Speed").
  /// nil lays every text out again in each frame (the tests compare the two).
  var layouts: TextLayoutMemo?

  /// The limits the scene was read with, which its frames keep to too. Default: `Limits()`.
  public var limits: Limits

  /// Reads the scene at `path`; relative paths in it (fonts, images) start at its folder.
  ///
  /// The file's size is checked against `limits.sceneFileBytes` before it is read; the
  /// canvas, the timeline's frames, each text and the number of views against the rest of
  /// `limits` (docs/limits.md).
  ///
  /// - Throws: ``SceneError`` (with ``SceneError/limit`` set for a value over a limit).
  public init(contentsOfFile path: String, limits: Limits = Limits()) throws(SceneError) {
    let file = path
    let bytes = try Self.contents(ofFile: path, limits: limits)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw SceneError(
        file: file, path: "$", line: nil, column: nil, message: "the file is not UTF-8 text")
    }
    try self.init(
      json: text, file: file, directory: (path as NSString).deletingLastPathComponent,
      limits: limits)
    input.path = path
  }

  /// Reads a scene from JSON `text`, naming `file` in errors; relative paths start at
  /// `directory`. Everything in it is checked against `limits` (see
  /// ``init(contentsOfFile:limits:)``).
  ///
  /// - Throws: ``SceneError``.
  public init(json text: String, file: String, directory: String, limits: Limits = Limits())
    throws(SceneError)
  {
    self.limits = limits
    let root = SceneNode(json: try SceneJSON.parse(text, file: file), path: "$", file: file)
    let object = try root.object(keys: Self.keys)
    var hashed: [String] = [SHA256.hex(Data(text.utf8))]
    warnings = []

    self.file = file
    let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    name = try object["name"]?.string() ?? base
    scale = try object["scale"]?.number(in: 0.1...16) ?? 1
    padding = try object["padding"]?.number(in: 0...1000, unit: "pt") ?? 24
    framesPerSecond =
      try object["fps"]?.number(in: Self.frameRates, unit: "frames per second") ?? 30

    canvas = nil
    if let node = object["canvas"], node.json.value != .string("auto") {
      let size = try node.object(keys: ["width", "height"], required: ["width", "height"])
      // Points are checked against a wide range; the pixels, against the limits.
      let sides: ClosedRange<Double> = 1...1_000_000
      let width = try (size["width"] ?? node).number(in: sides, unit: "pt")
      let height = try (size["height"] ?? node).number(in: sides, unit: "pt")
      canvas = CGSize(width: width, height: height)
      try Self.checkCanvas(
        width: Int((width * scale - 1e-9).rounded(.up)),
        height: Int((height * scale - 1e-9).rounded(.up)), at: node, limits: limits)
    }

    // Fonts.
    var hermetic = true
    var files: [SceneNode] = []
    var familyNode: SceneNode?
    if let node = object["fonts"] {
      let fontsObject = try node.object(keys: ["files", "family", "installed"])
      files = try fontsObject["files"]?.array() ?? []
      familyNode = fontsObject["family"]
      hermetic = !(try fontsObject["installed"]?.bool() ?? false)
    }
    do {
      fonts = try FontCollection.bundled(hermetic: hermetic)
    } catch {
      throw root.error("cannot load the bundled fonts: \(error)")
    }
    for file in files {
      let path = try file.string()
      let full = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
      do {
        try fonts.addFont(atPath: full)
      } catch {
        throw file.error(
          "cannot load the font file \"\(path)\": \((error as? FontError)?.message ?? "\(error)")")
      }
      if let data = FileManager.default.contents(atPath: full) { hashed.append(SHA256.hex(data)) }
    }
    if let familyNode {
      let family = try familyNode.string()
      do {
        try fonts.setDefaultFamily(family)
      } catch {
        throw familyNode.error(SceneText.unknownFont(family, error))
      }
    }

    background =
      try object["background"].map { node throws(SceneError) in
        try SceneBackground(node, directory: directory)
      } ?? .color(.white)

    // Templates and views.
    var templates: [String: SceneNode] = [:]
    if let node = object["templates"] {
      guard case .object(let members) = node.json.value else {
        throw node.expected("an object of views by name")
      }
      let templateObject = SceneObject(node: node, members: members)
      for member in members {
        if let template = templateObject[member.key] { templates[member.key] = template }
      }
    }
    let reader = SceneViewReader(
      fonts: fonts, directory: directory, templates: templates, limits: limits)
    // Every template is read once, so one that is never used is still checked.
    for key in templates.keys.sorted() {
      if let node = templates[key] {
        var inner = reader
        inner.using = [key]
        reader.count.views = 0
        _ = try inner.read(node)
      }
    }
    // The limit on views counts the trees drawn, every use of a template expanded.
    reader.count.views = 0
    views = []
    for item in try object["views"]?.array() ?? [] {
      let placed = try item.object(keys: ["content", "placement"], required: ["content"])
      let view = try reader.read(placed["content"] ?? item)
      let placement =
        try placed["placement"].map { node throws(SceneError) in try ScenePlacement(node) }
        ?? ScenePlacement()
      views.append((view, placement))
    }

    var warnings: [SceneWarning] = []
    var texts: [SceneText] = []
    let fonts = self.fonts
    for node in try object["texts"]?.array() ?? [] {
      texts.append(try SceneText(node, fonts: fonts, limits: limits, warnings: &warnings))
    }
    self.texts = texts
    captions = nil
    if let node = object["captions"] {
      captions = try SceneCaptions(
        node, canvas: canvas, framesPerSecond: framesPerSecond, fonts: fonts,
        directory: directory, limits: limits, warnings: &warnings, hashed: &hashed)
    }
    if texts.isEmpty, views.isEmpty, captions == nil {
      throw root.error(
        "the scene has nothing to draw: give \"texts\", \"views\" or \"captions\"")
    }

    if let node = object["duration"], node.json.value != .string("auto") {
      guard case .number(let seconds) = node.json.value, Self.durations.contains(seconds) else {
        throw node.expected("a number from 0 to \(limits.duration) s (or \"auto\")")
      }
      duration = seconds
      do {
        try limits.check(.duration, duration, "a duration of \(SceneJSON.format(duration)) s")
      } catch {
        throw node.error(error)
      }
    } else {
      let settles = views.flatMap(\.view.timedViews).map(\.timing.settles)
      guard settles.allSatisfy(\.isFinite) else {
        throw (object["duration"] ?? root).error(
          "a view's keyframes repeat forever, so the scene never settles; "
            + "give \"duration\" in seconds")
      }
      // A view's text waves as long as its markup's effects take, from when the view appears.
      let effects = views.flatMap { $0.view.textEffectEnds(fonts: fonts, limits: limits) }
      guard effects.allSatisfy(\.isFinite) else {
        throw (object["duration"] ?? root).error(
          "a layer's animation repeats forever, so the scene never settles; "
            + "give \"duration\" in seconds")
      }
      duration = max(
        texts.map(\.end).max() ?? 0, settles.max() ?? 0, effects.max() ?? 0, captions?.end ?? 0)
      durationIsSettlingTime = true
      do {
        try limits.check(
          .duration, duration, "the animations, settling after \(SceneJSON.format(duration)) s,")
      } catch {
        var sceneError = (object["duration"] ?? root).error(
          "\(error); give \"duration\" to render part of it")
        sceneError.limit = error
        throw sceneError
      }
    }
    do {
      _ = try Self.timeline(
        duration: duration, settling: durationIsSettlingTime, framesPerSecond: framesPerSecond,
        limits: limits)
    } catch let error as LimitError {
      throw (object["duration"] ?? root).error(error)
    } catch {
      throw (object["duration"] ?? root).error("\(error)")
    }
    self.warnings = warnings
    layouts = TextLayoutMemo(fonts: fonts)
    // The images the scene reads (a background's `image`, an Image view's `path`) are part of
    // its input: the same scene file with another picture is another render.
    for path in Self.imagePaths(in: root.json) {
      let full = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
      if let data = FileManager.default.contents(atPath: full) { hashed.append(SHA256.hex(data)) }
    }
    input = RenderInput(
      kind: "scene", sha256: SHA256.hex(Data(hashed.joined(separator: "\n").utf8)))
  }

  /// The frames' timeline at ``framesPerSecond``: round(duration × fps) frames for a duration
  /// the file gives, as ffmpeg counts; for `"auto"`, until the last frame shows the scene
  /// settled (``FrameTimeline/init(settlingAt:framesPerSecond:limits:)``).
  public func timeline() throws -> FrameTimeline {
    try Self.timeline(
      duration: duration, settling: durationIsSettlingTime, framesPerSecond: framesPerSecond,
      limits: limits)
  }

  /// The timeline of ``timeline()`` for these values.
  static func timeline(
    duration: Double, settling: Bool, framesPerSecond: Double, limits: Limits
  ) throws -> FrameTimeline {
    settling
      ? try FrameTimeline(settlingAt: duration, framesPerSecond: framesPerSecond, limits: limits)
      : try FrameTimeline(duration: duration, framesPerSecond: framesPerSecond, limits: limits)
  }

  /// Checks a canvas of `width`×`height` pixels against `limits`.
  static func checkCanvas(width: Int, height: Int, at node: SceneNode, limits: Limits)
    throws(SceneError)
  {
    do {
      try Pixmap.validate(width: width, height: height, limits: limits)
    } catch let error as LimitError {
      throw node.error(error)
    } catch {
      throw node.error("a canvas of \(width)×\(height) pixels cannot be made: \(error)")
    }
  }

  /// The image files a scene's JSON names, in file order.
  static func imagePaths(in json: SceneJSON) -> [String] {
    var paths: [String] = []
    var stack = [json]
    while let value = stack.popLast() {
      switch value.value {
      case .array(let items): stack += items.reversed()
      case .object(let members):
        for member in members.reversed() {
          if member.key == "image" || member.key == "path",
            case .string(let path) = member.value.value
          {
            paths.append(path)
          } else {
            stack.append(member.value)
          }
        }
      default: break
      }
    }
    return paths
  }
}
