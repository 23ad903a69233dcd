import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText
import KinetypeViewGraph
import KinetypeViews

/// A view tree of a scene file, mapped onto Kinetype's views (SwiftUI's): stacks, text,
/// colors, shapes, images and spacers, each with modifiers applied in order.
///
/// ```json
/// {"type": "Circle", "fill": "blue",
///  "modifiers": [{"frame": {"width": 96, "height": 96}},
///                {"overlay": {"alignment": "topTrailing", "content": {"template": "Badge"}}}]}
/// ```
///
/// A `{"template": "Name"}` node is the scene's template of that name (``SceneFile/templates``),
/// with its own modifiers after the template's. docs/scenes.md lists every type and modifier.
public struct SceneView: Sendable {
  /// The view itself.
  indirect enum Kind: Sendable {
    case vStack(HorizontalAlignment, CGFloat?, [SceneView])
    case hStack(VerticalAlignment, CGFloat?, [SceneView])
    case zStack(Alignment, [SceneView])
    case text(Text)
    case color(Color)
    case shape(SceneShape, fill: Color?, stroke: Color?, lineWidth: CGFloat)
    case image(Pixmap, scale: CGFloat)
    case spacer(CGFloat?)
    case layer(SceneLayer)
  }

  let kind: Kind
  let modifiers: [SceneViewModifier]
  /// The template this view is a use of, named in layout dumps as `Name (template)`.
  var template: String?
  /// When it appears and leaves, and its keyframes; nil: there all along, still.
  var timing: SceneViewTiming?

  init(
    kind: Kind, modifiers: [SceneViewModifier], template: String? = nil,
    timing: SceneViewTiming? = nil
  ) {
    self.kind = kind
    self.modifiers = modifiers
    self.template = template
    self.timing = timing
  }

  /// The timed views of this tree with their labels, depth first, itself first.
  var timedViews: [(label: String, timing: SceneViewTiming)] {
    var result: [(label: String, timing: SceneViewTiming)] = timing.map { [(label, $0)] } ?? []
    switch kind {
    case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children):
      for child in children { result += child.timedViews }
    default: break
    }
    for modifier in modifiers {
      switch modifier {
      case .overlay(_, let content), .background(_, let content): result += content.timedViews
      default: break
      }
    }
    return result
  }

  /// A short name for `inspect`: the template's, else the type's.
  var label: String {
    if let template { return "\(template) (template)" }
    switch kind {
    case .vStack: return "VStack"
    case .hStack: return "HStack"
    case .zStack: return "ZStack"
    case .text: return "Text"
    case .color: return "Color"
    case .shape(let shape, _, _, _):
      switch shape {
      case .rectangle: return "Rectangle"
      case .roundedRectangle: return "RoundedRectangle"
      case .capsule: return "Capsule"
      case .circle: return "Circle"
      case .ellipse: return "Ellipse"
      }
    case .image: return "Image"
    case .spacer: return "Spacer"
    case .layer: return "Layer"
    }
  }

  static let types = [
    "VStack", "HStack", "ZStack", "Text", "Color", "Rectangle", "RoundedRectangle", "Capsule",
    "Circle", "Ellipse", "Image", "Spacer", "Layer",
  ]

  /// The view as a Kinetype view, its timed views shown and played as `state` says (nil:
  /// every view shown, keyframes at their initial values), its texts' markup effects on
  /// `clock`.
  func view(_ state: SceneTimelineState? = nil, clock: SceneViewClock = SceneViewClock())
    -> AnyView
  {
    let clock = clock.appearing(at: timing?.start)
    var result: AnyView
    switch kind {
    case .vStack(let alignment, let spacing, let children):
      result = AnyView(
        VStack(alignment: alignment, spacing: spacing) {
          ForEach(0..<children.count) { children[$0].view(state, clock: clock) }
        })
    case .hStack(let alignment, let spacing, let children):
      result = AnyView(
        HStack(alignment: alignment, spacing: spacing) {
          ForEach(0..<children.count) { children[$0].view(state, clock: clock) }
        })
    case .zStack(let alignment, let children):
      result = AnyView(
        ZStack(alignment: alignment) {
          ForEach(0..<children.count) { children[$0].view(state, clock: clock) }
        })
    case .text(let text): result = Self.textView(text, clock: clock)
    case .color(let color): result = AnyView(color)
    case .shape(let shape, let fill, let stroke, let lineWidth):
      result = shape.view(fill: fill, stroke: stroke, lineWidth: lineWidth)
    case .image(let pixmap, let scale): result = AnyView(Image(pixmap: pixmap, scale: scale))
    case .spacer(let minLength): result = AnyView(Spacer(minLength: minLength))
    case .layer(let layer): result = AnyView(SceneLayerView(layer: layer, clock: clock))
    }
    for modifier in modifiers { result = modifier.apply(to: result, state, clock: clock) }
    if let template { result = AnyView(SceneTemplateView(name: template, content: result)) }
    guard let timing else { return result }
    if let keyframes = timing.keyframes {
      result = keyframes.animate(result, trigger: state?.played.contains(timing.id) ?? false)
    }
    guard timing.start != nil || timing.end != nil else { return result }
    return AnyView(
      SceneTimedView(
        shown: state?.shown.contains(timing.id) ?? true,
        transition: timing.transition.anyTransition, content: result))
  }
}

/// The shapes a scene can draw.
enum SceneShape: Sendable {
  case rectangle
  case roundedRectangle(CGFloat)
  case capsule
  case circle
  case ellipse

  func view(fill: Color?, stroke: Color?, lineWidth: CGFloat) -> AnyView {
    switch self {
    case .rectangle: return Self.styled(Rectangle(), fill, stroke, lineWidth)
    case .roundedRectangle(let radius):
      return Self.styled(RoundedRectangle(cornerRadius: radius), fill, stroke, lineWidth)
    case .capsule: return Self.styled(Capsule(), fill, stroke, lineWidth)
    case .circle: return Self.styled(Circle(), fill, stroke, lineWidth)
    case .ellipse: return Self.styled(Ellipse(), fill, stroke, lineWidth)
    }
  }

  func background(_ color: Color, on view: AnyView) -> AnyView {
    switch self {
    case .rectangle: return AnyView(view.background(color, in: Rectangle()))
    case .roundedRectangle(let radius):
      return AnyView(view.background(color, in: RoundedRectangle(cornerRadius: radius)))
    case .capsule: return AnyView(view.background(color, in: Capsule()))
    case .circle: return AnyView(view.background(color, in: Circle()))
    case .ellipse: return AnyView(view.background(color, in: Ellipse()))
    }
  }

  private static func styled<S: Shape>(
    _ shape: S, _ fill: Color?, _ stroke: Color?, _ width: CGFloat
  )
    -> AnyView
  {
    switch (fill, stroke) {
    case (let fill?, let stroke?):
      return AnyView(shape.fill(fill).overlay(shape.stroke(stroke, lineWidth: width)))
    case (let fill?, nil): return AnyView(shape.fill(fill))
    case (nil, let stroke?): return AnyView(shape.stroke(stroke, lineWidth: width))
    case (nil, nil): return AnyView(shape)
    }
  }
}
