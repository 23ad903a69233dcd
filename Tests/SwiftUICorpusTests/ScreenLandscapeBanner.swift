import Kinetype

struct Banner: View {
  var body: some View {
    ZStack {
      LinearGradient(colors: [.blue, .teal], startPoint: .topLeading, endPoint: .bottomTrailing)
      Text("Landscape")
        .font(.system(size: 44, weight: .heavy, design: .serif))
        .foregroundStyle(.white)
    }
  }
}

#Preview("Landscape", traits: .landscapeLeft) {
  Banner()
}
