import Kinetype

struct PhotoGrid: View {
  @State private var order = "Newest"
  @State private var isSharing = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 12) {
        Menu("Sort: \(order)") {
          Button("Newest") { order = "Newest" }
          Button("Oldest") { order = "Oldest" }
          Button("Favorites") { order = "Favorites" }
        }
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))]) {
          ForEach(0..<9) { index in
            RoundedRectangle(cornerRadius: 6)
              .fill(Color(hue: Double(index) / 9, saturation: 0.5, brightness: 0.9))
              .frame(height: 70)
          }
        }
        Button("Share…") { isSharing = true }
        Spacer()
      }
      .padding()
      .navigationTitle("Photos")
      .navigationBarTitleDisplayMode(.inline)
      .confirmationDialog("Share photos", isPresented: $isSharing) {
        Button("Messages") {}
        Button("Mail") {}
        Button("Cancel", role: .cancel) {}
      }
    }
  }
}

#Preview(traits: .fixedLayout(width: 260, height: 460)) {
  PhotoGrid()
}
