/// The renderer of Apple's WWDC24 "Creating visual effects with SwiftUI" sample: the glyphs of
/// spans marked with ``EmphasisAttribute`` spring up from below the baseline while they sharpen
/// from a blur and fade in; the rest of the text fades in over 0.2 s.
///
/// It follows the sample's code exactly (not its comments). For a span of *n* slices,
/// `delay = max((T − n·e)/(n + 1), (T − e)/n)` with T = ``totalDuration`` and
/// e = ``elementDuration``; slice *i* runs on `tᵢ = clamp(elapsed − i·delay, 0, e)` with
/// progress `p = tᵢ / e`:
/// - opacity `UnitCurve.easeIn(1.4·p)`;
/// - blur σ = `height / 16 · easeIn(1 − p)` (height of the slice's typographic box);
/// - offset `Spring.snappy(duration: e − 0.05, extraBounce: 0.4)` from `−descent` to 0 at `tᵢ`,
///   which leaves the sample's resting offset of about 4% of the descent.
public struct AppearanceEffectRenderer: SettlingTextRenderer, Animatable, Sendable {
  /// Seconds since the animation started (clamped to ``totalDuration``).
  public var elapsedTime: Double
  /// Seconds one slice takes. Default: 0.4.
  public var elementDuration: Double
  /// Seconds the whole span takes.
  public var totalDuration: Double

  /// Creates the renderer, as the sample does.
  public init(elapsedTime: Double, elementDuration: Double = 0.4, totalDuration: Double) {
    self.elapsedTime = min(elapsedTime, totalDuration)
    self.elementDuration = min(elementDuration, totalDuration)
    self.totalDuration = totalDuration
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

  /// The total duration: every slice's clock stops by then.
  public func settlingTime(for layout: TextLayout) -> Double { totalDuration }

  /// The sample's delay between slices of a span of `count`.
  public func elementDelay(count: Int) -> Double {
    let n = Double(max(1, count))
    let remaining = totalDuration - n * elementDuration
    return max(remaining / (n + 1), (totalDuration - elementDuration) / n)
  }

  /// Draws every run: marked ones slice by slice, the rest faded in.
  public func draw(layout: TextLayout, in context: inout GraphicsContext) {
    let order = layout.readingOrder
    for run in layout.runs {
      guard run[EmphasisAttribute.self] != nil else {
        var copy = context
        copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
        copy.draw(run)
        continue
      }
      for slice in run {
        let position = order.position(of: slice)
        let delay = elementDelay(count: position?.countInSpan ?? run.count)
        let offset = Double(position?.indexInSpan ?? 0) * delay
        let time = max(0, min(elapsedTime - offset, elementDuration))
        var copy = context
        draw(slice, at: time, in: &copy)
      }
    }
  }

  /// Draws one slice at its own time.
  func draw(_ slice: TextLayout.RunSlice, at time: Double, in context: inout GraphicsContext) {
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
