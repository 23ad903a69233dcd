import Kinetype

struct StepPager: View {
  @State private var step = 0
  let titles = ["Welcome", "Customize", "Done"]

  var body: some View {
    VStack(spacing: 16) {
      ZStack {
        ForEach(titles.indices, id: \.self) { index in
          if index == step {
            Text(titles[index])
              .font(.title.bold())
              .transition(
                .asymmetric(
                  insertion: .move(edge: .trailing).combined(with: .opacity),
                  removal: .move(edge: .leading).combined(with: .opacity)))
          }
        }
      }
      .frame(width: 220, height: 50)
      .clipped()
      Button("Next") {
        withAnimation(.easeInOut(duration: 0.4)) { step = (step + 1) % titles.count }
      }
    }
    .padding()
  }
}

#Preview("Pager", traits: .sizeThatFitsLayout) {
  StepPager()
}
