import KinetypeCore

/// The kinds of ``Warning`` the captions readers and pager return.
public enum CaptionWarnings {
  /// Words without timings of their own inside a timed cue: spread over the cue by length
  /// (`untimed-words`).
  public static let untimedWords = Warning.Kind(rawValue: "untimed-words")
  /// Markup of the source Kinetype does not apply (an ASS override tag such as `\pos`, an SRT
  /// `<font>` tag, a WebVTT setting it does not know): the text is kept, the tag dropped
  /// (`ignored-caption-markup`). The message names the tag.
  public static let ignoredMarkup = Warning.Kind(rawValue: "ignored-caption-markup")
  /// A cue or word that cannot be shown as written (ends before it starts, empty, out of
  /// order): repaired as the message says (`repaired-caption-timing`).
  public static let repairedTiming = Warning.Kind(rawValue: "repaired-caption-timing")
}
