import Foundation
import Kinetype

/// Collects what each line of a seed's list of expressions evaluates to (a block of
/// documentation lines such as `Spring.smooth` and `UnitCurve.linear`), so that the lines
/// compile as written, without "unused" warnings, and a test can read their values in order.
/// Declarations (`let spring = …`) may come between them.
@resultBuilder enum SnippetValues {
  static func buildExpression(_ value: Any) -> [Any] { [value] }
  static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
}

/// Renders `view` (at `scale`) and returns the renderer, for its pixels and its layout.
func renderer<V: View>(_ view: V, scale: CGFloat = 1) -> ImageRenderer<V> {
  let renderer = ImageRenderer(content: view)
  renderer.scale = scale
  return renderer
}

/// The laid-out tree of `view` for `proposal`.
func inspect<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1)
  throws -> ViewLayoutInspection
{
  let renderer = ImageRenderer(content: view)
  renderer.proposedSize = proposal
  renderer.scale = scale
  return try renderer.layoutInspection()
}

extension ViewLayoutInspection {
  /// The frame of the first element made by `name` (a composite view or a type), or a
  /// frame at infinity that fails every comparison.
  func frame(of name: String) -> CGRect {
    element(named: name)?.frame
      ?? CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0)
  }
}

extension Pixmap {
  /// The premultiplied bytes, for comparing frames.
  var bytes: [UInt8] { withUnsafePremultipliedBytes { Array($0) } }
}

extension DynamicTypeSize {
  /// The name SwiftUI's documentation uses.
  var name: String { "\(self)" }
}

extension ViewLayoutInspection {
  /// The frames of every element of type `type`, depth first.
  func frames(ofType type: String) -> [CGRect] {
    elements.filter { $0.type == type }.map(\.frame)
  }
}
