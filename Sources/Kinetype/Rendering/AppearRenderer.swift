/// Makes the glyphs of the spans marked with ``EmphasisAttribute`` fade in and rise into place
/// one after another, while the rest of the text is drawn as is.
///
/// This is the renderer of Apple's TextRenderer example: slice *i* of a marked span has
/// `progress = min(1, max(0, t − i·elementDelay) / elementDuration)` and is drawn with opacity
/// `progress`, `(1 − progress)·offset` px below its place, at its exact subpixel position
/// (``DrawingOptions/disablesSubpixelQuantization``). Slices count in reading order within
/// their span, so a right-to-left span appears from the right.
public struct AppearRenderer: TextRenderer, Sendable {
  /// Seconds since the animation started.
  public var elapsedTime: Double
  /// Seconds between the starts of two consecutive slices. Default: 0.05.
  public var elementDelay: Double
  /// Seconds one slice takes to appear. Default: 0.3.
  public var elementDuration: Double
  /// Pixels below its place a slice starts from. Default: 8.
  public var offset: Double

  /// Creates the renderer at `elapsedTime`.
  public init(
    elapsedTime: Double, elementDelay: Double = 0.05, elementDuration: Double = 0.3,
    offset: Double = 8
  ) {
    self.elapsedTime = elapsedTime
    self.elementDelay = elementDelay
    self.elementDuration = elementDuration
    self.offset = offset
  }

  /// The renderer's animated value, for interpolation by an animation (SwiftUI's `Animatable`).
  public var animatableData: Double {
    get { elapsedTime }
    set { elapsedTime = newValue }
  }

  /// Room for the rising glyphs below the text.
  public var displayPadding: EdgeInsets { EdgeInsets(bottom: max(0, offset)) }

  /// The progress (0...1) of the slice at `index` in reading order within its span.
  public func progress(ofSliceAt index: Int) -> Double {
    guard elementDuration > 0 else { return elapsedTime >= Double(index) * elementDelay ? 1 : 0 }
    return min(1, max(0, elapsedTime - Double(index) * elementDelay) / elementDuration)
  }

  /// Seconds until every marked slice of `layout` has settled.
  public func settlingTime(for layout: TextLayout) -> Double {
    let longest = layout.emphasizedSpanSliceCounts.max() ?? 0
    guard longest > 0 else { return 0 }
    return Double(longest - 1) * elementDelay + elementDuration
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
        for slice in run {
          let index = order.position(of: slice)?.indexInSpan ?? 0
          let progress = self.progress(ofSliceAt: index)
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
  /// The number of slices in each span marked with ``EmphasisAttribute``.
  var emphasizedSpanSliceCounts: [Int] {
    let order = readingOrder
    return runs.filter { $0[EmphasisAttribute.self] != nil }
      .flatMap { run in run.compactMap { order.position(of: $0)?.countInSpan } }
  }
}
