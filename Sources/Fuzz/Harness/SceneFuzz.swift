import Foundation
import Kinetype

/// The scene target: the input is a scene file (JSON), read by `SceneFile(json:file:directory:)`
/// as `kinetype render SCENE.json` reads one; a scene that reads, and whose frames are at most
/// 320×240 pixels, is rendered at its start, middle and end: the whole pipeline on a small
/// scene. Errors (a `SceneError`, a frame over the limits) are fine; crashes and hangs are
/// findings.
public enum SceneFuzz {
  /// The largest frame rendered, in pixels; larger scenes are only read.
  static let maximumPixels = 320 * 240

  /// Runs one input.
  public static func run(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    guard
      let scene = try? SceneFile(
        json: text, file: "fuzz.json", directory: FileManager.default.currentDirectoryPath),
      let frames = try? scene.frames()
    else { return }
    let size = frames.canvasSize
    guard size.width * size.height <= maximumPixels else { return }
    for fraction in [0, 0.5, 1.0] {
      let time = frames.duration.isFinite ? frames.duration * fraction : 0
      guard let frame = try? frames.renderFrame(at: time) else { continue }
      precondition(
        frame.width == size.width && frame.height == size.height,
        "a frame of \(frame.width)×\(frame.height) from a scene of \(size.width)×\(size.height)")
    }
  }
}
