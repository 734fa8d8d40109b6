@testable import CellGraph
@testable import CellGraphCore

/// A value a stack pushes, with a destination declared for it.
struct Recipe: Hashable, Codable, Sendable {
  let name: String
}

/// Records lifecycle events in order, for tests of appear/disappear order.
@MainActor
final class NavigationEventLog {
  var events: [String] = []
}

/// A destination with its own state, a counter, and lifecycle logging.
struct RecipeDetail: View {
  let recipe: Recipe
  let log: NavigationEventLog
  @StateCell var servings = 1

  var body: some View {
    VStack {
      Text("\(recipe.name) for \(servings)")
      Button("More") { servings += 1 }
    }
    .navigationTitle(recipe.name)
    .onAppear { log.events.append("appear \(recipe.name)") }
    .onDisappear { log.events.append("disappear \(recipe.name)") }
  }
}

/// The root of a recipe stack: a counter of its own and links to the recipes.
struct RecipeList: View {
  let log: NavigationEventLog
  @StateCell var taps = 0

  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }
      NavigationLink("Pasta", value: Recipe(name: "Pasta"))
      NavigationLink("Soup", value: Recipe(name: "Soup"))
    }
    .navigationTitle("Recipes")
    .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0, log: log) }
    .onAppear { log.events.append("appear Recipes") }
    .onDisappear { log.events.append("disappear Recipes") }
  }
}

/// A stack over a typed path binding, showing the path above the stack.
struct TypedPathScreen: View {
  let log: NavigationEventLog
  @StateCell var path: [Recipe] = []

  var body: some View {
    VStack {
      Text("path: \(path.map(\.name).joined(separator: ","))")
      NavigationStack(path: $path) { RecipeList(log: log) }
    }
  }
}
