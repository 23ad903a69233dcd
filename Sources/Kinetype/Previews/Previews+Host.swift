import CKinetypePreviewsHook
import Foundation
import KinetypeRaster
import KinetypeViews

/// The side of `kinetype previews` that runs inside the package's program: a hook in
/// Kinetype calls it at start-up when `KINETYPE_PREVIEWS_OUTPUT` is set, and it renders every
/// preview the program holds, writes what it did as lines on standard output, and exits.
///
/// The environment (set by the CLI): `KINETYPE_PREVIEWS_OUTPUT` the folder; and optional
/// `KINETYPE_PREVIEWS_LIST` (list only), `KINETYPE_PREVIEWS_DEVICE`, `KINETYPE_PREVIEWS_SCALE`,
/// `KINETYPE_PREVIEWS_DURATION`, `KINETYPE_PREVIEWS_FPS`, `KINETYPE_PREVIEWS_FORCE`,
/// `KINETYPE_PREVIEWS_COLOR_SCHEME` (`light` or `dark`),
/// `KINETYPE_PREVIEWS_FILTER` (a substring of the preview's file name).
enum PreviewsHost {
  /// The exit status when existing files would be replaced: the caller says how to allow it.
  static let wouldReplaceStatus: Int32 = 3

  /// Exit status: 0 when every preview rendered, 2 for bad options, ``wouldReplaceStatus``
  /// for files that would be overwritten, 1 when a preview failed to render or write.
  static func run(environment: [String: String]) -> Int32 {
    let output = environment["KINETYPE_PREVIEWS_OUTPUT"] ?? "previews"
    let filter = environment["KINETYPE_PREVIEWS_FILTER"] ?? ""
    let previews = Previews.all.filter { filter.isEmpty || $0.fileName.contains(filter) }
    if environment["KINETYPE_PREVIEWS_LIST"] != nil {
      for preview in previews { say("\(preview.fileName)\t\(preview.location)") }
      return 0
    }
    let device = PreviewDevice(rawValue: environment["KINETYPE_PREVIEWS_DEVICE"] ?? "iPhone 16 Pro")
    let scale = environment["KINETYPE_PREVIEWS_SCALE"].flatMap(Double.init).map { CGFloat($0) }
    let duration = environment["KINETYPE_PREVIEWS_DURATION"].flatMap(Double.init) ?? 2
    let fps = environment["KINETYPE_PREVIEWS_FPS"].flatMap(Double.init) ?? 10
    let force = environment["KINETYPE_PREVIEWS_FORCE"] != nil
    var colorScheme: ColorScheme?
    if let name = environment["KINETYPE_PREVIEWS_COLOR_SCHEME"] {
      guard let scheme = ColorScheme(name: name) else {
        printError("unknown color scheme '\(name)'; the color schemes are light, dark")
        return 2
      }
      colorScheme = scheme
    }
    guard device.screen != nil else {
      let names = PreviewDevice.screens.map(\.name).joined(separator: ", ")
      printError("unknown device '\(device.rawValue)'; the devices are \(names)")
      return 2
    }
    // Refuse before writing anything: no file is touched without --force.
    if !force {
      let existing = previews.map { "\(output)/\($0.fileName).png" }.filter {
        FileManager.default.fileExists(atPath: $0)
      }
      if let first = existing.first {
        printError("\(first) exists (\(existing.count) file(s) would be replaced)")
        return PreviewsHost.wouldReplaceStatus
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      printError("cannot create \(output): \(error)")
      return 1
    }
    var status: Int32 = 0
    for preview in previews {
      do {
        let line = try render(
          preview, into: output, device: device, scale: scale, colorScheme: colorScheme,
          duration: duration, fps: fps)
        say(line)
      } catch {
        printError("\(preview.location): \(preview.fileName): \(error)")
        status = 1
      }
    }
    return status
  }

  /// Renders `preview`: the frame at `duration` to `NAME.png`; when the frames move, every
  /// frame at `fps` to `NAME.apng` too. Returns the line that says what was written.
  static func render(
    _ preview: Preview, into folder: String, device: PreviewDevice, scale: CGFloat?,
    colorScheme: ColorScheme? = nil, duration: Double, fps: Double
  ) throws -> String {
    let frames = try preview.frames(
      on: device, duration: duration, scale: scale, colorScheme: colorScheme)
    let still = try frames.renderFrame(at: duration)
    let path = "\(folder)/\(preview.fileName).png"
    try still.writePNG(to: path)
    var line = "\(preview.location)\t\(path)\t\(still.width)×\(still.height)"
    guard duration > 0 else { return line }
    let count = max(2, Int((duration * fps).rounded()) + 1)
    // It moves when the first or the middle frame differs from the last (a repeating
    // animation may be back where it started at the end).
    let first = try frames.renderFrame(at: 0)
    let middle = try frames.renderFrame(at: duration / 2)
    guard first.bytes != still.bytes || middle.bytes != still.bytes else { return line }
    let animated = "\(folder)/\(preview.fileName).apng"
    let writer = try APNGWriter(
      destination: .file(animated), overwrite: true, width: still.width, height: still.height,
      frameCount: count, framesPerSecond: fps)
    // The three frames drawn to tell whether it moves are not drawn again.
    let drawn = [0: first, duration / 2: middle, duration: still]
    for index in 0..<count {
      let time = min(duration, Double(index) / fps)
      try writer.append(try drawn[time] ?? frames.renderFrame(at: time))
    }
    try writer.finish()
    line += "\t\(animated)\t\(count) frames"
    return line
  }

  private static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data("kinetype previews: error: \(message)\n".utf8))
  }
}

extension Pixmap {
  /// The premultiplied bytes, for comparing frames.
  fileprivate var bytes: [UInt8] { withUnsafePremultipliedBytes { Array($0) } }
}

/// Called by Kinetype's start-up hook when `KINETYPE_PREVIEWS_OUTPUT` is set: renders the
/// program's previews (``Previews/all``) and exits with the status of the rendering, before
/// the program's own `main` runs. Not for calling from Swift.
@_cdecl("kinetype_previews_host")
public func kinetypePreviewsHost() {
  let status = PreviewsHost.run(environment: ProcessInfo.processInfo.environment)
  exit(status)
}
