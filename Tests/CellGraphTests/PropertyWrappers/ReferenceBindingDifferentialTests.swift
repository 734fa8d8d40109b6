import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// A differential test for bindings through references: random writes — through the controls'
// bindings and straight to the models — to an `@Observable` class and an `ObservableObject` held
// in state, a struct holding a class, an array of classes bound row by row, and an `@Observable`
// object bound through `@BindableCell`. After every step the incrementally updated text must
// equal a fresh host's render of the same models.
//
//     RefDiffRoot (@StateCell order, settings, basket, tasks; @BindableCell shared)
//      └─ VStack ─ Toggle($order.special) ─ if order.special { Toggle($order.frosting) }
//               ─ Toggle($settings.isOn) ─ Toggle($basket.order.special)
//               ─ ForEach($tasks) { Toggle($task.done) } ─ Toggle($shared.frosting)

@Observable
private final class Order {
  var special = false
  var frosting = false
}

private final class Settings: ObservableObject {
  @Published var isOn = false
}

private struct Basket {
  var order = Order()
}

@Observable
private final class Chore: Identifiable {
  let id: Int
  var done = false
  init(id: Int) { self.id = id }
}

private struct Models {
  let order = Order()
  let settings = Settings()
  let basket = Basket()
  let tasks = (0..<4).map { Chore(id: $0) }
  let shared = Order()
}

private struct RefDiffRoot: View {
  @StateCell var order: Order
  @StateCell var settings: Settings
  @StateCell var basket: Basket
  @StateCell var tasks: [Chore]
  @BindableCell var shared: Order

  init(_ models: Models) {
    _order = StateCell(initialValue: models.order)
    _settings = StateCell(initialValue: models.settings)
    _basket = StateCell(initialValue: models.basket)
    _tasks = StateCell(initialValue: models.tasks)
    _shared = BindableCell(wrappedValue: models.shared)
  }

  var body: some View {
    VStack {
      Toggle("Special", isOn: $order.special)
      if order.special { Toggle("Frosting", isOn: $order.frosting) }
      Toggle("Wi-Fi", isOn: $settings.isOn)
      Toggle("Basket", isOn: $basket.order.special)
      ForEach($tasks) { $task in
        Toggle("Task \(task.id)", isOn: $task.done)
      }
      Toggle("Shared", isOn: $shared.frosting)
    }
  }
}

@MainActor
@Suite struct ReferenceBindingDifferentialTests {
  // SwiftUI: a control shows its binding's current value; through a reference that is the
  // model's property, however it was changed.
  @Test(
    "Random writes through references leave the text a fresh render would show", arguments: 1...4)
  func randomWrites(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let models = Models()
    let host = ViewHost(RefDiffRoot(models))
    let labels =
      ["Special", "Frosting", "Wi-Fi", "Basket", "Shared"] + (0..<4).map { "Task \($0)" }
    for step in 0..<200 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        let label = labels.randomElement(using: &random)!
        if label != "Frosting" || models.order.special { try host.toggle(label) }
      case 1: models.order.special.toggle()
      case 2: models.settings.isOn.toggle()
      case 3: models.basket.order.special.toggle()
      case 4: models.tasks.randomElement(using: &random)!.done.toggle()
      default: models.shared.frosting.toggle()
      }
      host.flush()
      let fresh = ViewHost(RefDiffRoot(models))
      guard host.text == fresh.text else {
        Issue.record("step \(step): incremental\n\(host.text)\nfresh\n\(fresh.text)")
        return
      }
    }
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }
}
