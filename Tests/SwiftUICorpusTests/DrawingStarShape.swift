import Kinetype

struct Star: Shape {
  var points: Int = 5
  var innerRatio: Double

  var animatableData: Double {
    get { innerRatio }
    set { innerRatio = newValue }
  }

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    var path = Path()
    for index in 0..<(points * 2) {
      let radius = index.isMultiple(of: 2) ? outer : outer * innerRatio
      let angle = Double(index) * .pi / Double(points) - .pi / 2
      let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }
}

struct TwinklingStar: View {
  @State private var sharp = false

  var body: some View {
    Star(innerRatio: sharp ? 0.3 : 0.8)
      .fill(.yellow)
      .overlay(Star(innerRatio: sharp ? 0.3 : 0.8).stroke(.orange, lineWidth: 2))
      .frame(width: 90, height: 90)
      .padding()
      .onAppear {
        withAnimation(.spring(duration: 0.8, bounce: 0.5)) { sharp = true }
      }
  }
}

#Preview("Star", traits: .sizeThatFitsLayout) {
  TwinklingStar()
}
