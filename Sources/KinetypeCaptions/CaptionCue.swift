/// One cue of a subtitle file, or one segment of a transcript: the words shown together, from
/// ``start`` to ``end``.
public struct CaptionCue: Hashable, Sendable {
  /// When it appears, in milliseconds.
  public var start: Int
  /// When it goes, in milliseconds.
  public var end: Int
  /// Its words, in reading order.
  public var words: [CaptionWord]
  /// The source's name for it: an SRT index, a WebVTT cue identifier, an ASS line number.
  public var identifier: String?
  /// The ASS style it names (`Default`); nil for the other formats.
  public var style: String?
  /// The speaker: WebVTT's `<v Name>`, ASS's `Name` field, WhisperX's `speaker`.
  public var speaker: String?
  /// WebVTT cue settings in file order (`line:0`, `align:start`), and ASS's `\an` as `an`.
  public var settings: [CaptionCueSetting]

  /// A cue from `start` to `end` milliseconds showing `words`.
  public init(
    start: Int, end: Int, words: [CaptionWord], identifier: String? = nil,
    style: String? = nil, speaker: String? = nil, settings: [CaptionCueSetting] = []
  ) {
    self.start = start
    self.end = max(start, end)
    self.words = words
    self.identifier = identifier
    self.style = style
    self.speaker = speaker
    self.settings = settings
  }

  /// A cue from `start` to `end` milliseconds showing `text` (lines split at `\n`), cut into
  /// words as a subtitle's cue is: the words share its time in proportion to their length,
  /// marked untimed (``CaptionWord/isTimed``) when there is more than one.
  public init(text: String, start: Int, end: Int) {
    let words = CaptionWordBuilder.words([CaptionRun(text: text, start: start, end: end)]).words
    self.init(start: start, end: end, words: words)
  }

  /// The cue's text: its words joined by their spaces, lines by `\n`.
  public var text: String { CaptionText.joined(words) }

  /// The value of the setting `name`, if the cue has it.
  public func setting(_ name: String) -> String? {
    settings.first { $0.name == name }?.value
  }
}

/// A cue setting, `name:value` (WebVTT's `line:0` or `align:start`).
public struct CaptionCueSetting: Hashable, Sendable {
  /// The setting's name (`line`).
  public var name: String
  /// Its value as written (`0`, `10%,start`).
  public var value: String

  /// The setting `name` with `value`.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// Words joined into text.
enum CaptionText {
  /// `words` joined by their spaces, lines by `\n`.
  static func joined(_ words: [CaptionWord]) -> String {
    var text = ""
    for (index, word) in words.enumerated() {
      if index > 0 {
        if word.lineBreakBefore {
          text += "\n"
        } else if word.spaceBefore {
          text += " "
        }
      }
      text += word.text
    }
    return text
  }
}
