import Foundation
import Kinetype

/// The commands that repair what `verify` found, one or more for each problem: rendering
/// the frames again (the render's input is in its manifests), removing files no manifest of
/// the render lists, or leaving a folder out. Run from the folder `verify` ran in (and the
/// render, for a scene's or a font's relative path), in order: removals first, then renders.
struct VerifyRepair {
  let verification: RenderVerification
  let folders: [String]
  /// The words that render the render's frames, without the frames and the output: nil when
  /// the manifests do not say enough (an input made by a program, a PNG setting no preset
  /// has, a font without its path).
  let renderWords: [String]?
  /// The frame files' pattern.
  let pattern: FileNamePattern
  /// Every file the render's manifests list.
  let listed: Set<String>

  init(_ verification: RenderVerification, folders: [String]) {
    self.verification = verification
    self.folders = folders
    let manifests = verification.manifests.compactMap { path in
      (try? RenderManifest(contentsOf: path)).map { (path, $0) }
    }
    pattern = manifests.first.flatMap { try? FileNamePattern($0.1.pattern) } ?? .frames
    var listed = Set<String>()
    for (path, manifest) in manifests {
      let folder = (path as NSString).deletingLastPathComponent
      for frame in manifest.frames { listed.insert(Self.join(folder, frame.file)) }
      if let sheet = manifest.contactSheet { listed.insert(Self.join(folder, sheet.file)) }
    }
    self.listed = listed
    renderWords = Self.renderWords(verification, pattern: pattern)
  }

  /// One command: a removal or a render of `frames` into `folder`.
  enum Step: Hashable {
    case remove([String])
    case render(folder: String, frames: ClosedRange<Int>, force: Bool, contactSheet: String?)
    case verify([String])
  }

  /// The steps that repair `problem`.
  func steps(for problem: RenderVerification.Problem) -> [Step] {
    switch problem {
    case .noManifest(let folder):
      let others = folders.filter { $0 != folder }
      return others.isEmpty || verification.render == nil ? [] : [.verify(others)]
    case .unreadableManifest(let path, _):
      return [.remove([path])]
    case .missing(let ranges):
      let folder = Self.folder(of: Self.join(folders.first ?? ".", "frame"))
      return ranges.map { render($0, into: folder) }
    case .duplicate(let frame, let manifests):
      return [render(frame...frame, into: Self.folder(of: manifests.first ?? folders[0]))]
    case .missingFile(let frame, let path), .corrupted(let frame, let path, _, _):
      return [render(frame...frame, into: Self.folder(of: path))]
    case .foreignManifest(let path, _, _):
      // The manifest, and the files it lists that no manifest of the render lists.
      let folder = Self.folder(of: path)
      let files = ((try? RenderManifest(contentsOf: path))?.frames ?? []).map {
        Self.join(folder, $0.file)
      }.filter { !listed.contains($0) && FileManager.default.fileExists(atPath: $0) }
      return [.remove([path] + files)]
    case .foreignFile(let path, _):
      return [.remove([path])]
    case .invalidEntry(_, let path, _):
      // The manifest is wrong: remove it and render its frames again.
      guard let manifest = try? RenderManifest(contentsOf: path) else { return [.remove([path])] }
      let frames = manifest.chunk.first...manifest.chunk.last
      let last = (verification.render?.frameCount ?? 1) - 1
      guard frames.lowerBound <= last else { return [.remove([path])] }
      return [
        .remove([path]),
        render(frames.lowerBound...min(frames.upperBound, last), into: Self.folder(of: path)),
      ]
    case .damagedFile(let path, _):
      // A contact sheet: render its chunk again with it.
      let folder = Self.folder(of: path)
      let owner = verification.manifests.compactMap { manifestPath in
        (try? RenderManifest(contentsOf: manifestPath)).flatMap { manifest in
          Self.join(Self.folder(of: manifestPath), manifest.contactSheet?.file ?? "") == path
            ? manifest : nil
        }
      }.first
      guard let owner else { return [] }
      return [
        .render(
          folder: folder, frames: owner.chunk.first...owner.chunk.last, force: true,
          contactSheet: path)
      ]
    }
  }

  /// A render of `frames` into `folder`, with `--force` when a file it writes is there or the
  /// folder holds another render.
  private func render(_ frames: ClosedRange<Int>, into folder: String) -> Step {
    let manager = FileManager.default
    let manifest = Self.join(folder, RenderManifest.fileName(for: Range(frames)))
    let force =
      manager.fileExists(atPath: manifest)
      || frames.contains {
        manager.fileExists(atPath: Self.join(folder, pattern.fileName(ofFrame: $0)))
      }
      || verification.problems.contains {
        if case .foreignManifest(let path, _, _) = $0 { return Self.folder(of: path) == folder }
        return false
      }
    return .render(folder: folder, frames: frames, force: force, contactSheet: nil)
  }

  /// The command of `step`; nil when the render's input cannot be given on the command line.
  func command(_ step: Step) -> String? {
    switch step {
    case .remove(let paths):
      return (["rm", "--"] + paths).map(Self.quoted).joined(separator: " ")
    case .verify(let folders):
      return (["kinetype", "verify"] + folders).map(Self.quoted).joined(separator: " ")
    case .render(let folder, let frames, let force, let sheet):
      guard let renderWords else { return nil }
      var words = renderWords
      words += [
        "--frames",
        frames.count == 1 ? "\(frames.lowerBound)" : "\(frames.lowerBound)-\(frames.upperBound)",
      ]
      if let sheet { words += ["--contact-sheet", sheet] }
      if force { words.append("--force") }
      words += ["-o", folder]
      return words.map(Self.quoted).joined(separator: " ")
    }
  }

  /// Every problem's commands, for `--json`.
  func commands(for problem: RenderVerification.Problem) -> [String] {
    steps(for: problem).compactMap(command)
  }

  /// The commands that repair every problem, in the order to run them: one removal of every
  /// file to remove, then each render, ranges of one folder that touch merged.
  func plan() -> [String] {
    var removals: [String] = []
    var renders: [(folder: String, frames: ClosedRange<Int>, force: Bool, sheet: String?)] = []
    var others: [String] = []
    for problem in verification.problems {
      for step in steps(for: problem) {
        switch step {
        case .remove(let paths):
          for path in paths where !removals.contains(path) { removals.append(path) }
        case .render(let folder, let frames, let force, let sheet):
          renders.append((folder, frames, force, sheet))
        case .verify:
          if let command = command(step), !others.contains(command) { others.append(command) }
        }
      }
    }
    renders.sort {
      $0.folder != $1.folder ? $0.folder < $1.folder : $0.frames.lowerBound < $1.frames.lowerBound
    }
    var merged: [(folder: String, frames: ClosedRange<Int>, force: Bool, sheet: String?)] = []
    for next in renders {
      if let last = merged.last, last.folder == next.folder, last.sheet == nil, next.sheet == nil,
        next.frames.lowerBound <= last.frames.upperBound + 1
      {
        merged[merged.count - 1] = (
          last.folder, last.frames.lowerBound...max(last.frames.upperBound, next.frames.upperBound),
          last.force || next.force, nil
        )
      } else {
        merged.append(next)
      }
    }
    var commands: [String] = []
    if !removals.isEmpty, let remove = command(.remove(removals)) { commands.append(remove) }
    commands += merged.compactMap {
      command(
        .render(folder: $0.folder, frames: $0.frames, force: $0.force, contactSheet: $0.sheet))
    }
    return commands + others
  }

  /// The render's input and output settings as words of `kinetype render`.
  private static func renderWords(_ verification: RenderVerification, pattern: FileNamePattern)
    -> [String]?
  {
    guard let input = verification.input, let render = verification.render else { return nil }
    var words = ["kinetype", "render"]
    switch input.kind {
    case "text":
      guard let markup = input.markup else { return nil }
      let fonts = input.fonts ?? []
      let fontPaths = input.fontPaths ?? []
      guard fonts.count == fontPaths.count else { return nil }
      words.append("--text=" + markup)
      words += input.options ?? []
      words += fontPaths.map { "--font=" + $0 }
    case "scene":
      guard let path = input.path else { return nil }
      words.append(path)
    default:
      return nil
    }
    guard
      let preset = ExportOptions.pngPresets.first(where: {
        $0.options.manifestDescription == render.png
      })
    else { return nil }
    if preset.name != "frames" { words += ["--png-preset", preset.name] }
    if pattern != .frames { words += ["--pattern", pattern.description] }
    return words
  }

  /// `word` as one word of a POSIX shell command: as it is when it is plain, else in single
  /// quotes; control characters through `printf`, so the command stays on one line.
  static func quoted(_ word: String) -> String {
    // `--name=value`: the value quoted, so the option stays readable.
    if word.hasPrefix("--"), let equals = word.firstIndex(of: "="),
      word[..<equals].allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") })
    {
      return word[...equals] + quoted(String(word[word.index(after: equals)...]))
    }
    let plain = word.unicodeScalars.allSatisfy {
      $0.isASCII
        && (CharacterSet.alphanumerics.contains($0) || "_@%+=:,./-".unicodeScalars.contains($0))
    }
    if plain, !word.isEmpty { return word }
    if word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      var format = ""
      for scalar in word.unicodeScalars {
        switch scalar {
        case "\\": format += "\\\\"
        case "%": format += "%%"
        case "'": format += "'\\''"
        case _ where scalar.properties.generalCategory == .control && scalar.value < 0x80:
          format += "\\" + String(format: "%03o", scalar.value)
        default: format.unicodeScalars.append(scalar)
        }
      }
      return "\"$(printf '\(format)')\""
    }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  private static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
