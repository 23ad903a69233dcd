import Foundation

/// A modifier of a scene's view, applied in the order the file lists them, as SwiftUI's
/// modifier chain.
enum SceneViewModifier: Sendable {
  case padding(Edge.Set, CGFloat?)
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  case flexibleFrame(
    minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?,
    alignment: Alignment)
  case offset(CGSize)
  case overlay(Alignment, SceneView)
  case background(Alignment, SceneView)
  case backgroundStyle(Color, SceneShape?)
  case horizontalGuide(HorizontalAlignment, GuideExpression)
  case verticalGuide(VerticalAlignment, GuideExpression)
  case foregroundStyle(Color)
  case font(Font)
  case fontWeight(Font.Weight)
  case opacity(Double)
  case cornerRadius(CGFloat)
  case dynamicTypeSize(DynamicTypeSize)
  case rotationEffect(Double)
  case scaleEffect(CGFloat)
  case blur(CGFloat)
  case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)

  static let names = [
    "padding", "frame", "offset", "overlay", "background", "alignmentGuide", "foregroundStyle",
    "font", "fontWeight", "opacity", "cornerRadius", "dynamicTypeSize", "rotationEffect",
    "scaleEffect", "blur", "shadow",
  ]

  func apply(to view: AnyView, _ state: SceneTimelineState?, clock: SceneViewClock) -> AnyView {
    switch self {
    case .padding(let edges, let length): return AnyView(view.padding(edges, length))
    case .frame(let width, let height, let alignment):
      return AnyView(view.frame(width: width, height: height, alignment: alignment))
    case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let alignment):
      return AnyView(
        view.frame(
          minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
          alignment: alignment))
    case .offset(let offset): return AnyView(view.offset(offset))
    case .overlay(let alignment, let content):
      return AnyView(view.overlay(alignment: alignment) { content.view(state, clock: clock) })
    case .background(let alignment, let content):
      return AnyView(view.background(alignment: alignment) { content.view(state, clock: clock) })
    case .backgroundStyle(let color, let shape):
      guard let shape else { return AnyView(view.background(color)) }
      return shape.background(color, on: view)
    case .horizontalGuide(let guide, let expression):
      return AnyView(view.alignmentGuide(guide) { expression.value($0, vertical: false) })
    case .verticalGuide(let guide, let expression):
      return AnyView(view.alignmentGuide(guide) { expression.value($0, vertical: true) })
    case .foregroundStyle(let color): return AnyView(view.foregroundStyle(color))
    case .font(let font): return AnyView(view.font(font))
    case .fontWeight(let weight): return AnyView(view.fontWeight(weight))
    case .opacity(let opacity): return AnyView(view.opacity(opacity))
    case .cornerRadius(let radius): return AnyView(view.cornerRadius(radius))
    case .dynamicTypeSize(let size): return AnyView(view.dynamicTypeSize(size))
    case .rotationEffect(let degrees): return AnyView(view.rotationEffect(.degrees(degrees)))
    case .scaleEffect(let scale): return AnyView(view.scaleEffect(scale))
    case .blur(let radius): return AnyView(view.blur(radius: radius))
    case .shadow(let color, let radius, let x, let y):
      return AnyView(view.shadow(color: color, radius: radius, x: x, y: y))
    }
  }
}
