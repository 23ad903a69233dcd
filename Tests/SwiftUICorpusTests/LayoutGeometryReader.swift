import Kinetype

struct ProgressBar: View {
  var progress: Double

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(.gray.opacity(0.2))
        Capsule().fill(.mint)
          .frame(width: proxy.size.width * progress)
      }
    }
    .frame(height: 12)
  }
}

struct DownloadRow: View {
  @State private var progress = 0.1

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Downloading fonts…").font(.callout)
      ProgressBar(progress: progress)
    }
    .frame(width: 240)
    .padding()
    .onAppear {
      withAnimation(.easeInOut(duration: 1.5)) { progress = 0.85 }
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  DownloadRow()
}
