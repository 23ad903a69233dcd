import Foundation
import Kinetype

/// `kinetype previews`: renders every `#Preview` and `PreviewProvider` of a Swift package to
/// PNG (and APNG when it moves), at an iPhone's size and scale (docs/previews.md).
///
/// The package's previews are compiled into its test binary (each test target links the
/// targets it tests); the command builds the tests, then runs that binary with
/// `KINETYPE_PREVIEWS_OUTPUT` set, which makes Kinetype render the previews it holds and exit
/// before any test runs.
enum PreviewsCommand {
  static let help = """
    usage: kinetype previews [PACKAGE] [-o FOLDER] [--device NAME] [--scale S] [--duration D]
                             [--fps F] [--color-scheme light|dark] [--filter TEXT] [--list]
                             [--skip-build] [--force]

    Renders every #Preview and PreviewProvider in the Swift package at PACKAGE (default: the
    current folder) to FOLDER/NAME.png, NAME being the file's name and the preview's name or
    line (Counter-L12.png). The package's tests are built (swift build --build-tests) and its
    test binary renders the previews compiled into it: a preview must be in a target that a
    test target depends on (or in a test target).
      -o, --output FOLDER   where the PNGs go (default: previews); existing files are kept
                            unless --force
      --device NAME         the screen (default: iPhone 16 Pro, 402×874 points at 3×); the
                            devices are listed in docs/previews.md
      --scale S             pixels per point instead of the device's
      --duration D          play each preview D seconds on the virtual clock (default: 2):
                            the PNG is the frame at D, and a preview whose frames move (at 0,
                            D/2 and D) is also written to NAME.apng; 0 writes the first frame
                            only
      --fps F               frames per second of the APNGs (default: 10)
      --color-scheme light|dark
                            the appearance of the screen each preview is shown on, as
                            preferredColorScheme (default: each preview's own)
      --filter TEXT         only the previews whose file name contains TEXT
      --list                print the previews (name, file:line) instead of rendering
      --skip-build          use the test binary already built
      --force               replace existing files
    """

  static func run(_ arguments: inout CommandLineArguments) throws {
    if arguments.wantsHelp { return print(help) }
    let output = try arguments.path("-o", "--output") ?? "previews"
    let device = try arguments.option("--device")
    let scale = try arguments.number("--scale", in: 0.1...8)
    let duration = try arguments.number("--duration", in: 0...600)
    let fps = try arguments.number("--fps", in: 1...120)
    let colorScheme = try arguments.option("--color-scheme")
    if let colorScheme, ColorScheme(name: colorScheme) == nil {
      throw CommandLineArguments.UsageError(
        description: "--color-scheme expects light or dark, got '\(colorScheme)'")
    }
    let filter = try arguments.option("--filter")
    let list = arguments.flag("--list")
    let skipBuild = arguments.flag("--skip-build")
    let force = arguments.flag("--force")
    let positionals = arguments.positionals()
    try arguments.finish()
    guard positionals.count <= 1 else {
      throw CommandLineArguments.UsageError(
        description: "previews takes one package, got \(positionals.count)",
        hint: "run 'kinetype previews --help'")
    }
    let package = positionals.first ?? "."
    let sources = try PreviewSourceScan.scan(package: package)
    guard !sources.isEmpty else {
      throw CommandLineArguments.UsageError(
        description: "no previews in \(package): no #Preview or PreviewProvider in its "
          + "Sources/ or Tests/")
    }
    if !skipBuild { try build(package) }
    let binary = try testBinary(of: package)
    var environment = ProcessInfo.processInfo.environment
    environment["KINETYPE_PREVIEWS_OUTPUT"] =
      output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output
    if list { environment["KINETYPE_PREVIEWS_LIST"] = "1" }
    if let device { environment["KINETYPE_PREVIEWS_DEVICE"] = device }
    if let scale { environment["KINETYPE_PREVIEWS_SCALE"] = "\(scale)" }
    if let duration { environment["KINETYPE_PREVIEWS_DURATION"] = "\(duration)" }
    if let fps { environment["KINETYPE_PREVIEWS_FPS"] = "\(fps)" }
    if let colorScheme { environment["KINETYPE_PREVIEWS_COLOR_SCHEME"] = colorScheme }
    if let filter { environment["KINETYPE_PREVIEWS_FILTER"] = filter }
    if force { environment["KINETYPE_PREVIEWS_FORCE"] = "1" }
    let status = try runProcess(binary, [], environment: environment)
    // The program's previews host exits 3 when files would be replaced: a usage error here.
    if status == 3 {
      FileHandle.standardError.write(Data("kinetype previews: use --force to replace them\n".utf8))
      exit(Diagnostics.usageStatus)
    }
    if status != 0 { exit(status == Diagnostics.usageStatus ? status : Diagnostics.failureStatus) }
  }

  /// Builds the package's tests, its output passed through to standard error.
  private static func build(_ package: String) throws {
    let status = try runProcess(
      "/usr/bin/env", ["swift", "build", "--build-tests", "--package-path", package],
      environment: nil, outputToStandardError: true)
    guard status == 0 else {
      throw CommandLineArguments.UsageError(
        description: "swift build --build-tests failed in \(package) (exit status \(status))")
    }
  }

  /// The package's test binary: `.build/debug/<Name>PackageTests.xctest`.
  private static func testBinary(of package: String) throws -> String {
    let folder = package + "/.build/debug"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard let name = names.filter({ $0.hasSuffix("PackageTests.xctest") }).sorted().first else {
      throw CommandLineArguments.UsageError(
        description: "no test binary in \(folder)",
        hint:
          "previews are rendered by the package's test binary: add a test target that depends "
          + "on the target with the previews, and build it (or leave out --skip-build)")
    }
    return folder + "/" + name
  }

  private static func runProcess(
    _ executable: String, _ arguments: [String], environment: [String: String]?,
    outputToStandardError: Bool = false
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if outputToStandardError { process.standardOutput = FileHandle.standardError }
    do {
      try process.run()
    } catch {
      throw CommandLineArguments.UsageError(description: "cannot run \(executable): \(error)")
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
