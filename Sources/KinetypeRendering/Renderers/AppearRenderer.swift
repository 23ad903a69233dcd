import KinetypeCore
import KinetypeMotion
import KinetypeText

/// Makes the glyphs of the spans marked with ``EmphasisAttribute`` fade in and rise into place
/// one after another, while the rest of the text is drawn as is.
///
/// This is the renderer of Apple's TextRenderer example: each marked slice starts at its
/// ``StaggerSchedule`` start (by default `i·0.05` s for slice *i* of its span, in reading
/// order, so a right-to-left span appears from the right; see ``Stagger``) and has
/// `progress = min(1, max(0, t − start) / elementDuration)`; it is drawn with opacity
/// `progress`, `(1 − progress)·offset` px below its place, at its exact subpixel position
/// (``DrawingOptions/disablesSubpixelQuantization``).
///
/// With ``reduceMotion`` set, nothing moves: the marked slices show at once
/// (``ReduceMotionFallback/endState``) or fade in together (``ReduceMotionFallback/crossFade(duration:)``).
public struct AppearRenderer: StaggeredTextRenderer, Animatable, Sendable {
  /// Seconds since the animation started.
  public var elapsedTime: Double
  /// When each slice of a span starts. Default: `Stagger(each: 0.05)`, slice by slice in
  /// reading order.
  public var stagger: Stagger
  /// Seconds one slice takes to appear. Default: 0.3.
  public var elementDuration: Double
  /// Pixels below its place a slice starts from. Default: 8.
  public var offset: Double
  /// What to do instead of moving, for viewers who asked for less motion. Default: nil (move).
  public var reduceMotion: ReduceMotionFallback?
  /// Where schedules are kept (tests substitute their own).
  var scheduleCache = StaggerScheduleCache.shared

  /// Creates the renderer at `elapsedTime`, slices `each` seconds apart.
  public init(
    elapsedTime: Double, each: Double = 0.05, elementDuration: Double = 0.3, offset: Double = 8,
    reduceMotion: ReduceMotionFallback? = nil
  ) {
    self.init(
      elapsedTime: elapsedTime, stagger: Stagger(each: each), elementDuration: elementDuration,
      offset: offset, reduceMotion: reduceMotion)
  }

  /// Creates the renderer at `elapsedTime` with any ``Stagger``.
  public init(
    elapsedTime: Double, stagger: Stagger, elementDuration: Double = 0.3, offset: Double = 8,
    reduceMotion: ReduceMotionFallback? = nil
  ) {
    self.elapsedTime = elapsedTime
    self.stagger = stagger
    self.elementDuration = elementDuration
    self.offset = offset
    self.reduceMotion = reduceMotion
  }

  /// The renderer's animated value, for interpolation by an animation (SwiftUI's `Animatable`).
  public var animatableData: Double {
    get { elapsedTime }
    set { elapsedTime = newValue }
  }

  /// Room for the rising glyphs below the text.
  public var displayPadding: EdgeInsets {
    reduceMotion == nil ? EdgeInsets(bottom: max(0, offset)) : EdgeInsets()
  }

  /// The progress (0...1) of a slice that starts at `start` seconds.
  public func progress(startingAt start: Double) -> Double {
    guard elementDuration > 0 else { return elapsedTime >= start ? 1 : 0 }
    return min(1, max(0, elapsedTime - start) / elementDuration)
  }

  /// When each marked slice of `layout` starts and ends. Under Reduce Motion every slice starts
  /// at 0 and ends when the fade does (at once for ``ReduceMotionFallback/endState``).
  public func schedule(for layout: Text.Layout) -> StaggerSchedule {
    let schedule = schedule(for: layout, cache: scheduleCache)
    switch reduceMotion {
    case nil: return schedule
    case .endState: return schedule.allAtOnce(ending: 0)
    case .crossFade(let duration): return schedule.allAtOnce(ending: duration)
    }
  }

  /// Seconds until every marked slice of `layout` has settled.
  public func settlingTime(for layout: Text.Layout) -> Double {
    switch reduceMotion {
    case .endState: return 0
    case .crossFade(let duration): return duration
    case nil: return schedule(for: layout).duration
    }
  }

  /// Draws unmarked runs as they are and marked slices at their progress.
  public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    let spans = staggeredSpans
    if let reduceMotion {
      var faded = context
      if case .crossFade(let duration) = reduceMotion, duration > 0 {
        faded.opacity = min(1, max(0, elapsedTime / duration))
      }
      for line in layout {
        for run in line {
          if spans.contains(run) { faded.draw(run) } else { context.draw(run) }
        }
      }
      return
    }
    let schedule = schedule(for: layout, cache: scheduleCache)
    var settled = context
    settled.opacity = 1
    for line in layout {
      for run in line {
        guard spans.contains(run) else {
          context.draw(run)
          continue
        }
        // A marked ellipsis has no place in the schedule: it starts at 0.
        let starts = schedule.startTimes(in: run)
        // Settled slices next to each other are drawn together: the same pixels, less work.
        var firstSettled: Int?
        for index in run.indices {
          let progress = self.progress(startingAt: starts?[index] ?? 0)
          if progress >= 1 {
            if firstSettled == nil { firstSettled = index }
            continue
          }
          if let first = firstSettled {
            settled.draw(run, slices: first..<index, options: .disablesSubpixelQuantization)
            firstSettled = nil
          }
          guard progress > 0 else { continue }
          var copy = context
          copy.opacity = progress
          copy.translateBy(x: 0, y: (1 - progress) * offset)
          copy.draw(run[index], options: .disablesSubpixelQuantization)
        }
        if let first = firstSettled {
          settled.draw(run, slices: first..<run.endIndex, options: .disablesSubpixelQuantization)
        }
      }
    }
  }
}
