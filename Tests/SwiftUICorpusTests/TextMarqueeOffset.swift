import Kinetype

struct Marquee: View {
  @State private var offset: CGFloat = 0

  var body: some View {
    Text("BREAKING · Previews now render on Linux · BREAKING")
      .font(.headline)
      .fixedSize()
      .offset(x: offset)
      .frame(width: 260, alignment: .leading)
      .clipped()
      .padding(.vertical, 8)
      .background(.red.opacity(0.15))
      .onAppear {
        withAnimation(.linear(duration: 3).repeatForever(autoreverses: false)) {
          offset = -260
        }
      }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  Marquee()
}
