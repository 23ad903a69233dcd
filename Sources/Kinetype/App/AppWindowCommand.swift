import Foundation
import KinetypeRaster

/// Runs an ``App`` as a command: reads its arguments and draws its first window to a PNG.
package enum AppWindowCommand {
  /// What the arguments ask for.
  package struct Request: Equatable {
    package var output: String
    package var time: Double = 0
    package var device = PreviewDevice.default
    package var force = false
  }

  /// A usage error: what is wrong, for one line on standard error.
  package struct UsageError: Error, Equatable {
    package let message: String
  }

  static let usage =
    "usage: APP -o FILE.png [--at SECONDS] [--device NAME] [--force]  (draws the app's first window)"

  /// Reads `arguments` (without the program's name).
  package static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    var output: String?
    var request = Request(output: "")
    var index = 0
    func value(of option: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError(message: "\(option) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-o", "--output": output = try value(of: argument)
      case "--at":
        let text = try value(of: argument)
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
          throw UsageError(message: "--at: '\(text)' is not a number of seconds (0 or more)")
        }
        request.time = seconds
      case "--device":
        let name = try value(of: argument)
        let device = PreviewDevice(rawValue: name)
        guard device.screen != nil else {
          let names = PreviewDevice.screens.map(\.name).joined(separator: ", ")
          throw UsageError(message: "--device: unknown device '\(name)'; the devices are \(names)")
        }
        request.device = device
      case "--force": request.force = true
      case "-h", "--help": throw UsageError(message: usage)
      default: throw UsageError(message: "unknown argument '\(argument)'; \(usage)")
      }
      index += 1
    }
    guard let output, !output.isEmpty else {
      throw UsageError(message: "no output file: Linux has no window to show; \(usage)")
    }
    guard output.lowercased().hasSuffix(".png") else {
      throw UsageError(
        message: "-o: '\(output)' does not end in .png; the window is drawn as a PNG")
    }
    request.output = output
    return request
  }

  /// Draws `app`'s first window as `arguments` ask; the process's exit status.
  package static func run<A: App>(app: A.Type, arguments: [String]) -> Int32 {
    let name = String(describing: A.self)
    let request: Request
    do {
      request = try parse(arguments)
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error.message)\n".utf8))
      return 2
    }
    if !request.force && FileManager.default.fileExists(atPath: request.output) {
      FileHandle.standardError.write(
        Data("\(name): \(request.output) exists; --force replaces it\n".utf8))
      return 2
    }
    guard let root = A().body.firstWindowRoot else {
      FileHandle.standardError.write(Data("\(name): the app's body has no WindowGroup\n".utf8))
      return 1
    }
    do {
      // The device is known: `parse` checked it.
      let screen = request.device.screen ?? (CGSize(width: 402, height: 874), 3)
      let frames = try ViewFrames(
        duration: max(request.time, 1e-3), size: screen.size, scale: screen.scale
      ) { root }
      let pixels = try frames.renderFrame(at: request.time)
      try pixels.writePNG(to: request.output)
      print("\(name): \(request.output)\t\(pixels.width)×\(pixels.height)")
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      return 1
    }
  }
}
