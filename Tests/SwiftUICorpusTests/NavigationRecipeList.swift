import Kinetype

struct Recipe: Identifiable, Hashable {
  var id: String { name }
  let name: String
  let minutes: Int
  let steps: [String]
}

struct RecipeListView: View {
  let recipes = [
    Recipe(name: "Pancakes", minutes: 20, steps: ["Whisk", "Rest", "Fry"]),
    Recipe(name: "Shakshuka", minutes: 30, steps: ["Soften onions", "Simmer", "Crack eggs"]),
    Recipe(name: "Flatbread", minutes: 45, steps: ["Knead", "Prove", "Bake"]),
  ]

  var body: some View {
    NavigationStack {
      List(recipes) { recipe in
        NavigationLink(value: recipe) {
          VStack(alignment: .leading) {
            Text(recipe.name)
            Text("\(recipe.minutes) min")
              .font(.caption)
              .foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetail(recipe: recipe)
      }
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe

  var body: some View {
    List {
      Section("Steps") {
        ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
          Label(step, systemImage: "\(index + 1).circle")
        }
      }
    }
    .navigationTitle(recipe.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

#Preview(traits: .fixedLayout(width: 260, height: 460)) {
  RecipeListView()
}
