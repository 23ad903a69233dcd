import Kinetype

struct WiggleBell: View {
  @State private var ringing = false

  var body: some View {
    Text("🔔")
      .font(.system(size: 48))
      .rotationEffect(.degrees(ringing ? 12 : -12), anchor: .top)
      .animation(.easeInOut(duration: 0.15).repeatCount(6, autoreverses: true), value: ringing)
      .onAppear { ringing = true }
      .padding(20)
  }
}

struct WiggleBell_Previews: PreviewProvider {
  static var previews: some View {
    WiggleBell()
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Bell")
  }
}
