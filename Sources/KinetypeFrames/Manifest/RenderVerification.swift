import Foundation

/// Checks that folders hold every frame of one render exactly once and intact, from the
/// ``RenderManifest``s in them: the step between rendering chunks on many machines and
/// joining them into one video.
///
/// The manifests of all the folders combine. The render is the one whose manifests list the
/// most frames; manifests of any other render are foreign. For each frame, the entries of the
/// manifests of the highest ``RenderManifest/generation`` count (a frame rendered again
/// supersedes its older entries). Then every frame of the render's timeline must be listed by
/// exactly one such manifest, its file must be there with the size and
/// SHA-256 the manifest records, and every PNG in the folders must be a file some manifest of
/// the render lists (or its contact sheet).
public struct RenderVerification: Sendable {
  /// What is wrong with a set of chunks, each naming the frames it concerns.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// A folder without any manifest.
    case noManifest(folder: String)
    /// A manifest that cannot be read.
    case unreadableManifest(path: String, reason: String)
    /// Frames of the timeline no manifest lists: a chunk not rendered, or interrupted.
    case missing(frames: [ClosedRange<Int>])
    /// A frame listed by more than one manifest (overlapping chunks).
    case duplicate(frame: Int, manifests: [String])
    /// A frame whose file is not there.
    case missingFile(frame: Int, path: String)
    /// A frame whose file has another size or SHA-256 than its manifest records.
    case corrupted(frame: Int, path: String, expected: String, found: String)
    /// A manifest of another render, and the frames it lists.
    case foreignManifest(path: String, reason: String, frames: [ClosedRange<Int>])
    /// A PNG no manifest of the render lists; `frame` when its name follows the pattern.
    case foreignFile(path: String, frame: Int?)
    /// A manifest entry that contradicts the render (a frame past its end, a wrong time).
    case invalidEntry(frame: Int, manifest: String, reason: String)
    /// A contact sheet a manifest lists that is missing or has other bytes.
    case damagedFile(path: String, reason: String)

    /// One line naming the frames and the files.
    public var description: String {
      switch self {
      case .noManifest(let folder):
        return "\(folder) holds no \(RenderManifest.fileNamePrefix)*.json manifest"
      case .unreadableManifest(_, let reason):
        return reason
      case .missing(let ranges):
        let count = ranges.reduce(0) { $0 + $1.count }
        return "missing: \(FrameRanges.describe(ranges)) (\(count) frame\(count == 1 ? "" : "s")):"
          + " no manifest lists \(count == 1 ? "it" : "them")"
      case .duplicate(let frame, let manifests):
        return
          "frame \(frame): listed \(manifests.count) times, by \(manifests.joined(separator: " and "))"
      case .missingFile(let frame, let path):
        return "frame \(frame): \(path) is missing"
      case .corrupted(let frame, let path, let expected, let found):
        return
          "frame \(frame): \(path) is corrupted: it has \(found), its manifest says \(expected)"
      case .foreignManifest(let path, let reason, let frames):
        let listed = frames.isEmpty ? "no frames" : FrameRanges.describe(frames)
        return "\(path) is of another render (\(reason)): its \(listed) are foreign"
      case .foreignFile(let path, let frame):
        return (frame.map { "frame \($0): " } ?? "")
          + "\(path) is foreign: no manifest of this render lists it"
      case .invalidEntry(let frame, let manifest, let reason):
        return "frame \(frame): \(manifest) \(reason)"
      case .damagedFile(let path, let reason):
        return "\(path) \(reason)"
      }
    }

    /// The first frame the problem concerns, for sorting; nil for whole files.
    var firstFrame: Int? {
      switch self {
      case .missing(let ranges): ranges.first?.lowerBound
      case .duplicate(let frame, _), .missingFile(let frame, _), .corrupted(let frame, _, _, _),
        .invalidEntry(let frame, _, _):
        frame
      case .foreignFile(_, let frame): frame
      case .foreignManifest(_, _, let frames): frames.first?.lowerBound
      case .noManifest, .unreadableManifest, .damagedFile: nil
      }
    }
  }

  /// The render the folders hold (the one listing the most frames); nil when no manifest
  /// could be read.
  public var render: RenderManifest.Render?
  /// Its input.
  public var input: RenderInput?
  /// The manifests of the render, in path order.
  public var manifests: [String]
  /// Each frame's file, by frame number: the frames found intact.
  public var framePaths: [Int: String]
  /// Everything wrong, sorted by frame.
  public var problems: [Problem]
  /// The entry of each frame found intact, by frame number: what a resumed export keeps.
  var intactEntries: [Int: RenderManifest.Frame] = [:]
  /// Every file a manifest of the render lists (frames and contact sheets), intact or not:
  /// the render's own files, which a resumed export may replace.
  var listedFiles: Set<String> = []

  /// Whether every frame of the render is there exactly once and intact, and nothing else.
  public var isIntact: Bool { problems.isEmpty && render != nil }

  /// Checks the manifests and frames in `folders`.
  public init(folders: [String]) {
    self.init(folders: folders, renderID: nil)
  }

  /// Checks the manifests and frames in `folders` as those of the render `renderID` (nil:
  /// the one listing the most frames).
  init(folders: [String], renderID: String?) {
    var problems: [Problem] = []
    var loaded: [(path: String, folder: String, manifest: RenderManifest)] = []
    var pngs: [String] = []
    for folder in folders {
      let read = ManifestFolder(folder)
      if read.entries.isEmpty, read.unreadable.isEmpty {
        problems.append(.noManifest(folder: folder))
      }
      for (path, reason) in read.unreadable {
        problems.append(.unreadableManifest(path: path, reason: reason))
      }
      loaded += read.entries.map { ($0.path, folder, $0.manifest) }
      pngs += read.names.filter { $0.lowercased().hasSuffix(".png") }.map {
        ManifestFolder.join(folder, $0)
      }
    }
    let chosen: (path: String, folder: String, manifest: RenderManifest)?
    if let renderID {
      chosen = loaded.first { $0.manifest.render.id == renderID }
    } else {
      // The render: the id whose manifests list the most frames (ties: the first path).
      var listed: [String: Set<Int>] = [:]
      for entry in loaded {
        listed[entry.manifest.render.id, default: []].formUnion(entry.manifest.frames.map(\.frame))
      }
      chosen = loaded.max { a, b in
        let (ca, cb) = (
          listed[a.manifest.render.id]?.count ?? 0, listed[b.manifest.render.id]?.count ?? 0
        )
        return ca != cb ? ca < cb : a.path > b.path
      }
    }
    render = chosen?.manifest.render
    input = chosen?.manifest.input
    manifests = []
    framePaths = [:]
    var known = Set<String>()
    var claims: [Int: [Claim]] = [:]
    // A file listed for many frames (a burn chunk's) is read and hashed once.
    var checked: [String: (expected: String, found: String?)?] = [:]
    func check(_ path: String, bytes: Int, sha256: String) -> (expected: String, found: String?)? {
      let key = "\(path)\u{0}\(bytes)\u{0}\(sha256)"
      if let known = checked[key] { return known }
      let result = Self.check(path, bytes: bytes, sha256: sha256)
      checked[key] = .some(result)
      return result
    }
    for (path, folder, manifest) in loaded {
      guard let render, let chosen else { break }
      guard manifest.render.id == render.id else {
        for frame in manifest.frames { known.insert(ManifestFolder.join(folder, frame.file)) }
        problems.append(
          .foreignManifest(
            path: path, reason: Self.difference(manifest, chosen.manifest),
            frames: FrameRanges.ranges(of: manifest.frames.map(\.frame))))
        continue
      }
      manifests.append(path)
      if let sheet = manifest.contactSheet {
        let sheetPath = ManifestFolder.join(folder, sheet.file)
        known.insert(sheetPath)
        listedFiles.insert(sheetPath)
        if let damage = Self.check(sheetPath, bytes: sheet.bytes, sha256: sheet.sha256) {
          let reason = damage.found.map {
            "is corrupted: it has \($0), its manifest says \(damage.expected)"
          }
          problems.append(.damagedFile(path: sheetPath, reason: reason ?? "is missing"))
        }
      }
      for entry in manifest.frames {
        let file = ManifestFolder.join(folder, entry.file)
        known.insert(file)
        listedFiles.insert(file)
        guard (0..<render.frameCount).contains(entry.frame) else {
          problems.append(
            .invalidEntry(
              frame: entry.frame, manifest: path,
              reason: "lists a frame past the render's last, \(render.frameCount - 1)"))
          continue
        }
        let time = Double(entry.frame) / render.framesPerSecond
        guard abs(entry.time - time) <= 1e-9 * max(1, time) else {
          problems.append(
            .invalidEntry(
              frame: entry.frame, manifest: path,
              reason: "gives it the time \(entry.time) s, not \(time) s"))
          continue
        }
        claims[entry.frame, default: []].append(
          Claim(manifest: path, path: file, entry: entry, generation: manifest.generationNumber))
      }
    }
    if let render {
      var missing: [Int] = []
      for frame in 0..<render.frameCount {
        guard let all = claims[frame] else {
          missing.append(frame)
          continue
        }
        // A newer manifest supersedes older entries: only the highest generation counts.
        let claimed = Self.current(all)
        if claimed.count > 1 {
          problems.append(.duplicate(frame: frame, manifests: claimed.map(\.manifest)))
        }
        var intact = true
        for claim in Set(claimed.map(\.path)).sorted() {
          let entry = claimed.first { $0.path == claim }?.entry
          if let entry, let damage = check(claim, bytes: entry.bytes, sha256: entry.sha256) {
            if let found = damage.found {
              problems.append(
                .corrupted(frame: frame, path: claim, expected: damage.expected, found: found))
            } else {
              problems.append(.missingFile(frame: frame, path: claim))
            }
            intact = false
          }
        }
        if intact, claimed.count == 1 {
          framePaths[frame] = claimed[0].path
          intactEntries[frame] = claimed[0].entry
        }
      }
      if !missing.isEmpty { problems.append(.missing(frames: FrameRanges.ranges(of: missing))) }
    }
    for png in pngs where !known.contains(png) {
      let name = (png as NSString).lastPathComponent
      let pattern = (try? FileNamePattern(chosen?.manifest.pattern ?? "")) ?? .frames
      problems.append(.foreignFile(path: png, frame: pattern.frameNumber(inFileName: name)))
    }
    self.problems = problems.enumerated().sorted { a, b in
      let (fa, fb) = (a.element.firstFrame ?? -1, b.element.firstFrame ?? -1)
      return fa != fb ? fa < fb : a.offset < b.offset
    }.map(\.element)
  }

  /// A manifest's entry for a frame.
  struct Claim {
    /// The manifest's path.
    var manifest: String
    /// The frame file's path.
    var path: String
    var entry: RenderManifest.Frame
    /// The manifest's ``RenderManifest/generation``.
    var generation: Int
  }

  /// The claims on one frame that count: those of the highest generation.
  static func current(_ claims: [Claim]) -> [Claim] {
    let newest = claims.map(\.generation).max() ?? 0
    return claims.filter { $0.generation == newest }
  }

  /// What is wrong with the file at `path` if it is not `bytes` long with digest `sha256`:
  /// what was expected and what was found (nil when the file is missing).
  private static func check(_ path: String, bytes: Int, sha256: String) -> (
    expected: String, found: String?
  )? {
    let expected = "\(bytes) bytes, SHA-256 \(sha256.prefix(12))…"
    guard let data = FileManager.default.contents(atPath: path) else { return (expected, nil) }
    let digest = SHA256.hex(data)
    guard data.count == bytes, digest == sha256 else {
      return (expected, "\(data.count) bytes, SHA-256 \(digest.prefix(12))…")
    }
    return nil
  }

  /// What sets `manifest`'s render apart from `reference`'s.
  static func difference(_ manifest: RenderManifest, _ reference: RenderManifest)
    -> String
  {
    let (a, b) = (manifest.render, reference.render)
    var reasons: [String] = []
    if manifest.input.sha256 != reference.input.sha256 { reasons.append("its input differs") }
    if manifest.kinetypeVersion != reference.kinetypeVersion {
      reasons.append("Kinetype \(manifest.kinetypeVersion), not \(reference.kinetypeVersion)")
    }
    if a.width != b.width || a.height != b.height {
      reasons.append("\(a.width)×\(a.height) frames, not \(b.width)×\(b.height)")
    }
    if a.framesPerSecond != b.framesPerSecond {
      reasons.append("\(a.framesPerSecond) fps, not \(b.framesPerSecond)")
    }
    if a.frameCount != b.frameCount {
      reasons.append("\(a.frameCount) frames in all, not \(b.frameCount)")
    }
    if a.png != b.png { reasons.append("PNG settings \(a.png), not \(b.png)") }
    return reasons.isEmpty ? "render id \(a.id.prefix(12))…" : reasons.joined(separator: ", ")
  }

}

/// Frame numbers written as ranges: `frames 0–74, 150–224`.
enum FrameRanges {
  /// `numbers` (any order) as sorted runs of consecutive numbers.
  static func ranges(of numbers: [Int]) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for number in Set(numbers).sorted() {
      if let last = result.last, last.upperBound + 1 == number {
        result[result.count - 1] = last.lowerBound...number
      } else {
        result.append(number...number)
      }
    }
    return result
  }

  /// `frame 7`, `frames 0–74, 150–224`.
  static func describe(_ ranges: [ClosedRange<Int>]) -> String {
    let parts = ranges.map {
      $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)"
    }
    let single = ranges.count == 1 && ranges[0].count == 1
    return (single ? "frame " : "frames ") + parts.joined(separator: ", ")
  }
}
