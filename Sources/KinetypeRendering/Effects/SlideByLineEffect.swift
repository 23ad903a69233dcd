import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// Each line slides into place from an edge, one after another, optionally out of a mask the size
/// of the line: `slide-by-line` in markup and on the command line.
///
/// Line *i* at progress p = (t − startᵢ) / (endᵢ − startᵢ), eased e = easeOut(p), is drawn
/// `(1 − e)·distance` px away from its place towards ``edge`` with opacity e. `leading` and
/// `trailing` follow the paragraph's direction (the leading edge of a Hebrew line is its right).
/// With ``mask`` (GSAP SplitText's `mask: "lines"`) the line is clipped to its own box, so it
/// rises out of an invisible slot. A line moves whole: joins and conjuncts are untouched. Its
/// unit is the line: it refuses `by` slice or word.
public struct SlideByLineEffect: CommonTextEffect {
  /// The edge a line slides in from.
  public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// From below.
    case bottom
    /// From above.
    case top
    /// From the side the line's text starts on (left in English, right in Hebrew).
    case leading
    /// From the side the line's text ends on.
    case trailing
  }

  /// `slide-by-line`.
  public static let name = "slide-by-line"
  /// What it does.
  public static let summary = "each line slides into place from an edge, out of a mask"
  /// `distance`, `edge`, `mask`.
  public static let parameters = [
    EffectParameter(
      "distance", .number(0...2000), unit: "px", default: "the line's height",
      "how far from its place a line starts"),
    EffectParameter(
      "edge", .choice(Edge.allCases.map(\.rawValue)), default: "bottom",
      "the edge a line slides in from (leading and trailing follow the text's direction)"),
    EffectParameter(
      "mask", .flag, default: "true", "whether a line is clipped to its own box as it slides"),
  ]
  /// Lines only.
  public static let staggerSupport = StaggerSupport(
    units: [.line], reason: "its unit is the line (use wave or scale-in for slices and words)")

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each line starts; default `Stagger(each: 0.15, by: .line)`. Its element duration: seconds
  /// a line takes; default 0.6.
  public var common: EffectCommon
  /// Pixels from its place a line starts; nil: the line's height. Default: nil.
  public var distance: Double?
  /// The edge a line slides in from. Default: ``Edge/bottom``.
  public var edge: Edge
  /// Whether a line is clipped to its box while it slides. Default: true.
  public var mask: Bool

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.15, by: .line),
    elementDuration: Double = 0.6, distance: Double? = nil, edge: Edge = .bottom,
    mask: Bool = true
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
    self.distance = distance
    self.edge = edge
    self.mask = mask
  }

  /// Room for a line sliding in unmasked.
  public var displayPadding: EdgeInsets {
    guard !mask else { return EdgeInsets() }
    let reach = distance ?? 64
    switch edge {
    case .bottom: return EdgeInsets(top: 0, leading: 0, bottom: reach, trailing: 0)
    case .top: return EdgeInsets(top: reach, leading: 0, bottom: 0, trailing: 0)
    case .leading, .trailing: return EdgeInsets(top: 0, leading: reach, bottom: 0, trailing: reach)
    }
  }

  /// Draws the run's part of each line at its place in the slide.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    drawRevealing(configuredFor: run, schedule: schedule, in: &context) {
      effect, slices, entry, progress, copy in
      let eased = UnitCurve.easeOut.value(at: progress)
      let box = entry.unitBounds
      let travel = (1 - eased) * (effect.distance ?? box.height)
      let direction = schedule.layout.lines[entry.line].paragraphDirection
      let leadingSign: Double = direction == .rightToLeft ? 1 : -1
      if effect.mask {
        let margin = box.height
        let slot: CGRect
        switch effect.edge {
        case .bottom, .top:
          slot = CGRect(
            x: box.minX - margin, y: box.minY - margin / 4, width: box.width + 2 * margin,
            height: box.height * 1.5)
        case .leading, .trailing:
          slot = CGRect(
            x: box.minX - margin / 4, y: box.minY - margin, width: box.width + margin / 2,
            height: box.height + 2 * margin)
        }
        copy.clip(to: Path(slot))
      }
      switch effect.edge {
      case .bottom: copy.translateBy(x: 0, y: travel)
      case .top: copy.translateBy(x: 0, y: -travel)
      case .leading: copy.translateBy(x: leadingSign * travel, y: 0)
      case .trailing: copy.translateBy(x: -leadingSign * travel, y: 0)
      }
      copy.opacity *= eased
      copy.drawUnit(run, slices: slices, options: .disablesSubpixelQuantization)
    }
  }

  /// The effect with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["distance"]?.number { distance = value }
    if let value = parameters["edge"]?.text, let edge = Edge(rawValue: value) { self.edge = edge }
    if let value = parameters["mask"]?.flag { mask = value }
  }
}
