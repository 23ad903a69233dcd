/// How ``CaptionPager`` groups words into pages (`--max-chars`, `--max-lines`, `--page-window`,
/// `--silence-gap`, `--offset`, `--keep-cues`).
public struct CaptionPagingOptions: Hashable, Sendable {
  /// The most characters (grapheme clusters, spaces included) on one line. A longer word gets
  /// a line of its own; a word is never cut. Default: 32.
  public var maxCharactersPerLine: Int
  /// The most lines on one page. Default: 2.
  public var maxLines: Int
  /// The longest a page lasts, in milliseconds, from its first word's start to its last word's
  /// end: the next word starts a new page past it. Default: 3000.
  public var pageWindow: Int
  /// A pause between two words at least this long, in milliseconds, starts a new page.
  /// Default: 700.
  public var silenceGap: Int
  /// Whether the source's cues are kept: a subtitle file's cues (SRT, WebVTT, ASS) become one
  /// page each, with their own line breaks; a transcript's segments are never joined, only cut
  /// by the limits above. False pages every word afresh. Default: true.
  public var keepsSourceCues: Bool
  /// Milliseconds added to every time (negative: earlier; times stop at 0). Default: 0.
  public var offset: Int
  /// Milliseconds added to one word's start and end, by the word's index in
  /// ``CaptionTrack/words``.
  public var nudges: [Int: Int]

  /// Options with the defaults above, or the ones given.
  public init(
    maxCharactersPerLine: Int = 32, maxLines: Int = 2, pageWindow: Int = 3000,
    silenceGap: Int = 700, keepsSourceCues: Bool = true, offset: Int = 0, nudges: [Int: Int] = [:]
  ) {
    self.maxCharactersPerLine = maxCharactersPerLine
    self.maxLines = maxLines
    self.pageWindow = pageWindow
    self.silenceGap = silenceGap
    self.keepsSourceCues = keepsSourceCues
    self.offset = offset
    self.nudges = nudges
  }
}
