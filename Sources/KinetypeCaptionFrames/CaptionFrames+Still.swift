import Foundation
import KinetypeCaptions

extension CaptionFrames {
  /// Whether frame `frame` draws the same pixels as frame `frame` − 1, as the schedule says:
  /// the same pages are on both and nothing on them moves between the two — under `highlight`
  /// the same word is spoken (or none), under `pill` the same word with its box at rest, under
  /// the effect presets both frames come after every effect has settled. A burn then reuses
  /// the frame before instead of drawing it again.
  package func isStill(frame: Int) -> Bool {
    guard frame > 0 else { return false }
    let before = pages(onFrame: frame - 1)
    let now = pages(onFrame: frame)
    guard before.count == now.count else { return false }
    for (a, b) in zip(before, now) {
      guard a.frames == b.frames, a.origin == b.origin else { return false }
      let start = rate.seconds(atFrame: a.frames.startFrame)
      let then = rate.seconds(atFrame: frame - 1) - start
      let time = rate.seconds(atFrame: frame) - start
      // A page leaving moves on every frame of its exit.
      if let progress = exitProgress(of: a, at: time), progress > 0 { return false }
      switch preset {
      case .highlight, .pill:
        let active = CaptionWordRenderer.active(in: a.words, at: then)
        guard active == CaptionWordRenderer.active(in: a.words, at: time) else { return false }
        if preset == .pill, let active,
          CaptionWordRenderer.isGliding(a.words, active: active, at: then)
        {
          return false
        }
      case .karaoke, .pop, .typewriter, .fade:
        guard then >= a.settlingTime else { return false }
      }
    }
    return true
  }
}
