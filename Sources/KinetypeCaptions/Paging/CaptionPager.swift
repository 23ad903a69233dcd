import KinetypeCore

/// Groups a track's words into pages as caption tools make them: a new page after a pause
/// (``CaptionPagingOptions/silenceGap``), past the time window
/// (``CaptionPagingOptions/pageWindow``) or when the words no longer fit the lines; the
/// source's cues kept when it has them.
///
/// ```swift
/// let paged = CaptionPager.pages(track, options: CaptionPagingOptions(maxCharactersPerLine: 20))
/// let frames = paged.pages.map { CaptionPageFrames($0, at: CaptionFrameRate(30)) }
/// ```
public enum CaptionPager {
  /// The pages of `track`, and warnings about times moved (a negative offset past 0).
  public static func pages(_ track: CaptionTrack, options: CaptionPagingOptions = .init())
    -> (pages: [CaptionPage], warnings: [Warning])
  {
    var warnings: [Warning] = []
    var clamped = 0
    func shifted(_ time: Int, by delta: Int) -> Int {
      let moved = time + delta
      if moved < 0 { clamped += 1 }
      return max(0, moved)
    }
    // Words with offset and nudges, grouped by cue.
    var groups: [(cue: CaptionCue, words: [(word: CaptionWord, index: Int)])] = []
    var wordIndex = 0
    for cue in track.cues {
      var words: [(word: CaptionWord, index: Int)] = []
      for (position, var word) in cue.words.enumerated() {
        if position == 0, wordIndex > 0 {
          // Joined to the cue before when paged afresh: a space unless both are unspaced.
          word.spaceBefore =
            !(word.text.unicodeScalars.first.map(CaptionWordBuilder.isUnspaced) ?? false)
        }
        let delta = options.offset + (options.nudges[wordIndex] ?? 0)
        word.start = shifted(word.start, by: delta)
        word.end = max(word.start, shifted(word.end, by: delta))
        for index in word.syllables.indices {
          word.syllables[index].start = shifted(word.syllables[index].start, by: delta)
          word.syllables[index].end = max(
            word.syllables[index].start, shifted(word.syllables[index].end, by: delta))
        }
        words.append((word, wordIndex))
        wordIndex += 1
      }
      var moved = cue
      moved.start = shifted(cue.start, by: options.offset)
      moved.end = max(moved.start, shifted(cue.end, by: options.offset))
      groups.append((moved, words))
    }
    if clamped > 0 {
      warnings.append(
        Warning(
          CaptionWarnings.repairedTiming,
          "\(clamped) times moved before 0 by the offset or nudges; they start at 0"))
    }
    let isSubtitle = [.srt, .webvtt, .ass].contains(track.format)
    var pages: [CaptionPage] = []
    if options.keepsSourceCues, track.hasSourceCues, isSubtitle {
      for group in groups where !group.words.isEmpty {
        pages.append(keptCue(group.cue, group.words, options: options))
      }
      return (pages, warnings)
    }
    let streams =
      options.keepsSourceCues && track.hasSourceCues
      ? groups.map(\.words) : [groups.flatMap(\.words)]
    for stream in streams {
      pages += paged(
        stream.sorted { ($0.word.start, $0.index) < ($1.word.start, $1.index) }, options)
    }
    // A page stays up to the next one across a pause shorter than the silence gap.
    for index in pages.indices.dropLast() {
      let next = pages[index + 1].start
      if next > pages[index].end, next - pages[index].end < options.silenceGap {
        pages[index].end = next
      }
    }
    return (pages, warnings)
  }

  /// A subtitle cue as one page: its own line breaks, lines longer than the limit wrapped.
  private static func keptCue(
    _ cue: CaptionCue, _ words: [(word: CaptionWord, index: Int)], options: CaptionPagingOptions
  ) -> CaptionPage {
    var placed: [CaptionWord] = []
    var lineLength = 0
    for (position, entry) in words.enumerated() {
      var word = entry.word
      let length = word.text.count
      if position == 0 {
        word.lineBreakBefore = false
        lineLength = length
      } else if word.lineBreakBefore {
        lineLength = length
      } else {
        let added = lineLength + (word.spaceBefore ? 1 : 0) + length
        if added > options.maxCharactersPerLine {
          word.lineBreakBefore = true
          lineLength = length
        } else {
          lineLength = added
        }
      }
      placed.append(word)
    }
    return CaptionPage(
      start: cue.start, end: cue.end, words: placed, wordIndices: words.map(\.index))
  }

  /// Words paged greedily by pause, window and lines.
  private static func paged(
    _ words: [(word: CaptionWord, index: Int)], _ options: CaptionPagingOptions
  ) -> [CaptionPage] {
    var pages: [CaptionPage] = []
    var current: [CaptionWord] = []
    var indices: [Int] = []
    var lines = 0
    var lineLength = 0
    func close() {
      guard let first = current.first else { return }
      let end = current.map(\.end).max() ?? first.end
      pages.append(CaptionPage(start: first.start, end: end, words: current, wordIndices: indices))
      current = []
      indices = []
      lines = 0
      lineLength = 0
    }
    let maxLines = max(1, options.maxLines)
    for (word, index) in words {
      var word = word
      let length = word.text.count
      if let previous = current.last, let first = current.first {
        let pause = word.start - previous.end
        let span = word.end - first.start
        if pause >= options.silenceGap || span > options.pageWindow {
          close()
        } else {
          let added = lineLength + (word.spaceBefore ? 1 : 0) + length
          if added <= options.maxCharactersPerLine {
            word.lineBreakBefore = false
            lineLength = added
          } else if lines < maxLines {
            word.lineBreakBefore = true
            lines += 1
            lineLength = length
          } else {
            close()
          }
        }
      }
      if current.isEmpty {
        word.lineBreakBefore = false
        lines = 1
        lineLength = length
      }
      current.append(word)
      indices.append(index)
    }
    close()
    return pages
  }
}
