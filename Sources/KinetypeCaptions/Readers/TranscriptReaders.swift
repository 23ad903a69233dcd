import KinetypeCore

/// Reads the JSON transcripts of speech recognisers into timed words.
///
/// - Remotion `Caption[]`: `text` (a leading space starts a new word), `startMs`, `endMs`,
///   `confidence`; `timestampMs` is ignored. No cues: ``CaptionTrack/hasSourceCues`` is false.
/// - whisper.cpp `-ojf`: `transcription[]` segments with `offsets.from`/`to` (milliseconds) and
///   `tokens[]` with `text`, `offsets` and `p`; special tokens (`[_BEG_]`, `[_TT_…]`,
///   `<|…|>`) are skipped and a token without a leading space continues the word before.
/// - OpenAI `verbose_json`: `words[]` with `word`, `start`, `end` (seconds), grouped into the
///   `segments[]` they start in when there are segments.
/// - WhisperX: `segments[]` with `start`, `end`, `speaker` and `words[]` with `word`, `start`,
///   `end`, `score`; a word without times (WhisperX leaves numerals unaligned) shares the time
///   of the word before it, spread by length.
enum TranscriptReaders {
  /// Seconds as whole milliseconds.
  static func milliseconds(_ seconds: Double) -> Int? {
    guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return nil }
    return Int((seconds * 1000).rounded())
  }

  /// A non-negative whole number of milliseconds.
  static func wholeMilliseconds(_ value: CaptionJSON) -> Int? {
    guard let number = value.number, number.isFinite, number >= 0, number < 1e12 else {
      return nil
    }
    return Int(number.rounded())
  }

  /// A time in seconds, as milliseconds.
  static func seconds(_ value: CaptionJSON) -> Int? { value.number.flatMap(milliseconds) }

  /// A cue from `runs`, counting spread words into `log`.
  static func cue(
    _ runs: [CaptionRun], start: Int?, end: Int?, speaker: String? = nil,
    log: inout CaptionWarningLog
  ) -> CaptionCue {
    var built = CaptionWordBuilder.words(runs)
    for index in built.words.indices { built.words[index].syllables = [] }
    log.spread(built.spread)
    let first = start ?? built.words.first?.start ?? 0
    let last = end ?? built.words.map(\.end).max() ?? first
    return CaptionCue(start: first, end: max(first, last), words: built.words, speaker: speaker)
  }

  /// Remotion's `Caption[]`.
  static func remotion(_ json: CaptionJSON, file: String) throws(CaptionError) -> CaptionReading {
    var log = CaptionWarningLog(file: file)
    guard let items = json.items else {
      throw json.error("expected an array of captions, got \(json.kind)", file: file)
    }
    var runs: [CaptionRun] = []
    for item in items {
      guard case .object = item.value else {
        throw item.error("expected a caption object, got \(item.kind)", file: file)
      }
      let text = try item.required("text", "a string", file: file) { $0.string }
      let start = try item.required("startMs", "milliseconds ≥ 0", file: file, wholeMilliseconds)
      var end = try item.required("endMs", "milliseconds ≥ 0", file: file, wholeMilliseconds)
      let confidence = try item.optional("confidence", "a number", file: file) { $0.number }
      if end < start {
        log.repaired(
          "caption ends before it starts; shown for no time", line: item.line, column: item.column)
        end = start
      }
      runs.append(CaptionRun(text: text, start: start, end: end, confidence: confidence))
    }
    let cue = self.cue(runs, start: nil, end: nil, log: &log)
    return CaptionReading(
      track: CaptionTrack(
        format: .remotion, cues: cue.words.isEmpty ? [] : [cue], hasSourceCues: false),
      warnings: log.finished())
  }

  /// whisper.cpp's full JSON.
  static func whisperCpp(_ json: CaptionJSON, file: String) throws(CaptionError)
    -> CaptionReading
  {
    var log = CaptionWarningLog(file: file)
    let segments = try json.required("transcription", "an array of segments", file: file) {
      $0.items
    }
    var cues: [CaptionCue] = []
    for segment in segments {
      let offsets = try segment.required("offsets", "an object", file: file) { $0 }
      let start = try offsets.required("from", "milliseconds ≥ 0", file: file, wholeMilliseconds)
      let end = try offsets.required("to", "milliseconds ≥ 0", file: file, wholeMilliseconds)
      var runs: [CaptionRun] = []
      if let tokens = try segment.optional("tokens", "an array", file: file, { $0.items }) {
        for token in tokens {
          let text = try token.required("text", "a string", file: file) { $0.string }
          if isSpecialToken(text) { continue }
          let confidence = try token.optional("p", "a number", file: file) { $0.number }
          if let tokenOffsets = token["offsets"] {
            let from = try tokenOffsets.required(
              "from", "milliseconds ≥ 0", file: file, wholeMilliseconds)
            let to = try tokenOffsets.required(
              "to", "milliseconds ≥ 0", file: file, wholeMilliseconds)
            runs.append(
              CaptionRun(text: text, start: from, end: max(from, to), confidence: confidence))
          } else if !runs.isEmpty {
            runs[runs.count - 1].text += text
          } else {
            runs.append(CaptionRun(text: text, start: start, end: end, confidence: confidence))
          }
        }
      } else {
        let text = try segment.required("text", "a string", file: file) { $0.string }
        runs.append(CaptionRun(text: text, start: start, end: end))
      }
      let cue = self.cue(runs, start: start, end: end, log: &log)
      if !cue.words.isEmpty { cues.append(cue) }
    }
    return CaptionReading(
      track: CaptionTrack(format: .whisperCpp, cues: cues, hasSourceCues: true),
      warnings: log.finished())
  }

  /// Whether a whisper token is a special one: `[_BEG_]`, `[_TT_150]`, `<|endoftext|>`.
  static func isSpecialToken(_ text: String) -> Bool {
    (text.hasPrefix("[_") && text.hasSuffix("]")) || (text.hasPrefix("<|") && text.hasSuffix("|>"))
  }

  /// A word's text as a run's: a space before it unless both sides are written without spaces.
  private static func spaced(_ word: String, after previous: String?) -> String {
    guard let previous, let last = previous.unicodeScalars.last,
      let first = word.unicodeScalars.first
    else { return word }
    if CaptionWordBuilder.isUnspaced(last), CaptionWordBuilder.isUnspaced(first) { return word }
    return " " + word
  }

  /// OpenAI's `verbose_json`.
  static func openAI(_ json: CaptionJSON, file: String) throws(CaptionError) -> CaptionReading {
    var log = CaptionWarningLog(file: file)
    let words = try json.required("words", "an array of words", file: file) { $0.items }
    var segmentStarts: [(start: Int, end: Int)] = []
    if let segments = try json.optional("segments", "an array", file: file, { $0.items }) {
      for segment in segments {
        let start = try segment.required("start", "seconds ≥ 0", file: file, seconds)
        let end = try segment.required("end", "seconds ≥ 0", file: file, seconds)
        segmentStarts.append((start, max(start, end)))
      }
    }
    var groups: [[CaptionRun]] = Array(repeating: [], count: max(1, segmentStarts.count))
    var previous: String?
    for item in words {
      let text = try item.required("word", "a string", file: file) { $0.string }
      let start = try item.required("start", "seconds ≥ 0", file: file, seconds)
      let end = try item.required("end", "seconds ≥ 0", file: file, seconds)
      let group = segmentStarts.lastIndex { $0.start <= start } ?? 0
      groups[group].append(
        CaptionRun(text: spaced(text, after: previous), start: start, end: max(start, end)))
      previous = text
    }
    var cues: [CaptionCue] = []
    for (index, runs) in groups.enumerated() where !runs.isEmpty {
      let bounds = index < segmentStarts.count ? segmentStarts[index] : nil
      cues.append(cue(runs, start: bounds?.start, end: bounds?.end, log: &log))
    }
    return CaptionReading(
      track: CaptionTrack(format: .openAI, cues: cues, hasSourceCues: !segmentStarts.isEmpty),
      warnings: log.finished())
  }

  /// WhisperX's JSON.
  static func whisperX(_ json: CaptionJSON, file: String) throws(CaptionError) -> CaptionReading {
    var log = CaptionWarningLog(file: file)
    let segments = try json.required("segments", "an array of segments", file: file) { $0.items }
    var cues: [CaptionCue] = []
    for segment in segments {
      let start = try segment.required("start", "seconds ≥ 0", file: file, seconds)
      let end = try segment.required("end", "seconds ≥ 0", file: file, seconds)
      let speaker = try segment.optional("speaker", "a string", file: file) { $0.string }
      var runs: [CaptionRun] = []
      if let words = try segment.optional("words", "an array of words", file: file, { $0.items }) {
        var previous: String?
        for (index, item) in words.enumerated() {
          let text = try item.required("word", "a string", file: file) { $0.string }
          let wordStart = try item.optional("start", "seconds ≥ 0", file: file, seconds)
          let wordEnd = try item.optional("end", "seconds ≥ 0", file: file, seconds)
          let score = try item.optional("score", "a number", file: file) { $0.number }
          let piece = spaced(text, after: previous)
          previous = text
          if let wordStart {
            runs.append(
              CaptionRun(
                text: piece, start: wordStart, end: max(wordStart, wordEnd ?? wordStart),
                confidence: score))
            continue
          }
          // Untimed: shares the run before it up to the next timed word (or the segment end).
          let next =
            words[(index + 1)...].lazy.compactMap {
              try? $0.optional("start", "", file: file, seconds)
            }
            .first ?? end
          if runs.isEmpty {
            runs.append(CaptionRun(text: piece, start: start, end: max(start, next)))
          } else {
            runs[runs.count - 1].text += piece
            runs[runs.count - 1].end = max(runs[runs.count - 1].end, next)
          }
        }
      } else {
        let text = try segment.required("text", "a string", file: file) { $0.string }
        runs.append(CaptionRun(text: text, start: start, end: end))
      }
      let cue = self.cue(runs, start: start, end: max(start, end), speaker: speaker, log: &log)
      if !cue.words.isEmpty { cues.append(cue) }
    }
    return CaptionReading(
      track: CaptionTrack(format: .whisperX, cues: cues, hasSourceCues: true),
      warnings: log.finished())
  }
}
