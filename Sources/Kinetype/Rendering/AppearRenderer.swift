/// Makes the glyphs of the spans marked with ``EmphasisAttribute`` fade in and rise into place
/// one after another, while the rest of the text is drawn as is.
///
/// This is the renderer of Apple's TextRenderer example: slice *i* of a marked span starts at
/// `stagger`'s start time for unit *i* (by default `i·0.05` s) and has
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
  /// the WWDC sample's element delay).
  public init(
    elapsedTime: Double, stagger: any StaggerModel, elementDuration: Double = 0.3,
    offset: Double = 8, reduceMotion: ReduceMotionFallback? = nil
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
    let spans = layout.emphasizedSpans
    guard !spans.isEmpty else { return 0 }
    let latest =
      spans.map { span in stagger(for: span.run).startTimes(count: span.count).max() ?? 0 }
      .max() ?? 0
    return latest + elementDuration
  }

  /// Draws unmarked runs as they are and marked slices at their progress.
  public func draw(layout: TextLayout, in context: inout GraphicsContext) {
    let order = layout.readingOrder
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
        let stagger = self.stagger(for: run)
        for slice in run {
          let position = order.position(of: slice)
          let start = stagger.startTime(
            ofUnit: position?.indexInSpan ?? 0, count: position?.countInSpan ?? 1)
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

extension TextLayout {
  /// Each span marked with ``EmphasisAttribute``: one of its runs and its number of slices.
  var emphasizedSpans: [(run: Run, count: Int)] {
    let order = readingOrder
    var spans: [Int: (run: Run, count: Int)] = [:]
    for run in runs where run[EmphasisAttribute.self] != nil {
      for slice in run {
        if let position = order.position(of: slice) {
          spans[run.spanIndex] = (run, position.countInSpan)
        }
      }
    }
    return spans.keys.sorted().compactMap { spans[$0] }
  }
}
