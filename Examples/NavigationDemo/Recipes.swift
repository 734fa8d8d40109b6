import CellGraphSwiftUI

/// A recipe, pushed on the stack by value. `Codable`, so the stack's path can be saved.
struct Recipe: Hashable, Codable, Identifiable {
  let name: String
  let steps: [String]

  var id: String { name }

  static let all = [
    Recipe(name: "Pasta", steps: ["Boil water", "Cook the pasta", "Add the sauce"]),
    Recipe(name: "Soup", steps: ["Chop vegetables", "Simmer for an hour"]),
    Recipe(name: "Salad", steps: ["Wash the leaves", "Dress"]),
  ]
}

/// One step of a recipe, pushed above the recipe.
struct Step: Hashable, Codable {
  let recipe: String
  let number: Int
  let text: String
}

/// The app's favourites, shared by both tabs.
@Observable
@MainActor
final class Favorites {
  var names: [String] = []

  func toggle(_ name: String) {
    if let index = names.firstIndex(of: name) {
      names.remove(at: index)
    } else {
      names.append(name)
    }
  }
}
