import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph
import KinetypeViews

/// The clock a scene's view tree draws its texts' markup effects on: the scene's time and
/// when the nearest view with a `start` around them appears.
struct SceneViewClock: Sendable {
  /// Seconds on the scene's timeline; nil: each frame's, through a `TimelineView`.
  var time: Double?
  /// When the views inside appear, in seconds on the scene's timeline: the `start` of the
  /// nearest timed view around them (0 when none has one).
  var appearsAt = 0.0

  /// The clock of the views inside a view appearing at `start` (nil: as this one).
  func appearing(at start: Double?) -> SceneViewClock {
    var clock = self
    if let start { clock.appearsAt = start }
    return clock
  }
}

extension SceneView {
  /// `text` drawing the effects its markup names (`^[Wave](effect: "wave")`) from when the view
  /// appears; text naming none, as it is. Spans that name no effect are drawn as laid out
  /// (marked ones too: a view's text has no effect of its own).
  static func textView(_ text: Text, clock: SceneViewClock) -> AnyView {
    let names = effectNames(in: text)
    guard !names.isEmpty else { return AnyView(text) }
    let appears = clock.appearsAt
    if let time = clock.time {
      return AnyView(text.textRenderer(effectRenderer(at: time - appears, names: names)))
    }
    return AnyView(
      TimelineView(.animation) { context in
        text.textRenderer(
          effectRenderer(
            at: context.date.timeIntervalSinceReferenceDate - appears, names: names))
      })
  }

  /// The renderer of a view's text at `time` seconds after it appears: the effects `names`,
  /// each on the spans naming it.
  static func effectRenderer(at time: Double, names: [String]) -> EffectRenderer {
    EffectConfiguration(AppearRenderer(), spans: .empty).renderer(
      at: max(0, time), others: names.compactMap { TextEffects.named($0)?.init() })
  }

  /// The built-in effects `text`'s markup names, in the order they first appear.
  static func effectNames(in text: Text) -> [String] {
    var names: [String] = []
    for span in text.spans {
      guard let name = span.attributes[EffectAttribute.self]?.name,
        TextEffects.named(name) != nil, !names.contains(name)
      else { continue }
      names.append(name)
    }
    return names
  }

  /// When the markup effects of this tree's texts have settled, in seconds on the scene's
  /// timeline (each text laid out on one line per paragraph with `fonts`): what an automatic
  /// duration waits for.
  func textEffectEnds(fonts: FontCollection, limits: Limits, appearsAt: Double = 0) -> [Double] {
    let appears = timing?.start ?? appearsAt
    var ends: [Double] = []
    switch kind {
    case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children):
      for child in children {
        ends += child.textEffectEnds(fonts: fonts, limits: limits, appearsAt: appears)
      }
    case .text(let text):
      let names = Self.effectNames(in: text)
      if !names.isEmpty, let layout = try? Text.Layout(text, fonts: fonts, limits: limits) {
        ends.append(appears + Self.effectRenderer(at: 0, names: names).settlingTime(for: layout))
      }
    case .layer(let layer):
      // A layer tree's animations count as its effects (infinite when one repeats forever).
      ends.append(appears + layer.settles)
    default: break
    }
    for modifier in modifiers {
      switch modifier {
      case .overlay(_, let content), .background(_, let content):
        ends += content.textEffectEnds(fonts: fonts, limits: limits, appearsAt: appears)
      default: break
      }
    }
    return ends
  }
}
