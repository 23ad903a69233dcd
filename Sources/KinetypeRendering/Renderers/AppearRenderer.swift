/// Makes the glyphs of the spans marked with ``EmphasisAttribute`` fade in and rise into place
/// one after another, while the rest of the text is drawn as is.
///
/// This is the renderer of Apple's TextRenderer example: slice *i* of a marked span starts at
/// `stagger`'s start time for step *i* (by default `i·0.05` s; a step is a slice, or with
/// ``unit`` a word or a line) and has
/// `progress = min(1, max(0, t − start) / elementDuration)`; it is drawn with opacity
/// `progress`, `(1 − progress)·offset` px below its place, at its exact subpixel position
/// (``DrawingOptions/disablesSubpixelQuantization``). Slices count in reading order within
/// their span, so a right-to-left span appears from the right.
///
/// With ``reduceMotion`` set, nothing moves: the marked slices show at once
/// (``ReduceMotionFallback/endState``) or fade in together (``ReduceMotionFallback/crossFade(duration:)``).
public struct AppearRenderer: SettlingTextRenderer, Animatable, Sendable {
  /// Seconds since the animation started.
  public var elapsedTime: Double
  /// When each slice of a span starts. Default: GSAP's `each: 0.05` from the start.
  public var stagger: any StaggerModel
  /// Seconds one slice takes to appear. Default: 0.3.
  public var elementDuration: Double
  /// Pixels below its place a slice starts from. Default: 8.
  public var offset: Double
  /// What to do instead of moving, for viewers who asked for less motion. Default: nil (move).
  public var reduceMotion: ReduceMotionFallback?
  /// What one stagger step moves: slices, words or lines. Default: ``StaggerUnit/slice``.
  public var unit: StaggerUnit = .slice
  /// The order steps are counted in. Default: ``StaggerOrdering/reading``.
  public var ordering: StaggerOrdering = .reading

  /// Creates the renderer at `elapsedTime`, slices `elementDelay` seconds apart.
  public init(
    elapsedTime: Double, elementDelay: Double = 0.05, elementDuration: Double = 0.3,
    offset: Double = 8, reduceMotion: ReduceMotionFallback? = nil
  ) {
    self.init(
      elapsedTime: elapsedTime, stagger: GSAPStagger(each: elementDelay),
      elementDuration: elementDuration, offset: offset, reduceMotion: reduceMotion)
  }

  /// Creates the renderer at `elapsedTime` with any stagger model (GSAP, Manim's lag ratio,
  /// the WWDC sample's element delay), stepping by `unit` in `ordering`.
  public init(
    elapsedTime: Double, stagger: any StaggerModel, elementDuration: Double = 0.3,
    offset: Double = 8, reduceMotion: ReduceMotionFallback? = nil, unit: StaggerUnit = .slice,
    ordering: StaggerOrdering = .reading
  ) {
    self.unit = unit
    self.ordering = ordering
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

  /// The progress (0...1) of the slice at `index` in reading order within a span of `count`.
  public func progress(ofSliceAt index: Int, inSpanOf count: Int) -> Double {
    progress(startingAt: stagger.startTime(ofUnit: index, count: count))
  }

  /// The stagger of `run`'s span: its ``StaggerAttribute`` delay when it has one, else
  /// ``stagger``.
  public func stagger(for run: TextLayout.Run) -> any StaggerModel {
    run[StaggerAttribute.self].map { GSAPStagger(each: $0.delay) } ?? stagger
  }

  /// Seconds until every marked slice of `layout` has settled.
  public func settlingTime(for layout: TextLayout) -> Double {
    switch reduceMotion {
    case .endState: return 0
    case .crossFade(let duration): return duration
    case nil: break
    }
    let units = steps(in: layout)
    var latest: Double?
    for run in layout.runs where run[EmphasisAttribute.self] != nil {
      let stagger = self.stagger(for: run)
      for slice in run {
        guard let step = units.step(of: slice) else { continue }
        let start = stagger.startTime(ofUnit: step.index, count: step.count)
        latest = max(latest ?? start, start)
      }
    }
    return latest.map { $0 + elementDuration } ?? 0
  }

  /// Each marked slice's stagger step under ``unit`` and ``ordering``.
  func steps(in layout: TextLayout) -> StaggerUnits {
    StaggerUnits(layout: layout, unit: unit, ordering: ordering) {
      $0[EmphasisAttribute.self] != nil
    }
  }

  /// When `slice` of `run` starts appearing, in seconds (nil when it is not marked).
  func startTime(of slice: TextLayout.RunSlice, in run: TextLayout.Run, steps: StaggerUnits)
    -> Double?
  {
    guard let step = steps.step(of: slice) else { return nil }
    return stagger(for: run).startTime(ofUnit: step.index, count: step.count)
  }

  /// Draws unmarked runs as they are and marked slices at their progress.
  public func draw(layout: TextLayout, in context: inout GraphicsContext) {
    let steps = self.steps(in: layout)
    for line in layout {
      for run in line {
        guard run[EmphasisAttribute.self] != nil else {
          context.draw(run)
          continue
        }
        if let reduceMotion {
          var copy = context
          if case .crossFade(let duration) = reduceMotion, duration > 0 {
            copy.opacity = min(1, max(0, elapsedTime / duration))
          }
          copy.draw(run)
          continue
        }
        for slice in run {
          let start = startTime(of: slice, in: run, steps: steps) ?? 0
          let progress = self.progress(startingAt: start)
          guard progress > 0 else { continue }
          var copy = context
          copy.opacity = progress
          copy.translateBy(x: 0, y: (1 - progress) * offset)
          copy.draw(slice, options: .disablesSubpixelQuantization)
        }
      }
    }
  }
}
