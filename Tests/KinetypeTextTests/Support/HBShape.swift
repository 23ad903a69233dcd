import Foundation

/// One glyph as `hb-shape --output-format=json --no-glyph-names` prints it.
struct HBGlyph: Decodable, Equatable, CustomStringConvertible {
  var g: UInt32
  var cl: Int
  var dx: Int32
  var dy: Int32
  var ax: Int32
  var ay: Int32

  var description: String { "\(g)=\(cl)@\(dx),\(dy)+\(ax)" }
}

/// Runs Debian's `hb-shape` (libharfbuzz-bin) as a subprocess and parses its JSON output.
enum HBShape {
  static let executable = "/usr/bin/hb-shape"

  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Shapes `text` with context; clusters come back as code point indices within `text`.
  /// A nil `direction` or `script` lets hb-shape guess it from the text, as HarfBuzz's
  /// `hb_buffer_guess_segment_properties` does for any user who does not itemize.
  static func shape(
    fontPath: String, text: String, before: String = "", after: String = "", fontSize: Int,
    direction: String?, script: String?, language: String?, features: [String],
    variations: [String], bot: Bool, eot: Bool
  ) throws -> [HBGlyph] {
    var arguments = [
      "--output-format=json", "--no-glyph-names", "--font-size=\(fontSize)",
      "--text-before=\(before)", "--text-after=\(after)",
    ]
    if let direction { arguments.append("--direction=\(direction)") }
    if let script { arguments.append("--script=\(script)") }
    if let language { arguments.append("--language=\(language)") }
    if !features.isEmpty { arguments.append("--features=" + features.joined(separator: ",")) }
    if !variations.isEmpty { arguments.append("--variations=" + variations.joined(separator: ",")) }
    if bot { arguments.append("--bot") }
    if eot { arguments.append("--eot") }
    arguments += [fontPath, text]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "hb-shape \(arguments) failed: " + String(decoding: errorData, as: UTF8.self))
    }
    // hb-shape prints one JSON array per line of input.
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first ?? "[]"
    return try JSONDecoder().decode([HBGlyph].self, from: Data(line.utf8))
  }
}
