/// Captions for Kinetype: subtitle files and transcripts read into timed words
/// (``CaptionReader``), and words grouped into pages as caption tools show them
/// (``CaptionPager``).
///
/// The module reads and pages; it draws nothing, so it depends only on KinetypeCore (colours,
/// warnings) and KinetypeText (ICU word breaks for scripts written without spaces).
/// `docs/captions.md` describes the formats, the fields read and ignored, and the paging rules.
public enum KinetypeCaptions {}
