import Foundation

/// Checks that folders hold every frame of one render exactly once and intact, from the
/// ``RenderManifest``s in them: the step between rendering chunks on many machines and
/// joining them into one video.
///
/// The manifests of all the folders combine. The render is the one whose manifests list the
/// most frames; manifests of any other render are foreign. Then every frame of the render's
/// timeline must be listed by exactly one manifest, its file must be there with the size and
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

  /// Whether every frame of the render is there exactly once and intact, and nothing else.
  public var isIntact: Bool { problems.isEmpty && render != nil }

  /// Checks the manifests and frames in `folders`.
  public init(folders: [String]) {
    var problems: [Problem] = []
    var loaded: [(path: String, folder: String, manifest: RenderManifest)] = []
    var pngs: [String] = []
    for folder in folders {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      let manifestNames = names.filter {
        $0.hasPrefix(RenderManifest.fileNamePrefix) && $0.hasSuffix(".json")
      }
      if manifestNames.isEmpty { problems.append(.noManifest(folder: folder)) }
      for name in manifestNames {
        let path = Self.join(folder, name)
        do {
          loaded.append((path, folder, try RenderManifest(contentsOf: path)))
        } catch {
          problems.append(.unreadableManifest(path: path, reason: "\(error)"))
        }
      }
      pngs += names.filter { $0.lowercased().hasSuffix(".png") }.map { Self.join(folder, $0) }
    }
    // The render: the id whose manifests list the most frames (ties: the first path).
    var counts: [String: Int] = [:]
    for entry in loaded {
      counts[entry.manifest.render.id, default: 0] += entry.manifest.frames.count
    }
    let chosen = loaded.max { a, b in
      let (ca, cb) = (counts[a.manifest.render.id] ?? 0, counts[b.manifest.render.id] ?? 0)
      return ca != cb ? ca < cb : a.path > b.path
    }
    render = chosen?.manifest.render
    input = chosen?.manifest.input
    manifests = []
    framePaths = [:]
    var known = Set<String>()
    var claims: [Int: [(manifest: String, path: String, entry: RenderManifest.Frame)]] = [:]
    for (path, folder, manifest) in loaded {
      guard let render, let chosen else { break }
      guard manifest.render.id == render.id else {
        for frame in manifest.frames { known.insert(Self.join(folder, frame.file)) }
        problems.append(
          .foreignManifest(
            path: path, reason: Self.difference(manifest, chosen.manifest),
            frames: FrameRanges.ranges(of: manifest.frames.map(\.frame))))
        continue
      }
      manifests.append(path)
      if let sheet = manifest.contactSheet {
        let sheetPath = Self.join(folder, sheet.file)
        known.insert(sheetPath)
        if let damage = Self.check(sheetPath, bytes: sheet.bytes, sha256: sheet.sha256) {
          let reason = damage.found.map {
            "is corrupted: it has \($0), its manifest says \(damage.expected)"
          }
          problems.append(.damagedFile(path: sheetPath, reason: reason ?? "is missing"))
        }
      }
      for entry in manifest.frames {
        let file = Self.join(folder, entry.file)
        known.insert(file)
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
        claims[entry.frame, default: []].append((path, file, entry))
      }
    }
    if let render {
      var missing: [Int] = []
      for frame in 0..<render.frameCount {
        guard let claimed = claims[frame] else {
          missing.append(frame)
          continue
        }
        if claimed.count > 1 {
          problems.append(.duplicate(frame: frame, manifests: claimed.map(\.manifest)))
        }
        var intact = true
        for claim in Set(claimed.map(\.path)).sorted() {
          let entry = claimed.first { $0.path == claim }?.entry
          if let entry, let damage = Self.check(claim, bytes: entry.bytes, sha256: entry.sha256) {
            if let found = damage.found {
              problems.append(
                .corrupted(frame: frame, path: claim, expected: damage.expected, found: found))
            } else {
              problems.append(.missingFile(frame: frame, path: claim))
            }
            intact = false
          }
        }
        if intact, claimed.count == 1 { framePaths[frame] = claimed[0].path }
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
  private static func difference(_ manifest: RenderManifest, _ reference: RenderManifest)
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

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
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
