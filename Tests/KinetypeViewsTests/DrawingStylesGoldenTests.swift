import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// Probe set B's drawing names side by side: an elliptical gradient in a wide frame, the
/// ShapeStyle gradient statics, a gradient at half opacity, the foreground's levels, the
/// background's second level, uneven corners, luminance to alpha, redacted text, text case,
/// a reserved line limit, loose leading and a symbol inside text.
private struct DrawingStylesSheet: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 8) {
        Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange, .red]))
          .frame(width: 120, height: 60)
        Rectangle().fill(
          .radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 30)
        )
        .frame(width: 60, height: 60)
        Rectangle().fill(
          .angularGradient(
            colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360))
        )
        .frame(width: 60, height: 60)
        Rectangle().fill(.blue.gradient.opacity(0.5)).frame(width: 40, height: 60)
      }
      HStack(spacing: 8) {
        ForEach(0..<4) { level in
          Group {
            switch level {
            case 0: Rectangle().foregroundStyle(.primary)
            case 1: Rectangle().foregroundStyle(.secondary)
            case 2: Rectangle().foregroundStyle(.tertiary)
            default: Rectangle().foregroundStyle(.quaternary)
            }
          }
          .frame(width: 30, height: 30)
        }
        Rectangle().fill(.background.secondary).frame(width: 30, height: 30)
        Color.red.frame(width: 60, height: 30)
          .clipShape(
            .rect(
              topLeadingRadius: 12, bottomLeadingRadius: 0, bottomTrailingRadius: 0,
              topTrailingRadius: 12))
        LinearGradient(colors: [.white, .black], startPoint: .leading, endPoint: .trailing)
          .frame(width: 60, height: 30).luminanceToAlpha()
      }
      HStack(alignment: .top, spacing: 12) {
        VStack(alignment: .leading) {
          Text("Placeholder title").font(.headline)
          Text("Two lines of body text that wrap here").frame(width: 150, alignment: .leading)
        }
        .redacted(reason: .placeholder)
        VStack(alignment: .leading, spacing: 4) {
          Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr"))
          Text("One line").lineLimit(2, reservesSpace: true).background(Color.yellow.opacity(0.3))
          Text("Loose\nleading").font(.body.leading(.loose))
          Text("Rated ") + Text(Image(systemName: "star.fill")).foregroundColor(.orange)
            + Text(" 4.8")
        }
      }
    }
    .padding(12)
    .background(.white)
  }
}

@Suite struct DrawingStylesGoldenTests {
  @Test func drawingStylesSheet() throws {
    let renderer = ImageRenderer(content: DrawingStylesSheet())
    renderer.scale = 2
    assertGolden(try renderer.render(), named: "drawing-styles", suite: "Views")
  }
}
