import Foundation
import KinetypeRaster

/// The record of one render of a frame sequence, or of one chunk of it: which frames were
/// written, at what times, and the SHA-256 of each file, with what they were rendered from.
///
/// Every sequence render writes one into its folder, named for its frames
/// (`kinetype-manifest.00120-00239.json`), so that chunks rendered on many machines into one
/// folder (or collected into one) can be checked with ``RenderVerification`` before they are
/// joined. The schema is in docs/render-farm.md; ``manifestVersion`` changes when it does.
public struct RenderManifest: Codable, Hashable, Sendable {
  /// The schema version: 1.
  public var manifestVersion: Int
  /// The Kinetype that rendered the frames (``KinetypeVersion/current``).
  public var kinetypeVersion: String
  /// The render the frames belong to: the same for every chunk of it.
  public var render: Render
  /// What was rendered.
  public var input: RenderInput
  /// The frames this run was asked for, first and last (inclusive): the whole timeline or a
  /// chunk. ``frames`` lists fewer when the run was interrupted.
  public var chunk: Chunk
  /// The frame files' name pattern (``FileNamePattern``).
  public var pattern: String
  /// Each frame written, in order.
  public var frames: [Frame]
  /// The contact sheet, when the run wrote one into the same folder; nil otherwise.
  public var contactSheet: File?
  /// How many times frames of this render were rendered again over an older manifest in the
  /// folder: one more than the highest generation of the folder's manifests of the same render
  /// that list a frame this one lists; nil (written as nothing) for 0. For each frame,
  /// ``RenderVerification`` takes the entries of the highest generation: a newer manifest
  /// supersedes older entries for the frames it holds.
  public var generation: Int?

  /// The frames of one whole render: what every chunk of it shares.
  public struct Render: Codable, Hashable, Sendable {
    /// Identifies the render: the SHA-256 of the canonical JSON of the input's hash, the
    /// Kinetype version, and the fields below. Chunks of one render have the same id.
    public var id: String
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Frames per second.
    public var framesPerSecond: Double
    /// Frames in the whole timeline, numbered from 0.
    public var frameCount: Int
    /// The PNG settings (`level=6 filter=none reduce=true`): frames encoded with other
    /// settings are other bytes.
    public var png: String

    /// The render of `input` in frames of `width`×`height` pixels, `frameCount` of them at
    /// `framesPerSecond`, encoded with `png` (``PNGOptions/manifestDescription``), by
    /// `kinetypeVersion`; its ``id`` is ``RenderManifest/renderID(input:width:height:framesPerSecond:frameCount:png:kinetypeVersion:)``.
    public init(
      input: RenderInput, width: Int, height: Int, framesPerSecond: Double, frameCount: Int,
      png: String, kinetypeVersion: String = KinetypeVersion.current
    ) {
      id = RenderManifest.renderID(
        input: input, width: width, height: height, framesPerSecond: framesPerSecond,
        frameCount: frameCount, png: png, kinetypeVersion: kinetypeVersion)
      self.width = width
      self.height = height
      self.framesPerSecond = framesPerSecond
      self.frameCount = frameCount
      self.png = png
    }
  }

  /// A range of frame numbers, both ends included (as Remotion's `frameRange`).
  public struct Chunk: Codable, Hashable, Sendable {
    /// The first frame.
    public var first: Int
    /// The last frame.
    public var last: Int

    /// Frames `first` to `last`, both included.
    public init(first: Int, last: Int) {
      self.first = first
      self.last = last
    }
  }

  /// One frame file.
  public struct Frame: Codable, Hashable, Sendable {
    /// The frame number, from 0.
    public var frame: Int
    /// Its time in seconds: frame ÷ fps.
    public var time: Double
    /// The file name, in the manifest's folder.
    public var file: String
    /// The file's size in bytes.
    public var bytes: Int
    /// The file's SHA-256, 64 lowercase hexadecimal digits.
    public var sha256: String

    /// Frame `frame` at `time` seconds, in `file` of `bytes` bytes with digest `sha256`.
    public init(frame: Int, time: Double, file: String, bytes: Int, sha256: String) {
      self.frame = frame
      self.time = time
      self.file = file
      self.bytes = bytes
      self.sha256 = sha256
    }
  }

  /// A file other than a frame.
  public struct File: Codable, Hashable, Sendable {
    /// The file name, in the manifest's folder.
    public var file: String
    /// The file's size in bytes.
    public var bytes: Int
    /// The file's SHA-256.
    public var sha256: String
  }

  /// The prefix of every manifest's file name.
  public static let fileNamePrefix = "kinetype-manifest."

  /// The manifest's file name for a run of `frames`: `kinetype-manifest.00120-00239.json`.
  public static func fileName(for frames: Range<Int>) -> String {
    func padded(_ n: Int) -> String {
      let digits = String(n)
      return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
    return fileNamePrefix + padded(frames.lowerBound) + "-"
      + padded(max(frames.lowerBound, frames.upperBound - 1)) + ".json"
  }

  /// The ``Render/id`` of a render with these properties.
  public static func renderID(
    input: RenderInput, width: Int, height: Int, framesPerSecond: Double, frameCount: Int,
    png: String, kinetypeVersion: String = KinetypeVersion.current
  ) -> String {
    struct Identity: Encodable {
      var input: String
      var kinetypeVersion: String
      var width: Int
      var height: Int
      var framesPerSecond: Double
      var frameCount: Int
      var png: String
    }
    return SHA256.hex(
      canonicalJSON(
        Identity(
          input: input.sha256, kinetypeVersion: kinetypeVersion, width: width, height: height,
          framesPerSecond: framesPerSecond, frameCount: frameCount, png: png)))
  }

  /// The manifest as pretty-printed JSON with sorted keys (the same manifest is the same
  /// bytes), ending in a newline.
  public func jsonData() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(self)) + [0x0A]
  }

  /// Reads a manifest.
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` naming `path` and what is wrong.
  public init(contentsOf path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FrameError.invalidArgument("cannot read \(path)")
    }
    do {
      self = try JSONDecoder().decode(RenderManifest.self, from: data)
    } catch let error as DecodingError {
      throw FrameError.invalidArgument(
        "\(path) is not a Kinetype manifest: \(Self.describe(error))")
    } catch {
      throw FrameError.invalidArgument("\(path) is not a Kinetype manifest: \(error)")
    }
    guard manifestVersion == 1 else {
      throw FrameError.invalidArgument(
        "\(path) has manifest version \(manifestVersion); this Kinetype reads version 1")
    }
  }

  /// Creates a manifest; a `generation` of 0 is written as none.
  public init(
    render: Render, input: RenderInput, chunk: Chunk, pattern: String, frames: [Frame],
    contactSheet: File? = nil, generation: Int = 0
  ) {
    manifestVersion = 1
    kinetypeVersion = KinetypeVersion.current
    self.render = render
    self.input = input
    self.chunk = chunk
    self.pattern = pattern
    self.frames = frames
    self.contactSheet = contactSheet
    self.generation = generation == 0 ? nil : generation
  }

  /// ``generation``, 0 when there is none.
  var generationNumber: Int { generation ?? 0 }

  /// `value` as compact JSON with sorted keys: the canonical form hashes are taken of.
  static func canonicalJSON(_ value: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain records of strings and numbers cannot fail.
    return (try? Array(encoder.encode(value))) ?? []
  }

  /// The JSON path and reason of a decoding error.
  private static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.reduce("$") { path, key in
        key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
      }
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(type)"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}

extension PNGOptions {
  /// How a manifest records the settings (``RenderManifest/Render/png``):
  /// `level=6 filter=none reduce=true`.
  public var manifestDescription: String {
    "level=\(compressionLevel) filter=\(filter) reduce=\(reducesColorType)"
  }
}
