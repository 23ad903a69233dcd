import Foundation

/// What a render was made from, and its SHA-256: chunks of one render, made on different
/// machines, must have the same input.
///
/// For text (`kinetype render --text …`) the hash covers the markup, the options that shape
/// the frames as they were given, and the bytes of each font file added; for a scene file it
/// will cover the scene's canonical form. The fields besides ``sha256`` are there for people
/// reading the manifest.
public struct RenderInput: Codable, Hashable, Sendable {
  /// `text`, or `scene` for a scene file.
  public var kind: String
  /// SHA-256 of the canonical input, 64 lowercase hexadecimal digits.
  public var sha256: String
  /// For text: the markup (read from `--text-file` if it came from a file).
  public var markup: String?
  /// For text: the options that shape the frames, `--name=value` (or `--name` for a flag),
  /// sorted by name, repeated options in the order given.
  public var options: [String]?
  /// For text: the SHA-256 of each font file added, in the order given.
  public var fonts: [String]?
  /// For text: each font file added, as its path was given; not hashed.
  public var fontPaths: [String]?
  /// For a scene: the scene file, as its path was given; not hashed.
  public var path: String?
  /// For captions burned into a video: the video, as its path was given (what `concat` takes
  /// the audio from); not hashed (the options name what the frames depend on).
  public var video: String?

  /// An input of `kind` whose canonical form hashes to `sha256`.
  public init(kind: String, sha256: String) {
    self.kind = kind
    self.sha256 = sha256
  }

  /// The input of a text render: `markup`, `options` (`--name=value`), and the font files
  /// at `fontPaths`, whose bytes are hashed (so the same font at another path on another
  /// machine is the same input).
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` when a font file cannot be read.
  public static func text(markup: String, options: [String], fontPaths: [String]) throws
    -> RenderInput
  {
    let fonts = try fontPaths.map { path in
      guard let data = FileManager.default.contents(atPath: path) else {
        throw FrameError.invalidArgument("cannot read font \(path) to hash it")
      }
      return SHA256.hex(data)
    }
    let sorted = options.enumerated().sorted {
      let (a, b) = (Self.name(of: $0.element), Self.name(of: $1.element))
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
    var input = RenderInput(kind: "text", sha256: "")
    input.markup = markup
    input.options = sorted
    input.fonts = fonts
    input.sha256 = SHA256.hex(Self.canonicalJSON(input))
    input.fontPaths = fontPaths.isEmpty ? nil : fontPaths
    return input
  }

  /// The input of captions burned into the video at `video` (`kind` `captions`): the
  /// transcript's text as `markup`, `options` (`--name=value`, including what identifies the
  /// video's frames), and the font files at `fontPaths`, hashed as for text.
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` when a font file cannot be read.
  public static func captions(
    markup: String, options: [String], fontPaths: [String], video: String
  ) throws -> RenderInput {
    var input = try text(markup: markup, options: options, fontPaths: fontPaths)
    input.kind = "captions"
    input.sha256 = SHA256.hex(Self.canonicalJSON(input))
    input.video = video
    return input
  }

  /// `--name` of `--name=value`.
  private static func name(of option: String) -> Substring {
    option.prefix { $0 != "=" }
  }

  /// The input without its hash and paths as JSON with sorted keys: what ``sha256`` is
  /// computed over.
  static func canonicalJSON(_ input: RenderInput) -> [UInt8] {
    var copy = input
    copy.sha256 = ""
    copy.fontPaths = nil
    copy.path = nil
    copy.video = nil
    return RenderManifest.canonicalJSON(copy)
  }
}
