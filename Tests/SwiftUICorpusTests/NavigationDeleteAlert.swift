import Kinetype

struct AccountView: View {
  @State private var isConfirmingDelete = false
  @State private var isDeleted = false

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: "person.crop.circle")
        .font(.largeTitle)
      Text(isDeleted ? "Account deleted" : "ada@example.com")
      Button("Delete Account", role: .destructive) {
        isConfirmingDelete = true
      }
      .buttonStyle(.borderedProminent)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .alert("Delete Account?", isPresented: $isConfirmingDelete) {
      Button("Delete", role: .destructive) { isDeleted = true }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("Your recipes and settings will be removed.")
    }
  }
}

#Preview(traits: .fixedLayout(width: 260, height: 460)) {
  AccountView()
}
