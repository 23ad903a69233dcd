import Foundation
import Kinetype
import Testing

/// A `Canvas` filling itself with `.foreground`, as SwiftUI's `GraphicsContext.Shading`.
private struct ForegroundCanvas: View {
  var body: some View {
    Canvas { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
    }
    .frame(width: 20, height: 20)
  }
}

@Suite struct CanvasForegroundTests {
  private func center(_ view: some View) throws -> Color {
    try ImageRenderer(content: view).render().color(atX: 10, y: 10)
  }

  // SwiftUI's `.foreground` shading is the view's foreground style: `.primary` by default
  // (black, white in the dark), the color `foregroundStyle` sets otherwise. It was always
  // black, so a list row's chevron (drawn so, in a `Canvas`) was black on the dark row.
  @Test func theForegroundShadingIsTheViewsForegroundStyle() throws {
    #expect(try center(ForegroundCanvas()) == .black)
    #expect(try center(ForegroundCanvas().foregroundStyle(Color.red)) == .red)
    let dark = try center(ForegroundCanvas().environment(\.colorScheme, .dark))
    #expect(dark == .white)
  }
}
