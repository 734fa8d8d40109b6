import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// Bindings through references: `$state.property` where the state holds a class, nested key paths
// that cross a class, element bindings into arrays of classes. SwiftUI's recommended pattern since
// Observation ("Migrating from the Observable Object protocol to the Observable macro"):
// `@State private var order = Order()` with `Toggle(isOn: $order.special)`. A control reading such
// a binding must show the model's value: it depends on the property (Observation, or the object's
// objectWillChange), not on the state's reference, which a write through it leaves unchanged.

@Observable
private final class Order {
  var special = false
  var frosting = false
  var address = Address()
}

private struct Address {
  var street = "Main"
}

private final class Settings: ObservableObject {
  @Published var isOn = false
}

private struct Basket {
  var order = Order()
  var count = 0
}

@Observable
private final class Chore: Identifiable {
  let id: Int
  var done = false
  init(id: Int) { self.id = id }
}

private struct OrderForm: View {
  @StateCell private var order = Order()
  var body: some View {
    VStack {
      Toggle("Special", isOn: $order.special)
      if order.special { Toggle("Frosting", isOn: $order.frosting) }
    }
  }
}

private struct SettingsForm: View {
  @StateCell var settings = Settings()
  var body: some View { Toggle("Wi-Fi", isOn: $settings.isOn) }
}

private struct BasketForm: View {
  @StateCell var basket = Basket()
  var body: some View {
    VStack {
      Toggle("Special", isOn: $basket.order.special)
      TextField("Street", text: $basket.order.address.street)
    }
  }
}

private struct TaskList: View {
  @StateCell var tasks = [Chore(id: 1), Chore(id: 2)]
  var body: some View {
    VStack {
      ForEach($tasks) { $task in
        Toggle("Task \(task.id)", isOn: $task.done)
      }
    }
  }
}

private struct BindableForm: View {
  @BindableCell var order: Order
  var body: some View { Toggle("Special", isOn: $order.special) }
}

@MainActor
@Suite struct ReferenceBindingTests {
  // SwiftUI: "Migrating from the Observable Object protocol to the Observable macro" — a view
  // reading an @Observable property through `@State` updates when the property changes.
  @Test("A toggle bound into an @Observable class held in state shows the model's value")
  func observableInState() throws {
    let host = ViewHost.testing(OrderForm())
    try host.toggle("Special")
    host.expectText(
      """
      [x] Special
      [ ] Frosting
      """)
    try host.toggle("Frosting")
    host.expectText(
      """
      [x] Special
      [x] Frosting
      """)
  }

  // SwiftUI: Binding's dynamic member lookup writes through the reference; the toggle shows the
  // object's value after its `@Published` property changes (objectWillChange).
  @Test("A toggle bound into an ObservableObject held in state re-renders on objectWillChange")
  func observableObjectInState() throws {
    let host = ViewHost.testing(SettingsForm())
    try host.toggle("Wi-Fi")
    host.expectText("[x] Wi-Fi")
  }

  // SwiftUI: `Binding.subscript(dynamicMember:)` composes over structs and classes alike.
  @Test("Nested key paths mixing a struct, a class and a struct read the model's value")
  func nestedStructClassStruct() throws {
    let host = ViewHost.testing(BasketForm())
    try host.toggle("Special")
    try host.type("Elm", into: "Street")
    host.expectText(
      """
      [x] Special
      Street: [Elm]
      """)
  }

  // SwiftUI: `ForEach(_:content:)` over a binding hands each row a binding to its element; a
  // member of a class element is read through the reference.
  @Test("Element bindings into an array of classes show each element's value")
  func elementsOfClasses() throws {
    let host = ViewHost.testing(TaskList())
    try host.toggle("Task 2")
    host.expectText(
      """
      [ ] Task 1
      [x] Task 2
      """)
  }

  // SwiftUI: a write to the model from elsewhere updates a control bound through `@State`.
  @Test("A write to the model made outside the binding re-renders the control")
  func writeFromOutside() throws {
    let order = Order()
    let host = ViewHost.testing(BindableForm(order: order))
    order.special = true
    host.flush()
    host.expectText("[x] Special")
  }
}
