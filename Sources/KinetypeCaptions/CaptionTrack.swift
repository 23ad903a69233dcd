/// Everything read from one captions file: its cues, in time order, and what the format says
/// about styling.
public struct CaptionTrack: Hashable, Sendable {
  /// The format it was read as.
  public var format: CaptionFormat
  /// The cues, in file order.
  public var cues: [CaptionCue]
  /// Whether the cues are the source's own grouping (subtitle cues, transcript segments) that
  /// paging keeps; false for a flat list of words (Remotion captions, OpenAI's `words`).
  public var hasSourceCues: Bool
  /// The ASS styles, in file order; empty for the other formats.
  public var styles: [CaptionStyleSheet]

  /// A track read as `format`.
  public init(
    format: CaptionFormat, cues: [CaptionCue], hasSourceCues: Bool,
    styles: [CaptionStyleSheet] = []
  ) {
    self.format = format
    self.cues = cues
    self.hasSourceCues = hasSourceCues
    self.styles = styles
  }

  /// Every word of every cue, in order.
  public var words: [CaptionWord] { cues.flatMap(\.words) }

  /// The end of the last cue, in milliseconds (0 without cues).
  public var end: Int { cues.map(\.end).max() ?? 0 }
}
