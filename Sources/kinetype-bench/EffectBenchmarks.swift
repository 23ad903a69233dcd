import Foundation
import Kinetype

/// The built-in effects' frame cost on W2's paragraph (DejaVu Sans 28 px wrapped at 1800 px on a
/// 1920×1080 frame, all of it animated), against the appear effect's, and motion blur's.
///
/// Each effect runs with its defaults but W2's spacing (`each` 0.004 s, as W2's appear), so
/// every effect is in motion over about the same span of frames; the measurement renders 24
/// frames spread evenly over the effect's settling time (each round shifted by 3.7 ms, so that
/// no round reuses the glyph masks of moving glyphs from the one before, as a sequence does not)
/// into one reused canvas on one thread, timed by the thread's CPU time (steadier than the wall
/// clock on a shared machine: the frames render on this one thread), and keeps the best of 3 rounds (the rounds take turns across effects, so a busy machine
/// skews them alike). `motion-blur.8` is the wave with 8 samples per frame, `motion-blur.1` the
/// same frames without, both through `FrameSource.renderFrame(at:)` (a new frame each, as the
/// exporter renders them); the `.png` cases also encode each frame as the exporter does.
///
/// Usage: kinetype-bench effects [--only NAME] [--frames N]
func runEffectBenchmarks(arguments: [String]) throws {
  var only: String?
  if let flag = arguments.firstIndex(of: "--only"), flag + 1 < arguments.count {
    only = arguments[flag + 1]
  }
  var frameCount = 24
  if let flag = arguments.firstIndex(of: "--frames"), flag + 1 < arguments.count,
    let count = Int(arguments[flag + 1])
  {
    frameCount = max(2, count)
  }
  guard let workload = FrameWorkload(name: "w2") else { throw BenchmarkError("no W2") }
  let base = try workload.animation()
  let layout = base.layout
  let frame = base.fixedFrame

  func animation(_ effect: any TextEffect) -> AnimatedText {
    var effect = effect
    if TextEffects.named(type(of: effect).name)?.staggerSupport.spacing ?? false {
      effect.stagger.spacing = .each(workload.delay)
    }
    let configured = effect
    return AnimatedText(layout: layout, background: .white, fixedFrame: frame) { time in
      var copy = configured
      copy.elapsedTime = time
      return EffectRenderer(elapsedTime: time, effect: copy)
    }
  }

  var cases: [(name: String, source: any FrameSource, duration: Double)] = []
  for kind in TextEffects.builtIn {
    let animated = animation(kind.init())
    cases.append((kind.name, animated, animated.duration))
  }
  let wave = animation(WaveEffect())
  let blurred = try wave.motionBlurred(samples: 8, framesPerSecond: 60)
  cases.append(("motion-blur.1", wave, wave.duration))
  cases.append(("motion-blur.8", blurred, wave.duration))
  cases.append(("motion-blur.1.png", wave, wave.duration))
  cases.append(("motion-blur.8.png", blurred, wave.duration))
  let chosen = cases.filter { only == nil || $0.name == only }

  var failure: Error?
  var best = [Double](repeating: .infinity, count: chosen.count)
  for round in 0..<3 {
    for (index, entry) in chosen.enumerated() {
      // Each round at its own times, as the frames of a sequence come: moving glyphs land on
      // new subpixel positions, so no round finds the previous one's masks in the glyph cache.
      let times = (0..<frameCount).map {
        entry.duration * Double($0) / Double(frameCount - 1) + Double(round) * 0.0037
      }
      var canvas: Pixmap?
      let start = threadCPUSeconds()
      do {
        for time in times {
          if !entry.name.hasPrefix("motion-blur"), let animated = entry.source as? AnimatedText {
            var reused = try canvas ?? Pixmap(width: 1, height: 1)
            try animated.render(at: time, into: &reused)
            canvas = reused
          } else if entry.name.hasSuffix(".png") {
            _ = try entry.source.renderFrame(at: time).pngData(options: .frames)
          } else {
            _ = try entry.source.renderFrame(at: time)
          }
        }
      } catch {
        failure = error
      }
      let seconds = threadCPUSeconds() - start
      best[index] = min(best[index], seconds / Double(frameCount))
    }
  }
  if let failure { throw failure }
  for (index, entry) in chosen.enumerated() {
    report("effects.\(entry.name)", best[index] * 1000, "ms")
  }
}

/// Seconds of CPU time this thread has used.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
