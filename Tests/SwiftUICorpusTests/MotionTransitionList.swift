import Kinetype

struct Toast: View {
  @State private var showing = false

  var body: some View {
    VStack(spacing: 12) {
      Button("Notify") {
        withAnimation(.snappy) { showing.toggle() }
      }
      if showing {
        Text("Saved to Photos")
          .font(.subheadline.weight(.semibold))
          .padding(.horizontal, 16)
          .padding(.vertical, 10)
          .background(.green.opacity(0.2), in: Capsule())
          .transition(.move(edge: .top).combined(with: .opacity))
      }
    }
    .frame(width: 220, height: 110, alignment: .top)
    .padding()
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  Toast()
}
