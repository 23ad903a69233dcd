import Kinetype

struct SpringCard: View {
  @State private var lifted = false

  var body: some View {
    RoundedRectangle(cornerRadius: 16)
      .fill(.indigo.gradient)
      .frame(width: 140, height: 90)
      .overlay {
        Text(lifted ? "Lifted" : "Tap me")
          .font(.headline)
          .foregroundStyle(.white)
      }
      .scaleEffect(lifted ? 1.15 : 1)
      .shadow(
        color: .black.opacity(lifted ? 0.35 : 0.1), radius: lifted ? 12 : 3, y: lifted ? 8 : 1
      )
      .offset(y: lifted ? -10 : 0)
      .animation(.spring(response: 0.45, dampingFraction: 0.55), value: lifted)
      .onTapGesture { lifted.toggle() }
      .padding(30)
  }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
  SpringCard()
}
