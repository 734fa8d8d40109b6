import CellGraphSwiftUI

/// The app: a tab for recipes (a navigation stack whose path is saved in `@AppStorage` and
/// restored on launch) and a tab for favourites.
struct CookbookApp: View {
  @State private var tab = "recipes"
  @State private var favorites = Favorites()

  var body: some View {
    TabView(selection: $tab) {
      RecipesTab(favorites: favorites)
        .tabItem { Label("Recipes", systemImage: "book") }
        .tag("recipes")
      FavoritesTab(favorites: favorites)
        .tabItem { Label("Favorites", systemImage: "star") }
        .tag("favorites")
    }
  }
}

/// The recipes stack. Its path is saved on every change and restored when the tab appears.
struct RecipesTab: View {
  let favorites: Favorites
  @State private var path = NavigationPath()
  @AppStorage("cookbook.path") private var savedPath: NavigationPath.CodableRepresentation? = nil

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        ForEach(Recipe.all) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { RecipeScreen(recipe: $0, favorites: favorites) }
      .navigationDestination(for: Step.self) { StepScreen(step: $0) }
    }
    .onChange(of: path) { savedPath = path.codable }
    .onAppear {
      if let savedPath, path.isEmpty { path = NavigationPath(savedPath) }
    }
  }
}

/// A recipe: its steps as links, and a toolbar button to mark it as a favourite.
struct RecipeScreen: View {
  let recipe: Recipe
  let favorites: Favorites
  @State private var isEditingNote = false
  @State private var note = ""

  var body: some View {
    VStack {
      ForEach(Array(recipe.steps.enumerated()), id: \.offset) { number, text in
        NavigationLink(
          "\(number + 1). \(text)",
          value: Step(recipe: recipe.name, number: number + 1, text: text))
      }
    }
    .navigationTitle(recipe.name)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button(favorites.names.contains(recipe.name) ? "★" : "☆") {
          favorites.toggle(recipe.name)
        }
      }
      ToolbarItem(placement: .bottomBar) {
        Button(note.isEmpty ? "Add note" : "Note: \(note)") { isEditingNote = true }
      }
    }
    .sheet(isPresented: $isEditingNote) {
      NoteSheet(recipe: recipe.name, note: $note)
    }
  }
}

/// A sheet that edits a recipe's note; `Save` writes it back and dismisses the sheet, as does a
/// swipe down (without saving).
struct NoteSheet: View {
  let recipe: String
  @Binding var note: String
  @Environment(\.dismiss) private var dismiss
  @State private var draft = ""

  var body: some View {
    VStack {
      Text("Note for \(recipe)")
      TextField("Note", text: $draft)
      Button("Save") {
        note = draft
        dismiss()
      }
    }
    .onAppear { draft = note }
  }
}

/// One step, with a timer the cook starts; `Done` pops back to the recipe.
struct StepScreen: View {
  let step: Step
  @Environment(\.dismiss) private var dismiss
  @State private var minutes = 0
  @State private var confirmsReset = false

  var body: some View {
    VStack {
      Text(step.text)
      Text("Timer: \(minutes) min")
    }
    .navigationTitle("Step \(step.number)")
    .toolbar {
      Button("+1 min") { minutes += 1 }
      Button("Reset") { confirmsReset = true }
      ToolbarItem(placement: .bottomBar) { Button("Done") { dismiss() } }
    }
    .alert("Reset the timer?", isPresented: $confirmsReset) {
      Button("Reset", role: .destructive) { minutes = 0 }
      Button("Keep", role: .cancel) {}
    } message: {
      Text("It shows \(minutes) min.")
    }
  }
}

/// The favourites, as a list.
struct FavoritesTab: View {
  let favorites: Favorites

  var body: some View {
    NavigationStack {
      VStack {
        if favorites.names.isEmpty { Text("No favourites yet") }
        ForEach(favorites.names, id: \.self) { Text("★ \($0)") }
      }
      .navigationTitle("Favorites")
    }
  }
}
