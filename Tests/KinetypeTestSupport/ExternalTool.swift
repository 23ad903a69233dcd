import Foundation

/// Runs tools that tests use as independent judges (ffmpeg, pngcheck), when installed.
public enum ExternalTool {
  /// The path of `name` on PATH, or nil when it is not installed.
  public static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// What a finished tool printed and returned.
  public struct Result {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var bytes: [UInt8]
    /// Standard error.
    public var errors: String
    /// Standard output as text, then standard error.
    public var output: String { String(decoding: bytes, as: UTF8.self) + errors }
  }

  /// Runs `tool` with `arguments` and collects standard output and error.
  public static func run(_ tool: String, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.environment = BootstrapFonts.environment  // GNU parallel starts kinetype
    let output = Pipe()
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetype-tool-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let errors = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errors.close()
    let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    return Result(status: process.terminationStatus, bytes: Array(bytes), errors: message)
  }

  /// A new empty folder under the temporary directory.
  public static func temporaryFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "kinetype-test-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}
