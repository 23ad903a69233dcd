import Foundation

/// Where the bundled fonts (`Fonts/`) are looked for, in order, and which folder wins.
///
/// The policy, with no guessing from the working directory (a stray `Fonts/` folder there or
/// above it is never used):
/// 1. `KINETYPE_FONTS`, when set and not empty: that folder, and only it (a wrong value is an
///    error, not a reason to look elsewhere).
/// 2. An installed tool: `share/kinetype/Fonts` beside the folder of the running executable
///    (symbolic links resolved), where `make install` puts them (`PREFIX/bin/kinetype`,
///    `PREFIX/share/kinetype/Fonts`).
/// 3. A development build, or a package that depends on Kinetype: the `Fonts/` folder at the
///    root of the package this file was compiled from.
public struct BundledFontsFolder: Equatable, Sendable {
  /// Why a folder is a candidate.
  public enum Source: String, Equatable, Sendable {
    /// The `KINETYPE_FONTS` environment variable.
    case environment = "KINETYPE_FONTS"
    /// `../share/kinetype/Fonts` from the executable's folder.
    case installed = "beside the executable"
    /// The package's own `Fonts/`.
    case package = "the package's Fonts/"
  }

  /// The folder's path.
  public var path: String
  /// Why it is looked at.
  public var source: Source

  /// The file whose presence marks a folder of bundled fonts.
  public static let markerFileName = "Inter-Variable.ttf"

  /// This source file's path as compiled, from which the package's `Fonts/` is found.
  public static let compiledSourceFile = #filePath

  /// The running executable's path: `/proc/self/exe` (so a tool started through `PATH` or a
  /// symbolic link is found where it is), else the first command-line argument.
  public static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? ""
  }

  /// The folders to look in, in order, for an environment value, an executable path and the
  /// path of this source file as compiled. An explicit environment value is the only
  /// candidate.
  public static func candidates(
    environment: String?, executablePath: String, sourceFilePath: String = compiledSourceFile
  ) -> [BundledFontsFolder] {
    if let environment, !environment.isEmpty {
      return [BundledFontsFolder(path: environment, source: .environment)]
    }
    var result: [BundledFontsFolder] = []
    if !executablePath.isEmpty {
      let folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        .deletingLastPathComponent()
      result.append(
        BundledFontsFolder(
          path: folder.appendingPathComponent("../share/kinetype/Fonts").standardized.path,
          source: .installed))
    }
    // This file is PACKAGE/Sources/KinetypeText/Fonts/BundledFontsFolder.swift.
    var package = URL(fileURLWithPath: sourceFilePath)
    for _ in 0..<4 { package.deleteLastPathComponent() }
    result.append(
      BundledFontsFolder(path: package.appendingPathComponent("Fonts").path, source: .package))
    return result
  }

  /// The first candidate holding ``markerFileName``, or a ``FontError`` naming every place
  /// looked at.
  public static func find(
    environment: String?, executablePath: String, sourceFilePath: String = compiledSourceFile,
    fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) throws -> BundledFontsFolder {
    let candidates = candidates(
      environment: environment, executablePath: executablePath, sourceFilePath: sourceFilePath)
    for candidate in candidates where fileExists(candidate.path + "/" + markerFileName) {
      return candidate
    }
    if let only = candidates.first, only.source == .environment {
      throw FontError(
        "bundled fonts not found: KINETYPE_FONTS is '\(only.path)', which has no "
          + markerFileName)
    }
    throw FontError(
      "bundled fonts not found (no \(markerFileName)); looked in: "
        + candidates.map { "\($0.path) (\($0.source.rawValue))" }.joined(separator: ", ")
        + "; set KINETYPE_FONTS to the Fonts folder")
  }

  /// The folder this process uses: ``find(environment:executablePath:sourceFilePath:fileExists:)``
  /// for its `KINETYPE_FONTS` and ``executablePath``.
  public static func current() throws -> BundledFontsFolder {
    try find(
      environment: ProcessInfo.processInfo.environment["KINETYPE_FONTS"],
      executablePath: executablePath)
  }
}
