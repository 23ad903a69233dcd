import KinetypeCore

/// What ``CaptionReader/read(_:file:format:)`` returns: the track and the warnings about it.
public struct CaptionReading: Sendable {
  /// The cues read.
  public var track: CaptionTrack
  /// What was dropped, repaired or spread, in file order (kinds: ``CaptionWarnings``).
  public var warnings: [Warning]

  /// `track` with `warnings`.
  public init(track: CaptionTrack, warnings: [Warning]) {
    self.track = track
    self.warnings = warnings
  }
}

/// Warnings gathered while reading one file: each distinct markup tag once, untimed words
/// counted into one warning at the end.
struct CaptionWarningLog {
  private(set) var warnings: [Warning] = []
  private var seen: Set<String> = []
  private var spreadWords = 0
  private var spreadCues = 0
  /// The file, as warnings name it.
  let file: String

  init(file: String) { self.file = file }

  /// Warns once about `tag` first met at `line`:`column`.
  mutating func ignored(_ tag: String, _ reason: String, line: Int, column: Int) {
    guard seen.insert(tag).inserted else { return }
    warnings.append(
      Warning(
        CaptionWarnings.ignoredMarkup, "\(tag) \(reason); text kept, tag ignored",
        source: "\(file):\(line):\(column)"))
  }

  /// Warns about a timing repaired at `line`.
  mutating func repaired(_ message: String, line: Int, column: Int = 1) {
    warnings.append(
      Warning(CaptionWarnings.repairedTiming, message, source: "\(file):\(line):\(column)"))
  }

  /// Counts `count` words of one cue spread by length.
  mutating func spread(_ count: Int) {
    guard count > 0 else { return }
    spreadWords += count
    spreadCues += 1
  }

  /// The warnings, with the untimed words' one.
  func finished() -> [Warning] {
    guard spreadWords > 0 else { return warnings }
    let cues = spreadCues == 1 ? "1 cue" : "\(spreadCues) cues"
    return warnings + [
      Warning(
        CaptionWarnings.untimedWords,
        "\(spreadWords) words in \(cues) have no timings of their own; spread over their cue by length",
        source: file)
    ]
  }
}
