import Foundation
import Kinetype

/// `kinetype verify`: checks that folders hold every frame of one render exactly once and
/// intact, from the manifests the render wrote, before the chunks are joined.
enum VerifyCommand {
  static let help = """
    usage: kinetype verify FOLDER... [--json] [--quiet]

    Checks that the folders hold every frame of one render exactly once and intact, from the
    kinetype-manifest.A-B.json files each render or chunk wrote beside its frames: chunks
    rendered apart combine, in one folder or several. Frames are checked by size and SHA-256.
    Missing, duplicate, corrupted and foreign frames (another render's, or a PNG no manifest
    lists) are reported by number, with the commands that repair them (run from the folder
    the render ran in); the exit status is then 1.
      --json                print the report as JSON (schema: docs/render-farm.md)
      --quiet               print nothing; the exit status says it all
    """

  static func run(_ arguments: inout CommandLineArguments) throws {
    if arguments.wantsHelp { return print(help) }
    let json = arguments.flag("--json")
    let quiet = arguments.flag("-q", "--quiet")
    let folders = arguments.positionals()
    try arguments.finish()
    let verification = try verify(folders, command: "verify")
    let repair = VerifyRepair(verification, folders: folders)
    if json {
      print(try report(verification, repair: repair))
    } else if !quiet {
      print(summary(verification))
      for problem in verification.problems { print(Diagnostics.escaped(problem.description)) }
      let commands = repair.plan()
      if !commands.isEmpty {
        print("to repair, run:")
        for command in commands { print("  " + command) }
      }
    }
    if !verification.isIntact {
      if !quiet && !json {
        let count = verification.problems.count
        Diagnostics.printError(
          "the render is not complete and intact: \(count) problem\(count == 1 ? "" : "s")")
      }
      exit(Diagnostics.failureStatus)
    }
  }

  /// Checks `folders`, which must be given and be folders.
  static func verify(_ folders: [String], command: String) throws -> RenderVerification {
    guard !folders.isEmpty else {
      throw CommandLineArguments.UsageError(
        description: "\(command) needs the folders that hold the frames",
        hint: "run 'kinetype \(command) --help' for its options")
    }
    for folder in folders {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw CommandLineArguments.UsageError(description: "\(folder) is not a folder")
      }
    }
    return RenderVerification(folders: folders)
  }

  /// The first line: which render, how many frames are intact.
  static func summary(_ verification: RenderVerification) -> String {
    guard let render = verification.render else { return "no manifest could be read" }
    let intact = verification.framePaths.count
    let manifests = verification.manifests.count
    let head =
      "render \(render.id.prefix(12)): \(render.frameCount) frames, \(render.width)×"
      + "\(render.height) at \(CommandLineArguments.format(render.framesPerSecond)) fps, "
      + "\(manifests) manifest\(manifests == 1 ? "" : "s")"
    if verification.isIntact { return head + ": every frame is there once and intact" }
    return head + ": \(intact) of \(render.frameCount) frames intact"
  }

  /// The report as JSON.
  static func report(_ verification: RenderVerification, repair: VerifyRepair) throws -> String {
    struct Report: Encodable {
      var intact: Bool
      var render: RenderManifest.Render?
      var input: RenderInput?
      var manifests: [String]
      var framesIntact: Int
      var problems: [Problem]
      var repair: [String]
    }
    struct Problem: Encodable {
      var kind: String
      var frames: [[Int]]
      var paths: [String]
      var message: String
      var repair: [String]
    }
    let problems = verification.problems.map { problem -> Problem in
      let (kind, frames, paths) = describe(problem)
      return Problem(
        kind: kind, frames: frames.map { [$0.lowerBound, $0.upperBound] }, paths: paths,
        message: problem.description, repair: repair.commands(for: problem))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(
      Report(
        intact: verification.isIntact, render: verification.render, input: verification.input,
        manifests: verification.manifests, framesIntact: verification.framePaths.count,
        problems: problems, repair: repair.plan()))
    return String(decoding: data, as: UTF8.self)
  }

  /// A problem's kind, frames and files, for JSON.
  static func describe(_ problem: RenderVerification.Problem) -> (
    String, [ClosedRange<Int>], [String]
  ) {
    switch problem {
    case .noManifest(let folder): ("noManifest", [], [folder])
    case .unreadableManifest(let path, _): ("unreadableManifest", [], [path])
    case .missing(let frames): ("missing", frames, [])
    case .duplicate(let frame, let manifests): ("duplicate", [frame...frame], manifests)
    case .missingFile(let frame, let path): ("missingFile", [frame...frame], [path])
    case .corrupted(let frame, let path, _, _): ("corrupted", [frame...frame], [path])
    case .foreignManifest(let path, _, let frames): ("foreignManifest", frames, [path])
    case .foreignFile(let path, let frame): ("foreignFile", frame.map { [$0...$0] } ?? [], [path])
    case .invalidEntry(let frame, let manifest, _): ("invalidEntry", [frame...frame], [manifest])
    case .damagedFile(let path, _): ("damagedFile", [], [path])
    }
  }
}
