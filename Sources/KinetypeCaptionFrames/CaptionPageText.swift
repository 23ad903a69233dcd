import KinetypeCaptions
import KinetypeRendering
import KinetypeText

/// A page as text: each word a span timed from the frame its start falls in, so that the
/// stagger schedule of any effect plays the words when they are spoken.
enum CaptionPageText {
  /// The timed text of `page` under `preset`, times in seconds from the page's first frame.
  static func text(
    _ page: CaptionPage, frames: CaptionPageFrames, rate: CaptionFrameRate,
    preset: CaptionPreset, appearance: CaptionAppearance, fontSize: Double
  ) -> Text {
    let origin = rate.seconds(atFrame: frames.startFrame)
    func local(_ frame: Int) -> Double { max(0, rate.seconds(atFrame: frame) - origin) }
    let frame = rate.seconds(atFrame: 1)
    var text = Text(verbatim: "")
    var lineStart = frames.wordStartFrames.first ?? frames.startFrame
    for (index, word) in page.words.enumerated() {
      // What stands before the word: a line break, a space or nothing. A typewriter types it
      // with the word (it is part of the word's timed span), so the caret never waits at a
      // space or a line's end the schedule would otherwise type at once; the other presets
      // keep it untimed, outside the word's box.
      var separator = ""
      if index > 0 {
        if word.lineBreakBefore {
          separator = "\n"
          lineStart = frames.wordStartFrames[index]
        } else if word.spaceBefore {
          separator = " "
        }
      }
      if preset != .typewriter, !separator.isEmpty {
        text = text + Text(verbatim: separator)
        separator = ""
      }
      let startFrame = frames.wordStartFrames[index]
      let nextFrame =
        index + 1 < page.words.count ? frames.wordStartFrames[index + 1] : frames.endFrame
      let start: Double
      let duration: Double
      switch preset {
      case .karaoke:
        start = local(startFrame)
        duration = max(frame, local(max(frames.wordEndFrames[index], startFrame + 1)) - start)
      case .highlight, .pill:
        start = local(startFrame)
        duration = max(frame, local(max(nextFrame, startFrame + 1)) - start)
      case .pop:
        start = local(startFrame)
        duration = 0.3
      case .typewriter:
        start = local(startFrame)
        duration = min(0.12, max(frame, local(max(nextFrame, startFrame + 1)) - start))
      case .fade:
        start = local(lineStart)
        duration = 0.3
      }
      text =
        text
        + Text(verbatim: separator + word.text).customAttribute(
          TimingAttribute(
            start: min(start, TimingAttribute.startRange.upperBound), duration: duration))
    }
    return text.font(.system(size: fontSize)).foregroundColor(appearance.color)
  }
}
