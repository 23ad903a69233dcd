import Kinetype

enum PulsePhase: CaseIterable {
  case rest, grow, glow

  var scale: Double {
    switch self {
    case .rest: 1
    case .grow: 1.25
    case .glow: 1.1
    }
  }

  var opacity: Double { self == .glow ? 0.6 : 1 }
}

struct PulsingBadge: View {
  var body: some View {
    Text("LIVE")
      .font(.caption.bold())
      .foregroundStyle(.white)
      .padding(.horizontal, 10)
      .padding(.vertical, 4)
      .background(.red, in: Capsule())
      .phaseAnimator(PulsePhase.allCases) { content, phase in
        content
          .scaleEffect(phase.scale)
          .opacity(phase.opacity)
      } animation: { phase in
        switch phase {
        case .rest: .easeOut(duration: 0.3)
        case .grow: .spring(duration: 0.4, bounce: 0.4)
        case .glow: .easeInOut(duration: 0.3)
        }
      }
      .padding(20)
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  PulsingBadge()
}
