import Kinetype

struct ExpandingPill: View {
  @Binding var expanded: Bool

  var body: some View {
    HStack(spacing: 8) {
      Circle().fill(.orange).frame(width: 20, height: 20)
      if expanded {
        Text("Recording")
          .font(.callout.weight(.medium))
          .transition(.opacity.combined(with: .scale(scale: 0.8, anchor: .leading)))
      }
    }
    .padding(10)
    .background(.orange.opacity(0.15), in: Capsule())
    .onTapGesture {
      withAnimation(.bouncy) { expanded.toggle() }
    }
  }
}

#Preview("Previewable", traits: .sizeThatFitsLayout) {
  @Previewable @State var expanded = false
  ExpandingPill(expanded: $expanded)
    .frame(width: 160, alignment: .leading)
    .padding()
}
