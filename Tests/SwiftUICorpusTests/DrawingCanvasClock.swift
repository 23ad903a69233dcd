import Kinetype

struct AnalogClock: View {
  var body: some View {
    TimelineView(.animation) { timeline in
      Canvas { context, size in
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2 - 4
        context.stroke(
          Path(ellipseIn: CGRect(x: 4, y: 4, width: radius * 2, height: radius * 2)),
          with: .color(.primary), lineWidth: 3)
        let seconds = timeline.date.timeIntervalSinceReferenceDate
          .truncatingRemainder(dividingBy: 60)
        for (fraction, length, width, color) in [
          (seconds / 60, radius * 0.85, 2.0, Color.red),
          (seconds / 3600 + 0.2, radius * 0.7, 4.0, Color.primary),
        ] {
          let angle = fraction * 2 * .pi - .pi / 2
          var hand = Path()
          hand.move(to: center)
          hand.addLine(
            to: CGPoint(x: center.x + cos(angle) * length, y: center.y + sin(angle) * length))
          context.stroke(
            hand, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
        }
      }
    }
    .frame(width: 120, height: 120)
    .padding()
  }
}

#Preview("Clock", traits: .sizeThatFitsLayout) {
  AnalogClock()
}
