import Kinetype

enum RevealStyle: String, CaseIterable, Identifiable {
  case wave, fade, rise
  var id: Self { self }
}

struct StyledRenderer: TextRenderer {
  var style: RevealStyle

  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for (index, slice) in layout.flatMap({ $0 }).flatMap({ $0 }).enumerated() {
      var copy = context
      switch style {
      case .wave: copy.translateBy(x: 0, y: sin(Double(index)) * 4)
      case .fade: copy.opacity = 0.4 + 0.6 * Double(index % 3) / 2
      case .rise: copy.translateBy(x: 0, y: -Double(index % 4) * 2)
      }
      copy.draw(slice)
    }
  }
}

struct RendererGallery: View {
  @State private var style = RevealStyle.wave

  var body: some View {
    NavigationStack {
      VStack(spacing: 24) {
        Picker("Style", selection: $style) {
          ForEach(RevealStyle.allCases) { style in
            Text(style.rawValue.capitalized).tag(style)
          }
        }
        .pickerStyle(.segmented)
        Text("Kinetic type")
          .font(.largeTitle.bold())
          .textRenderer(StyledRenderer(style: style))
        Spacer()
      }
      .padding()
      .navigationTitle("Renderers")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

#Preview {
  RendererGallery()
}
