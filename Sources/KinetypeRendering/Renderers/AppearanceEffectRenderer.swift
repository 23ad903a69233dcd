import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// The renderer of Apple's WWDC24 "Creating visual effects with SwiftUI" sample: the glyphs of
/// spans marked with ``EmphasisAttribute`` drop into place from one descent above while they sharpen
/// from a blur and fade in; the rest of the text fades in over 0.2 s.
///
/// It follows the sample's code exactly (not its comments). By default the slices of a span of
/// *n* slices are `delay = max((T − n·e)/(n + 1), (T − e)/n)` apart, with T = ``totalDuration``
/// and e = ``elementDuration`` (``StaggerSpacing/fitted(totalDuration:elementDuration:)``);
/// any other ``Stagger`` works too. Slice *i* runs on `tᵢ = clamp(elapsed − startᵢ, 0, e)` with
/// progress `p = tᵢ / e`, where the clock `elapsed` stops at ``settlingTime(for:)``:
/// - opacity `UnitCurve.easeIn(1.4·p)`;
/// - blur σ = `height / 16 · easeIn(1 − p)` (height of the slice's typographic box);
/// - offset `Spring.snappy(duration: e − 0.05, extraBounce: 0.4)` from `−descent` to 0 at `tᵢ`,
///   which leaves the sample's resting offset of about 4% of the descent.
///
/// With ``reduceMotion`` set, nothing moves: all the text shows at once
/// (``ReduceMotionFallback/endState``) or fades in together
/// (``ReduceMotionFallback/crossFade(duration:)``), at its place, unblurred.
public struct AppearanceEffectRenderer: StaggeredTextRenderer, Animatable, Sendable {
  /// Seconds since the animation started.
  public var elapsedTime: Double
  /// Seconds one slice takes. Default: 0.4.
  public var elementDuration: Double
  /// Seconds the effect lasts at least; the clock stops at the later of this and the last
  /// slice's end. nil (the effect's default, `appearance` in markup, scenes and on the command
  /// line): the sample's T, the total duration its fitted spacing fills
  /// (``StaggerSchedule/fittedDuration``: `--total-duration`, `stagger: {totalDuration: 2}`),
  /// or, under any other spacing, when the last slice has settled and at least the 0.2 s fade
  /// of the rest. So the same stagger settles at the same time however it is given.
  public var totalDuration: Double?
  /// When each slice starts. Default: the sample's fitted spacing for ``totalDuration``.
  public var stagger: Stagger
  /// What to do instead of moving, for viewers who asked for less motion. Default: nil (move).
  public var reduceMotion: ReduceMotionFallback?
  /// Where schedules are kept (tests substitute their own).
  var scheduleCache = StaggerScheduleCache.shared

  /// Creates the renderer, as the sample does: slices fitted into `totalDuration`
  /// (`elementDuration` is clamped to it).
  public init(elapsedTime: Double, elementDuration: Double = 0.4, totalDuration: Double) {
    let element = min(elementDuration, totalDuration)
    self.init(
      elapsedTime: elapsedTime, elementDuration: element,
      stagger: Stagger(.fitted(totalDuration: totalDuration, elementDuration: element)),
      totalDuration: totalDuration)
  }

  /// Creates the renderer with any ``Stagger``; the effect lasts until the last slice has
  /// settled, or `totalDuration` if that is later.
  public init(
    elapsedTime: Double, elementDuration: Double = 0.4, stagger: Stagger,
    totalDuration: Double? = nil, reduceMotion: ReduceMotionFallback? = nil
  ) {
    self.elapsedTime = elapsedTime
    self.elementDuration = elementDuration
    self.stagger = stagger
    self.totalDuration = totalDuration
    self.reduceMotion = reduceMotion
  }

  /// The renderer's animated value (SwiftUI's `Animatable`).
  public var animatableData: Double {
    get { elapsedTime }
    set { elapsedTime = newValue }
  }

  /// The spring that lifts each slice: `.snappy(duration: e − 0.05, extraBounce: 0.4)`.
  public var spring: Spring {
    .snappy(duration: max(0.01, elementDuration - 0.05), extraBounce: 0.4)
  }

  /// Room for the blur and the start below the baseline.
  public var displayPadding: EdgeInsets { EdgeInsets(all: 12) }

  /// When each marked slice of `layout` starts and ends (its clock stops `elementDuration`
  /// after its start). Under Reduce Motion every slice starts at 0 and ends with the fade.
  public func schedule(for layout: Text.Layout) -> StaggerSchedule {
    let schedule = schedule(for: layout, cache: scheduleCache)
    switch reduceMotion {
    case nil: return schedule
    case .endState: return schedule.allAtOnce(ending: 0)
    case .crossFade(let duration): return schedule.allAtOnce(ending: duration)
    }
  }

  /// When every clock has stopped: the later of ``totalDuration`` (when it is nil, the fitted
  /// spacing's total duration, or 0.2 s, the fade of the rest) and the last slice's end.
  public func settlingTime(for layout: Text.Layout) -> Double {
    switch reduceMotion {
    case .endState: return 0
    case .crossFade(let duration): return duration
    case nil: return settlingTime(of: schedule(for: layout, cache: scheduleCache))
    }
  }

  func settlingTime(of schedule: StaggerSchedule) -> Double {
    max(totalDuration ?? schedule.fittedDuration ?? 0.2, schedule.duration)
  }

  /// Draws every run: marked ones slice by slice, the rest faded in.
  public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    let spans = staggeredSpans
    if let reduceMotion {
      if case .crossFade(let duration) = reduceMotion, duration > 0 {
        context.opacity = min(1, max(0, elapsedTime / duration))
      }
      for line in layout { context.draw(line) }
      return
    }
    let schedule = schedule(for: layout, cache: scheduleCache)
    let clock = min(elapsedTime, settlingTime(of: schedule))
    for line in layout {
      for run in line {
        guard spans.contains(run) else {
          var copy = context
          copy.opacity = UnitCurve.easeIn.value(at: clock / 0.2)
          copy.draw(run)
          continue
        }
        for slice in run {
          let start = schedule.start(of: slice) ?? 0
          let time = max(0, min(clock - start, elementDuration))
          var copy = context
          draw(slice, at: time, in: &copy)
        }
      }
    }
  }

  /// Draws one slice at its own time.
  func draw(_ slice: Text.Layout.RunSlice, at time: Double, in context: inout GraphicsContext) {
    let progress = elementDuration > 0 ? time / elementDuration : 1
    let opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
    guard opacity > 0 else { return }
    let bounds = slice.typographicBounds
    let blurRadius = bounds.rect.height / 16 * UnitCurve.easeIn.value(at: 1 - progress)
    let translationY = spring.value(
      fromValue: -bounds.descent, toValue: 0, initialVelocity: 0, time: time)
    context.translateBy(x: 0, y: translationY)
    context.addFilter(.blur(radius: blurRadius))
    context.opacity = opacity
    context.draw(slice, options: .disablesSubpixelQuantization)
  }
}
