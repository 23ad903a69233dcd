import Kinetype

struct AvatarBadge: View {
  var body: some View {
    ZStack(alignment: .topTrailing) {
      Circle()
        .fill(.orange)
        .frame(width: 72, height: 72)
        .overlay(Text("AL").font(.title2.bold()).foregroundStyle(.white))
      Circle()
        .fill(.green)
        .frame(width: 18, height: 18)
        .overlay(Circle().stroke(.white, lineWidth: 3))
        .offset(x: -2, y: 2)
    }
    .padding()
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  AvatarBadge()
}
