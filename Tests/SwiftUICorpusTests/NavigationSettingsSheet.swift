import Kinetype

struct ProfileSettings: View {
  @State private var isEditing = false
  @State private var name = "Ada"

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Button("Edit Profile") { isEditing = true }
        }
        Section("Account") {
          HStack {
            Text("Name")
            Spacer()
            Text(name).foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("Settings")
      .sheet(isPresented: $isEditing) {
        EditProfileSheet(name: $name)
          .presentationDetents([.medium, .large])
      }
    }
  }
}

struct EditProfileSheet: View {
  @Binding var name: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
      }
      .navigationTitle("Profile")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}

#Preview(traits: .fixedLayout(width: 260, height: 460)) {
  ProfileSettings()
}
