import Foundation
import KinetypeCaptionFrames
import KinetypeCaptions
import KinetypeCore
import KinetypeFrames
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph
import KinetypeViews

/// A scene's `captions` block: a subtitle file or transcript (or cues written inline), paged
/// and animated word by word over everything else, as `kinetype captions` draws them
/// (docs/captions.md). Its keys are the command line's options in a scene's spelling
/// (`--max-width` is `maxWidth`), read by the same table (``CaptionStyle/settings``):
///
/// ```json
/// "captions": {"file": "talk.srt", "style": "pop", "size": 40, "outline": 3,
///              "position": "bottom", "exit": {"name": "fade", "duration": 0.2}}
/// ```
public struct SceneCaptions: Sendable {
  /// How the captions move, look and are paged.
  public var style: CaptionStyle
  /// The pages, as ``CaptionPager`` made them.
  public var pages: [CaptionPage]
  /// The pages drawn on the scene's canvas at its frame rate.
  public var frames: CaptionFrames

  /// The style's settings a scene spells as keys: all but the exit's, which are the `exit`
  /// object's (`{"name", "duration", "ease", "edge", "distance"}`, as a text block's).
  static let settings = CaptionStyle.settings.filter { !$0.name.hasPrefix("exit") }
  /// The block's keys.
  static let keys = ["file", "cues", "captionsFormat", "size", "exit"] + settings.map(\.sceneKey)
  /// The keys of an inline cue.
  static let cueKeys = ["start", "end", "text"]

  /// Reads the block at `node` for a canvas of `canvas` points (nil: automatic, an error: the
  /// captions are placed in the frame) at `framesPerSecond`; a `file` is read from
  /// `directory` and its bytes' hash added to `hashed`.
  init(
    _ node: SceneNode, canvas: CGSize?, framesPerSecond: Double, fonts: FontCollection,
    directory: String, limits: Limits, warnings: inout [SceneWarning], hashed: inout [String]
  ) throws(SceneError) {
    let object = try node.object(keys: Self.keys)
    guard let canvas else {
      throw node.error(
        "captions are placed in the frame: give the scene a \"canvas\" with a width and height")
    }
    var style = CaptionStyle()
    for setting in Self.settings {
      guard let value = object[setting.sceneKey] else { continue }
      let given: CaptionStyle.Value
      switch value.json.value {
      case .number(let number): given = .number(number)
      case .string(let text): given = .text(text)
      case .bool(let flag): given = .flag(flag)
      default: throw value.expected(setting.expected)
      }
      do {
        try style.set(setting.name, to: given)
      } catch {
        throw value.expected(error.expected)
      }
    }
    if let size = object["size"] {
      style.appearance.fontSize = try SceneText.fontSize(size, limits: limits)
    }
    if let exit = object["exit"] { style.appearance.exit = try TextExit.read(exit) }
    self.style = style

    let track = try Self.track(
      object, node: node, directory: directory, warnings: &warnings, hashed: &hashed)
    let paged = CaptionPager.pages(track, options: style.paging)
    for warning in paged.warnings {
      warnings.append(SceneWarning(path: node.path, message: "\(warning)"))
    }
    pages = paged.pages
    do {
      frames = try CaptionFrames(
        pages: pages, rate: CaptionFrameRate(framesPerSecond: framesPerSecond),
        width: Int(canvas.width.rounded()), height: Int(canvas.height.rounded()),
        preset: style.preset, appearance: style.appearance, fonts: fonts)
    } catch {
      throw node.error("the captions cannot be laid out: \(error)")
    }
  }

  /// The words: the `file` read (its format told from the content, or `captionsFormat`), or
  /// the inline `cues`, each `{"start", "end", "text"}` in seconds, its words sharing its time
  /// by length as an SRT cue's do.
  static func track(
    _ object: SceneObject, node: SceneNode, directory: String, warnings: inout [SceneWarning],
    hashed: inout [String]
  ) throws(SceneError) -> CaptionTrack {
    var format: CaptionFormat?
    if let name = object["captionsFormat"] {
      format = CaptionFormat(rawValue: try name.choice(CaptionFormat.allCases.map(\.rawValue)))
    }
    switch (object["file"], object["cues"]) {
    case (let file?, nil):
      let path = try file.string()
      let full = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
      guard let data = FileManager.default.contents(atPath: full),
        let text = String(data: data, encoding: .utf8)
      else {
        throw file.error("cannot read the captions file \"\(path)\" as UTF-8 text")
      }
      hashed.append(SHA256.hex(data))
      do {
        let reading = try CaptionReader.read(text, file: full, format: format)
        for warning in reading.warnings {
          warnings.append(SceneWarning(path: file.path, message: "\(warning)"))
        }
        return reading.track
      } catch {
        throw file.error("\(error)")
      }
    case (nil, let cues?):
      if let name = object["captionsFormat"] {
        throw name.error("\"captionsFormat\" names the format of a \"file\"; these cues are inline")
      }
      var read: [CaptionCue] = []
      for cue in try cues.array() {
        let members = try cue.object(keys: cueKeys, required: cueKeys)
        let seconds: ClosedRange<Double> = 0...3600
        let start = try (members["start"] ?? cue).number(in: seconds, unit: "s")
        let endNode = members["end"] ?? cue
        let end = try endNode.number(in: seconds, unit: "s")
        guard end > start else {
          throw endNode.error(
            "the cue ends at \(SceneJSON.format(end)) s, not after it starts at "
              + "\(SceneJSON.format(start)) s")
        }
        let text = try (members["text"] ?? cue).string()
        read.append(
          CaptionCue(
            text: text, start: Int((start * 1000).rounded()), end: Int((end * 1000).rounded())))
      }
      return CaptionTrack(format: .srt, cues: read, hasSourceCues: true)
    case (_?, _?):
      throw node.error("give the captions a \"file\" or \"cues\", not both")
    case (nil, nil):
      throw node.error(
        "missing the captions' words: give \"file\" (a subtitle file or transcript) or \"cues\"")
    }
  }

  /// When the last page is gone, in seconds on the scene's timeline.
  public var end: Double { frames.duration }

  /// The pages at `time`, drawn over the canvas.
  func view(at time: Double) -> some View {
    let frames = self.frames
    return Canvas { context, _ in frames.draw(at: time, in: &context) }
  }
}
