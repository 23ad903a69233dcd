import Kinetype

struct MarchingAnts: View {
  @State private var phase: CGFloat = 0

  var body: some View {
    RoundedRectangle(cornerRadius: 10)
      .stroke(.black, style: StrokeStyle(lineWidth: 2, dash: [8, 6], dashPhase: phase))
      .frame(width: 180, height: 90)
      .overlay(Text("Drop files here").font(.callout).foregroundStyle(.secondary))
      .padding()
      .onAppear {
        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = 28 }
      }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  MarchingAnts()
}
