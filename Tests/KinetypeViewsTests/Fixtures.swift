import Foundation
import Kinetype
import KinetypeViewGraph

// Plain SwiftUI views the tests render: they compile against `import SwiftUI` unchanged.

/// A filled circle, as an avatar placeholder.
struct Avatar: View {
  var body: some View {
    Circle()
      .fill(.blue)
      .frame(width: 96, height: 96)
  }
}

/// A short caption-style count on a capsule.
struct Badge: View {
  var count = 12

  var body: some View {
    Text("\(count)")
      .font(.caption)
      .foregroundStyle(.white)
      .padding(.horizontal, 6)
      .padding(.vertical, 2)
      .background(.red, in: Capsule())
  }
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

  /// The frames of every element of type `type`, depth first.
  func frames(ofType type: String) -> [CGRect] {
    elements.filter { $0.type == type }.map(\.frame)
  }
}
