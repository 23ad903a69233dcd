/// How the files of a frame sequence are named: a printf-style pattern with one frame-number
/// directive, as ffmpeg's image2 reads it (`ffmpeg -i frame_%05d.png`).
///
/// The pattern is a file name, not a path: it holds exactly one `%d` or `%0Nd` (N from 1 to
/// 9: the number padded with zeros to N digits), `%%` for a literal `%`, no other `%`, no `/`,
/// and ends in `.png`. Default: `frame_%05d.png`.
public struct FileNamePattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let description: String
  private let prefix: String
  private let suffix: String
  /// Digits the number is padded to; 0 for `%d`.
  private let width: Int

  /// The default, `frame_%05d.png`: frame 7 is `frame_00007.png`.
  public static let frames = FileNamePattern(checked: "frame_", 5, ".png")

  private init(checked prefix: String, _ width: Int, _ suffix: String) {
    self.prefix = prefix
    self.width = width
    self.suffix = suffix
    description = Self.escape(prefix) + (width == 0 ? "%d" : "%0\(width)d") + Self.escape(suffix)
  }

  /// Parses `pattern`.
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` saying what is wrong: no frame number or
  ///   more than one, an unknown `%` directive, a `/`, a name that does not end in `.png`.
  public init(_ pattern: String) throws {
    func invalid(_ reason: String) -> FrameError {
      .invalidArgument("file name pattern '\(pattern)' \(reason)")
    }
    guard !pattern.contains("/") else {
      throw invalid("contains '/': it names files in the output folder, not a path")
    }
    guard !pattern.contains("\0") else { throw invalid("contains a NUL character") }
    var literal = ["", ""]
    var part = 0
    var width: Int?
    var characters = pattern[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        literal[part].append(character)
        continue
      }
      if characters.first == "%" {
        characters.removeFirst()
        literal[part].append("%")
        continue
      }
      let digits = characters.prefix { $0.isASCII && $0.isNumber }
      characters = characters.dropFirst(digits.count)
      guard characters.popFirst() == "d", digits.isEmpty || digits.first == "0",
        digits.count <= 2, let padding = digits.isEmpty ? 0 : Int(digits.dropFirst()),
        digits.isEmpty || (1...9).contains(padding)
      else {
        throw invalid("has an unknown directive: use %d or %05d (0 then 1 to 9 digits), %% for '%'")
      }
      guard width == nil else { throw invalid("has more than one frame number") }
      width = padding
      part = 1
    }
    guard let width else { throw invalid("has no frame number: add %05d or %d") }
    guard pattern.lowercased().hasSuffix(".png"), !literal[1].isEmpty else {
      throw invalid("must end in .png")
    }
    self.init(checked: literal[0], width, literal[1])
  }

  /// The file name of frame `number` (≥ 0).
  public func fileName(ofFrame number: Int) -> String {
    let digits = String(number)
    return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
  }

  /// The frame number a file of this pattern has, or nil when `fileName` is not one.
  public func frameNumber(inFileName fileName: String) -> Int? {
    guard fileName.hasPrefix(prefix), fileName.hasSuffix(suffix),
      fileName.count > prefix.count + suffix.count
    else { return nil }
    let digits = fileName.dropFirst(prefix.count).dropLast(suffix.count)
    guard digits.count <= 18, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(digits)
    else { return nil }
    // `frame_7.png` is not frame 7 of `frame_%05d.png`: only the exact spelling is.
    return fileName == self.fileName(ofFrame: number) ? number : nil
  }

  private static func escape(_ literal: String) -> String {
    literal.reduce(into: "") { $0 += $1 == "%" ? "%%" : String($1) }
  }
}
