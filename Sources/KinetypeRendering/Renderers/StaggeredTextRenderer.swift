import KinetypeText

/// A renderer that animates slices one after another on a ``StaggerSchedule``: the way to build
/// a new effect.
///
/// Give the renderer a ``stagger``, an ``elementDuration`` and (optionally) the
/// ``staggeredSpans`` it animates; in `draw`, ask ``schedule(for:)`` once and look each slice
/// up. The schedule comes from ``StaggerScheduleCache/shared``, so it is built once per layout
/// and configuration, not per frame; `kinetype stagger` charts the same schedule, so the
/// preview is the renderer's timing.
///
///     struct Pop: StaggeredTextRenderer {
///       var elapsedTime: Double
///       var stagger = Stagger(each: 0.04, by: .word)
///       var elementDuration = 0.25
///       func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///         let schedule = schedule(for: layout)
///         for line in layout {
///           for run in line {
///             for slice in run {
///               let start = schedule.start(of: slice) ?? 0
///               let progress = min(1, max(0, elapsedTime - start) / elementDuration)
///               var copy = context
///               copy.opacity = progress
///               copy.draw(slice)
///             }
///           }
///         }
///       }
///     }
///
/// Conformers get ``settlingTime(for:)`` (the schedule's last end) for free.
public protocol StaggeredTextRenderer: SettlingTextRenderer {
  /// When the units start, what a step moves and in which order.
  var stagger: Stagger { get }
  /// Seconds one slice takes; a slice ends this long after it starts.
  var elementDuration: Double { get }
  /// The runs the renderer animates. Default: the spans marked with ``EmphasisAttribute``.
  var staggeredSpans: StaggeredSpans { get }
  /// When each animated slice of `layout` starts and ends, exactly as `draw` follows it.
  /// Default: the cached schedule of ``stagger``, ``elementDuration`` and ``staggeredSpans``.
  func schedule(for layout: Text.Layout) -> StaggerSchedule
}

extension StaggeredTextRenderer {
  /// The spans marked with ``EmphasisAttribute``.
  public var staggeredSpans: StaggeredSpans { .marked(by: EmphasisAttribute.self) }

  /// The schedule of ``stagger`` over `layout`, from ``StaggerScheduleCache/shared``.
  public func schedule(for layout: Text.Layout) -> StaggerSchedule {
    schedule(for: layout, cache: .shared)
  }

  /// The schedule of ``stagger`` over `layout`, from `cache`.
  public func schedule(for layout: Text.Layout, cache: StaggerScheduleCache) -> StaggerSchedule {
    cache.schedule(
      for: layout, stagger: stagger, elementDuration: elementDuration, spans: staggeredSpans)
  }

  /// When the last slice has settled: the schedule's ``StaggerSchedule/duration``.
  public func settlingTime(for layout: Text.Layout) -> Double {
    schedule(for: layout).duration
  }
}
