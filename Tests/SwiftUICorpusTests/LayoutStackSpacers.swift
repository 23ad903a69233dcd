import Kinetype

struct HeaderBar: View {
  var body: some View {
    HStack {
      Text("Inbox").font(.title2.bold())
      Spacer()
      Text("12").font(.caption.bold()).foregroundStyle(.white)
        .padding(6)
        .background(.blue, in: Circle())
    }
    .padding()
    .frame(width: 300)
    .background(.gray.opacity(0.1))
  }
}

#Preview("Header", traits: .sizeThatFitsLayout) {
  HeaderBar()
}
