/// The formats ``CaptionReader`` reads, named as `--captions-format` and scene files name them.
public enum CaptionFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// SubRip (`.srt`): numbered cues, `00:00:01,000 --> 00:00:02,500`.
  case srt
  /// WebVTT (`.vtt`), with cue settings, `<c>` classes and inline timestamps.
  case webvtt
  /// Advanced SubStation Alpha and SubStation Alpha (`.ass`, `.ssa`): `Dialogue:` lines, styles,
  /// `\k` karaoke.
  case ass
  /// Remotion's `Caption[]` JSON (`@remotion/captions`): `text`, `startMs`, `endMs`,
  /// `timestampMs`, `confidence`.
  case remotion
  /// whisper.cpp's full JSON (`-ojf`): `transcription[].tokens[]` with `offsets`.
  case whisperCpp = "whisper-cpp"
  /// OpenAI's `verbose_json` transcription with `timestamp_granularities: ["word"]`.
  case openAI = "openai"
  /// WhisperX's JSON: `segments[].words[]` with `start`, `end`, `score`.
  case whisperX = "whisperx"

  /// The name, as `--captions-format` takes it.
  public var description: String { rawValue }

  /// The names, for error messages.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
