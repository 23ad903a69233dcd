import Kinetype

struct RadialLayout: Layout {
  var radius: CGFloat = 70
  var rotation: Angle = .zero

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let side = radius * 2 + 40
    return CGSize(width: side, height: side)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let step = 2 * Double.pi / Double(max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      let angle = step * Double(index) + rotation.radians - .pi / 2
      let point = CGPoint(
        x: bounds.midX + cos(angle) * radius, y: bounds.midY + sin(angle) * radius)
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

struct ClockFace: View {
  var body: some View {
    RadialLayout {
      ForEach(1...12, id: \.self) { hour in
        Text("\(hour)")
          .font(.system(.callout, design: .rounded).weight(.semibold))
      }
    }
    .background(Circle().stroke(.gray.opacity(0.4), lineWidth: 2))
    .padding()
  }
}

#Preview("Radial", traits: .sizeThatFitsLayout) {
  ClockFace()
}
