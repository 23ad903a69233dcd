import Kinetype

struct EmojiValues {
  var scale = 1.0
  var verticalOffset = 0.0
  var angle = Angle.zero
}

struct JumpingEmoji: View {
  @State private var jumps = 0

  var body: some View {
    Text("🐸")
      .font(.system(size: 64))
      .keyframeAnimator(initialValue: EmojiValues(), trigger: jumps) { content, value in
        content
          .scaleEffect(value.scale)
          .rotationEffect(value.angle)
          .offset(y: value.verticalOffset)
      } keyframes: { _ in
        KeyframeTrack(\.scale) {
          SpringKeyframe(1.3, duration: 0.2)
          SpringKeyframe(1.0, duration: 0.4)
        }
        KeyframeTrack(\.verticalOffset) {
          CubicKeyframe(-40, duration: 0.25)
          CubicKeyframe(0, duration: 0.35)
        }
        KeyframeTrack(\.angle) {
          LinearKeyframe(.degrees(-15), duration: 0.15)
          LinearKeyframe(.degrees(15), duration: 0.2)
          LinearKeyframe(.zero, duration: 0.15)
        }
      }
      .frame(width: 120, height: 140)
      .onTapGesture { jumps += 1 }
  }
}

#Preview("Jump", traits: .sizeThatFitsLayout) {
  JumpingEmoji()
}
