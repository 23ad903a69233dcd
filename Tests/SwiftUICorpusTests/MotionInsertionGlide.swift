import Kinetype

struct GroceryList: View {
  @State private var items = ["Eggs", "Bread", "Coffee"]

  var body: some View {
    VStack(spacing: 0) {
      Button("Add") {
        withAnimation(.smooth(duration: 0.8)) {
          items.insert("Apples", at: 0)
        }
      }
      List {
        ForEach(items, id: \.self) { item in
          Text(item)
        }
      }
    }
    .frame(width: 220, height: 230)
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  GroceryList()
}
