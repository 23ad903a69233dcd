/// One timed unit of a caption: a word, or in a script written without spaces one ICU word.
///
/// Times are whole milliseconds from the start of the media, the precision of SRT and WebVTT
/// (ASS's centiseconds and JSON's seconds are converted, rounded to the nearest millisecond).
public struct CaptionWord: Hashable, Sendable {
  /// The word as shown, without the spaces around it.
  public var text: String
  /// When it starts being spoken, in milliseconds.
  public var start: Int
  /// When it ends, in milliseconds; at least ``start``.
  public var end: Int
  /// Whether the source timed this word itself; false when it was spread over its cue by
  /// length (``CaptionWarnings/untimedWords``).
  public var isTimed: Bool
  /// Whether a space separates it from the word before (false after a line break's first
  /// word too, and between the words of Chinese, Japanese or Thai text).
  public var spaceBefore: Bool
  /// Whether the source starts a new line with this word (SRT and WebVTT line ends, ASS `\N`).
  public var lineBreakBefore: Bool
  /// The recogniser's confidence from 0 to 1, when the transcript gives one.
  public var confidence: Double?
  /// The ASS karaoke syllables (`\k`, `\kf`, `\ko`) this word is made of, in order; empty when
  /// the word is timed as one.
  public var syllables: [CaptionSyllable]
  /// The WebVTT classes (`<c.loud>`) around the word, in order.
  public var classes: [String]

  /// A word `text` from `start` to `end` milliseconds.
  public init(
    _ text: String, start: Int, end: Int, isTimed: Bool = true, spaceBefore: Bool = true,
    lineBreakBefore: Bool = false, confidence: Double? = nil,
    syllables: [CaptionSyllable] = [], classes: [String] = []
  ) {
    self.text = text
    self.start = start
    self.end = max(start, end)
    self.isTimed = isTimed
    self.spaceBefore = spaceBefore
    self.lineBreakBefore = lineBreakBefore
    self.confidence = confidence
    self.syllables = syllables
    self.classes = classes
  }

  /// How long it lasts, in milliseconds.
  public var duration: Int { end - start }
}

/// A karaoke syllable of an ASS word: `{\k25}syl` lasts 25 centiseconds.
public struct CaptionSyllable: Hashable, Sendable {
  /// How ASS sweeps it.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `\k`: the syllable changes from the secondary to the primary colour at its start.
    case instant = "k"
    /// `\kf` (or `\K`): the fill sweeps across it from left to right over its duration.
    case fill = "kf"
    /// `\ko`: the outline appears at its start.
    case outline = "ko"
  }

  /// The syllable's text, with any spaces that follow it removed.
  public var text: String
  /// Its start, in milliseconds.
  public var start: Int
  /// Its end, in milliseconds.
  public var end: Int
  /// The karaoke tag that timed it.
  public var kind: Kind

  /// A syllable `text` from `start` to `end` milliseconds swept as `kind`.
  public init(_ text: String, start: Int, end: Int, kind: Kind = .instant) {
    self.text = text
    self.start = start
    self.end = max(start, end)
    self.kind = kind
  }
}
