public import Foundation
import KinetypeRendering

extension View {
  /// Sets the view's horizontal guide `g` to the value `computeValue` returns from the view's
  /// own dimensions (`d[.trailing]` inside is the view's guide before this modifier).
  ///
  /// A NaN or infinite result is dropped with a warning, so the guide keeps its value.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
  }

  /// Sets the view's vertical guide `g` to the value `computeValue` returns from the view's
  /// own dimensions.
  ///
  /// A NaN or infinite result is dropped with a warning, so the guide keeps its value.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
  }
}

struct AlignmentGuideModifier: NodeModifier {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    AlignmentGuideBehavior(key: key, computeValue: computeValue)
  }
}

/// Overrides one explicit guide; the size, placement and other guides are the child's.
package struct AlignmentGuideBehavior: NodeBehavior {
  package let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  package var kind: String { "alignmentGuide" }
  package var details: String { "\(key)" }

  package func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    guard let child = node.children.first else { return nil }
    guard key == self.key else {
      return child.explicitAlignment(key, size: size, proposal: proposal)
    }
    return computeValue(child.dimensions(for: proposal))
  }
}
