/// Reads subtitle files and transcripts (``CaptionFormat``) into a ``CaptionTrack``.
///
/// ```swift
/// let reading = try CaptionReader.read(text, file: "talk.vtt")
/// for word in reading.track.words { print(word.text, word.start, word.end) }
/// ```
public enum CaptionReader {
  /// Reads `text`, the contents of `file` (named in errors and warnings), as `format`, or as
  /// the format ``detectFormat(of:)`` finds.
  /// - Throws: ``CaptionError`` with the line and column (and for JSON the path) of the first
  ///   problem, or at 1:1 when the format cannot be told.
  public static func read(_ text: String, file: String, format: CaptionFormat? = nil)
    throws(CaptionError) -> CaptionReading
  {
    let detected: CaptionFormat
    if let format {
      detected = format
    } else {
      guard let found = detectFormat(of: text) else {
        throw CaptionError(
          file: file, line: 1, column: 1,
          message:
            "cannot tell the captions format from the content; name it (\(CaptionFormat.names))")
      }
      detected = found
    }
    switch detected {
    case .srt: return try SubRipReader.read(text, file: file)
    case .webvtt: return try WebVTTReader.read(text, file: file)
    case .ass: return try ASSReader.read(text, file: file)
    case .remotion:
      return try TranscriptReaders.remotion(try CaptionJSON.parse(text, file: file), file: file)
    case .whisperCpp:
      return try TranscriptReaders.whisperCpp(try CaptionJSON.parse(text, file: file), file: file)
    case .openAI:
      return try TranscriptReaders.openAI(try CaptionJSON.parse(text, file: file), file: file)
    case .whisperX:
      return try TranscriptReaders.whisperX(try CaptionJSON.parse(text, file: file), file: file)
    }
  }

  /// The format of `text`, told from its content: `WEBVTT` first, an `[Script Info]` or
  /// `[Events]` section, JSON by its members (an array of objects with `startMs`: Remotion;
  /// `transcription`: whisper.cpp; top-level `words`: OpenAI; `segments`: WhisperX), a line with
  /// `-->`: SRT. nil when none fits.
  public static func detectFormat(of text: String) -> CaptionFormat? {
    var body = Substring(text)
    if body.first == "\u{FEFF}" { body = body.dropFirst() }
    body = body.drop { $0.isWhitespace }
    if body.hasPrefix("WEBVTT") { return .webvtt }
    if body.hasPrefix("{") || body.hasPrefix("[") {
      if let json = try? CaptionJSON.parse(String(body), file: "") {
        return jsonFormat(json)
      }
    }
    let lowered = body.prefix(4096).lowercased()
    if lowered.contains("[script info]") || lowered.contains("[events]") { return .ass }
    if body.contains("-->") { return .srt }
    return nil
  }

  private static func jsonFormat(_ json: CaptionJSON) -> CaptionFormat? {
    if let items = json.items {
      return items.isEmpty || items[0].has("startMs") ? .remotion : nil
    }
    if json.has("transcription") { return .whisperCpp }
    if json.has("words") { return .openAI }
    if json.has("segments") { return .whisperX }
    return nil
  }
}
