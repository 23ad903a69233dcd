import Kinetype

struct DotLoader: View {
  var body: some View {
    HStack(spacing: 10) {
      ForEach(0..<3) { index in
        Circle()
          .fill(.purple)
          .frame(width: 14, height: 14)
          .keyframeAnimator(initialValue: 0.0, repeating: true) { content, lift in
            content.offset(y: -lift)
          } keyframes: { _ in
            CubicKeyframe(0, duration: Double(index) * 0.12)
            CubicKeyframe(12, duration: 0.25)
            CubicKeyframe(0, duration: 0.25)
            LinearKeyframe(0, duration: 0.4 - Double(index) * 0.12)
          }
      }
    }
    .padding(24)
  }
}

#Preview("Loader", traits: .sizeThatFitsLayout) {
  DotLoader()
}
