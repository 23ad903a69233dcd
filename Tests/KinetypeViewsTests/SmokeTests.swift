import Kinetype
import KinetypeTesting
import Testing

struct Avatar: View {
  var body: some View {
    Circle().fill(.blue).frame(width: 96, height: 96)
  }
}

struct Badge: View {
  var body: some View {
    Text("12")
      .font(.caption)
      .foregroundStyle(.white)
      .padding(.horizontal, 6)
      .padding(.vertical, 2)
      .background(.red, in: Capsule())
  }
}

@Suite struct SmokeTests {
  @Test func smoke_badge() throws {
    let view = Avatar()
      .overlay(alignment: .topTrailing) {
        Badge()
          .alignmentGuide(.trailing) { d in d[.trailing] - d.width / 3 }
          .alignmentGuide(.top) { d in d[.top] + d.height / 3 }
      }
      .padding(24)
    let renderer = ImageRenderer(content: view)
    let inspection = try renderer.layoutInspection()
    print(inspection.dump())
    print(renderer.warnings)
    let pixmap = try renderer.render()
    try pixmap.writePNG(to: "/tmp/badge.png")
  }
}
